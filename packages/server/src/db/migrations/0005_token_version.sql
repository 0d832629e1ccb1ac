-- Bumped whenever a user's sessions are revoked (logout, password change or reset, refresh-token
-- reuse): access tokens carry the version they were issued with and older ones are refused.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
