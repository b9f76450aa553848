import { sql } from 'drizzle-orm';
import { arrivalFor, computeTransferQuote, D, type TransferQuoteRequest } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { limitPeriods } from '../verification/gate.ts';
import { deliveryRule, getCorridor, midRates, type CorridorRow } from './corridors.ts';
import { amt } from './row.ts';

// A transfer's price from its corridor (issue 38): the live corridor, the quote, the monthly limit.

export async function liveCorridor(db: DbOrTx, id: string) {
  const c = await getCorridor(db, id);
  if (!c || !c.is_active) throw notFound('Corridor');
  return c;
}

/** The quote of a corridor now, checked against its per-transfer limits. */
export async function priceTransfer(db: DbOrTx, req: TransferQuoteRequest) {
  const c = await liveCorridor(db, req.corridorId);
  if (!c.payout_methods.includes(req.payoutMethod))
    throw new AppError('VALIDATION', said('transfer.corridorMethod'), {
      payoutMethod: said('transfer.corridorMethod'),
    });
  const mid = (await midRates(db, [{ src: c.source_currency, dst: c.dest_currency }])).get(
    `${c.source_currency}-${c.dest_currency}`,
  );
  if (!mid)
    throw new AppError('UNPROCESSABLE', said('transfer.noCorridorRate'), {
      corridorId: said('transfer.noCorridorRate'),
    });
  const quote = computeTransferQuote({
    sourceCurrency: c.source_currency,
    destCurrency: c.dest_currency,
    feeFixed: c.fee_fixed,
    feePercent: c.fee_percent,
    feeMin: c.fee_min,
    spreadBps: c.spread_bps,
    midRate: mid,
    side: req.side,
    amount: req.amount,
    wholeUnits: req.payoutMethod === 'mobile_money',
  });
  const send = new D(quote.sendAmount);
  const money = (v: string) => `${amt(v, c.source_currency)} ${c.source_currency}`;
  if (send.lt(c.min_amount) || !new D(quote.receiveAmount).gt(0)) {
    const m = said('transfer.belowCorridorMin', { amount: money(c.min_amount) });
    throw new AppError('BELOW_MINIMUM', m, { amount: m });
  }
  if (send.gt(c.max_per_transfer)) {
    const m = said('transfer.aboveCorridorMax', { amount: money(c.max_per_transfer) });
    throw new AppError('LIMIT_EXCEEDED', m, { amount: m });
  }
  return { corridor: c, quote, arrival: arrivalFor(deliveryRule(c)) };
}

/** The sender's month on this corridor (EAT calendar, as the compliance limits). */
export async function assertMonthlyLimit(db: DbOrTx, userId: string, c: CorridorRow, send: string) {
  const { monthStart } = limitPeriods();
  const [row] = await queryRows<{ used: string }>(
    db,
    sql`select coalesce(sum(send_amount), 0)::text as used from transfers
         where user_id = ${userId} and corridor_id = ${c.id} and status in ('processing', 'delivered')
           and paid_at >= ${monthStart.toISOString()}::timestamptz`,
  );
  if (new D(row!.used).plus(send).gt(c.monthly_limit)) {
    const left = D.max(0, new D(c.monthly_limit).minus(row!.used));
    const m = said('transfer.corridorMonthly', {
      limit: `${amt(c.monthly_limit, c.source_currency)} ${c.source_currency}`,
      left: `${amt(left.toFixed(), c.source_currency)} ${c.source_currency}`,
    });
    throw new AppError('LIMIT_EXCEEDED', m, { amount: m });
  }
}
