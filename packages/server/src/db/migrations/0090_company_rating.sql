-- Transport-companies rating (issue 13 §4, docs/decisions/0027-company-rating.md). The score is
-- computed by contracts' company-rating.ts from per-company totals kept here in step with every
-- write by triggers, so ranking a million incidents' companies reads one narrow table and no
-- write path (staff edits, spreadsheet imports, seeds, register imports, checks) has to remember.
--
-- Recency sums are epoch-relative (contracts `ratingEpoch`, `toEpochWeight`): an incident of
-- severity s dated d adds s·2^((d − 2000-01-01)/365), which is read back on any day t by one
-- factor 2^(−(t − 2000-01-01)/365). The constants here (epoch, half-life 365 days, damage unit
-- 100 000 ₽, Southern district id 3) must equal contracts' ratingFormula; a server test checks.
-- Sets of ids, INNs, OGRNs are joined through unnest(), never `= ANY (array)`: a parameter array is
-- searched linearly per row, which at a million incidents took minutes instead of seconds.

-- Registry lookups of incidents that name a company by OGRN or ATI id only.
CREATE INDEX registry_companies_ogrn_idx ON registry_companies (ogrn) WHERE ogrn <> '';
CREATE INDEX registry_ati_ids_ati_id_idx ON registry_ati_ids (ati_id);

-- One row: one incident and the company (INN) it names: its own counterparty INN, else the INN the
-- company register gives its OGRN, else the INN registered to its ATI id.
CREATE TABLE company_rating_links (
  incident_id bigint PRIMARY KEY,
  inn text NOT NULL,
  matched_by text NOT NULL CHECK (matched_by IN ('counterparty_inn', 'counterparty_ogrn', 'ati_id')),
  -- the limited access level sees the Southern federal district only (docs/product.md#access-levels)
  southern boolean NOT NULL,
  date date NOT NULL,
  price bigint NOT NULL,
  -- severity × 2^((date − epoch)/half-life), exactly what was added to the company's sums
  weight double precision NOT NULL
);
CREATE INDEX company_rating_links_inn_idx ON company_rating_links (inn, date DESC, incident_id DESC);

-- One row: one finding of the checks run with an INN on a verification ticket (a court case, an
-- open enforcement proceeding), each once, dated by the checks that found it.
CREATE TABLE company_rating_findings (
  inn text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('court_case', 'bailiff_debt')),
  reference text NOT NULL,
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  PRIMARY KEY (inn, kind, reference)
);

-- One row: one company we know something about, with the totals its score is computed from.
CREATE TABLE company_ratings (
  inn text PRIMARY KEY,
  incidents integer NOT NULL DEFAULT 0,
  damage bigint NOT NULL DEFAULT 0,
  weight double precision NOT NULL DEFAULT 0,
  south_incidents integer NOT NULL DEFAULT 0,
  south_damage bigint NOT NULL DEFAULT 0,
  south_weight double precision NOT NULL DEFAULT 0,
  finding_count integer NOT NULL DEFAULT 0,
  finding_weight double precision NOT NULL DEFAULT 0,
  -- the company register's first record of the INN; reg_status null: the register does not know it
  reg_name text,
  reg_status text,
  reg_flags integer NOT NULL DEFAULT 0
);
-- INN search by its beginning
CREATE INDEX company_ratings_inn_prefix_idx ON company_ratings (inn text_pattern_ops);

-- Verification tickets by the INN their checks ran with (findings of that INN).
CREATE INDEX verification_tickets_inn_idx ON verification_tickets ((inputs ->> 'inn')) WHERE inputs ? 'inn';

CREATE FUNCTION company_rating_unlink(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM company_rating_links l USING unnest(ids) AS u (id) WHERE l.incident_id = u.id RETURNING l.*
  ), sums AS (
    SELECT inn, count(*) AS n, sum(price) AS d, sum(weight) AS w,
      count(*) FILTER (WHERE southern) AS sn,
      coalesce(sum(price) FILTER (WHERE southern), 0) AS sd,
      coalesce(sum(weight) FILTER (WHERE southern), 0) AS sw
    FROM gone GROUP BY inn
  )
  UPDATE company_ratings r SET
    incidents = r.incidents - s.n, damage = r.damage - s.d,
    weight = CASE WHEN r.incidents = s.n THEN 0 ELSE r.weight - s.w END,
    south_incidents = r.south_incidents - s.sn, south_damage = r.south_damage - s.sd,
    south_weight = CASE WHEN r.south_incidents = s.sn THEN 0 ELSE r.south_weight - s.sw END
  FROM sums s WHERE r.inn = s.inn;
$$;

CREATE FUNCTION company_rating_link(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH resolved AS (
    SELECT i.id, i.date, i.price, coalesce(i.federal_district_id = 3, false) AS southern,
      CASE WHEN i.counterparty_inn ~ '^([0-9]{10}|[0-9]{12})$' THEN i.counterparty_inn ELSE coalesce(o.inn, a.inn) END AS inn,
      CASE WHEN i.counterparty_inn ~ '^([0-9]{10}|[0-9]{12})$' THEN 'counterparty_inn'
           WHEN o.inn IS NOT NULL THEN 'counterparty_ogrn' ELSE 'ati_id' END AS matched_by
    FROM unnest(ids) AS u (id)
    JOIN incidents i ON i.id = u.id
    LEFT JOIN LATERAL (
      SELECT c.inn FROM registry_companies c
      -- c.ogrn <> '' lets the planner use the partial OGRN index
      WHERE i.counterparty_inn !~ '^([0-9]{10}|[0-9]{12})$' AND i.counterparty_ogrn <> '' AND c.ogrn <> ''
        AND c.ogrn = i.counterparty_ogrn
      ORDER BY c.id LIMIT 1
    ) o ON true
    LEFT JOIN LATERAL (
      SELECT t.inn FROM registry_ati_ids t
      WHERE i.counterparty_inn !~ '^([0-9]{10}|[0-9]{12})$' AND o.inn IS NULL AND i.ati_id <> '' AND t.ati_id = i.ati_id
      ORDER BY t.id LIMIT 1
    ) a ON true
  ), added AS (
    INSERT INTO company_rating_links (incident_id, inn, matched_by, southern, date, price, weight)
    SELECT id, inn, matched_by, southern, date, price,
      (1 + log(1 + price::float8 / 100000)) * power(2::float8, (date - DATE '2000-01-01')::float8 / 365)
    FROM resolved WHERE inn IS NOT NULL
    RETURNING *
  )
  INSERT INTO company_ratings AS r (inn, incidents, damage, weight, south_incidents, south_damage, south_weight)
  SELECT inn, count(*), sum(price), sum(weight), count(*) FILTER (WHERE southern),
    coalesce(sum(price) FILTER (WHERE southern), 0), coalesce(sum(weight) FILTER (WHERE southern), 0)
  FROM added GROUP BY inn
  ON CONFLICT (inn) DO UPDATE SET
    incidents = r.incidents + excluded.incidents, damage = r.damage + excluded.damage,
    weight = r.weight + excluded.weight, south_incidents = r.south_incidents + excluded.south_incidents,
    south_damage = r.south_damage + excluded.south_damage, south_weight = r.south_weight + excluded.south_weight;
$$;

-- The register columns of `inns` from the company register (the INN's first record).
CREATE FUNCTION company_rating_refresh_register(inns text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_ratings (inn)
  SELECT DISTINCT c.inn FROM unnest(inns) AS u (inn) JOIN registry_companies c ON c.inn = u.inn
  ON CONFLICT (inn) DO NOTHING;
  UPDATE company_ratings r SET reg_name = f.name, reg_status = f.status, reg_flags = coalesce(cardinality(f.flags), 0)
  FROM unnest(inns) AS u (inn)
  LEFT JOIN LATERAL (
    SELECT c.name, c.status, c.flags FROM registry_companies c WHERE c.inn = u.inn ORDER BY c.id LIMIT 1
  ) f ON true
  WHERE r.inn = u.inn;
$$;

-- Incidents naming by OGRN or ATI id (and no INN) whichever company the register gave them.
CREATE FUNCTION company_rating_relink(ogrns text[], ati_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  ids := ARRAY(
    SELECT i.id FROM unnest(ogrns) AS u (ogrn) JOIN incidents i ON i.counterparty_ogrn = u.ogrn AND i.counterparty_ogrn <> ''
    UNION
    SELECT i.id FROM unnest(ati_ids) AS u (ati_id) JOIN incidents i ON i.ati_id = u.ati_id AND i.ati_id <> ''
  );
  IF cardinality(ids) > 0 THEN
    PERFORM company_rating_unlink(ids);
    PERFORM company_rating_link(ids);
  END IF;
END;
$$;

-- The findings of the checks run with `target` as the INN, re-read from its tickets.
CREATE FUNCTION company_rating_refresh_findings(target text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_rating_findings WHERE inn = target;
  INSERT INTO company_rating_findings (inn, kind, reference, first_seen, last_seen)
  SELECT target, kind, reference, min(seen), max(seen) FROM (
    SELECT 'court_case' AS kind, c ->> 'caseNumber' AS reference, t.created_at::date AS seen
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'sud' -> 'cases') = 'array' THEN t.results -> 'sud' -> 'cases' ELSE '[]'::jsonb END
    ) AS c
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND t.results -> 'sud' ->> 'resultCode' = '0'
    UNION ALL
    -- an enforcement proceeding that ended (endReason set) is no longer a debt
    SELECT 'bailiff_debt', d ->> 'proceeding', t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'fssp' -> 'data') = 'array' THEN t.results -> 'fssp' -> 'data' ELSE '[]'::jsonb END
    ) AS d
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND coalesce(d ->> 'endReason', '') = ''
  ) AS x
  WHERE coalesce(reference, '') <> ''
  GROUP BY kind, reference;
  INSERT INTO company_ratings (inn)
  SELECT target WHERE EXISTS (SELECT 1 FROM company_rating_findings WHERE inn = target)
  ON CONFLICT (inn) DO NOTHING;
  UPDATE company_ratings SET
    finding_count = (SELECT count(*) FROM company_rating_findings WHERE inn = target),
    finding_weight = (
      SELECT coalesce(sum(power(2::float8, (last_seen - DATE '2000-01-01')::float8 / 365)), 0)
      FROM company_rating_findings WHERE inn = target
    )
  WHERE inn = target;
$$;

-- Everything again from the source tables (the backfill below; after a TRUNCATE of a register).
CREATE FUNCTION company_rating_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target text;
BEGIN
  DELETE FROM company_rating_links;
  DELETE FROM company_rating_findings;
  DELETE FROM company_ratings;
  PERFORM company_rating_link(ARRAY(
    SELECT id FROM incidents WHERE counterparty_inn <> '' OR counterparty_ogrn <> '' OR ati_id <> ''
  ));
  PERFORM company_rating_refresh_register(ARRAY(SELECT DISTINCT inn FROM registry_companies));
  FOR target IN SELECT DISTINCT inputs ->> 'inn' FROM verification_tickets WHERE inputs ? 'inn' LOOP
    PERFORM company_rating_refresh_findings(target);
  END LOOP;
END;
$$;

CREATE FUNCTION company_rating_on_incidents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM company_rating_links;
    UPDATE company_ratings SET incidents = 0, damage = 0, weight = 0, south_incidents = 0, south_damage = 0, south_weight = 0;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM company_rating_link(ARRAY(
      SELECT id FROM new_rows WHERE counterparty_inn <> '' OR counterparty_ogrn <> '' OR ati_id <> ''
    ));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_rating_unlink(ARRAY(SELECT id FROM old_rows));
  ELSE
    -- only rows whose rating inputs changed are linked again
    ids := ARRAY(
      SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE (o.counterparty_inn, o.counterparty_ogrn, o.ati_id, o.date, o.price, o.federal_district_id)
        IS DISTINCT FROM (n.counterparty_inn, n.counterparty_ogrn, n.ati_id, n.date, n.price, n.federal_district_id)
      UNION
      SELECT o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)
    );
    IF cardinality(ids) > 0 THEN
      PERFORM company_rating_unlink(ids);
      PERFORM company_rating_link(ids);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER incidents_company_rating_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_incidents();
CREATE TRIGGER incidents_company_rating_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_incidents();
CREATE TRIGGER incidents_company_rating_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_incidents();
CREATE TRIGGER incidents_company_rating_truncate AFTER TRUNCATE ON incidents
  FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_incidents();

CREATE FUNCTION company_rating_on_registry_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM company_rating_rebuild();
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM company_rating_refresh_register(ARRAY(SELECT DISTINCT inn FROM new_rows));
    PERFORM company_rating_relink(ARRAY(SELECT DISTINCT ogrn FROM new_rows WHERE ogrn <> ''), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_rating_refresh_register(ARRAY(SELECT DISTINCT inn FROM old_rows));
    PERFORM company_rating_relink(ARRAY(SELECT DISTINCT ogrn FROM old_rows WHERE ogrn <> ''), '{}');
  ELSE
    PERFORM company_rating_refresh_register(ARRAY(SELECT inn FROM new_rows UNION SELECT inn FROM old_rows));
    PERFORM company_rating_relink(
      ARRAY(SELECT ogrn FROM new_rows WHERE ogrn <> '' UNION SELECT ogrn FROM old_rows WHERE ogrn <> ''), '{}');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER registry_companies_rating_insert AFTER INSERT ON registry_companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_companies();
CREATE TRIGGER registry_companies_rating_update AFTER UPDATE ON registry_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_companies();
CREATE TRIGGER registry_companies_rating_delete AFTER DELETE ON registry_companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_companies();
CREATE TRIGGER registry_companies_rating_truncate AFTER TRUNCATE ON registry_companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_companies();

CREATE FUNCTION company_rating_on_registry_ati_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM company_rating_rebuild();
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM company_rating_relink('{}', ARRAY(SELECT DISTINCT ati_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_rating_relink('{}', ARRAY(SELECT DISTINCT ati_id FROM old_rows));
  ELSE
    PERFORM company_rating_relink('{}', ARRAY(SELECT ati_id FROM new_rows UNION SELECT ati_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER registry_ati_ids_rating_insert AFTER INSERT ON registry_ati_ids
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_ati_ids();
CREATE TRIGGER registry_ati_ids_rating_update AFTER UPDATE ON registry_ati_ids
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_ati_ids();
CREATE TRIGGER registry_ati_ids_rating_delete AFTER DELETE ON registry_ati_ids
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_ati_ids();
CREATE TRIGGER registry_ati_ids_rating_truncate AFTER TRUNCATE ON registry_ati_ids
  FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_registry_ati_ids();

-- A check's result stored on a ticket (one row at a time, a handful of tickets per INN).
CREATE FUNCTION company_rating_on_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.inputs ? 'inn' THEN
    PERFORM company_rating_refresh_findings(OLD.inputs ->> 'inn');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.inputs ? 'inn'
     AND (TG_OP = 'INSERT' OR NOT (OLD.inputs ? 'inn') OR OLD.inputs ->> 'inn' IS DISTINCT FROM NEW.inputs ->> 'inn') THEN
    PERFORM company_rating_refresh_findings(NEW.inputs ->> 'inn');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER verification_tickets_company_rating AFTER INSERT OR DELETE OR UPDATE OF inputs, results
  ON verification_tickets FOR EACH ROW EXECUTE FUNCTION company_rating_on_tickets();

SELECT company_rating_rebuild();
