-- Incident spreadsheet uploads (issue 11 §3, docs/decisions/0021): each file staff upload, the
-- background job importing it (job_progress / pg-boss, decision 0020) and its outcome. The file is
-- kept only until the job has read it; the row-by-row report stays for the history page.
CREATE TABLE incident_uploads (
  id serial PRIMARY KEY,
  file_name text NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  -- Cleared when the job ends: the incidents (or the report) are what is kept.
  file_data bytea,
  on_duplicate text NOT NULL CHECK (on_duplicate IN ('skip', 'update')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'imported', 'rejected', 'failed')),
  job_id uuid,
  rows_read integer NOT NULL DEFAULT 0,
  rows_inserted integer NOT NULL DEFAULT 0,
  rows_updated integer NOT NULL DEFAULT 0,
  rows_skipped integer NOT NULL DEFAULT 0,
  errors_total integer NOT NULL DEFAULT 0,
  -- { ignored_columns: string[], errors: ImportProblem[] } (at most 1,000 problems listed).
  report jsonb,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX incident_uploads_created_idx ON incident_uploads (created_at DESC, id DESC);

-- Finding the stored incidents an upload repeats (same date, city, cargo category and damage).
CREATE INDEX incidents_duplicate_key_idx ON incidents (date, city_id, cargo_category_id, price);
