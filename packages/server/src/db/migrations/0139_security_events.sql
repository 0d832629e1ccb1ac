-- The security event log (issue 28 §5, docs/product.md#security-event-log): sign-in failures and
-- lock-outs, permission refusals, downloads of personal data, API-key use from a new address and
-- staff changes to rights. Insert-only but for the retention job, which deletes events older than
-- their period (12 months by default) in batches by `at`.
CREATE TABLE security_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  -- no foreign key: the event outlives the account it names
  actor_id integer,
  actor_username text,
  api_key_id integer,
  address text,
  target text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX security_events_at ON security_events (at DESC, id DESC);
CREATE INDEX security_events_kind ON security_events (kind, at DESC);
CREATE INDEX security_events_actor ON security_events (actor_id, at DESC);
CREATE INDEX security_events_address ON security_events (address, at DESC);

-- The addresses each API key has been used from: a call from one not listed is an event, and the
-- primary key makes "not listed" true for exactly one call across processes.
CREATE TABLE api_key_addresses (
  key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  address text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key_id, address)
);
