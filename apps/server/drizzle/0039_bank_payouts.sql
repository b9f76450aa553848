CREATE TABLE "bank_payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"nb_of_txs" integer NOT NULL,
	"ctrl_sum" numeric(24, 4) NOT NULL,
	"currencies" text NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rail_operations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payout_batches_msg_uq" ON "bank_payout_batches" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "rail_operations" ADD CONSTRAINT "rail_operations_batch_id_bank_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bank_payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_operations_batch_idx" ON "rail_operations" USING btree ("batch_id");