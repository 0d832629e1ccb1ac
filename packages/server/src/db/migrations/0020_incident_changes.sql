-- Change log of `incidents`, read by the in-process incident index of every app process
-- (docs/decisions/0003-statistics-aggregation.md). One row per writing STATEMENT, not per row,
-- so a bulk load of a million rows adds a handful of rows here:
--   small statements (≤ 1000 rows) list their ids; larger ones give only the id range, which the
--   index re-reads (or it reloads fully when the range is large).
-- The trigger takes a transaction-level advisory lock before taking its change id, so change ids
-- commit in id order: a reader that has seen change N has also seen every change below N.
-- This serialises incident-writing transactions from the trigger on, which is cheap because
-- incident writes are rare (staff edits, imports) compared with reads.
CREATE TABLE incident_changes (
  id bigserial PRIMARY KEY,
  -- I insert, U update, D delete, T truncate (the index reloads)
  op char(1) NOT NULL,
  ids bigint[],
  min_id bigint,
  max_id bigint,
  row_count integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_changes_changed_at_idx ON incident_changes (changed_at);

CREATE FUNCTION incident_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  lo bigint;
  hi bigint;
  list bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_advisory_xact_lock(727275);
    INSERT INTO incident_changes (op, row_count) VALUES ('T', 0);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), min(id), max(id) INTO n, lo, hi FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An UPDATE may change ids: both the old and the new ids are re-read.
    SELECT count(*), min(id), max(id) INTO n, lo, hi
      FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS t;
  ELSE
    SELECT count(*), min(id), max(id) INTO n, lo, hi FROM new_rows;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  IF n <= 1000 THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(id) INTO list FROM old_rows;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(id) INTO list FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS t;
    ELSE
      SELECT array_agg(id) INTO list FROM new_rows;
    END IF;
  END IF;
  PERFORM pg_advisory_xact_lock(727275);
  INSERT INTO incident_changes (op, ids, min_id, max_id, row_count)
    VALUES (left(TG_OP, 1), list, lo, hi, n);
  RETURN NULL;
END;
$$;

CREATE TRIGGER incidents_changes_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_changes_record();
CREATE TRIGGER incidents_changes_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_changes_record();
CREATE TRIGGER incidents_changes_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_changes_record();
CREATE TRIGGER incidents_changes_truncate AFTER TRUNCATE ON incidents
  FOR EACH STATEMENT EXECUTE FUNCTION incident_changes_record();
