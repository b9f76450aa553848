-- A conversion order in one database call (issue 14, docs/decisions/015). Migration 0014 made the
-- ledger part one call; issues 16, 18 and 22 then added four statements around it in the locked
-- transaction (the compliance gate's read, the volume row, the client's notice, the webhook
-- event). They move in here, so an order is one round trip and one transaction. What needs the
-- app's templates or constants comes in as parameters (the notices, rendered per outcome; the
-- gate's defaults and calendar); every decision is made here, under the holder lock.
-- New errors: MZ403 (the compliance gate refused; the detail is the gate's state as JSON, from
-- which the app writes the same answer as verification/gate.ts), MZ428 (no notice was passed for
-- the outcome; the detail names it, the app renders it and calls again; nothing was written).

-- A whole-dollar platform setting as the admin stored it, else the default (the app's schema:
-- a whole number of at least 0; the admin API checks the upper bound when it is written).
CREATE OR REPLACE FUNCTION mizani_setting_usd(p_key text, p_default numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT s.value::text::numeric FROM platform_settings s
                    WHERE s.key = p_key AND jsonb_typeof(s.value) = 'number'
                      AND s.value::text::numeric >= 0
                      AND s.value::text::numeric = trunc(s.value::text::numeric)), p_default)
$$;
--> statement-breakpoint
-- The compliance gate of verification/gate.ts for one amount, under the caller's holder lock:
-- restriction, tier, minimum, daily and monthly limits in USD at the latest mid rate. Returns the
-- amount's USD equivalent, or raises MZ403 with the state the app needs to word the refusal.
-- p_gate: op, minTier, dayStart, monthStart, overviewUsd (the fixed USD rates used when no feed exists)
-- and defaults (the five compliance settings' defaults).
CREATE OR REPLACE FUNCTION mizani_gate(p_user text, p_amount numeric, p_currency text, p_gate jsonb)
RETURNS numeric LANGUAGE plpgsql AS $$
DECLARE
  v_tier int;
  v_restriction text;
  v_today numeric;
  v_month numeric;
  v_mid numeric;
  v_usd numeric;
  v_daily numeric;
  v_monthly numeric;
  v_min numeric;
  v_left numeric;
  d jsonb := p_gate -> 'defaults';
BEGIN
  SELECT p.tier, p.restriction INTO v_tier, v_restriction FROM kyc_profiles p WHERE p.user_id = p_user;
  v_tier := coalesce(v_tier, 0);
  SELECT coalesce(sum(v.usd_amount) FILTER (WHERE v.created_at >= (p_gate ->> 'dayStart')::timestamptz), 0),
         coalesce(sum(v.usd_amount), 0)
    INTO v_today, v_month
    FROM compliance_volume v
   WHERE v.user_id = p_user AND v.created_at >= (p_gate ->> 'monthStart')::timestamptz
     AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.id = v.ref_id AND w.status = 'rejected');
  IF p_currency = 'USD' THEN
    v_usd := round(p_amount, 2);
  ELSE
    -- shared convert(): the direct pair first, then the inverse one (a zero mid does not count).
    SELECT f.mid_rate INTO v_mid FROM currency_pairs cp
      JOIN LATERAL (SELECT x.mid_rate FROM fx_rates x WHERE x.pair_id = cp.id
                     ORDER BY x.created_at DESC, x.id DESC LIMIT 1) f ON true
     WHERE cp.base_currency = p_currency AND cp.quote_currency = 'USD' LIMIT 1;
    IF v_mid IS NOT NULL THEN
      v_usd := round(p_amount * v_mid, 2);
    ELSE
      SELECT f.mid_rate INTO v_mid FROM currency_pairs cp
        JOIN LATERAL (SELECT x.mid_rate FROM fx_rates x WHERE x.pair_id = cp.id
                       ORDER BY x.created_at DESC, x.id DESC LIMIT 1) f ON true
       WHERE cp.base_currency = 'USD' AND cp.quote_currency = p_currency AND f.mid_rate <> 0 LIMIT 1;
      v_usd := round(CASE WHEN v_mid IS NOT NULL THEN p_amount * (1 / v_mid)
                          ELSE p_amount * coalesce(p_gate -> 'overviewUsd' ->> p_currency, '1')::numeric END, 2);
    END IF;
  END IF;
  v_daily := mizani_setting_usd(CASE WHEN v_tier >= 2 THEN 'compliance.tier2DailyUsd' ELSE 'compliance.tier1DailyUsd' END,
                                (d ->> CASE WHEN v_tier >= 2 THEN 'compliance.tier2DailyUsd' ELSE 'compliance.tier1DailyUsd' END)::numeric);
  v_monthly := mizani_setting_usd(CASE WHEN v_tier >= 2 THEN 'compliance.tier2MonthlyUsd' ELSE 'compliance.tier1MonthlyUsd' END,
                                  (d ->> CASE WHEN v_tier >= 2 THEN 'compliance.tier2MonthlyUsd' ELSE 'compliance.tier1MonthlyUsd' END)::numeric);
  v_min := mizani_setting_usd('compliance.minTransactionUsd', (d ->> 'compliance.minTransactionUsd')::numeric);
  v_left := least(greatest(0, v_daily - v_today), greatest(0, v_monthly - v_month));
  IF v_restriction IN ('frozen', 'review') OR v_tier < (p_gate ->> 'minTier')::int
     OR v_usd < v_min OR v_usd > v_left THEN
    RAISE EXCEPTION 'compliance gate' USING ERRCODE = 'MZ403', DETAIL = json_build_object(
      'op', p_gate ->> 'op', 'tier', v_tier, 'restriction', v_restriction,
      'pending', EXISTS (SELECT 1 FROM kyc_submissions s WHERE s.user_id = p_user
                                  AND s.status IN ('submitted', 'in_review')
                                  AND (s.tier = 1 OR EXISTS (SELECT 1 FROM organization o WHERE o.id = p_user))),
      'business', EXISTS (SELECT 1 FROM organization o WHERE o.id = p_user),
      'used_today', v_today::text, 'used_month', v_month::text, 'amount_usd', v_usd::text,
      'daily', v_daily::text, 'monthly', v_monthly::text, 'minimum', v_min::text)::text;
  END IF;
  RETURN v_usd;
END;
$$;
--> statement-breakpoint
-- A client notice (services/notices ClientNotice, rendered by the app) to the holder's recipients:
-- the bell for each, the mail unless they turned mail off for its group. Same rows as notifyUsers.
CREATE OR REPLACE FUNCTION mizani_notify_holder(p_holder text, n jsonb) RETURNS void
LANGUAGE sql AS $$
  WITH bell AS (
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT r.user_id, n ->> 'kind', n ->> 'title', n ->> 'body', n ->> 'link'
      FROM mizani_holder_recipients(p_holder) r
    RETURNING user_id)
  INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
  SELECT n ->> 'kind', u.email, n ->> 'subject', n ->> 'text', n ->> 'html'
    FROM bell JOIN "user" u ON u.id = bell.user_id
   WHERE coalesce((SELECT p.email FROM notice_preferences p
                    WHERE p.user_id = u.id AND p.kind = n ->> 'group'), true)
$$;
--> statement-breakpoint
-- An event for the holder's subscribed endpoints of the transaction's mode (developer/webhooks.ts
-- emitWebhookEvent: a sandbox transaction, mizani.mode = 'test', reaches test endpoints only):
-- no endpoint subscribed, no row at all.
CREATE OR REPLACE FUNCTION mizani_emit_webhook(p_holder text, p_type text, p_payload jsonb) RETURNS void
LANGUAGE sql AS $$
  WITH m AS (
    SELECT CASE WHEN current_setting('mizani.mode', true) = 'test' THEN 'test' ELSE 'live' END AS mode),
  targets AS (
    SELECT e.id FROM webhook_endpoints e, m
     WHERE e.holder_id = p_holder AND e.mode = m.mode AND e.status = 'enabled' AND p_type = ANY(e.events)),
  ev AS (
    INSERT INTO webhook_events (holder_id, mode, type, payload)
    SELECT p_holder, m.mode, p_type, p_payload FROM m WHERE EXISTS (SELECT 1 FROM targets)
    RETURNING id)
  INSERT INTO webhook_deliveries (event_id, endpoint_id)
  SELECT ev.id, targets.id FROM ev CROSS JOIN targets
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS mizani_place_order(text, text, text, uuid, uuid, uuid, text);
--> statement-breakpoint
-- A conversion order for a firm quote, once per (user, idempotency key), with everything that goes
-- with it. Returns the order row: the new one (id = p_order), or the earlier one of the same key (a
-- replay: nothing else is written; the caller compares request hashes). A refused quote (used,
-- expired, pair inactive, balance short) gives a rejected order and no journal. An order that would
-- fill passes the compliance gate first (a refusal raises MZ403 and writes nothing), then posts
-- both legs and the fee as one journal and counts its volume. Filled or rejected, the client's
-- notice (p_notices ->> outcome: the bell and the mail) and the webhook event (its "order" object
-- with the row's times) are written with it.
CREATE FUNCTION mizani_place_order(
  p_user text, p_key text, p_hash text, p_quote uuid, p_order uuid, p_journal uuid, p_reference text,
  p_gate jsonb, p_notices jsonb
) RETURNS SETOF trading_orders LANGUAGE plpgsql AS $$
DECLARE
  q fx_quotes%ROWTYPE;
  o trading_orders%ROWTYPE;
  reason text;
  pair_active boolean;
  balance numeric;
  usd numeric;
  n jsonb;
  ts text;
BEGIN
  PERFORM mizani_lock_user(p_user);
  RETURN QUERY SELECT * FROM trading_orders WHERE user_id = p_user AND idempotency_key = p_key;
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT * INTO q FROM fx_quotes WHERE id = p_quote AND user_id = p_user;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Quote not found' USING ERRCODE = 'MZ404';
  END IF;
  SELECT p.is_active INTO pair_active FROM currency_pairs p
   WHERE (p.base_currency = q.sell_currency AND p.quote_currency = q.buy_currency)
      OR (p.base_currency = q.buy_currency AND p.quote_currency = q.sell_currency)
   ORDER BY p.is_active DESC LIMIT 1;
  SELECT a.balance INTO balance FROM ledger_accounts a
   WHERE a.kind = 'client' AND a.user_id = p_user AND a.currency = q.sell_currency;
  IF q.used_at IS NOT NULL THEN reason := 'quote_used';
  ELSIF q.expires_at <= now() THEN reason := 'quote_expired';
  ELSIF NOT coalesce(pair_active, false) THEN reason := 'pair_inactive';
  ELSIF coalesce(balance, 0) < q.sell_amount THEN reason := 'insufficient_balance';
  END IF;
  n := p_notices -> coalesce(reason, 'filled');
  IF n IS NULL THEN
    RAISE EXCEPTION 'no notice for this outcome' USING ERRCODE = 'MZ428', DETAIL = coalesce(reason, 'filled');
  END IF;
  IF reason IS NULL THEN
    usd := mizani_gate(p_user, q.sell_amount, q.sell_currency, p_gate);
    -- The client pays the sell amount (fee included), the house keeps sell − fee, the fee account
    -- takes the fee, and the client receives the buy amount: exactly the quoted figures.
    PERFORM mizani_post_journal(
      p_journal, 'conversion', p_user, p_reference, q.sell_currency || '→' || q.buy_currency,
      CASE WHEN q.fee > 0 THEN ARRAY['client', 'house', 'fee', 'house', 'client']
           ELSE ARRAY['client', 'house', 'house', 'client'] END,
      CASE WHEN q.fee > 0 THEN ARRAY[p_user, NULL, NULL, NULL, p_user]
           ELSE ARRAY[p_user, NULL, NULL, p_user] END,
      CASE WHEN q.fee > 0 THEN ARRAY[q.sell_currency, q.sell_currency, q.fee_currency, q.buy_currency, q.buy_currency]
           ELSE ARRAY[q.sell_currency, q.sell_currency, q.buy_currency, q.buy_currency] END,
      CASE WHEN q.fee > 0 THEN ARRAY[-q.sell_amount, q.sell_amount - q.fee, q.fee, -q.buy_amount, q.buy_amount]
           ELSE ARRAY[-q.sell_amount, q.sell_amount, -q.buy_amount, q.buy_amount] END);
    UPDATE fx_quotes SET used_at = now() WHERE id = q.id;
    INSERT INTO compliance_volume (user_id, operation, ref_id, usd_amount)
      VALUES (p_user, 'convert', p_order, usd);
  END IF;
  INSERT INTO trading_orders (id, user_id, idempotency_key, request_hash, quote_id, sell_currency,
      buy_currency, sell_amount, buy_amount, rate, fee, status, reject_reason, filled_at, journal_id)
    VALUES (p_order, p_user, p_key, p_hash, q.id, q.sell_currency, q.buy_currency, q.sell_amount,
      q.buy_amount, q.rate, q.fee, CASE WHEN reason IS NULL THEN 'filled' ELSE 'rejected' END, reason,
      CASE WHEN reason IS NULL THEN now() END, CASE WHEN reason IS NULL THEN p_journal END)
    RETURNING * INTO o;
  PERFORM mizani_notify_holder(p_user, n);
  -- The order as the API shows it: the app's JSON with the row's times (ISO 8601, milliseconds).
  ts := to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  PERFORM mizani_emit_webhook(p_user, CASE WHEN reason IS NULL THEN 'order.filled' ELSE 'order.rejected' END,
    jsonb_build_object('order', (n -> 'order') || jsonb_build_object(
      'createdAt', ts, 'filledAt', CASE WHEN reason IS NULL THEN to_jsonb(ts) ELSE 'null'::jsonb END)));
  RETURN NEXT o;
END;
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS mizani_request_withdrawal(text, text, text, uuid, text, numeric, uuid, text);
--> statement-breakpoint
-- A withdrawal request: holds the amount at once (client → pending), once per (user, key). Returns
-- the withdrawal row: the new one, or the earlier one of the same key (the caller compares hashes).
-- A new request to a beneficiary of its currency passes the compliance gate first (before the
-- balance, as the app did: MZ403, nothing written), then the hold, the row (with the member who
-- asked) and the volume, atomically.
CREATE FUNCTION mizani_request_withdrawal(
  p_user text, p_key text, p_hash text, p_beneficiary uuid, p_currency text, p_amount numeric,
  p_journal uuid, p_reference text, p_requested_by text, p_gate jsonb
) RETURNS SETOF withdrawals LANGUAGE plpgsql AS $$
DECLARE
  ben_currency text;
  balance numeric;
  usd numeric;
  w withdrawals%ROWTYPE;
BEGIN
  PERFORM mizani_lock_user(p_user);
  RETURN QUERY SELECT * FROM withdrawals WHERE user_id = p_user AND idempotency_key = p_key;
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT b.currency INTO ben_currency FROM beneficiaries b
   WHERE b.id = p_beneficiary AND b.user_id = p_user AND b.deleted_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Beneficiary not found' USING ERRCODE = 'MZ404';
  END IF;
  IF ben_currency <> p_currency THEN
    RAISE EXCEPTION 'currency mismatch' USING ERRCODE = 'MZ400', DETAIL = ben_currency;
  END IF;
  usd := mizani_gate(p_user, p_amount, p_currency, p_gate);
  SELECT a.balance INTO balance FROM ledger_accounts a
   WHERE a.kind = 'client' AND a.user_id = p_user AND a.currency = p_currency;
  IF coalesce(balance, 0) < p_amount THEN
    RAISE EXCEPTION 'Insufficient balance' USING ERRCODE = 'MZ422';
  END IF;
  PERFORM mizani_post_journal(p_journal, 'withdrawal_hold', p_user, p_reference, NULL,
    ARRAY['client', 'pending'], ARRAY[p_user, NULL], ARRAY[p_currency, p_currency],
    ARRAY[-p_amount, p_amount]);
  INSERT INTO withdrawals (user_id, beneficiary_id, currency, amount, reference,
      idempotency_key, request_hash, hold_journal_id, requested_by)
    VALUES (p_user, p_beneficiary, p_currency, p_amount, p_reference, p_key, p_hash, p_journal,
      p_requested_by)
    RETURNING * INTO w;
  INSERT INTO compliance_volume (user_id, operation, ref_id, usd_amount)
    VALUES (p_user, 'withdraw', w.id, usd);
  RETURN NEXT w;
END;
$$;
