-- Staff changes to rights become security events by the database (issue 28 §5): every such change
-- is already written to audit_log in the change's transaction (docs/decisions/0061-security-event-log.md),
-- so a trigger there is the one place no code path, today's or a later one, can skip. Only the
-- fields that grant or limit access are copied, never names, e-mails or anything secret.
-- A failure to record is caught and raised as a warning: it never fails the staff's change.
CREATE FUNCTION security_events_rights_fields(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    FROM jsonb_each(coalesce(r, '{}'::jsonb))
   WHERE key IN ('is_active', 'is_staff', 'is_api_user', 'access_level', 'can_do_reports', 'verification_count',
                 'verification_total', 'disabled_checks', 'allowed_ips', 'enable_commercial_prudence',
                 'commercial_prudence_limit_enabled', 'commercial_prudence_limit', 'api_user_id', 'prefix',
                 'allowed_checks', 'expires_on', 'revoked_at');
$$;

CREATE FUNCTION security_events_from_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_fields jsonb := security_events_rights_fields(NEW.before);
  after_fields jsonb := security_events_rights_fields(NEW.after);
BEGIN
  -- an edit of names or contacts only is not a change to rights
  IF NEW.action IN ('user.update', 'user.activate', 'user.quota', 'user.checks', 'user.prudence')
     AND before_fields = '{}'::jsonb AND after_fields = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  BEGIN
    INSERT INTO security_events (at, kind, actor_id, actor_username, target, details)
      VALUES (NEW.at, 'rights_change', NEW.actor_id, NEW.actor_username, NEW.target_type || ':' || coalesce(NEW.target_id, ''),
              jsonb_build_object('action', NEW.action, 'before', before_fields, 'after', after_fields));
  EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'security event of audit entry % not recorded: %', NEW.id, SQLERRM;
  END;
  RETURN NULL;
END;
$$;

CREATE TRIGGER audit_log_security_events AFTER INSERT ON audit_log FOR EACH ROW
  WHEN (NEW.action IN ('user.create', 'user.update', 'user.activate', 'user.delete', 'user.password', 'user.quota',
                       'user.checks', 'user.prudence', 'api_key.issue', 'api_key.revoke'))
  EXECUTE FUNCTION security_events_from_audit();
