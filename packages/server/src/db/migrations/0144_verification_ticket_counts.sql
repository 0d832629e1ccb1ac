-- How many tickets each user has (issue 28 "Performance", docs/decisions/0059): the history's
-- total for staff with no filter was a count of every ticket, 245 ms at 1M, and the destruction
-- job's rewrites of old tickets take their pages out of the visibility map, so that count's
-- index-only scan read the heap again while a run went on (the list's p95 rose 83 %). The total of
-- a history with no filter is now a sum over these rows (one per user), kept by statement-level
-- triggers: a bulk write updates each user's row once. A filtered history still counts the
-- tickets it matches. By user only, not by verdict: a verdict changes with every check's answer,
-- and a row per verdict would be locked through each answer's transaction, one user's parallel
-- checks then waiting on each other; a ticket is opened in a transaction that already locks its
-- user's row (the quota), so a count by user adds no wait.
CREATE TABLE verification_ticket_counts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tickets bigint NOT NULL
);

INSERT INTO verification_ticket_counts (user_id, tickets)
SELECT user_id, count(*) FROM verification_tickets GROUP BY user_id;

CREATE FUNCTION verification_ticket_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO verification_ticket_counts AS c (user_id, tickets)
  SELECT user_id, count(*) FROM inserted GROUP BY user_id
  -- in one order, so that two statements touching the same users cannot deadlock
  ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET tickets = c.tickets + excluded.tickets;
  RETURN NULL;
END;
$$;

CREATE FUNCTION verification_ticket_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE verification_ticket_counts c SET tickets = c.tickets - d.n
  FROM (SELECT user_id, count(*) AS n FROM deleted GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END;
$$;

-- A ticket keeps its user: moving one would leave both users' counts wrong.
CREATE FUNCTION verification_tickets_user_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a verification ticket keeps its user';
END;
$$;

CREATE FUNCTION verification_ticket_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM verification_ticket_counts;
  RETURN NULL;
END;
$$;

CREATE TRIGGER verification_ticket_counts_insert AFTER INSERT ON verification_tickets
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION verification_ticket_counts_on_insert();
CREATE TRIGGER verification_ticket_counts_delete AFTER DELETE ON verification_tickets
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION verification_ticket_counts_on_delete();
CREATE TRIGGER verification_ticket_counts_truncate AFTER TRUNCATE ON verification_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION verification_ticket_counts_on_truncate();
CREATE TRIGGER verification_tickets_user_fixed BEFORE UPDATE OF user_id ON verification_tickets
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION verification_tickets_user_fixed();
