import { D } from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { openingBalances, statementMonths, statementMovements } from '../../db/queries/reports.ts';
import { toIso } from '../../db/queries/sql-row.ts';

// Monthly statements (UTC months): one computation behind the dashboard's JSON, CSV and PDF and
// the developer API's /api/v1/statements, so every door shows the same amounts.

/** A withdrawal hold read with its withdrawal's final state: paid out, returned, or still held. */
const finalType = (type: string, withdrawalStatus: string | null) =>
  type !== 'withdrawal_hold'
    ? type
    : withdrawalStatus === 'completed'
      ? 'withdrawal_paid'
      : withdrawalStatus === 'rejected'
        ? 'withdrawal_returned'
        : type;

/**
 * Monthly statement: per currency, opening balance, every movement (in its final state), closing
 * balance. For the month in progress `asOf` is today (UTC): the last balance is today's, not a
 * closing balance at the month's end, and the documents say so.
 */
export async function monthlyStatement(
  db: DbOrTx,
  userId: string,
  month: string,
  now = new Date(),
) {
  const today = now.toISOString().slice(0, 10);
  const asOf = today.slice(0, 7) === month ? today : null;
  const start = `${month}-01`;
  const rows = await openingBalances(db, { userId, start });
  const moves = await statementMovements(db, { userId, start });
  const currencies = rows
    .map((r) => {
      const list = moves.filter((m) => m.currency === r.currency);
      let running = new D(r.opening);
      const movements = list.map((m) => {
        running = running.plus(m.amount);
        return {
          at: toIso(m.created_at),
          type: finalType(m.type, m.withdrawal_status),
          reference: m.reference,
          amount: new D(m.amount).toFixed(2),
          balance: running.toFixed(2),
        };
      });
      return {
        currency: r.currency,
        opening: new D(r.opening).toFixed(2),
        closing: running.toFixed(2),
        movements,
      };
    })
    .filter((c) => c.movements.length > 0 || !new D(c.opening).isZero());
  return { month, asOf, currencies };
}

/** Months with movements, newest first; `before` (YYYY-MM) keeps only older ones. */
export async function statementMonthList(
  db: DbOrTx,
  userId: string,
  opts: { before?: string | null; limit: number },
) {
  const all = await statementMonths(db, userId);
  const after = opts.before ? all.filter((m) => m < opts.before!) : all;
  return { months: after.slice(0, opts.limit), more: after.length > opts.limit };
}
