-- Without SMTP_URL, mail is written here (and logged) instead of sent, so password recovery and
-- invitations work offline; staff read it at GET /api/v1/{product}/mail_outbox.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), id DESC);
