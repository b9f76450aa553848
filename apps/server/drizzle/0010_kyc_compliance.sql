CREATE TABLE "compliance_volume" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"operation" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"usd_amount" numeric(24, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"submission_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"key_id" text NOT NULL,
	"metadata_stripped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tier" smallint DEFAULT 0 NOT NULL,
	"full_legal_name" text,
	"date_of_birth" date,
	"nationality" text,
	"country" text,
	"name_key" text,
	"restriction" text DEFAULT 'clear' NOT NULL,
	"screened_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier" smallint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"details" jsonb NOT NULL,
	"country" text,
	"message" text,
	"checks" jsonb,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_started_at" timestamp with time zone,
	"reviewed_by" text,
	"first_approval_by" text,
	"first_approval_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"trigger" text NOT NULL,
	"screened_name" text NOT NULL,
	"matches" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "screening_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_name" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_of_birth" text,
	"nationality" text,
	"programme" text,
	"import_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_names" text[] NOT NULL,
	"entries" integer NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rescreen_status" text DEFAULT 'pending' NOT NULL,
	"rescreen_started_at" timestamp with time zone,
	"rescreen_finished_at" timestamp with time zone,
	"clients_screened" integer,
	"cases_opened" integer
);
--> statement-breakpoint
CREATE TABLE "screening_keys" (
	"key" text NOT NULL,
	"name_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_volume" ADD CONSTRAINT "compliance_volume_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_first_approval_by_user_id_fk" FOREIGN KEY ("first_approval_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_imports" ADD CONSTRAINT "screening_imports_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_keys" ADD CONSTRAINT "screening_keys_name_id_screening_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."screening_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_names" ADD CONSTRAINT "screening_names_entry_id_screening_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_volume_user_idx" ON "compliance_volume" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue_idx" ON "kyc_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_live_uq" ON "kyc_submissions" USING btree ("user_id","tier") WHERE "kyc_submissions"."status" in ('submitted', 'in_review', 'more_info');--> statement-breakpoint
CREATE UNIQUE INDEX "screening_cases_open_uq" ON "screening_cases" USING btree ("user_id") WHERE "screening_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "screening_cases_status_idx" ON "screening_cases" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "screening_entries_list_idx" ON "screening_entries" USING btree ("list_name");--> statement-breakpoint
CREATE INDEX "screening_keys_key_idx" ON "screening_keys" USING btree ("key","name_id");--> statement-breakpoint
CREATE INDEX "screening_keys_name_idx" ON "screening_keys" USING btree ("name_id");--> statement-breakpoint
CREATE INDEX "screening_names_entry_idx" ON "screening_names" USING btree ("entry_id");