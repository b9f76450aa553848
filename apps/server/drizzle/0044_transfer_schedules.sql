CREATE TABLE "transfer_schedule_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"run_on" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"reason" text,
	"reason_text" text,
	"rate" numeric(24, 10),
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"corridor_id" uuid NOT NULL,
	"payout_method" text NOT NULL,
	"beneficiary_id" uuid,
	"recipient_contact" text,
	"recipient_name" text NOT NULL,
	"send_amount" numeric(24, 4) NOT NULL,
	"frequency" text NOT NULL,
	"day" integer NOT NULL,
	"setup_rate" numeric(24, 10) NOT NULL,
	"tolerance_percent" numeric(6, 2) NOT NULL,
	"next_run_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "sent_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_schedule_runs" ADD CONSTRAINT "transfer_schedule_runs_schedule_id_transfer_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."transfer_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_schedule_runs" ADD CONSTRAINT "transfer_schedule_runs_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_schedules" ADD CONSTRAINT "transfer_schedules_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_schedules" ADD CONSTRAINT "transfer_schedules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_schedules" ADD CONSTRAINT "transfer_schedules_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_schedules" ADD CONSTRAINT "transfer_schedules_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_schedule_runs_day_uq" ON "transfer_schedule_runs" USING btree ("schedule_id","run_on");--> statement-breakpoint
CREATE INDEX "transfer_schedules_user_idx" ON "transfer_schedules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_schedules_due_idx" ON "transfer_schedules" USING btree ("status","next_run_on");--> statement-breakpoint
-- Transfers already on their way were told by the notices of their day: the new notice is for new ones.
UPDATE "transfers" SET "sent_notice_at" = now() WHERE "status" <> 'awaiting_confirmation';
