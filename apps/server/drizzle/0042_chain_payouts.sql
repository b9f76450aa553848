CREATE TABLE "chain_hot_wallets" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint DEFAULT 0 NOT NULL,
	"low_alert_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(24, 2) NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"travel_rule" jsonb,
	"screening_matches" jsonb,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"cleared_by" text,
	"decided_by" text,
	"reason" text,
	"nonce" bigint,
	"gas_limit" numeric(40, 0),
	"max_fee_per_gas" numeric(40, 0),
	"tx_hash" text,
	"raw_tx" text,
	"block_number" bigint,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"hold_journal_id" uuid,
	"final_journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_payouts" ADD CONSTRAINT "chain_payouts_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payouts_reference_uq" ON "chain_payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payouts_idem_uq" ON "chain_payouts" USING btree ("holder_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payouts_tx_uq" ON "chain_payouts" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payouts_nonce_uq" ON "chain_payouts" USING btree ("chain_id","nonce");--> statement-breakpoint
CREATE INDEX "chain_payouts_holder_idx" ON "chain_payouts" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_payouts_open_idx" ON "chain_payouts" USING btree ("status") WHERE "chain_payouts"."status" in ('queued', 'sent');