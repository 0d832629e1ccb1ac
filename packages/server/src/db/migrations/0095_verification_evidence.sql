-- Evidence reports of verification tickets (issue 13 §5, docs/decisions/0031-verification-evidence.md).
-- One row per PDF handed out: its printed report id, the ticket it reports, who downloaded it and
-- when, and two SHA-256 hashes the verify endpoint compares: of the canonical JSON of everything the
-- PDF shows (printed on the PDF) and of the PDF file's bytes (what `sha256sum` gives its holder).
-- The content itself is not kept: it is rebuilt from the ticket only to be shown, never to verify,
-- and a second copy of the person's data would be one more thing to protect and erase.
CREATE TABLE verification_evidence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES verification_tickets (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  generated_at timestamptz NOT NULL,
  lang text NOT NULL CHECK (lang IN ('ru', 'en')),
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$')
);

CREATE INDEX verification_evidence_ticket ON verification_evidence (ticket_id, generated_at DESC);
