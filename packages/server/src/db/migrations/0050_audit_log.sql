-- The audit trail of staff actions (issue 11 §7): who did what to which record, when, with the
-- record before and after. Rows are only ever inserted; the actor is kept as id and username, so
-- the trail stays readable after an account is deleted or anonymised.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor_username text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb
);

CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
