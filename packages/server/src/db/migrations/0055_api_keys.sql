-- API keys of API users (issue 11 §2, docs/decisions/0018-api-keys.md). The key itself is never
-- stored: only its public prefix (the lookup, and how staff tell keys apart) and the SHA-256 of
-- the whole key. Each key has its own verification quota, spent like a user's
-- (`UPDATE … WHERE verification_count > 0`), and the list of checks it may run. Who issued or
-- revoked a key is in the audit log.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  api_user_id integer NOT NULL REFERENCES users (id),
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL,
  allowed_checks text[] NOT NULL DEFAULT '{}',
  verification_count integer NOT NULL CHECK (verification_count >= 0),
  verification_total integer NOT NULL,
  -- the last day (UTC) the key works; null: it does not expire
  expires_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);

CREATE UNIQUE INDEX api_keys_prefix ON api_keys (prefix);
CREATE INDEX api_keys_user ON api_keys (api_user_id, created_at DESC);
