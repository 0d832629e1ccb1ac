-- The findings of many INNs refreshed in one pass (docs/decisions/0042-rating-weights.md): the
-- destruction job leaves tens of thousands of carriers to refresh (migration 0146), and one call
-- per INN, each three statements, cost more in calls than in reading their tickets. The one-INN
-- function is now this one with a single INN, so the rules are written once.
CREATE FUNCTION company_rating_refresh_findings_of(targets text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_rating_findings WHERE inn = ANY(targets);
  INSERT INTO company_rating_findings (inn, kind, reference, subject, first_seen, last_seen)
  SELECT inn, kind, min(reference), subject, min(seen), max(seen) FROM (
    SELECT t.inputs ->> 'inn' AS inn, 'court_case' AS kind, c ->> 'caseNumber' AS reference, '' AS subject,
      t.created_at::date AS seen
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'sud' -> 'cases') = 'array' THEN t.results -> 'sud' -> 'cases' ELSE '[]'::jsonb END
    ) AS c
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = ANY(targets) AND t.results -> 'sud' ->> 'resultCode' = '0'
    UNION ALL
    -- an enforcement proceeding that ended (endReason set) is no longer a debt
    SELECT t.inputs ->> 'inn', 'bailiff_debt', d ->> 'proceeding', '', t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.results -> 'fssp' -> 'data') = 'array' THEN t.results -> 'fssp' -> 'data' ELSE '[]'::jsonb END
    ) AS d
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = ANY(targets) AND coalesce(d ->> 'endReason', '') = ''
    UNION ALL
    SELECT t.inputs ->> 'inn', 'wanted_person', v.key, company_rating_subject(t.id, t.inputs, v.key), t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.check_verdicts) = 'object' THEN t.check_verdicts ELSE '{}'::jsonb END) AS v
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = ANY(targets) AND v.value ->> 'wanted' = 'true'
    UNION ALL
    -- the checks whose alert counts (contracts' failedCheckSources)
    SELECT t.inputs ->> 'inn', 'failed_check', v.key, company_rating_subject(t.id, t.inputs, v.key), t.created_at::date
    FROM verification_tickets t
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.check_verdicts) = 'object' THEN t.check_verdicts ELSE '{}'::jsonb END) AS v
    WHERE t.inputs ? 'inn' AND t.inputs ->> 'inn' = ANY(targets) AND v.value ->> 'standing' = 'alert'
      AND v.key IN ('passport_complex', 'driver', 'osago', 'face', 'trust_person')
  ) AS x
  WHERE coalesce(reference, '') <> ''
  -- a wanted person is one finding whichever checks named them
  GROUP BY inn, kind, CASE WHEN kind = 'wanted_person' THEN '' ELSE reference END, subject;
  INSERT INTO company_ratings (inn)
  SELECT DISTINCT inn FROM company_rating_findings WHERE inn = ANY(targets)
  ON CONFLICT (inn) DO NOTHING;
  -- every target, those left with no finding too: their totals go back to zero
  UPDATE company_ratings r SET
    finding_count = s.n,
    bailiff_debts = s.bn, bailiff_weight = s.bw,
    court_cases = s.cn, court_weight = s.cw,
    wanted_persons = s.wn, wanted_weight = s.ww,
    failed_checks = s.fn, failed_weight = s.fw
  FROM (
    SELECT u.inn, count(f.kind)::int AS n,
      count(*) FILTER (WHERE f.kind = 'bailiff_debt')::int AS bn, coalesce(sum(f.w) FILTER (WHERE f.kind = 'bailiff_debt'), 0) AS bw,
      count(*) FILTER (WHERE f.kind = 'court_case')::int AS cn, coalesce(sum(f.w) FILTER (WHERE f.kind = 'court_case'), 0) AS cw,
      count(*) FILTER (WHERE f.kind = 'wanted_person')::int AS wn, coalesce(sum(f.w) FILTER (WHERE f.kind = 'wanted_person'), 0) AS ww,
      count(*) FILTER (WHERE f.kind = 'failed_check')::int AS fn, coalesce(sum(f.w) FILTER (WHERE f.kind = 'failed_check'), 0) AS fw
    FROM (SELECT DISTINCT inn FROM unnest(targets) AS a (inn)) u
    LEFT JOIN LATERAL (
      SELECT kind, power(2::float8, (last_seen - DATE '2000-01-01')::float8 / 365) AS w
      FROM company_rating_findings WHERE inn = u.inn
    ) f ON true
    GROUP BY u.inn
  ) s
  WHERE r.inn = s.inn;
$$;

CREATE OR REPLACE FUNCTION company_rating_refresh_findings(target text) RETURNS void LANGUAGE sql AS $$
  SELECT company_rating_refresh_findings_of(ARRAY[target]);
$$;

CREATE OR REPLACE FUNCTION company_rating_refresh_inns(inns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  targets text[];
BEGIN
  IF current_setting('cargo_sentry.rating_deferred', true) = 'on' THEN
    INSERT INTO company_rating_stale (inn)
    SELECT DISTINCT inn FROM unnest(inns) AS u (inn) WHERE inn IS NOT NULL ORDER BY inn
    ON CONFLICT (inn) DO NOTHING;
    RETURN;
  END IF;
  -- in one order, so that two statements refreshing the same INNs cannot deadlock
  targets := ARRAY(SELECT DISTINCT inn FROM unnest(inns) AS u (inn) WHERE inn IS NOT NULL ORDER BY inn);
  IF cardinality(targets) > 0 THEN
    PERFORM company_rating_refresh_findings_of(targets);
  END IF;
END;
$$;
