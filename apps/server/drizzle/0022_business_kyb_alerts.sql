ALTER TABLE "rate_alerts" DROP CONSTRAINT "rate_alerts_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_submissions" DROP CONSTRAINT "kyc_submissions_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "screening_cases" DROP CONSTRAINT "screening_cases_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;