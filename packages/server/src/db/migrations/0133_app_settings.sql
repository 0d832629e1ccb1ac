-- Settings staff change for the whole application, one row each (docs/decisions/0056-link-explorer.md):
-- `name` says which (`identity_links`: whether one company's checks may warn another's), `value`
-- is a JSON document its contract schema parses, so a setting that gains a field needs no
-- migration. A missing row means the contract's defaults.
CREATE TABLE app_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
