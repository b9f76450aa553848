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
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_recipient_user_id_account_holders_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."account_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corridors_route_uq" ON "corridors" USING btree ("source_currency","dest_currency","dest_country");--> statement-breakpoint
CREATE INDEX "transfers_user_idx" ON "transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_user_key_uq" ON "transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_tracking_uq" ON "transfers" USING btree ("tracking_token");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_withdrawal_uq" ON "transfers" USING btree ("withdrawal_id") WHERE "transfers"."withdrawal_id" is not null;