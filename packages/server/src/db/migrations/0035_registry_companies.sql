-- Company registers of the registry verification provider (docs/architecture.md#verification-providers, docs/decisions/0015):
-- company records with their findings (reputation), persons' roles in companies (participation)
-- and ATI.su ids (find_ati_su_id). Flat tables, one row a record, for import as one sheet each.

-- One row: one company (legal entity or sole trader) as the register knows it, with its findings.
CREATE TABLE registry_companies (
  id serial PRIMARY KEY,
  inn text NOT NULL,
  ogrn text NOT NULL DEFAULT '',
  name text NOT NULL,
  -- e.g. Действующее, Ликвидировано, В стадии ликвидации
  status text NOT NULL,
  registration_date date,
  -- e.g. Массовый адрес регистрации, Реестр недобросовестных поставщиков
  flags text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX registry_companies_inn_idx ON registry_companies (inn);

-- One row: one person's role in one company (founder, director, sole trader).
CREATE TABLE registry_participations (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  mid_name text NOT NULL DEFAULT '',
  passport_number text NOT NULL,
  company_inn text NOT NULL,
  company_ogrn text NOT NULL DEFAULT '',
  company_name text NOT NULL,
  role text NOT NULL,
  -- per cent of the capital, when the role holds a share
  share numeric(5, 2) CHECK (share BETWEEN 0 AND 100),
  -- the company's register status
  status text NOT NULL
);
CREATE INDEX registry_participations_passport_idx ON registry_participations (passport_number);

-- One row: one ATI.su id registered to a company's INN.
CREATE TABLE registry_ati_ids (
  id serial PRIMARY KEY,
  inn text NOT NULL,
  ati_id text NOT NULL CHECK (ati_id ~ '^[0-9]{5,12}$')
);
CREATE UNIQUE INDEX registry_ati_ids_inn_idx ON registry_ati_ids (inn, ati_id);
