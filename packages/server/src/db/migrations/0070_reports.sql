-- Incident reports (issue 11 §6, docs/decisions/0022-reports.md): one row per report someone
-- asked for, with its filter, its state and, once generated, the file itself. Reports are
-- generated in the background and deleted with their file `reportKeepDays` (7) after they were
-- asked for; `job_id` is the job queue's id of the generation, when it ran as a queue job.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  format text NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  lang text NOT NULL CHECK (lang IN ('ru', 'en')),
  date_from date NOT NULL,
  date_to date NOT NULL,
  -- the whole incident filter as the request gave it (contracts/reports.ts reportFilterSchema)
  filter jsonb NOT NULL,
  job_id text,
  started_at timestamptz,
  finished_at timestamptz,
  error text,
  size integer,
  data bytea
);

CREATE INDEX reports_user_created ON reports (user_id, created_at DESC);
CREATE INDEX reports_created ON reports (created_at);
