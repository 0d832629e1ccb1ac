-- In-app notifications (docs/product.md#notification; issue 12 §2; docs/decisions/0025). A "selected"
-- notification names its recipients; an "all" one gets a recipient row for every account that
-- can sign in when it is sent, so reading, read counts and the header notice work the same way
-- for both. Filter alerts (decision 0026) are notifications of kind filter_alert with no sender.
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'filter_alert')),
  subject text NOT NULL,
  body_text text NOT NULL,
  recipient_type text NOT NULL CHECK (recipient_type IN ('all', 'selected')),
  file_id uuid REFERENCES stored_files (id),
  link text,
  sender_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_sent ON notifications (kind, id DESC);

CREATE TABLE notification_recipients (
  notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz,
  -- dismissed from the header notice (not the same as read: the list still shows it unread)
  dismissed_at timestamptz,
  -- its e-mail copy went out (a retried fan-out job skips these)
  mailed_at timestamptz,
  PRIMARY KEY (notification_id, user_id)
);
CREATE INDEX notification_recipients_user ON notification_recipients (user_id, notification_id DESC);
