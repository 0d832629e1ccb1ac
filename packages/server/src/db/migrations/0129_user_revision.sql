-- Every change of an account moves its revision (issue 24 §3, docs/decisions/0045). A process
-- that keeps a copy of a signed-in user reads this one column on each request and uses the copy
-- only while the revision is the same, so a logout, password change, deactivation or role change
-- committed by another process applies to the very next request. Set by the trigger, not by the
-- statements: an UPDATE that forgot it would otherwise leave copies standing.
ALTER TABLE users ADD COLUMN revision bigint NOT NULL DEFAULT 0;

CREATE FUNCTION users_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_revision BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_next_revision();
