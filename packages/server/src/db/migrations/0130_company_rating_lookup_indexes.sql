-- Register fills are linear again (issue 26 §7, docs/decisions/0049-linear-register-fills.md).
--
-- company_rating_link resolves an incident that names a company by OGRN or ATI id (and no valid INN)
-- with `… WHERE c.ogrn = i.counterparty_ogrn ORDER BY c.id LIMIT 1`, likewise for t.ati_id. With
-- an index on the key alone, the planner guessed that one row in 200 matches and walked the primary
-- key in id order, filtering on the key: every incident re-linked by a register import read the
-- register from its start, so importing N companies whose OGRNs incidents name cost N × register
-- size (10k rows 5 s, 20k 13 s; replacing 10k 40 s, at 1M incidents on PostgreSQL). Indexed on
-- (key, id), the first row in id order of one key is one index probe, whatever the estimates.
-- These indexes serve the plain key lookups as well, so they replace the key-only ones.
CREATE INDEX registry_companies_ogrn_id_idx ON registry_companies (ogrn, id) WHERE ogrn <> '';
DROP INDEX registry_companies_ogrn_idx;

CREATE INDEX registry_ati_ids_ati_id_id_idx ON registry_ati_ids (ati_id, id);
DROP INDEX registry_ati_ids_ati_id_idx;
