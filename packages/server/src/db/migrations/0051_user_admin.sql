-- Staff user administration (issue 11 §1, docs/decisions/0017-deleting-users.md).
-- The allow-list becomes a list (addresses and CIDR networks); the single column was never used.
ALTER TABLE users ADD COLUMN allowed_ips text[] NOT NULL DEFAULT '{}';
UPDATE users SET allowed_ips = ARRAY[allowed_ip] WHERE allowed_ip IS NOT NULL AND allowed_ip <> '';
ALTER TABLE users DROP COLUMN allowed_ip;
-- A deleted account is anonymised and kept, so the tickets, imports and audit entries that
-- point at it stay whole.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
-- The staff list sorts by these.
CREATE INDEX users_last_login ON users (last_login);
CREATE INDEX users_registration_date ON users (registration_date);
