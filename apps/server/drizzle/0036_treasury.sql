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
ALTER TABLE "business_approvals" ADD COLUMN "limit_order_id" uuid;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD COLUMN "recurring_id" uuid;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_pair_id_currency_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."currency_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_limit_orders" ADD CONSTRAINT "treasury_limit_orders_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_plans" ADD CONSTRAINT "treasury_recurring_plans_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_plans" ADD CONSTRAINT "treasury_recurring_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_runs" ADD CONSTRAINT "treasury_recurring_runs_plan_id_treasury_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treasury_recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_recurring_runs" ADD CONSTRAINT "treasury_recurring_runs_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_holder_idx" ON "treasury_limit_orders" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_open_idx" ON "treasury_limit_orders" USING btree ("pair_id","sell_currency","target_rate") WHERE "treasury_limit_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_triggered_idx" ON "treasury_limit_orders" USING btree ("triggered_at") WHERE "treasury_limit_orders"."status" = 'triggered';--> statement-breakpoint
CREATE INDEX "treasury_limit_orders_expiry_idx" ON "treasury_limit_orders" USING btree ("expires_at") WHERE "treasury_limit_orders"."status" in ('open', 'pending_approval');--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_limit_orders_key_uq" ON "treasury_limit_orders" USING btree ("holder_id","created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_limit_orders_reference_uq" ON "treasury_limit_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "treasury_recurring_holder_idx" ON "treasury_recurring_plans" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "treasury_recurring_due_idx" ON "treasury_recurring_plans" USING btree ("next_run_on") WHERE "treasury_recurring_plans"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_recurring_runs_once_uq" ON "treasury_recurring_runs" USING btree ("plan_id","run_on");