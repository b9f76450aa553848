ALTER TABLE "beneficiaries" DROP CONSTRAINT "beneficiaries_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "fx_quotes" DROP CONSTRAINT "fx_quotes_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "compliance_volume" DROP CONSTRAINT "compliance_volume_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_profiles" DROP CONSTRAINT "kyc_profiles_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD CONSTRAINT "fx_quotes_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_volume" ADD CONSTRAINT "compliance_volume_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_account_holders_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;