-- Heartbeats of running jobs (issue 24 §4, docs/decisions/0043). A process killed while running a
-- job left it `active` in pg-boss until its 15-minute expiry, and the import's upload `running`
-- for good. The process running a job now writes `heartbeat_at` every few seconds (a sixth of
-- JOB_HEARTBEAT_TIMEOUT) and clears it when the handler ends; a periodic sweep in any live process
-- fails a job whose heartbeat is older than the timeout. `worker` names the process (host:pid).
ALTER TABLE job_progress ADD COLUMN heartbeat_at timestamptz;
ALTER TABLE job_progress ADD COLUMN worker text;

-- The sweep reads only the jobs running now, not every job ever sent.
CREATE INDEX job_progress_heartbeat_idx ON job_progress (heartbeat_at) WHERE heartbeat_at IS NOT NULL;
