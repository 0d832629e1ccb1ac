-- Bailiff enforcement proceedings (the fssp check) and court cases (the sud check) of the
-- registry verification provider (docs/architecture.md#verification-providers). Persons are matched by name and birth date
-- (fssp) or name and passport (sud), case-insensitively; filled by import, demo records seeded.
CREATE TABLE registry_fssp_debts (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  birth_date date NOT NULL,
  proceeding text NOT NULL,
  subject text NOT NULL,
  amount numeric(14, 2),
  department text NOT NULL DEFAULT '',
  bailiff text NOT NULL DEFAULT '',
  end_reason text
);
CREATE INDEX registry_fssp_debts_person_idx ON registry_fssp_debts (lower(last_name), birth_date);

CREATE TABLE registry_court_cases (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  passport_number text NOT NULL,
  article text NOT NULL,
  case_number text NOT NULL,
  court text NOT NULL,
  sides text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX registry_court_cases_passport_idx ON registry_court_cases (passport_number);
