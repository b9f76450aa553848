-- Ledger throughput (docs/decisions/004-ledger-throughput.md): only client accounts keep a stored,
-- locked running balance (never below zero, CHECK constraint). House, fee, pending and external
-- balances are the sum of their entries, read through this view; their stored column is no longer
-- moved, so it is set to zero rather than left at a figure that would go stale.
CREATE VIEW "ledger_account_balances" AS
  SELECT a.id, a.kind, a.user_id, a.currency,
         CASE WHEN a.kind = 'client' THEN a.balance
              ELSE coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
         END AS balance
    FROM ledger_accounts a;
--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "kind" <> 'client';
--> statement-breakpoint
-- Admin inbox text search (name, email, company contains q): one trigram index per request table
-- on the same expression the query filters on (db/queries/admin-requests.ts), so ILIKE '%q%' reads
-- the index instead of scanning. pg_trgm ships with PostgreSQL's contrib and as a PGlite extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "consultation_requests_search_trgm" ON "consultation_requests" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quote_requests_search_trgm" ON "quote_requests" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm" ON "inquiries" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_applications_search_trgm" ON "job_applications" USING gin ((coalesce(applicant_name, '') || ' ' || coalesce(applicant_email, '')) gin_trgm_ops);
