-- Background jobs (issue 11 §4, docs/decisions/0020): pg-boss keeps the queue in its own schema
-- (`pgboss`, created by pg-boss at start). This table adds what pg-boss does not keep: which queue
-- a job id belongs to (so a status can be read from the id alone) and the progress a running job
-- reports (rows read, valid, invalid…), readable from any app process.
CREATE TABLE job_progress (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  progress jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX job_progress_created_idx ON job_progress (created_at);
