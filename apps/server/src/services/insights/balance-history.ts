import { D, BALANCE_RANGE_MONTHS, type BalanceHistory, type BalanceRange } from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { balanceByDay } from '../../db/queries/insights.ts';

/**
 * The wallet's balance over time (issue 39 item 3): one point a UTC day, each the balance at the
 * day's end from the ledger's entries, so the point on a month's last day is that month's
 * statement closing balance and today's point is the wallet's balance now.
 */
export async function balanceHistory(
  db: DbOrTx,
  holderId: string,
  q: { currency: string; range: BalanceRange },
  now = new Date(),
): Promise<BalanceHistory> {
  const today = now.toISOString().slice(0, 10);
  const rows = await balanceByDay(db, {
    holderId,
    currency: q.currency,
    today,
    months: BALANCE_RANGE_MONTHS[q.range],
  });
  const points = rows.map((r) => ({ date: r.day, balance: new D(r.balance).toFixed(2) }));
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCMonth(from.getUTCMonth() - BALANCE_RANGE_MONTHS[q.range]);
  return {
    currency: q.currency,
    range: q.range,
    from: points[0]?.date ?? from.toISOString().slice(0, 10),
    to: today,
    points,
    change: points.length
      ? new D(points.at(-1)!.balance).minus(points[0]!.balance).toFixed(2)
      : null,
  };
}
