-- A statement's import writes less (issue 37, "Measured": a camt.053 of 100,000 entries in under
-- 20 s). Two things it wrote that nobody needed written then:
-- * each client mail's text and HTML (2-7 kB a deposit, in each language its recipients read),
--   through the credit function's JSON and into the outbox. A notice may now carry its mail as
--   content (services/mail/client-mail.ts, ClientMailInput: the figures and sentences, a few
--   hundred bytes) in "input" instead of "text" and "html"; the sender renders it and keeps what it
--   sent (services/mail/stored.ts).
-- * each entry twice in the inbox, as raw text and as its JSON body: a statement's entry has no
--   raw body of its own (the file is kept by its hash), so raw is null for it.
ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_events" ALTER COLUMN "raw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mail_input" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_body" CHECK ("mail_outbox"."text_body" is not null or "mail_outbox"."mail_input" is not null);
--> statement-breakpoint
-- mizani_credit_deposits as in 0049, its mail written from "input" when the notice carries it.
CREATE OR REPLACE FUNCTION mizani_credit_deposits(p_items jsonb, p_actor text, p_actor_email text)
RETURNS TABLE (r_deposit uuid, r_journal uuid)
LANGUAGE plpgsql AS $$
DECLARE
  v_mode text := CASE WHEN current_setting('mizani.mode', true) = 'test' THEN 'test' ELSE 'live' END;
  -- The decision's time to the millisecond, so the row and its JSON (audit, webhook) say the same.
  v_at timestamptz := date_trunc('milliseconds', now());
  v_now text := to_char(v_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
BEGIN
  PERFORM 1 FROM account_holders h
   WHERE h.id IN (SELECT x.holder FROM jsonb_to_recordset(p_items) x(holder text))
   ORDER BY h.id FOR NO KEY UPDATE;
  PERFORM 1 FROM rail_operations o
   WHERE o.id IN (SELECT x.operation FROM jsonb_to_recordset(p_items) x(operation uuid))
   ORDER BY o.id FOR UPDATE;
  PERFORM 1 FROM deposits d
   WHERE d.id IN (SELECT x.deposit FROM jsonb_to_recordset(p_items) x(deposit uuid))
   ORDER BY d.id FOR UPDATE;
  INSERT INTO ledger_accounts (kind, user_id, currency)
    SELECT DISTINCT k.kind, k.user_id, k.currency
      FROM jsonb_to_recordset(p_items) x(holder text, currency text)
     CROSS JOIN LATERAL (VALUES ('client', x.holder, x.currency), ('external', NULL, x.currency)) k(kind, user_id, currency)
    ON CONFLICT (kind, coalesce(user_id, ''), currency) DO NOTHING;

  RETURN QUERY
  WITH x AS MATERIALIZED (
    SELECT i.*, d.reference, d.method, c.id AS client_account, e.id AS external_account
      FROM jsonb_to_recordset(p_items) i(deposit uuid, holder text, currency text, amount numeric,
           expected numeric, journal uuid, event uuid, event_note text, event_links boolean, operation uuid,
           external_id text, receipt text, notice jsonb, before jsonb, after jsonb)
      JOIN deposits d ON d.id = i.deposit AND d.status = 'pending' AND d.user_id = i.holder
       AND d.currency = i.currency AND d.expected_amount IS NOT DISTINCT FROM i.expected
      JOIN ledger_accounts c ON c.kind = 'client' AND coalesce(c.user_id, '') = i.holder AND c.currency = i.currency
      JOIN ledger_accounts e ON e.kind = 'external' AND coalesce(e.user_id, '') = '' AND e.currency = i.currency
     WHERE i.amount > 0
       AND (i.operation IS NULL OR EXISTS (
             SELECT 1 FROM rail_operations o WHERE o.id = i.operation AND o.deposit_id = i.deposit
                AND o.status NOT IN ('succeeded', 'failed', 'refused')))),
  journals AS (
    INSERT INTO ledger_journals (id, type, user_id, reference, memo)
    SELECT x.journal, 'deposit', x.holder, x.reference, x.method FROM x),
  entries AS (
    INSERT INTO ledger_entries (journal_id, account_id, currency, amount)
    SELECT x.journal, s.account, x.currency, s.amount
      FROM x CROSS JOIN LATERAL (VALUES (1, x.external_account, -x.amount), (2, x.client_account, x.amount)) s(n, account, amount)
     ORDER BY x.journal, s.n),
  balances AS (
    UPDATE ledger_accounts a SET balance = a.balance + t.delta
      FROM (SELECT x.client_account, sum(x.amount) AS delta FROM x GROUP BY x.client_account) t
     WHERE a.id = t.client_account),
  credited AS (
    UPDATE deposits d SET status = 'completed', received_amount = x.amount, journal_id = x.journal,
           decided_by = p_actor, decided_at = v_at
      FROM x WHERE d.id = x.deposit
    RETURNING d.id, d.journal_id),
  audited AS (
    INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
    SELECT p_actor, p_actor_email, 'deposit.confirm', 'deposit', x.deposit::text, x.before,
           jsonb_set(x.after, '{decidedAt}', to_jsonb(v_now))
      FROM x),
  readers AS MATERIALIZED (
    SELECT r.user_id, u.email, x.notice AS n, coalesce(x.notice -> 'translations' -> u.language, x.notice) AS t
      FROM x CROSS JOIN LATERAL mizani_holder_recipients(x.holder) r JOIN "user" u ON u.id = r.user_id),
  bell AS (
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT r.user_id, r.n ->> 'kind', r.t ->> 'title', r.t ->> 'body', r.n ->> 'link' FROM readers r),
  mail AS (
    INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, mail_input)
    SELECT r.n ->> 'kind', r.email, r.t ->> 'subject', r.t ->> 'text', r.t ->> 'html', r.t -> 'input'
      FROM readers r
     WHERE coalesce((SELECT p.email FROM notice_preferences p
                      WHERE p.user_id = r.user_id AND p.kind = r.n ->> 'group'), true)),
  hooked AS MATERIALIZED (
    SELECT x.holder, gen_random_uuid() AS event_id,
           jsonb_build_object('deposit', jsonb_set(x.after, '{decidedAt}', to_jsonb(v_now))) AS payload
      FROM x
     WHERE EXISTS (SELECT 1 FROM webhook_endpoints w
                    WHERE w.holder_id = x.holder AND w.mode = v_mode AND w.status = 'enabled'
                      AND 'deposit.confirmed' = ANY (w.events))),
  hook_events AS (
    INSERT INTO webhook_events (id, holder_id, mode, type, payload)
    SELECT h.event_id, h.holder, v_mode, 'deposit.confirmed', h.payload FROM hooked h),
  hook_deliveries AS (
    INSERT INTO webhook_deliveries (event_id, endpoint_id)
    SELECT h.event_id, w.id FROM hooked h JOIN webhook_endpoints w
        ON w.holder_id = h.holder AND w.mode = v_mode AND w.status = 'enabled'
       AND 'deposit.confirmed' = ANY (w.events)),
  operations AS (
    UPDATE rail_operations o SET status = 'succeeded', external_id = coalesce(x.external_id, o.external_id),
           receipt = coalesce(x.receipt, o.receipt), result_code = '0', updated_at = now(), completed_at = now()
      FROM x WHERE o.id = x.operation),
  handovers AS (
    UPDATE rail_exceptions re SET state = 'settled_by_rail', note = 'the rail reported it succeeded', resolved_at = now()
      FROM rail_events ev, x
     WHERE ev.id = re.event_id AND ev.operation_id = x.operation
       AND ev.kind IN ('unconfirmed_payout', 'unconfirmed_collection') AND re.state = 'open'),
  events AS (
    UPDATE rail_events ev SET status = 'applied', note = x.event_note,
           deposit_id = CASE WHEN x.event_links THEN x.deposit ELSE ev.deposit_id END,
           processed_at = now(), locked_until = NULL
      FROM x WHERE ev.id = x.event)
  SELECT c.id, c.journal_id FROM credited c;
END;
$$;
