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
ALTER TABLE "rail_events" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "rail_events" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_event_id_rail_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."rail_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_suggested_deposit_id_deposits_id_fk" FOREIGN KEY ("suggested_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_exceptions" ADD CONSTRAINT "rail_exceptions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_sha_idx" ON "bank_statements" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_exceptions_event_uq" ON "rail_exceptions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "rail_exceptions_open_idx" ON "rail_exceptions" USING btree ("created_at") WHERE "rail_exceptions"."state" in ('open', 'write_off_requested');--> statement-breakpoint
ALTER TABLE "rail_events" ADD CONSTRAINT "rail_events_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_events" ADD CONSTRAINT "rail_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_events_statement_idx" ON "rail_events" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "rail_events_exception_idx" ON "rail_events" USING btree ("rail","received_at") WHERE "rail_events"."status" = 'exception';