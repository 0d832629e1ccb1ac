-- The company rating's findings follow the tickets' writes once per statement, not once per row
-- (docs/decisions/0042-rating-weights.md). Each row written refreshed the findings of its INN,
-- a pass over all that INN's tickets: a statement writing N tickets of one carrier made N passes
-- over them. The destruction job masks tickets 1,000 a statement (issue 28 §2); for a carrier in
-- 100,000 checks that was 1,000 passes over 100,000 tickets a batch. Now each INN the statement
-- touched is refreshed once. An update refreshes only for the rows whose inputs, answers or
-- verdicts changed (a trigger with transition tables cannot name its columns).
DROP TRIGGER verification_tickets_company_rating ON verification_tickets;
DROP FUNCTION company_rating_on_tickets();

CREATE FUNCTION company_rating_refresh_inns(inns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target text;
BEGIN
  -- in one order, so that two statements refreshing the same INNs cannot deadlock
  FOR target IN SELECT DISTINCT inn FROM unnest(inns) AS u (inn) WHERE inn IS NOT NULL ORDER BY inn LOOP
    PERFORM company_rating_refresh_findings(target);
  END LOOP;
END;
$$;

CREATE FUNCTION company_rating_on_tickets_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_rating_refresh_inns(ARRAY(SELECT inputs ->> 'inn' FROM inserted WHERE inputs ? 'inn'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION company_rating_on_tickets_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_rating_refresh_inns(ARRAY(SELECT inputs ->> 'inn' FROM deleted WHERE inputs ? 'inn'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION company_rating_on_tickets_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_rating_refresh_inns(ARRAY(
    SELECT inn FROM before_rows o JOIN after_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.inputs ->> 'inn'), (n.inputs ->> 'inn')) AS x (inn)
    WHERE (o.inputs, o.results, o.check_verdicts) IS DISTINCT FROM (n.inputs, n.results, n.check_verdicts)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER verification_tickets_company_rating_insert AFTER INSERT ON verification_tickets
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_tickets_insert();
CREATE TRIGGER verification_tickets_company_rating_delete AFTER DELETE ON verification_tickets
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_tickets_delete();
CREATE TRIGGER verification_tickets_company_rating_update AFTER UPDATE ON verification_tickets
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_rating_on_tickets_update();
