-- Each verification register has a natural key, and a row appended twice is stored once (issue 23
-- item 11): the import upserts on the key (modules/registers). Five registers had a unique key
-- already (licences, passports, phones, trust persons, ATI ids); the other six get one here. Rows
-- an earlier append stored twice are removed first, keeping the newest (the highest id: the last
-- import's), so the unique indexes can be built. Names compare as the checks compare them: any
-- case, ё read as е.

-- OSAGO: a policy is its series and number.
DELETE FROM registry_osago_policies a USING registry_osago_policies b
 WHERE a.serial = b.serial AND a.number = b.number AND a.id < b.id;
CREATE UNIQUE INDEX registry_osago_policies_policy_idx ON registry_osago_policies (serial, number);

-- Bailiffs: one enforcement proceeding of one debtor.
DELETE FROM registry_fssp_debts a USING registry_fssp_debts b
 WHERE translate(lower(a.last_name), 'Ёё', 'ее') = translate(lower(b.last_name), 'Ёё', 'ее')
   AND translate(lower(a.first_name), 'Ёё', 'ее') = translate(lower(b.first_name), 'Ёё', 'ее')
   AND a.birth_date = b.birth_date AND a.proceeding = b.proceeding AND a.id < b.id;
CREATE UNIQUE INDEX registry_fssp_debts_proceeding_idx ON registry_fssp_debts (
  translate(lower(last_name), 'Ёё', 'ее'),
  translate(lower(first_name), 'Ёё', 'ее'),
  birth_date,
  proceeding
);

-- Courts: one case of one court, as it concerns the person with this passport.
DELETE FROM registry_court_cases a USING registry_court_cases b
 WHERE a.passport_number = b.passport_number AND a.case_number = b.case_number AND a.court = b.court
   AND a.id < b.id;
CREATE UNIQUE INDEX registry_court_cases_case_idx ON registry_court_cases (passport_number, case_number, court);

-- Wanted persons: one entry per person, as the trust persons' register.
DELETE FROM registry_wanted_persons a USING registry_wanted_persons b
 WHERE translate(lower(a.last_name), 'Ёё', 'ее') = translate(lower(b.last_name), 'Ёё', 'ее')
   AND translate(lower(a.first_name), 'Ёё', 'ее') = translate(lower(b.first_name), 'Ёё', 'ее')
   AND translate(lower(a.mid_name), 'Ёё', 'ее') = translate(lower(b.mid_name), 'Ёё', 'ее')
   AND a.birth_date = b.birth_date AND a.id < b.id;
CREATE UNIQUE INDEX registry_wanted_persons_key_idx ON registry_wanted_persons (
  translate(lower(last_name), 'Ёё', 'ее'),
  birth_date,
  translate(lower(first_name), 'Ёё', 'ее'),
  translate(lower(mid_name), 'Ёё', 'ее')
);

-- Companies: one row per INN (the rating and the reputation check read one company per INN).
DELETE FROM registry_companies a USING registry_companies b WHERE a.inn = b.inn AND a.id < b.id;
DROP INDEX registry_companies_inn_idx;
CREATE UNIQUE INDEX registry_companies_inn_idx ON registry_companies (inn);

-- Participations: one role of one person (by passport) in one company.
DELETE FROM registry_participations a USING registry_participations b
 WHERE a.passport_number = b.passport_number AND a.company_inn = b.company_inn
   AND translate(lower(a.role), 'Ёё', 'ее') = translate(lower(b.role), 'Ёё', 'ее') AND a.id < b.id;
CREATE UNIQUE INDEX registry_participations_role_idx ON registry_participations (
  passport_number,
  company_inn,
  translate(lower(role), 'Ёё', 'ее')
);
