-- API key cache invalidation (decision 017). Every instance keeps looked-up API keys in memory
-- for up to 30 s; anything that could refuse a key tells every instance at commit, with the
-- holder's id, whoever made the change: the key revoked, expired, re-scoped, re-limited or
-- deleted (not the last-use columns, written every 30 s), a business member changed or removed
-- (a business key acts through its creator's membership), a business changed (disabled).
CREATE OR REPLACE FUNCTION mizani_apikey_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'apikey' THEN
    PERFORM pg_notify('apikey_changed', OLD.reference_id);
  ELSIF TG_TABLE_NAME = 'member' THEN
    PERFORM pg_notify('apikey_changed', OLD.organization_id);
  ELSE
    PERFORM pg_notify('apikey_changed', OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apikey_changed_notify
  AFTER UPDATE OF enabled, expires_at, permissions, metadata, reference_id, config_id, rate_limit_max, rate_limit_time_window OR DELETE
  ON "apikey" FOR EACH ROW EXECUTE FUNCTION mizani_apikey_changed();
--> statement-breakpoint
CREATE TRIGGER member_apikey_changed_notify AFTER UPDATE OR DELETE ON "member"
  FOR EACH ROW EXECUTE FUNCTION mizani_apikey_changed();
--> statement-breakpoint
CREATE TRIGGER organization_apikey_changed_notify AFTER UPDATE OR DELETE ON "organization"
  FOR EACH ROW EXECUTE FUNCTION mizani_apikey_changed();
