-- The sandbox ledger (issue 18, decision 016): structural copies of the tables a money operation
-- touches, in their own schema. A request of a test API key runs in one transaction whose
-- search_path is "sandbox, public" (services/sandbox/), so the same services and SQL functions
-- (none pins its search_path) read and write these copies, while users, holders, KYC profiles,
-- rates and settings still come from public. No foreign keys are copied: sandbox rows never
-- constrain or block live rows. The list below is the whole sandbox; a table a money service
-- starts to touch is added to it, and a migration that changes one of these tables in public ends
-- with `SELECT mizani_sandbox_sync();` (the sandbox test fails until it does).
CREATE SCHEMA IF NOT EXISTS sandbox;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mizani_sandbox_tables() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['ledger_accounts', 'ledger_journals', 'ledger_entries', 'deposits', 'beneficiaries',
               'withdrawals', 'fx_quotes', 'trading_orders', 'compliance_volume', 'notifications',
               'mail_outbox', 'audit_log', 'business_approvals', 'business_approval_events']
$$;
--> statement-breakpoint
-- Creates missing copies and appends columns public gained since (same order, so row types of
-- the ledger functions, e.g. RETURNS SETOF trading_orders, still match). Idempotent.
CREATE OR REPLACE FUNCTION mizani_sandbox_sync() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  c record;
BEGIN
  FOREACH t IN ARRAY mizani_sandbox_tables() LOOP
    IF to_regclass(format('sandbox.%I', t)) IS NULL THEN
      EXECUTE format('CREATE TABLE sandbox.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS'
        ' INCLUDING INDEXES INCLUDING GENERATED INCLUDING IDENTITY)', t, t);
    ELSE
      FOR c IN
        SELECT a.attname, format_type(a.atttypid, a.atttypmod) AS typ,
               pg_get_expr(d.adbin, d.adrelid) AS def
          FROM pg_attribute a
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
         WHERE a.attrelid = format('public.%I', t)::regclass AND a.attnum > 0 AND NOT a.attisdropped
           AND NOT EXISTS (SELECT 1 FROM pg_attribute s
                            WHERE s.attrelid = format('sandbox.%I', t)::regclass
                              AND s.attname = a.attname AND NOT s.attisdropped)
         ORDER BY a.attnum
      LOOP
        EXECUTE format('ALTER TABLE sandbox.%I ADD COLUMN %I %s %s', t, c.attname, c.typ,
          CASE WHEN c.def IS NULL THEN '' ELSE 'DEFAULT ' || c.def END);
      END LOOP;
    END IF;
  END LOOP;
  -- Views bind their tables when created: the sandbox needs its own balances view.
  CREATE OR REPLACE VIEW sandbox.ledger_account_balances AS
    SELECT a.id, a.kind, a.user_id, a.currency,
           CASE WHEN a.kind = 'client' THEN a.balance
                ELSE coalesce((SELECT sum(e.amount) FROM sandbox.ledger_entries e WHERE e.account_id = a.id), 0)
           END AS balance
      FROM sandbox.ledger_accounts a;
END;
$$;
--> statement-breakpoint
SELECT mizani_sandbox_sync();
--> statement-breakpoint
-- The sandbox ledger is append-only like the live one.
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON sandbox.ledger_entries
  FOR EACH ROW EXECUTE FUNCTION mizani_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON sandbox.ledger_journals
  FOR EACH ROW EXECUTE FUNCTION mizani_append_only();
