ALTER TABLE "business_approvals" ADD COLUMN "chain_payout_id" uuid;--> statement-breakpoint
-- business_approvals is copied in the sandbox schema (0019): the copy gains the column too.
SELECT mizani_sandbox_sync();
