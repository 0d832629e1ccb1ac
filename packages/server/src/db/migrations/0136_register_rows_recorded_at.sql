-- When each register row was last written (issue 28 §1): a register's retention period counts
-- from it. Rows stored before are dated by this migration, so none is destroyed before a whole
-- period has passed (docs/decisions/0059-personal-data-retention.md).
ALTER TABLE registry_osago_policies ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_osago_policies_recorded_idx ON registry_osago_policies (recorded_at, id);
ALTER TABLE registry_driving_licences ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_driving_licences_recorded_idx ON registry_driving_licences (recorded_at, id);
ALTER TABLE registry_fssp_debts ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_fssp_debts_recorded_idx ON registry_fssp_debts (recorded_at, id);
ALTER TABLE registry_court_cases ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_court_cases_recorded_idx ON registry_court_cases (recorded_at, id);
ALTER TABLE registry_passports ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_passports_recorded_idx ON registry_passports (recorded_at, id);
ALTER TABLE registry_phone_records ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_phone_records_recorded_idx ON registry_phone_records (recorded_at, id);
ALTER TABLE registry_wanted_persons ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_wanted_persons_recorded_idx ON registry_wanted_persons (recorded_at, id);
ALTER TABLE registry_trust_persons ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_trust_persons_recorded_idx ON registry_trust_persons (recorded_at, id);
ALTER TABLE registry_companies ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_companies_recorded_idx ON registry_companies (recorded_at, id);
ALTER TABLE registry_participations ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_participations_recorded_idx ON registry_participations (recorded_at, id);
ALTER TABLE registry_ati_ids ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX registry_ati_ids_recorded_idx ON registry_ati_ids (recorded_at, id);

-- The identity-link sources whose period is the identity_links one (issue 28 §1): checks and
-- prudence subscriptions. An incident's links live as long as the incident, a register row's as
-- long as the row (its register's period forgets them); neither is dated out by this period.
CREATE INDEX identity_sources_personal_seen_on_idx ON identity_sources (seen_on, id)
  WHERE kind IN ('ticket', 'prudence');
