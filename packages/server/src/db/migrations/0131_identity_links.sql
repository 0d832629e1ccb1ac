-- Identity links (issue 27 §1, docs/decisions/0055-identity-links.md): where identifiers were
-- seen together. A source is one incident, ticket, register row or prudence subscription; its
-- sightings are the normalised identifiers it named, each with the part of the source it belongs
-- to (the driver, the vehicle, the trailer, the carrier, a register's person). Re-recording a
-- source replaces its sightings.
CREATE TABLE identity_sources (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- The source's own id: an incident id, a ticket's uuid, a register row's id.
  ref text NOT NULL,
  -- The incident's date, the day of the check, the register row's date or its import's.
  seen_on date NOT NULL,
  -- The company of the ticket's or subscription's user (their INN, or `user:<id>` without one);
  -- null for what every user may see (incidents, registers).
  company_key text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT identity_sources_kind_ref UNIQUE (kind, ref)
);

CREATE TABLE identity_sightings (
  source_id bigint NOT NULL REFERENCES identity_sources (id) ON DELETE CASCADE,
  part text NOT NULL,
  kind text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (source_id, part, kind, value)
);

-- Every source that saw an identifier: the one lookup links and rules start from.
CREATE INDEX identity_sightings_identifier_idx ON identity_sightings (kind, value, source_id);
-- The windows of the rules (14 days, 24 hours) and the explorer's date filter.
CREATE INDEX identity_sources_seen_on_idx ON identity_sources (seen_on, id);
