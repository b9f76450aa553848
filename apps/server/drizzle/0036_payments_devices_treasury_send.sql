CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text,
	"file_name" text,
	"sha256" text,
	"message_id" text,
	"status" text DEFAULT 'importing' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"new_entries" integer DEFAULT 0 NOT NULL,
	"error" text,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rail_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"rail" text NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(24, 4),
	"currency" text,
	"suggested_deposit_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text,
	"requested_by" text,
	"decided_by" text,
	"deposit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"label" text NOT NULL,
	"trust_hash" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "treasury_limit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"holder_id" text NOT NULL,
	"created_by" text,
	"pair_id" uuid NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"sell_amount" numeric(24, 4) NOT NULL,
	"target_rate" numeric(24, 10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"idempotency_key" text,
	"request_hash" text,
	"approval_id" uuid,
	"order_id" uuid,
	"filled_rate" numeric(24, 10),
	"triggered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_recurring_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" text NOT NULL,
	"created_by" text,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"sell_amount" numeric(24, 4) NOT NULL,
	"max_rate" numeric(24, 10) NOT NULL,
	"frequency" text NOT NULL,
	"day" smallint NOT NULL,
	"next_run_on" date,
	"status" text NOT NULL,
	"approval_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_recurring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"run_on" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"order_id" uuid,
	"rate" numeric(24, 10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corridors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_currency" text NOT NULL,
	"dest_currency" text NOT NULL,
	"dest_country" text NOT NULL,
	"payout_methods" text[] NOT NULL,
	"fee_fixed" numeric(24, 4) NOT NULL,
	"fee_percent" numeric(8, 4) NOT NULL,
	"fee_min" numeric(24, 4) NOT NULL,
	"spread_bps" integer NOT NULL,
	"min_amount" numeric(24, 4) NOT NULL,
	"max_per_transfer" numeric(24, 4) NOT NULL,
	"monthly_limit" numeric(24, 4) NOT NULL,
	"delivery_kind" text NOT NULL,
	"delivery_min" integer NOT NULL,
	"delivery_max" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"corridor_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payout_method" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"beneficiary_id" uuid,
	"recipient_user_id" text,
	"recipient_name" text NOT NULL,
	"recipient_phone" text,
	"recipient_email" text,
	"network" text,
	"source_currency" text NOT NULL,
	"dest_currency" text NOT NULL,
	"dest_country" text NOT NULL,
	"send_amount" numeric(24, 4) NOT NULL,
	"receive_amount" numeric(24, 4) NOT NULL,
	"fee" numeric(24, 4) NOT NULL,
	"total" numeric(24, 4) NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"mid_rate" numeric(24, 10) NOT NULL,
	"status" text DEFAULT 'awaiting_confirmation' NOT NULL,
	"reason" text,
	"arrival" jsonb NOT NULL,
	"price_expires_at" timestamp with time zone NOT NULL,
	"withdrawal_id" uuid,
	"tracking_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "transfers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "business_approvals" ADD COLUMN "limit_order_id" uuid;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD COLUMN "recurring_id" uuid;--> statement-breakpoint
ALTER TABLE "rail_events" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "rail_events" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_event_id_rail_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."rail_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_suggested_deposit_id_deposits_id_fk" FOREIGN KEY ("suggested_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_pair_id_currency_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."currency_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_plans" ADD CONSTRAINT "treasury_recurring_plans_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_plans" ADD CONSTRAINT "treasury_recurring_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_runs" ADD CONSTRAINT "treasury_recurring_runs_plan_id_treasury_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treasury_recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_runs" ADD CONSTRAINT "treasury_recurring_runs_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_recipient_user_id_account_holders_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."account_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_sha_idx" ON "bank_statements" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_exceptions_event_uq" ON "rail_exceptions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "rail_exceptions_open_idx" ON "rail_exceptions" USING btree ("created_at") WHERE "rail_exceptions"."state" in ('open', 'write_off_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_device_idx" ON "known_devices" USING btree ("user_id","device_hash");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_holder_idx" ON "treasury_limit_orders" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_open_idx" ON "treasury_limit_orders" USING btree ("pair_id","sell_currency","target_rate") WHERE "treasury_limit_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_triggered_idx" ON "treasury_limit_orders" USING btree ("triggered_at") WHERE "treasury_limit_orders"."status" = 'triggered';--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_expiry_idx" ON "treasury_limit_orders" USING btree ("expires_at") WHERE "treasury_limit_orders"."status" in ('open', 'pending_approval');--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_limit_orders_key_uq" ON "treasury_limit_orders" USING btree ("holder_id","created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_limit_orders_reference_uq" ON "treasury_limit_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "treasury_recurring_holder_idx" ON "treasury_recurring_plans" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "treasury_recurring_due_idx" ON "treasury_recurring_plans" USING btree ("next_run_on") WHERE "treasury_recurring_plans"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_recurring_runs_once_uq" ON "treasury_recurring_runs" USING btree ("plan_id","run_on");--> statement-breakpoint
CREATE UNIQUE INDEX "corridors_route_uq" ON "corridors" USING btree ("source_currency","dest_currency","dest_country");--> statement-breakpoint
CREATE INDEX "transfers_user_idx" ON "transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_user_key_uq" ON "transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_tracking_uq" ON "transfers" USING btree ("tracking_token");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_withdrawal_uq" ON "transfers" USING btree ("withdrawal_id") WHERE "transfers"."withdrawal_id" is not null;--> statement-breakpoint
ALTER TABLE "rail_events" ADD CONSTRAINT "rail_events_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_events" ADD CONSTRAINT "rail_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_events_statement_idx" ON "rail_events" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "rail_events_exception_idx" ON "rail_events" USING btree ("rail","received_at") WHERE "rail_events"."status" = 'exception';--> statement-breakpoint
-- Issue 39: the push kind of a bell notice (shared PUSH_KINDS; docs/notifications.md). A kind not
-- listed is not pushed.
CREATE FUNCTION mizani_push_kind(kind text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN kind LIKE 'deposit\_%' OR kind LIKE 'withdrawal\_%' OR kind LIKE 'order\_%'
      OR kind LIKE 'transfer\_%' OR kind LIKE 'limit\_order%' OR kind LIKE 'recurring%' THEN 'money'
    WHEN kind IN ('rate_alert', 'quote_reply') THEN 'alerts'
    WHEN kind LIKE 'approval\_%' OR kind = 'verification' OR kind LIKE 'business\_%' THEN 'approvals'
    WHEN kind LIKE 'security\_%' THEN 'security'
  END
$$;
--> statement-breakpoint
-- Every way a bell notice is written (services in TypeScript, the order functions in SQL) ends in
-- this table, so one trigger queues the pushes, in the notice's own transaction: a push exists
-- if and only if the notice does.
CREATE FUNCTION mizani_push_on_notification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, notification_id)
  SELECT s.id, NEW.id FROM push_subscriptions s
   WHERE s.user_id = NEW.user_id AND mizani_push_kind(NEW.kind) = ANY (s.kinds);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_push AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION mizani_push_on_notification();
--> statement-breakpoint
-- business_approvals gained two columns (treasury): the sandbox copies follow (0019).
SELECT mizani_sandbox_sync();
