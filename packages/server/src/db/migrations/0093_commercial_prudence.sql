-- Commercial prudence monitoring (issue 13 §3; docs/decisions/0030). A user subscribes
-- counterparties by INN; each subscription is checked at once and then every
-- PRUDENCE_CHECK_HOURS, and what the checks find is kept as findings: first and last seen,
-- resolved when a later check no longer finds it, "new" until the user has seen it.
CREATE TABLE prudence_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  inn text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'unsubscribed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz,
  -- the last completed check; null while the first one has not run ("checking…")
  checked_at timestamptz
);
-- One active subscription per user and INN; an unsubscribed one stays with its findings.
CREATE UNIQUE INDEX prudence_subscriptions_user_inn ON prudence_subscriptions (user_id, inn) WHERE status = 'active';
-- The periodic run takes the active subscriptions whose last check is oldest.
CREATE INDEX prudence_subscriptions_due ON prudence_subscriptions (checked_at NULLS FIRST, inn) WHERE status = 'active';
CREATE INDEX prudence_subscriptions_inn ON prudence_subscriptions (inn) WHERE status = 'active';

CREATE TABLE prudence_findings (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES prudence_subscriptions (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('registry', 'reputation', 'sud', 'fssp', 'incidents')),
  -- stable across checks: a case number, a proceeding, a register flag, an incident id
  key text NOT NULL,
  title text NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  resolved_at timestamptz,
  -- null: not seen by the user yet ("new"); set: "old"
  seen_at timestamptz,
  UNIQUE (subscription_id, source, key)
);

-- The persons of a company (its founders and directors) by the company's INN, and their birth
-- dates by passport number: the monitoring looks up their court cases and bailiff debts.
CREATE INDEX registry_participations_company_inn_idx ON registry_participations (company_inn);
CREATE INDEX registry_phone_records_passport_idx ON registry_phone_records (passport_number);

-- New findings reach their user as a notification of its own kind (one per run and user).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('message', 'filter_alert', 'prudence_alert'));
