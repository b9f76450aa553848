CREATE TABLE "bulk_payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"amount" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"fee" numeric(24, 4),
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dropped" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text,
	"beneficiary_id" uuid,
	"withdrawal_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"holder_id" text NOT NULL,
	"created_by" text,
	"file_name" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"idempotency_key" text,
	"approval_id" uuid,
	"hold_journal_id" uuid,
	"failure" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "business_approvals" ADD COLUMN "bulk_payout_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_payout_lines" ADD CONSTRAINT "bulk_payout_lines_batch_id_bulk_payouts_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payout_lines" ADD CONSTRAINT "bulk_payout_lines_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payout_lines" ADD CONSTRAINT "bulk_payout_lines_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payouts" ADD CONSTRAINT "bulk_payouts_hold_journal_id_ledger_journals_id_fk" FOREIGN KEY ("hold_journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_payout_lines_no_uq" ON "bulk_payout_lines" USING btree ("batch_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_payout_lines_withdrawal_uq" ON "bulk_payout_lines" USING btree ("withdrawal_id") WHERE "bulk_payout_lines"."withdrawal_id" is not null;--> statement-breakpoint
CREATE INDEX "bulk_payouts_holder_idx" ON "bulk_payouts" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_payouts_key_uq" ON "bulk_payouts" USING btree ("holder_id","idempotency_key");--> statement-breakpoint
-- business_approvals gained bulk_payout_id: the sandbox copies follow (0019).
SELECT mizani_sandbox_sync();