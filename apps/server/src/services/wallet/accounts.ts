import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../../db/client.ts';
import { m2 } from './format.ts';

type AccountRow = { currency: string; balance: string; pending: string };

/** Client accounts with the amount held by pending withdrawals; `user_id = $1` scoped. */
const accountsOf = (userId: string) =>
  sql`select a.currency, a.balance::text as balance,
             coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id and w.currency = a.currency and w.status = 'pending'), 0)::text as pending
        from ledger_accounts a where a.kind = 'client' and a.user_id = ${userId}`;

const toAccount = (r: AccountRow) => ({
  currency: r.currency,
  balance: m2(r.balance)!,
  pending: m2(r.pending)!,
});

/** The user's wallet balances per currency, with the amount held by pending withdrawals. */
export async function walletAccounts(db: DbOrTx, userId: string) {
  const rows = await queryRows<AccountRow>(db, sql`${accountsOf(userId)} order by a.currency`);
  return rows.map(toAccount);
}

/**
 * The overview's balances and its count of trades filled in the last 30 days, in one statement
 * (one round trip: the signed-in read the bench measures, issue 14 item 6). The count comes from
 * a one-row CTE, so a user without accounts still gets it. A named statement, planned once
 * (decision 025): on the embedded database planning and protocol were most of its cost.
 */
export async function walletOverview(database: Database, userId: string) {
  const rows = await database.statement<{ recent_trades: number } & Partial<AccountRow>>(
    'wallet_overview',
    sql`with t as (
          select count(*)::int as recent_trades from trading_orders
           where user_id = ${userId} and filled_at >= now() - interval '30 days'),
        a as (${accountsOf(userId)})
        select t.recent_trades, a.* from t left join a on true order by a.currency`,
  );
  return {
    accounts: rows.filter((r): r is typeof r & AccountRow => r.currency != null).map(toAccount),
    recentTrades: Number(rows[0]?.recent_trades ?? 0),
  };
}
