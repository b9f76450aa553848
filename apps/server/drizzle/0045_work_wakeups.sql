-- Wake-ups for the background loops (workers.ts, issue 37): when a loop's work arrives, the
-- database tells every instance at commit ('mizani_wake' with the loop's name), so a payout held
-- now is handed to its rail now, not at the loop's next tick; the loops still poll (every few
-- seconds) for retries that come due with time and for a notification lost with its connection.
-- Row triggers with a WHEN clause fire only for rows that are work; pg_notify sends one
-- notification per name and transaction however many rows.
CREATE OR REPLACE FUNCTION mizani_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mizani_wake', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_wake AFTER INSERT OR UPDATE OF status ON "withdrawals"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION mizani_wake('rails-payouts');
--> statement-breakpoint
CREATE TRIGGER rail_events_wake AFTER INSERT ON "rail_events"
  FOR EACH ROW WHEN (NEW.status = 'received') EXECUTE FUNCTION mizani_wake('rails-inbox');
--> statement-breakpoint
CREATE TRIGGER treasury_limit_orders_wake AFTER INSERT OR UPDATE OF status ON "treasury_limit_orders"
  FOR EACH ROW WHEN (NEW.status = 'triggered') EXECUTE FUNCTION mizani_wake('treasury-limit-orders');
--> statement-breakpoint
CREATE TRIGGER mail_outbox_wake AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_wake('mail-outbox');
--> statement-breakpoint
CREATE TRIGGER sms_outbox_wake AFTER INSERT ON "sms_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_wake('sms-outbox');
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_wake AFTER INSERT ON "webhook_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_wake('webhooks');
--> statement-breakpoint
CREATE TRIGGER push_outbox_wake AFTER INSERT ON "push_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_wake('push-outbox');
