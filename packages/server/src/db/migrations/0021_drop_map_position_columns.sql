-- The map clusters are answered by the in-process incident index (docs/decisions/0004); the
-- stored Web Mercator columns and their GiST index served only the SQL path that now lives in the
-- tests as a reference (packages/server/test/incident-sql-reference.ts computes the position in
-- the query). Dropping them saves maintaining both on every incident write.
DROP INDEX IF EXISTS incidents_merc_idx;
ALTER TABLE incidents DROP COLUMN merc_x, DROP COLUMN merc_y;
