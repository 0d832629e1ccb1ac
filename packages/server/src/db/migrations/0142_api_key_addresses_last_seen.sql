-- The addresses each API key called from are personal data with a period of their own (issue 28 §5,
-- docs/product.md#personal-data-retention: `api_key_addresses`, twelve months by default), counted
-- from the key's last call from the address: an address in daily use is never forgotten and
-- announced as new again, one unused for the period is deleted by the retention job, and its next
-- call is a "new address" event again. The calls refresh last_seen at most once a day per process.
ALTER TABLE api_key_addresses ADD COLUMN last_seen timestamptz;
UPDATE api_key_addresses SET last_seen = first_seen;
ALTER TABLE api_key_addresses ALTER COLUMN last_seen SET NOT NULL, ALTER COLUMN last_seen SET DEFAULT now();
CREATE INDEX api_key_addresses_last_seen ON api_key_addresses (last_seen);
