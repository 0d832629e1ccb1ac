-- Why an upload failed, when the page can say more than "an error occurred" (issue 24 §4,
-- docs/decisions/0043): `process_lost`, the process importing it stopped (killed, crashed) and a
-- live process failed the job once its heartbeat had stopped; whatever it had written was undone.
-- NULL for every other outcome.
ALTER TABLE incident_uploads ADD COLUMN failure_reason text CHECK (failure_reason IN ('process_lost'));
