-- Each app process keeps the signed-in users and the incident index in memory between writes
-- (docs/decisions/0019). On PostgreSQL other processes write too: a statement that changes users
-- or incidents announces it on the channel `cs_writes`, delivered at commit to every listening
-- process, which then reads again instead of trusting what it holds.
CREATE FUNCTION notify_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cs_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_notify_writes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_writes();
CREATE TRIGGER incidents_notify_writes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON incidents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_writes();
