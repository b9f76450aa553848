CREATE TABLE "treasury_forward_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"forward_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"amount" numeric(24, 4),
	"rate" numeric(24, 10),
	"note" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_forwards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"holder_id" text NOT NULL,
	"created_by" text,
	"pair_id" uuid NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"sell_amount" numeric(24, 4) NOT NULL,
	"remaining_sell" numeric(24, 4) NOT NULL,
	"spot_rate" numeric(24, 10) NOT NULL,
	"forward_rate" numeric(24, 10) NOT NULL,
	"sell_interest_pct" numeric(8, 4) NOT NULL,
	"buy_interest_pct" numeric(8, 4) NOT NULL,
	"value_date" date NOT NULL,
	"amount_usd" numeric(24, 2) NOT NULL,
	"margin_amount" numeric(24, 4) NOT NULL,
	"margin_pct" numeric(6, 2) NOT NULL,
	"status" text NOT NULL,
	"approval_id" uuid,
	"admin_review" text,
	"reviewed_by" text,
	"mtm_amount" numeric(24, 4),
	"mtm_rate" numeric(24, 10),
	"mtm_on" date,
	"margin_call_amount" numeric(24, 4),
	"margin_call_deadline" timestamp with time zone,
	"shortfall" numeric(24, 4),
	"reason_text" text,
	"idempotency_key" text,
	"request_hash" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_interest_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_pct" numeric(8, 4) NOT NULL,
	"day_count" smallint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_kind";--> statement-breakpoint
ALTER TABLE "business_approvals" ADD COLUMN "forward_id" uuid;--> statement-breakpoint
ALTER TABLE "treasury_forward_events" ADD CONSTRAINT "treasury_forward_events_forward_id_treasury_forwards_id_fk" FOREIGN KEY ("forward_id") REFERENCES "public"."treasury_forwards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_forward_events" ADD CONSTRAINT "treasury_forward_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_forwards" ADD CONSTRAINT "treasury_forwards_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_forwards" ADD CONSTRAINT "treasury_forwards_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_forwards" ADD CONSTRAINT "treasury_forwards_pair_id_currency_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."currency_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_forwards" ADD CONSTRAINT "treasury_forwards_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_interest_rates" ADD CONSTRAINT "treasury_interest_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_forward_events_idx" ON "treasury_forward_events" USING btree ("forward_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_forward_events_daily_uq" ON "treasury_forward_events" USING btree ("forward_id","kind","day") WHERE "treasury_forward_events"."day" is not null;--> statement-breakpoint
CREATE INDEX "treasury_forwards_holder_idx" ON "treasury_forwards" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "treasury_forwards_due_idx" ON "treasury_forwards" USING btree ("value_date") WHERE "treasury_forwards"."status" = 'open';--> statement-breakpoint
CREATE INDEX "treasury_forwards_review_idx" ON "treasury_forwards" USING btree ("created_at") WHERE "treasury_forwards"."admin_review" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_forwards_key_uq" ON "treasury_forwards" USING btree ("holder_id","created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_forwards_reference_uq" ON "treasury_forwards" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_kind" CHECK ("issued_documents"."kind" in ('statement', 'order_confirmation', 'forward_contract'));--> statement-breakpoint
-- Starting interest rates (yearly %, day count) so forwards can be priced on a fresh install;
-- the admin keeps them (Admin › Settings › Forward contracts). ACT/360 for USD and EUR (their
-- money markets' convention), ACT/365 for GBP and the African currencies.
INSERT INTO "treasury_interest_rates" ("currency", "rate_pct", "day_count") VALUES
  ('USD', 4.5, 360), ('EUR', 2.5, 360), ('GBP', 4.25, 365), ('KES', 10, 365), ('TZS', 6, 365),
  ('GHS', 25, 365), ('NGN', 27, 365), ('ZAR', 7.5, 365), ('ZMW', 13.5, 365)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- business_approvals gained forward_id: the sandbox copies follow (0019).
SELECT mizani_sandbox_sync();
