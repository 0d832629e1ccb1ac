-- Person registers of the registry verification provider (docs/architecture.md#verification-providers, docs/decisions/0015):
-- passports, phone numbers, wanted persons and trust categories. Each table is flat, one row a
-- record, so staff can import a register as one CSV/XLSX sheet. Persons are looked up by an
-- index on their surname as `translate(lower(…), 'Ёё', 'ее')` (any case, ё read as е) and their
-- birth date; the provider's queries use the same expression.

-- One row: one passport the register knows, valid or on the list of invalid passports.
CREATE TABLE registry_passports (
  id serial PRIMARY KEY,
  -- series and number together, 10 digits
  passport_number text NOT NULL,
  issue_date date,
  last_name text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  mid_name text NOT NULL DEFAULT '',
  birth_date date,
  status text NOT NULL CHECK (status IN ('Действителен', 'Недействителен')),
  -- why an invalid passport is invalid (утрачен, похищен, истёк срок, …)
  reason text NOT NULL DEFAULT '',
  -- the invalid-passports list names no holder; a valid passport is only valid for its holder
  CONSTRAINT registry_passports_valid_holder CHECK (
    status = 'Недействителен' OR (last_name <> '' AND first_name <> '' AND birth_date IS NOT NULL)
  )
);
CREATE UNIQUE INDEX registry_passports_number_idx ON registry_passports (passport_number);

-- One row: one phone number and the person it is registered to.
CREATE TABLE registry_phone_records (
  id serial PRIMARY KEY,
  -- digits only, a Russian number as 7 and ten digits (contracts' phoneKey)
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10,15}$'),
  last_name text NOT NULL,
  first_name text NOT NULL,
  mid_name text NOT NULL DEFAULT '',
  birth_date date,
  passport_number text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX registry_phone_records_phone_idx ON registry_phone_records (phone);

-- One row: one person on the wanted list (category c1 of the trust check).
CREATE TABLE registry_wanted_persons (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  mid_name text NOT NULL DEFAULT '',
  birth_date date NOT NULL,
  reason text NOT NULL,
  since date,
  -- who declared the search
  initiator text NOT NULL DEFAULT ''
);
CREATE INDEX registry_wanted_persons_person_idx
  ON registry_wanted_persons (translate(lower(last_name), 'Ёё', 'ее'), birth_date);

-- One row: one person's trust categories c2–c6 (c1 is the wanted list above), each a colour or
-- empty when not assessed.
CREATE TABLE registry_trust_persons (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  mid_name text NOT NULL DEFAULT '',
  birth_date date NOT NULL,
  c2 text CHECK (c2 IN ('RED', 'YELLOW', 'GREEN')),
  c3 text CHECK (c3 IN ('RED', 'YELLOW', 'GREEN')),
  c4 text CHECK (c4 IN ('RED', 'YELLOW', 'GREEN')),
  c5 text CHECK (c5 IN ('RED', 'YELLOW', 'GREEN')),
  c6 text CHECK (c6 IN ('RED', 'YELLOW', 'GREEN'))
);
CREATE UNIQUE INDEX registry_trust_persons_person_idx ON registry_trust_persons (
  translate(lower(last_name), 'Ёё', 'ее'),
  birth_date,
  translate(lower(first_name), 'Ёё', 'ее'),
  translate(lower(mid_name), 'Ёё', 'ее')
);
