-- Company rating: a stated weight for each kind of negative evidence (issue 23 item 15,
-- docs/decisions/0042-rating-weights.md). Contracts' `evidenceWeights` holds the figures; this keeps
-- the totals they are applied to, one pair (count, epoch-relative weight) per kind of finding:
-- open enforcement proceedings, court cases, wanted persons and failed checks, found by the checks
-- of tickets that carry the INN. An incident's severity is now 1 + lg(1 + damage / 1 000 000 ₽),
-- at most 2 (was 1 + lg(1 + damage / 100 000 ₽), unbounded), so one big theft no longer outweighs
-- every other kind of evidence together.

-- What each stored check answer says, by contracts' rules (`checkVerdictOf`), written with the
-- answer: {"<check>": {"standing": "alert" | "warning" | …, "wanted": true | false}}. The rules are
-- TypeScript, so the SQL below reads their verdicts instead of repeating them. Tickets stored
-- before this migration have none (NULL): their failed checks and wanted persons do not count.
ALTER TABLE verification_tickets ADD COLUMN check_verdicts jsonb;
ALTER TABLE verification_tickets ALTER COLUMN check_verdicts SET DEFAULT '{}'::jsonb;

-- A finding is now one of four kinds; `subject` tells apart the people (or vehicles) a wanted
-- person or a failed check is about, as an md5 of their identifiers on the ticket (never shown).
ALTER TABLE company_rating_findings DROP CONSTRAINT company_rating_findings_kind_check;
ALTER TABLE company_rating_findings ADD CONSTRAINT company_rating_findings_kind_check
  CHECK (kind IN ('bailiff_debt', 'court_case', 'wanted_person', 'failed_check'));
ALTER TABLE company_rating_findings ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE company_rating_findings DROP CONSTRAINT company_rating_findings_pkey;
ALTER TABLE company_rating_findings ADD PRIMARY KEY (inn, kind, reference, subject);

ALTER TABLE company_ratings DROP COLUMN finding_weight;
ALTER TABLE company_ratings
  ADD COLUMN bailiff_debts integer NOT NULL DEFAULT 0,
  ADD COLUMN bailiff_weight double precision NOT NULL DEFAULT 0,
  ADD COLUMN court_cases integer NOT NULL DEFAULT 0,
  ADD COLUMN court_weight double precision NOT NULL DEFAULT 0,
  ADD COLUMN wanted_persons integer NOT NULL DEFAULT 0,
  ADD COLUMN wanted_weight double precision NOT NULL DEFAULT 0,
  ADD COLUMN failed_checks integer NOT NULL DEFAULT 0,
  ADD COLUMN failed_weight double precision NOT NULL DEFAULT 0;

-- The person a ticket is about (names and birth date, else the licence, else the passport, else the
-- ticket itself), or for the policy check the vehicle: an md5, so that checking the same person
-- twice is one finding.
CREATE FUNCTION company_rating_subject(ticket_id uuid, inputs jsonb, check_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(lower(CASE
    WHEN check_name = 'osago' AND coalesce(inputs ->> 'autoVin', inputs ->> 'autoGos', '') <> ''
      THEN 'vehicle|' || coalesce(inputs ->> 'autoVin', '') || '|' || coalesce(inputs ->> 'autoGos', '')
    WHEN coalesce(inputs ->> 'lastName', '') <> '' AND coalesce(inputs ->> 'birthDate', '') <> ''
      THEN 'person|' || (inputs ->> 'lastName') || '|' || coalesce(inputs ->> 'firstName', '') || '|' || (inputs ->> 'birthDate')
    WHEN coalesce(inputs ->> 'drivingLicenseNumber', '') <> '' THEN 'licence|' || (inputs ->> 'drivingLicenseNumber')
    WHEN coalesce(inputs ->> 'passportNumber', '') <> '' THEN 'passport|' || (inputs ->> 'passportNumber')
    ELSE 'ticket|' || ticket_id::text
  END));
$$;

-- The findings of the checks run with `target` as the INN, re-read from its tickets. A wanted
-- person counts once per person (by the first check that names them); a failed check once per
-- check and person; court cases and proceedings once per number, as before.
CREATE OR REPLACE FUNCTION company_rating_refresh_findings(target text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_rating_findings WHERE inn = target;
  INSERT INTO company_rating_findings (inn, kind, reference, subject, first_seen, last_seen)
  SELECT target, kind, min(reference), subject, min(seen), max(seen) FROM (
    SELECT 'court_case' AS kind, c ->> 'caseNumber' AS reference, '' AS subject, t.created_at::date AS seen
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'sud' -> 'cases') = 'array' THEN t.results -> 'sud' -> 'cases' ELSE '[]'::jsonb END
    ) AS c
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND t.results -> 'sud' ->> 'resultCode' = '0'
    UNION ALL
    -- an enforcement proceeding that ended (endReason set) is no longer a debt
    SELECT 'bailiff_debt', d ->> 'proceeding', '', t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'fssp' -> 'data') = 'array' THEN t.results -> 'fssp' -> 'data' ELSE '[]'::jsonb END
    ) AS d
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND coalesce(d ->> 'endReason', '') = ''
    UNION ALL
    SELECT 'wanted_person', v.key, company_rating_subject(t.id, t.inputs, v.key), t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.check_verdicts) = 'object' THEN t.check_verdicts ELSE '{}'::jsonb END) AS v
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND v.value ->> 'wanted' = 'true'
    UNION ALL
    -- the checks whose alert counts (contracts' failedCheckSources)
    SELECT 'failed_check', v.key, company_rating_subject(t.id, t.inputs, v.key), t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.check_verdicts) = 'object' THEN t.check_verdicts ELSE '{}'::jsonb END) AS v
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = target AND v.value ->> 'standing' = 'alert'
      AND v.key IN ('passport_complex', 'driver', 'osago', 'face', 'trust_person')
  ) AS x
  WHERE coalesce(reference, '') <> ''
  -- a wanted person is one finding whichever checks named them
  GROUP BY kind, CASE WHEN kind = 'wanted_person' THEN '' ELSE reference END, subject;
  INSERT INTO company_ratings (inn)
  SELECT target WHERE EXISTS (SELECT 1 FROM company_rating_findings WHERE inn = target)
  ON CONFLICT (inn) DO NOTHING;
  UPDATE company_ratings r SET
    finding_count = s.n,
    bailiff_debts = s.bn, bailiff_weight = s.bw,
    court_cases = s.cn, court_weight = s.cw,
    wanted_persons = s.wn, wanted_weight = s.ww,
    failed_checks = s.fn, failed_weight = s.fw
  FROM (
    SELECT count(*)::int AS n,
      count(*) FILTER (WHERE kind = 'bailiff_debt')::int AS bn, coalesce(sum(w) FILTER (WHERE kind = 'bailiff_debt'), 0) AS bw,
      count(*) FILTER (WHERE kind = 'court_case')::int AS cn, coalesce(sum(w) FILTER (WHERE kind = 'court_case'), 0) AS cw,
      count(*) FILTER (WHERE kind = 'wanted_person')::int AS wn, coalesce(sum(w) FILTER (WHERE kind = 'wanted_person'), 0) AS ww,
      count(*) FILTER (WHERE kind = 'failed_check')::int AS fn, coalesce(sum(w) FILTER (WHERE kind = 'failed_check'), 0) AS fw
    FROM (
      SELECT kind, power(2::float8, (last_seen - DATE '2000-01-01')::float8 / 365) AS w
      FROM company_rating_findings WHERE inn = target
    ) f
  ) s
  WHERE r.inn = target;
$$;

-- An incident's severity: 1 + lg(1 + damage / 1 000 000 ₽), at most 2 (contracts' incidentSeverity).
CREATE FUNCTION company_rating_incident_weight(price bigint, day date) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(2, 1 + log(1 + greatest(price, 0)::float8 / 1000000))
    * power(2::float8, (day - DATE '2000-01-01')::float8 / 365);
$$;

CREATE OR REPLACE FUNCTION company_rating_link(ids bigint[]) RETURNS void LANGUAGE sql AS $$
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
    SELECT id, inn, matched_by, southern, date, price, company_rating_incident_weight(price, date)
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

-- A verdict stored with a result changes the findings too.
DROP TRIGGER verification_tickets_company_rating ON verification_tickets;
CREATE TRIGGER verification_tickets_company_rating AFTER INSERT OR DELETE OR UPDATE OF inputs, results, check_verdicts
  ON verification_tickets FOR EACH ROW EXECUTE FUNCTION company_rating_on_tickets();

-- The stored incident weights and sums under the new severity (one pass over the links), and the
-- findings under the new kinds.
UPDATE company_rating_links SET weight = company_rating_incident_weight(price, date);
UPDATE company_ratings r SET
  weight = coalesce(s.w, 0), south_weight = coalesce(s.sw, 0)
FROM (
  SELECT r2.inn, sum(l.weight) AS w, sum(l.weight) FILTER (WHERE l.southern) AS sw
  FROM company_ratings r2 LEFT JOIN company_rating_links l ON l.inn = r2.inn
  GROUP BY r2.inn
) s
WHERE r.inn = s.inn;
DO $$
DECLARE
  target text;
BEGIN
  FOR target IN SELECT DISTINCT inputs ->> 'inn' FROM verification_tickets WHERE inputs ? 'inn' LOOP
    PERFORM company_rating_refresh_findings(target);
  END LOOP;
END;
$$;
