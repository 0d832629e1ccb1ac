-- Free-text incident search: ILIKE '%…%' over search_text uses this trigram index.
-- PGlite loads the pg_trgm contrib module in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX incidents_search_trgm_idx ON incidents USING gin (search_text gin_trgm_ops);
