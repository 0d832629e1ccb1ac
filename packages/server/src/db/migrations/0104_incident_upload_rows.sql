-- The incidents each spreadsheet upload wrote or matched (issue 23 §10, §22; docs/decisions/0037).
-- An import writes in short transactions, so that no other request waits long for the database
-- (PGlite runs one statement at a time); each transaction records here what it did, and an import
-- that fails, or whose process dies, is undone from these rows: the whole file or nothing.
-- Afterwards the rows tell which incidents an upload stands for ("Открыть карту").
CREATE TABLE incident_upload_rows (
  upload_id integer NOT NULL REFERENCES incident_uploads (id) ON DELETE CASCADE,
  -- No foreign key: staff may delete the incident later; the record of the upload stays.
  incident_id bigint NOT NULL,
  -- I: inserted; U: updated (a repeat, on_duplicate = update); S: a repeat left as stored
  -- (skipped, or its row held the stored values already).
  op char(1) NOT NULL CHECK (op IN ('I', 'U', 'S')),
  -- U: the stored values the row replaced, as an incident record (undo, then a record of the change).
  before jsonb,
  -- When the row was written (the incident's updated_at for U): an undo leaves a later edit alone.
  written_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, incident_id)
);

-- An uploaded file is written and read back in pieces (incident-import/repo.ts); stored
-- uncompressed, a piece is read without unpacking the whole file each time.
ALTER TABLE incident_uploads ALTER COLUMN file_data SET STORAGE EXTERNAL;

-- The key an import finds repeats by (date, city, cargo category, damage; issue 11 §3), as one
-- text whose index no other index can stand in for. The four-column index it replaces was read by
-- its date alone through `city_id IS NOT DISTINCT FROM` (42–48 s for 5,000 rows, issue 23 §22), and
-- with equalities the planner, given the statistics of a table that has since grown (PGlite has no
-- autovacuum), took the cargo-and-date index and read every incident of the day for each key.
CREATE FUNCTION incident_repeat_key(day date, city integer, cargo smallint, price bigint)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (day - DATE '1990-01-01')::text || ':' || coalesce(city, -1)::text || ':' || coalesce(cargo, -1)::text || ':' || price::text;

CREATE INDEX incidents_repeat_key_idx ON incidents (incident_repeat_key(date, city_id, cargo_category_id, price));
DROP INDEX incidents_duplicate_key_idx;
