-- Account holders (issue 17, decision 012): money belongs to a person or to a business. Every
-- user and every organization gets its holder row (same id) from these triggers, in the insert's
-- own statement, so no code path can create one without the other. Existing users are backfilled
-- here, before migration 0018 points the money tables' user_id at account_holders.
INSERT INTO account_holders (id, kind, user_id)
  SELECT id, 'person', id FROM "user"
  ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mizani_holder_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_holders (id, kind, user_id) VALUES (NEW.id, 'person', NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_account_holder AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION mizani_holder_for_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mizani_holder_for_business() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_holders (id, kind, business_id) VALUES (NEW.id, 'business', NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_account_holder AFTER INSERT ON organization
  FOR EACH ROW EXECUTE FUNCTION mizani_holder_for_business();
--> statement-breakpoint
-- Serialises one holder's money operations (orders, withdrawals, approvals, admin decisions): a
-- person's and a business's alike. Replaces migration 0014's lock of the user row; the order and
-- withdrawal functions call it by the same name, so they lock businesses too.
CREATE OR REPLACE FUNCTION mizani_lock_user(p_user text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM account_holders WHERE id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'User not found' USING ERRCODE = 'MZ404';
  END IF;
END;
$$;
--> statement-breakpoint
-- Who hears about a holder's money: the person, or a business's owners and admins whose accounts
-- are not disabled (each one's mail preferences still apply).
CREATE OR REPLACE FUNCTION mizani_holder_recipients(p_holder text)
RETURNS TABLE (user_id text) LANGUAGE sql STABLE AS $$
  SELECT u.id FROM "user" u WHERE u.id = p_holder
  UNION ALL
  SELECT u.id FROM member m JOIN "user" u ON u.id = m.user_id
   WHERE m.organization_id = p_holder AND m.role IN ('owner', 'admin') AND u.disabled_at IS NULL
$$;
