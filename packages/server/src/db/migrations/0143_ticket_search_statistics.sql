-- The history's search (issue 23 §6) planned from finer statistics of `search_keys`. With the
-- default target (100) PostgreSQL keeps the 1,000 most common keys, and estimates any other key
-- at half the rarest of those: at 1M tickets a passport that one ticket holds was taken to match
-- 7,752, so the planner walked the tickets newest first through `verification_tickets_created`,
-- filtering all 1M for 20 rows (6.8 s), instead of the GIN index (under 1 ms). At 500 (5,000 keys
-- kept) the same passport is estimated at 247 and the GIN index is used; a key held by many
-- tickets (a carrier's INN) is among the kept ones, and walking newest first still wins there.
ALTER TABLE verification_tickets ALTER COLUMN search_keys SET STATISTICS 500;
ANALYZE verification_tickets (search_keys);
