-- Ledger operations as database functions (docs/decisions/004, "one call per operation"). Each
-- statement inside a plpgsql function takes a fresh snapshot (READ COMMITTED), so a read after
-- the user lock sees everything committed before the lock was granted, exactly as the same
-- statements sent one by one did; the difference is one round trip instead of six.
-- Errors the app turns into answers: MZ404 (not found; the message names what), MZ400 (a
-- beneficiary paid in another currency; the detail is its currency), MZ422 (insufficient balance).

-- One balanced journal: entries as parallel arrays (kind, user, currency, signed amount), in order.
-- Accounts are found by (kind, user, currency) and created on first use; only client accounts
-- carry a stored balance (house, fee, pending and external: the sum of their entries).
CREATE OR REPLACE FUNCTION mizani_post_journal(
  p_journal uuid, p_type text, p_user text, p_reference text, p_memo text,
  p_kinds text[], p_users text[], p_currencies text[], p_amounts numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  found_accounts int;
  inserted int;
BEGIN
  IF cardinality(p_kinds) < 2 THEN
    RAISE EXCEPTION 'a journal needs at least two entries';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_currencies, p_amounts) e(currency, amount)
              GROUP BY currency HAVING sum(amount) <> 0)
     OR EXISTS (SELECT 1 FROM unnest(p_amounts) a WHERE a = 0) THEN
    RAISE EXCEPTION 'journal % does not balance', p_reference;
  END IF;
  SELECT count(*) INTO found_accounts
    FROM unnest(p_kinds, p_users, p_currencies) e(kind, user_id, currency)
    JOIN ledger_accounts a ON a.kind = e.kind AND a.currency = e.currency
     AND coalesce(a.user_id, '') = CASE WHEN e.kind = 'client' THEN e.user_id ELSE '' END;
  IF found_accounts < cardinality(p_kinds) THEN
    INSERT INTO ledger_accounts (kind, user_id, currency)
      SELECT DISTINCT e.kind, CASE WHEN e.kind = 'client' THEN e.user_id END, e.currency
        FROM unnest(p_kinds, p_users, p_currencies) e(kind, user_id, currency)
      ON CONFLICT (kind, coalesce(user_id, ''), currency) DO NOTHING;
  END IF;
  INSERT INTO ledger_journals (id, type, user_id, reference, memo)
    VALUES (p_journal, p_type, p_user, p_reference, p_memo);
  INSERT INTO ledger_entries (journal_id, account_id, currency, amount)
    SELECT p_journal, a.id, e.currency, e.amount
      FROM unnest(p_kinds, p_users, p_currencies, p_amounts) WITH ORDINALITY e(kind, user_id, currency, amount, n)
      JOIN ledger_accounts a ON a.kind = e.kind AND a.currency = e.currency
       AND coalesce(a.user_id, '') = CASE WHEN e.kind = 'client' THEN e.user_id ELSE '' END
     ORDER BY e.n;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted <> cardinality(p_kinds) THEN
    RAISE EXCEPTION 'journal %: an entry has no account (a client entry needs its user)', p_reference;
  END IF;
  -- Client balances only; the CHECK ledger_accounts_client_nonneg refuses a negative one.
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (SELECT e.user_id, e.currency, sum(e.amount) AS delta
            FROM unnest(p_kinds, p_users, p_currencies, p_amounts) e(kind, user_id, currency, amount)
           WHERE e.kind = 'client' GROUP BY e.user_id, e.currency) d
   WHERE a.kind = 'client' AND a.user_id = d.user_id AND a.currency = d.currency;
END;
$$;
--> statement-breakpoint
-- Serialises one user's money operations (orders, withdrawals, admin decisions).
CREATE OR REPLACE FUNCTION mizani_lock_user(p_user text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "user" WHERE id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'User not found' USING ERRCODE = 'MZ404';
  END IF;
END;
$$;
--> statement-breakpoint
-- A conversion order for a firm quote, once per (user, idempotency key). Returns the order row:
-- the new one (id = p_order), or the earlier one of the same key (a replay; the caller compares
-- request hashes). A refused quote (used, expired, pair inactive, balance short) gives a rejected
-- order and no journal. Both legs and the fee are one journal (client → house, house → client).
CREATE OR REPLACE FUNCTION mizani_place_order(
  p_user text, p_key text, p_hash text, p_quote uuid, p_order uuid, p_journal uuid, p_reference text
) RETURNS SETOF trading_orders LANGUAGE plpgsql AS $$
DECLARE
  q fx_quotes%ROWTYPE;
  reason text;
  pair_active boolean;
  balance numeric;
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
  IF reason IS NULL THEN
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
  END IF;
  RETURN QUERY INSERT INTO trading_orders (id, user_id, idempotency_key, request_hash, quote_id, sell_currency,
      buy_currency, sell_amount, buy_amount, rate, fee, status, reject_reason, filled_at, journal_id)
    VALUES (p_order, p_user, p_key, p_hash, q.id, q.sell_currency, q.buy_currency, q.sell_amount,
      q.buy_amount, q.rate, q.fee, CASE WHEN reason IS NULL THEN 'filled' ELSE 'rejected' END, reason,
      CASE WHEN reason IS NULL THEN now() END, CASE WHEN reason IS NULL THEN p_journal END)
    RETURNING *;
END;
$$;
--> statement-breakpoint
-- A withdrawal request: holds the amount at once (client → pending), once per (user, key). Returns
-- the withdrawal row: the new one, or the earlier one of the same key (the caller compares hashes).
CREATE OR REPLACE FUNCTION mizani_request_withdrawal(
  p_user text, p_key text, p_hash text, p_beneficiary uuid, p_currency text, p_amount numeric,
  p_journal uuid, p_reference text
) RETURNS SETOF withdrawals LANGUAGE plpgsql AS $$
DECLARE
  ben_currency text;
  balance numeric;
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
  SELECT a.balance INTO balance FROM ledger_accounts a
   WHERE a.kind = 'client' AND a.user_id = p_user AND a.currency = p_currency;
  IF coalesce(balance, 0) < p_amount THEN
    RAISE EXCEPTION 'Insufficient balance' USING ERRCODE = 'MZ422';
  END IF;
  PERFORM mizani_post_journal(p_journal, 'withdrawal_hold', p_user, p_reference, NULL,
    ARRAY['client', 'pending'], ARRAY[p_user, NULL], ARRAY[p_currency, p_currency],
    ARRAY[-p_amount, p_amount]);
  RETURN QUERY INSERT INTO withdrawals (user_id, beneficiary_id, currency, amount, reference,
      idempotency_key, request_hash, hold_journal_id)
    VALUES (p_user, p_beneficiary, p_currency, p_amount, p_reference, p_key, p_hash, p_journal)
    RETURNING *;
END;
$$;
