CREATE TABLE "rail_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rail" text NOT NULL,
	"kind" text NOT NULL,
	"operation_id" uuid,
	"raw" text NOT NULL,
	"body" jsonb,
	"source_ip" text,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"note" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rail_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rail" text NOT NULL,
	"direction" text NOT NULL,
	"holder_id" text NOT NULL,
	"deposit_id" uuid,
	"withdrawal_id" uuid,
	"currency" text NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"msisdn" text,
	"callback_secret_hash" text NOT NULL,
	"external_id" text,
	"secondary_id" text,
	"status" text DEFAULT 'submitting' NOT NULL,
	"result_code" text,
	"result_message" text,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rail_events" ADD CONSTRAINT "rail_events_operation_id_rail_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."rail_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_operations" ADD CONSTRAINT "rail_operations_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_operations" ADD CONSTRAINT "rail_operations_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_operations" ADD CONSTRAINT "rail_operations_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rail_events_dedupe_uq" ON "rail_events" USING btree ("rail","dedupe_key");--> statement-breakpoint
CREATE INDEX "rail_events_pending_idx" ON "rail_events" USING btree ("received_at") WHERE "rail_events"."status" = 'received';--> statement-breakpoint
CREATE INDEX "rail_events_operation_idx" ON "rail_events" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_operations_external_uq" ON "rail_operations" USING btree ("rail","external_id") WHERE "rail_operations"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rail_operations_receipt_uq" ON "rail_operations" USING btree ("rail","receipt") WHERE "rail_operations"."receipt" is not null;--> statement-breakpoint
CREATE INDEX "rail_operations_open_idx" ON "rail_operations" USING btree ("status","created_at") WHERE "rail_operations"."status" in ('submitting', 'submitted');--> statement-breakpoint
CREATE INDEX "rail_operations_deposit_idx" ON "rail_operations" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_operations_withdrawal_uq" ON "rail_operations" USING btree ("withdrawal_id") WHERE "rail_operations"."withdrawal_id" is not null;