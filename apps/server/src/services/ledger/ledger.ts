import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D, minorUnits } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * client: a user's wallet; house: provider position; fee: conversion fees earned (per currency);
 * pending: withdrawal holds; external: settlement.
 */
export type AccountKind = 'client' | 'house' | 'fee' | 'pending' | 'external';
export type JournalType =
  'deposit' | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_release' | 'conversion' | 'seed';

export interface EntrySpec {
  kind: AccountKind;
  /** Required for client accounts. */
  userId?: string | null;
  currency: string;
  /** Signed decimal string: positive credits, negative debits. */
  amount: string;
}

/** Journal references (DEP-…, WDR-…); the generator lives in lib so the demo seed can use it. */
export { newReference } from '../../lib/reference.ts';

/**
 * Serialises every money operation of one user (orders, withdrawals, admin decisions): a row lock
 * on the user taken first. Only the user's own client accounts are locked after it (house, fee,
 * pending and external accounts carry no locked running balance: docs/decisions/004), so two
 * users never wait for each other and one user's operations never deadlock.
 */
export async function lockUser(tx: DbOrTx, userId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where id = ${userId} for no key update`,
  );
  if (!rows.length) throw new AppError('NOT_FOUND', 'User not found');
}

/** Creates the accounts of these entries that do not exist yet (first use of a currency). */
async function ensureAccounts(tx: DbOrTx, entries: EntrySpec[]) {
  const rows = entries.map(
    (e) =>
      sql`(${e.kind}::text, ${e.kind === 'client' ? (e.userId ?? null) : null}::text, ${e.currency}::text)`,
  );
  await queryRows(
    tx,
    sql`insert into ledger_accounts (kind, user_id, currency)
        select distinct * from (values ${sql.join(rows, sql`, `)}) v(kind, user_id, currency)
        on conflict (kind, coalesce(user_id, ''), currency) do nothing`,
  );
}

/**
 * Appends one balanced journal in one statement. Entries must sum to zero per currency and carry
 * the currency's minor-unit precision. The statement finds each entry's account by (kind, user,
 * currency) itself (no id look-ups, no cache to go stale), inserts the journal and its entries, and
 * moves the stored balance of client accounts only; a CHECK constraint keeps those at or above
 * zero. House, fee, pending and external balances are the sum of their entries (the
 * ledger_account_balances view), so no order waits on another's lock of a shared row.
 * If an account does not exist yet the statement writes nothing; the accounts are created and it
 * runs again.
 */
export async function postJournal(
  tx: DbOrTx,
  journal: { type: JournalType; userId: string | null; reference: string; memo?: string },
  entries: EntrySpec[],
): Promise<string> {
  if (entries.length < 2) throw new Error('a journal needs at least two entries');
  const sums = new Map<string, InstanceType<typeof D>>();
  for (const e of entries) {
    if (e.kind === 'client' && !e.userId) throw new Error('client account needs a user');
    const amt = new D(e.amount);
    if (amt.isZero() || amt.decimalPlaces() > minorUnits(e.currency))
      throw new Error(`bad amount ${e.amount} ${e.currency}`);
    sums.set(e.currency, (sums.get(e.currency) ?? new D(0)).plus(amt));
  }
  for (const [cur, s] of sums)
    if (!s.isZero()) throw new Error(`journal does not balance in ${cur}`);

  const journalId = randomUUID();
  const spec = sql.join(
    entries.map(
      (e, i) =>
        sql`(${i}::int, ${e.kind}::text, ${e.kind === 'client' ? (e.userId ?? null) : null}::text, ${e.currency}::text, ${e.amount}::numeric)`,
    ),
    sql`, `,
  );
  const statement = sql`
    with spec(n, kind, user_id, currency, amount) as (values ${spec}),
    acc as (
      select s.n, s.kind, s.currency, s.amount, a.id as account_id
        from spec s join ledger_accounts a
          on a.kind = s.kind and coalesce(a.user_id, '') = coalesce(s.user_id, '') and a.currency = s.currency),
    ok as (select count(*) = ${entries.length} as ok from acc),
    j as (
      insert into ledger_journals (id, type, user_id, reference, memo)
      select ${journalId}::uuid, ${journal.type}, ${journal.userId}, ${journal.reference}, ${journal.memo ?? null}
       where (select ok from ok)
      returning id),
    e as (
      insert into ledger_entries (journal_id, account_id, currency, amount)
      select j.id, acc.account_id, acc.currency, acc.amount from j cross join acc order by acc.n
      returning 1),
    u as (
      update ledger_accounts a set balance = a.balance + d.delta
        from (select account_id, sum(amount) as delta from acc where kind = 'client' group by account_id) d
       where a.id = d.account_id and exists (select 1 from j)
      returning 1)
    select (select ok from ok) as ok, (select count(*) from e)::int as entries, (select count(*) from u)::int as updated`;
  const run = async () => {
    try {
      const [r] = await queryRows<{ ok: boolean }>(tx, statement);
      return r!.ok;
    } catch (err) {
      if (isNegativeClientBalance(err)) throw new AppError('UNPROCESSABLE', 'Insufficient balance');
      throw err;
    }
  };
  if (!(await run())) {
    await ensureAccounts(tx, entries);
    if (!(await run())) throw new Error('ledger accounts missing after creation');
  }
  return journalId;
}

function isNegativeClientBalance(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23514' && (e.constraint ?? '').includes('client_nonneg')) return true;
    if (e.code === '23514' && String((e as Error).message).includes('client_nonneg')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const neg = (amount: string) => new D(amount).neg().toFixed();
