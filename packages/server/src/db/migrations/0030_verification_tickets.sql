-- Verification tickets (issue 10, docs/product.md#verification-ticket): a ticket is opened first, spending one
-- check of a non-staff user's quota in the same transaction, and every check runs under it.
-- It keeps the consent (152-FZ: who confirmed that the personal data was obtained lawfully, and
-- when), the normalised inputs the checks used, and each check's result for the history.
CREATE TABLE verification_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consent_at timestamptz NOT NULL,
  -- whether the ticket took a check from the quota (staff checks are unlimited)
  spent_check boolean NOT NULL,
  inputs jsonb NOT NULL DEFAULT '{}'::jsonb,
  results jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- check names in the order their results were stored
  checks text[] NOT NULL DEFAULT '{}'
);

CREATE INDEX verification_tickets_user_created ON verification_tickets (user_id, created_at DESC, id);
CREATE INDEX verification_tickets_created ON verification_tickets (created_at DESC, id);
