-- The history's search index written through at once (issue 23 §6, issue 28 "Performance"): a GIN
-- index gathers new entries in a pending list, read in full by every search until vacuum merges
-- it. While the destruction job rewrote 1M tickets the list grew to 49,000 entries (324 pages)
-- and a passport search went from 0.4 ms to 9.5 ms on an idle database, its p95 under load from
-- 6 to 37 ms. Without the list each write updates the index itself: a ticket holds a dozen keys,
-- a masked one none or its carrier's INN.
ALTER INDEX verification_tickets_search_keys_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('verification_tickets_search_keys_idx'::regclass);
