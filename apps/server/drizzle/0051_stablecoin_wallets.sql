-- Issue 40: deposits kept as the stablecoin itself (its own wallet), and payouts paid from it.
ALTER TABLE "chain_preferences" ADD COLUMN "keep_stablecoin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_payouts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
-- The currency a stablecoin wallet is priced as (shared STABLECOIN_WALLETS: one token per dollar).
CREATE OR REPLACE FUNCTION mizani_pegged(p_currency text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_currency IN ('USDC', 'USDT') THEN 'USD' ELSE p_currency END
$$;
--> statement-breakpoint
-- mizani_place_order (0031) with one change: the pair's state is read through mizani_pegged, so a
-- conversion from or to a stablecoin wallet finds USD's pair (or par against USD).
-- A conversion order for a firm quote (0024): the same decisions in the same order, the same rows.
CREATE OR REPLACE FUNCTION mizani_place_order(
  p_user text, p_key text, p_hash text, p_quote uuid, p_order uuid, p_journal uuid, p_reference text,
  p_gate jsonb, p_notices jsonb
) RETURNS SETOF trading_orders LANGUAGE plpgsql AS $$
DECLARE
  q record;
  o trading_orders%ROWTYPE;
  v_reason text;
  v_usd numeric;
  v_mode text := CASE WHEN current_setting('mizani.mode', true) = 'test' THEN 'test' ELSE 'live' END;
  n jsonb;
  ts text;
BEGIN
  -- The holder lock (mizani_lock_user's statement).
  PERFORM 1 FROM account_holders WHERE id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'User not found' USING ERRCODE = 'MZ404';
  END IF;
  RETURN QUERY SELECT * FROM trading_orders WHERE user_id = p_user AND idempotency_key = p_key;
  IF FOUND THEN
    RETURN;
  END IF;
  -- The quote, its pair's state, the client's balance in the sell currency, and whether the holder
  -- has an enabled webhook endpoint of this mode (the event function checks its events).
  SELECT x.id, x.sell_currency, x.buy_currency, x.sell_amount, x.buy_amount, x.rate, x.fee,
         x.fee_currency, x.used_at, x.expires_at, pr.is_active AS pair_active, a.balance AS sell_balance,
         EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE e.holder_id = p_user AND e.mode = v_mode AND e.status = 'enabled') AS hooks
    INTO q
    FROM fx_quotes x
    LEFT JOIN LATERAL (
      -- A stablecoin wallet is priced on its dollar's pair; against the dollar itself, at par.
      SELECT p.is_active FROM currency_pairs p
       WHERE (p.base_currency = mizani_pegged(x.sell_currency) AND p.quote_currency = mizani_pegged(x.buy_currency))
          OR (p.base_currency = mizani_pegged(x.buy_currency) AND p.quote_currency = mizani_pegged(x.sell_currency))
      UNION ALL SELECT true WHERE mizani_pegged(x.sell_currency) = mizani_pegged(x.buy_currency)
       ORDER BY 1 DESC LIMIT 1) pr ON true
    LEFT JOIN ledger_accounts a
      ON a.kind = 'client' AND a.user_id = p_user AND a.currency = x.sell_currency
   WHERE x.id = p_quote AND x.user_id = p_user;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Quote not found' USING ERRCODE = 'MZ404';
  END IF;
  IF q.used_at IS NOT NULL THEN v_reason := 'quote_used';
  ELSIF q.expires_at <= now() THEN v_reason := 'quote_expired';
  ELSIF NOT coalesce(q.pair_active, false) THEN v_reason := 'pair_inactive';
  ELSIF coalesce(q.sell_balance, 0) < q.sell_amount THEN v_reason := 'insufficient_balance';
  END IF;
  n := p_notices -> coalesce(v_reason, 'filled');
  IF n IS NULL THEN
    RAISE EXCEPTION 'no notice for this outcome' USING ERRCODE = 'MZ428', DETAIL = coalesce(v_reason, 'filled');
  END IF;
  IF v_reason IS NULL THEN
    v_usd := mizani_gate(p_user, q.sell_amount, q.sell_currency, p_gate);
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
  END IF;
  -- A filled order marks its quote used and counts its volume; filled or rejected, the order row
  -- and the client's notice (mizani_notify_holder's statement: the bell for each recipient, the
  -- mail unless they turned mail off for its group, each in their language).
  WITH used AS (
    UPDATE fx_quotes SET used_at = now() WHERE id = q.id AND v_reason IS NULL),
  volume AS (
    INSERT INTO compliance_volume (user_id, operation, ref_id, usd_amount)
    SELECT p_user, 'convert', p_order, v_usd WHERE v_reason IS NULL),
  placed AS (
    INSERT INTO trading_orders (id, user_id, idempotency_key, request_hash, quote_id, sell_currency,
        buy_currency, sell_amount, buy_amount, rate, fee, status, reject_reason, filled_at, journal_id)
      VALUES (p_order, p_user, p_key, p_hash, q.id, q.sell_currency, q.buy_currency, q.sell_amount,
        q.buy_amount, q.rate, q.fee, CASE WHEN v_reason IS NULL THEN 'filled' ELSE 'rejected' END, v_reason,
        CASE WHEN v_reason IS NULL THEN now() END, CASE WHEN v_reason IS NULL THEN p_journal END)
    RETURNING *),
  r AS (
    SELECT hr.user_id, u.email, coalesce(n -> 'translations' -> u.language, n) AS t
      FROM mizani_holder_recipients(p_user) hr JOIN "user" u ON u.id = hr.user_id),
  bell AS (
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT r.user_id, n ->> 'kind', r.t ->> 'title', r.t ->> 'body', n ->> 'link' FROM r
    RETURNING notifications.user_id),
  mail AS (
    INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
    SELECT n ->> 'kind', r.email, r.t ->> 'subject', r.t ->> 'text', r.t ->> 'html'
      FROM bell JOIN r ON r.user_id = bell.user_id
     WHERE coalesce((SELECT p.email FROM notice_preferences p
                      WHERE p.user_id = r.user_id AND p.kind = n ->> 'group'), true))
  SELECT placed.* INTO o FROM placed;
  IF q.hooks THEN
    -- The order as the API shows it: the app's JSON with the row's times (ISO 8601, milliseconds).
    ts := to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    PERFORM mizani_emit_webhook(p_user, CASE WHEN v_reason IS NULL THEN 'order.filled' ELSE 'order.rejected' END,
      jsonb_build_object('order', (n -> 'order') || jsonb_build_object(
        'createdAt', ts, 'filledAt', CASE WHEN v_reason IS NULL THEN to_jsonb(ts) ELSE 'null'::jsonb END)));
  END IF;
  RETURN NEXT o;
END;
$$;
