-- A stranger's guesses from many addresses reach the per-account ceiling and lock the owner out
-- everywhere (issue 23 §17). The owner still gets in from a known device (a cookie a right
-- sign-in leaves, docs/decisions/0036) or through an unlock link sent by e-mail.

-- Bound into every known-device cookie of the user; replacing it (password change or reset,
-- signing out everywhere) makes all of them worthless at once.
ALTER TABLE users ADD COLUMN device_salt text NOT NULL DEFAULT gen_random_uuid()::text;

-- Unlock links: single use, expiring, only the SHA-256 of the key is stored (as reset keys).
CREATE TABLE unlock_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX unlock_keys_user_id ON unlock_keys (user_id);
