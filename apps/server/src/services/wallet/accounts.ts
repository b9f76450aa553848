import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { m2 } from './format.ts';

/** The user's wallet balances per currency, with the amount held by pending withdrawals. */
export async function walletAccounts(db: DbOrTx, userId: string) {
  const rows = await queryRows<{ currency: string; balance: string; pending: string }>(
    db,
    sql`select a.currency, a.balance::text as balance,
               coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id and w.currency = a.currency and w.status = 'pending'), 0)::text as pending
          from ledger_accounts a where a.kind = 'client' and a.user_id = ${userId} order by a.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    balance: m2(r.balance)!,
    pending: m2(r.pending)!,
  }));
}
