-- Limit orders filled in batches (issue 41, "Measured": a rate crossing 1,000 orders, all executed
-- within 2 s). One order at a time costs a transaction, a savepoint for the quote, another for the
-- order and a dozen round trips; this fills a batch of one pair's triggered orders in one call,
-- each order through the same ledger functions as before: its firm quote stored, its hold
-- released to the wallet (mizani_post_journal), its conversion placed (mizani_place_order: the
-- holder lock, the compliance gate, the journal, the volume, the client's notice, the order's
-- webhook). No exception is caught here: an order the gate or the ledger refuses aborts the whole
-- batch, and the caller (services/treasury/limit-batch.ts) executes that batch's orders one by one,
-- where each refusal closes its order with the reason. Quotes arrive priced by the application
-- (one pair price for the batch); the order row and the limit order are marked in set statements.
CREATE OR REPLACE FUNCTION mizani_fill_limit_orders(p_items jsonb, p_gate jsonb, p_validity int)
RETURNS TABLE (r_limit uuid, r_order uuid, r_created timestamptz, r_filled timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  it record;
  o trading_orders%ROWTYPE;
  v_marked int;
BEGIN
  INSERT INTO fx_quotes (id, user_id, sell_currency, buy_currency, sell_amount, buy_amount, rate,
      market_rate, spread_bps, fee, fee_bps, fee_currency, fx_rate_id, side, expires_at)
    SELECT x.quote, x.holder, x.sell, x.buy, x.sell_amount, x.buy_amount, x.rate, x.market_rate,
           x.spread_bps, x.fee, x.fee_bps, x.fee_currency, x.rate_id, 'sell',
           now() + make_interval(secs => p_validity)
      FROM jsonb_to_recordset(p_items) x(quote uuid, holder text, sell text, buy text,
           sell_amount numeric, buy_amount numeric, rate numeric, market_rate numeric,
           spread_bps numeric, fee numeric, fee_bps numeric, fee_currency text, rate_id text);
  FOR it IN SELECT * FROM jsonb_to_recordset(p_items) x(id uuid, holder text, sell text,
      sell_amount numeric, reference text, release uuid, quote uuid, "order" uuid, journal uuid,
      order_reference text, hash text, notices jsonb)
  LOOP
    -- The hold back to the wallet; the conversion below takes it, in this same transaction.
    PERFORM mizani_post_journal(it.release, 'limit_order_release', it.holder, it.reference, 'fill',
      ARRAY['pending', 'client'], ARRAY[NULL, it.holder], ARRAY[it.sell, it.sell],
      ARRAY[-it.sell_amount, it.sell_amount]);
    SELECT * INTO o FROM mizani_place_order(it.holder, 'limit-' || it.id, it.hash, it.quote,
      it."order", it.journal, it.order_reference, p_gate, it.notices);
    IF o.id IS DISTINCT FROM it."order" OR o.status <> 'filled' THEN
      RAISE EXCEPTION 'limit order % not filled in its batch', it.id USING ERRCODE = 'MZ409';
    END IF;
    r_limit := it.id; r_order := o.id; r_created := o.created_at; r_filled := o.filled_at;
    RETURN NEXT;
  END LOOP;
  -- Each conversion names the member who placed the limit order; each limit order its conversion.
  UPDATE trading_orders t SET placed_by = l.created_by
    FROM treasury_limit_orders l, jsonb_to_recordset(p_items) x(id uuid, "order" uuid)
   WHERE l.id = x.id AND t.id = x."order" AND t.placed_by IS NULL;
  UPDATE treasury_limit_orders l SET status = 'filled', order_id = x."order", filled_rate = x.rate,
         closed_at = now(), updated_at = now()
    FROM jsonb_to_recordset(p_items) x(id uuid, "order" uuid, rate numeric)
   WHERE l.id = x.id AND l.status = 'triggered';
  GET DIAGNOSTICS v_marked = ROW_COUNT;
  IF v_marked <> jsonb_array_length(p_items) THEN
    RAISE EXCEPTION 'a limit order of the batch was no longer triggered' USING ERRCODE = 'MZ409';
  END IF;
END;
$$;
