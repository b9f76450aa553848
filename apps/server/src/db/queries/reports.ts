import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import type { ledgerAccounts, ledgerEntries, ledgerJournals } from '../schema/index.ts';
import type { SqlRow } from './sql-row.ts';

// Statements read from the ledger: the owner's client accounts only (kind 'client', user_id).
// Months are UTC; `start` is the month's first day (YYYY-MM-01).

/** Per currency account: the balance before the month (sum of earlier entries), exact text. */
export function openingBalances(db: DbOrTx, p: { userId: string; start: string }) {
  return queryRows<SqlRow<typeof ledgerAccounts, 'currency'> & { opening: string }>(
    db,
    sql`select a.currency, coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id and e.created_at < ${p.start}::timestamptz), 0)::text as opening
          from ledger_accounts a where a.kind = 'client' and a.user_id = ${p.userId} order by a.currency`,
  );
}

/** Every entry of the month on the owner's accounts, in order, with its journal's type and reference. */
export function statementMovements(db: DbOrTx, p: { userId: string; start: string }) {
  return queryRows<
    SqlRow<typeof ledgerEntries, 'currency' | 'amount' | 'createdAt'> &
      SqlRow<typeof ledgerJournals, 'type' | 'reference'> & { withdrawal_status: string | null }
  >(
    db,
    // A hold's withdrawal as it stands now (pending, completed, rejected): a statement shows each
    // movement's final state (issue 34), not "on hold" for money long paid out.
    sql`select e.currency, e.amount::text as amount, j.type, j.reference, e.created_at,
               case when j.type = 'withdrawal_hold'
                    then (select w.status from withdrawals w where w.hold_journal_id = j.id) end as withdrawal_status
          from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${p.userId}
          join ledger_journals j on j.id = e.journal_id
         where e.created_at >= ${p.start}::timestamptz and e.created_at < (${p.start}::date + interval '1 month')::timestamptz
         order by e.created_at, e.id`,
  );
}

/** Months (YYYY-MM) with movements on the owner's accounts, newest first. */
export async function statementMonths(db: DbOrTx, userId: string) {
  const rows = await queryRows<{ month: string }>(
    db,
    sql`select distinct to_char(e.created_at at time zone 'UTC', 'YYYY-MM') as month
            from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${userId}
           order by month desc`,
  );
  return rows.map((r) => r.month);
}
