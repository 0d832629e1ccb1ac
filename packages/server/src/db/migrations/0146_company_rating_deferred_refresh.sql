-- A statement may leave the company rating's refresh for later (issue 28 §2,
-- docs/decisions/0059-personal-data-retention.md): the destruction job masks 1,000 tickets a
-- statement, of as many carriers, and refreshing each of their findings in the statement (a pass
-- over each carrier's tickets) made a batch take seconds and 1M tickets hours. In a transaction
-- that sets `cargo_sentry.rating_deferred` to `on`, the tickets' triggers note the INNs here
-- instead; the job refreshes them after its batches, each INN once, in batches of their own.
CREATE TABLE company_rating_stale (
  inn text PRIMARY KEY,
  since timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION company_rating_refresh_inns(inns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target text;
BEGIN
  IF current_setting('cargo_sentry.rating_deferred', true) = 'on' THEN
    INSERT INTO company_rating_stale (inn)
    SELECT DISTINCT inn FROM unnest(inns) AS u (inn) WHERE inn IS NOT NULL ORDER BY inn
    ON CONFLICT (inn) DO NOTHING;
    RETURN;
  END IF;
  -- in one order, so that two statements refreshing the same INNs cannot deadlock
  FOR target IN SELECT DISTINCT inn FROM unnest(inns) AS u (inn) WHERE inn IS NOT NULL ORDER BY inn LOOP
    PERFORM company_rating_refresh_findings(target);
  END LOOP;
END;
$$;
