-- Identity links recorded after their rows were written (issue 27 §1,
-- docs/decisions/0055-identity-links.md): what the incidents, tickets, register rows and prudence
-- subscriptions stored before recording began saw (the back-fill), and the rows of a register
-- import, too many to record in its transaction. One row per kind of source says from which id it
-- is still to be recorded, so a job stopped by a restart goes on where it was; a kind with
-- `done_at` has nothing left. Deleting the rows (the demo seed, after filling tables directly)
-- starts the back-fill over.
CREATE TABLE identity_backfill (
  -- An identity source kind (`incident`, `ticket`, `register_osago`, …).
  kind text PRIMARY KEY,
  -- The id of the last row recorded: a number, or a ticket's uuid; null before the first batch.
  after_ref text,
  recorded bigint NOT NULL DEFAULT 0,
  -- Moved by every import that marks rows to record: a job saves its progress only if it has not
  -- moved since it read the row, so a mark made meanwhile is never lost.
  generation integer NOT NULL DEFAULT 0,
  -- A register replaced whole: its sources recorded before this instant are of rows it removed,
  -- and are deleted once the kind has been recorded again.
  sweep_before timestamptz,
  done_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
