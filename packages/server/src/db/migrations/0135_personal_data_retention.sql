-- Retention and destruction of personal data (issue 28 §1-§2, docs/decisions/0059-personal-data-retention.md).
--
-- A ticket past its period keeps its row (the quota it spent, the statistics' counts, the company
-- rating's verdicts and the evidence reports' hashes depend on it) but loses its inputs, answers
-- and photo: `content_destroyed_at` says when, and the evidence verify answer quotes it. The
-- partial indexes let the daily job find what is still to destroy without walking what it already
-- destroyed.
ALTER TABLE verification_tickets ADD COLUMN content_destroyed_at timestamptz;
CREATE INDEX verification_tickets_content_kept_idx ON verification_tickets (created_at, id)
  WHERE content_destroyed_at IS NULL;
CREATE INDEX verification_tickets_photo_kept_idx ON verification_tickets (created_at, id)
  WHERE photo_file_id IS NOT NULL;

-- One run of the destruction job: what each category destroyed (contracts' `actLineSchema`), the
-- extract of the run's log and the act as printed (PDF, ru), as Roskomnadzor's order No. 179 of
-- 28.10.2022 asks an act and a log extract to be kept.
CREATE TABLE destruction_acts (
  id serial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  total integer NOT NULL,
  lines jsonb NOT NULL,
  log jsonb NOT NULL,
  pdf bytea NOT NULL
);
CREATE INDEX destruction_acts_started_idx ON destruction_acts (started_at DESC, id DESC);
