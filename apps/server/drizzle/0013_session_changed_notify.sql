-- Session cache invalidation (decision 007). Every instance keeps verified sessions in memory for
-- up to 30 s; any change to a user's row (disabled, role, email, 2FA...) or to one of their
-- sessions (sign-out, revoke, password change or reset, refresh) tells every instance at commit,
-- whoever made it (better-auth, an admin route, the CLI, a manual fix).
CREATE OR REPLACE FUNCTION mizani_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('session_changed', OLD.id);
  ELSE
    PERFORM pg_notify('session_changed', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed_notify AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION mizani_session_changed();
--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION mizani_session_changed();
