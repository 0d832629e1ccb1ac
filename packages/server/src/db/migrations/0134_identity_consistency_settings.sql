-- Staff's settings of the identity-consistency check (issue 27 §2,
-- docs/decisions/0057-identity-consistency-check.md): each rule's switch, window and thresholds, as
-- contracts' `consistencySettingsSchema` parses them. At most one row (id 1); without it the
-- contracts' defaults apply, so a fresh database needs no seed and a new rule its default.
CREATE TABLE identity_consistency_settings (
  id smallint PRIMARY KEY,
  settings jsonb NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
