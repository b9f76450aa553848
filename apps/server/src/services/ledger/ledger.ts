import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { D, minorUnits } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sqlGateRefusal } from '../verification/gate.ts';
import { said } from '../i18n/refusals/index.ts';

/**
 * client: a user's wallet; house: provider position; fee: conversion fees earned (per currency);
 * pending: withdrawal holds; external: settlement.
 */
export type AccountKind = 'client' | 'house' | 'fee' | 'pending' | 'external';
export type JournalType =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_paid'
  | 'withdrawal_release'
  | 'conversion'
  | 'seed'
  | 'limit_order_hold'
  | 'limit_order_release'
  /** Bulk payouts (issue 41): the whole batch reserved at once; a failed line's fee returned. */
  | 'bulk_payout_hold'
  | 'bulk_payout_fee_refund'
  /** Send money to another client (issue 38): one client's wallet to another's. */
  | 'transfer'
  /** Forward contracts (issue 41): margin held/released, settlement, close-out loss. */
  | 'forward_margin_hold'
  | 'forward_margin_release'
  | 'forward_settlement'
  | 'forward_close_out';

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
 * on the user taken first (SQL function mizani_lock_user, which the order and withdrawal functions
 * take too). Only the user's own client accounts are locked after it (house, fee, pending and
 * external accounts carry no locked running balance: docs/decisions/004), so two users never
 * wait for each other and one user's operations never deadlock.
 */
export async function lockUser(tx: DbOrTx, userId: string) {
  await ledgerCall(tx, sql`select mizani_lock_user(${userId})`);
}

/**
 * Appends one balanced journal in one statement (SQL function mizani_post_journal, migration
 * 0010). Entries must sum to zero per currency and carry the currency's minor-unit precision
 * (checked here; the function checks the balance again). The function finds each entry's account
 * by (kind, user, currency), creating it on first use, inserts the journal and its entries, and
 * moves the stored balance of client accounts only; a CHECK constraint keeps those at or above
 * zero. House, fee, pending and external balances are the sum of their entries (the
 * ledger_account_balances view), so no operation waits on another's lock of a shared row.
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
  const column = (f: (e: EntrySpec) => string | null) => pgArray(entries.map(f));
  await ledgerCall(
    tx,
    sql`select mizani_post_journal(${journalId}::uuid, ${journal.type}, ${journal.userId},
          ${journal.reference}, ${journal.memo ?? null},
          ${column((e) => e.kind)}::text[],
          ${column((e) => (e.kind === 'client' ? (e.userId ?? null) : null))}::text[],
          ${column((e) => e.currency)}::text[], ${column((e) => e.amount)}::numeric[])`,
  );
  return journalId;
}

/**
 * A PostgreSQL array literal, passed as one text parameter (drizzle would spread a JS array into
 * a list of parameters; JSON would turn amounts into floats).
 */
export function pgArray(values: (string | null)[]): string {
  const item = (v: string | null) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`);
  return `{${values.map(item).join(',')}}`;
}

/**
 * Runs a ledger statement and turns the ledger functions' refusals into answers: MZ403 the
 * compliance gate (migration 0024; answered as verification/gate.ts words it), MZ404 not found
 * (the message names what), MZ400 a beneficiary paid in another currency (its currency in the
 * detail), MZ422 and the client non-negative CHECK insufficient balance.
 */
export async function ledgerCall<T>(
  tx: DbOrTx,
  statement: SQL,
  /** Runs it another way, e.g. as a named statement (decision 029); the default is `tx`. */
  run: (statement: SQL) => Promise<T[]> = (q) => queryRows<T>(tx, q),
): Promise<T[]> {
  try {
    return await run(statement);
  } catch (err) {
    const e = databaseError(err);
    if (e?.code === 'MZ403') throw sqlGateRefusal(e.detail ?? '{}');
    // The functions name what they did not find ("Quote not found"): worded like notFound().
    if (e?.code === 'MZ404') {
      const what = /^(.+) not found$/.exec(e.message ?? '')?.[1];
      throw what ? notFound(what) : new AppError('NOT_FOUND', e.message ?? 'Not found');
    }
    if (e?.code === 'MZ400') {
      const paidIn = said('money.beneficiaryCurrency', { currency: String(e.detail) });
      throw new AppError('VALIDATION', paidIn, { currency: paidIn });
    }
    if (e?.code === 'MZ422')
      throw new AppError('UNPROCESSABLE', said('money.insufficientBalance'), {
        amount: said('money.insufficientBalance'),
      });
    if (isNegativeClientBalance(e))
      throw new AppError('UNPROCESSABLE', said('money.insufficientBalance'));
    throw err;
  }
}

type DatabaseError = { code?: string; constraint?: string; message?: string; detail?: string };

/** The PostgreSQL error under drizzle's wrapper (node-postgres and PGlite alike). */
export function databaseError(err: unknown): DatabaseError | undefined {
  for (let e = err as (DatabaseError & { cause?: unknown }) | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

function isNegativeClientBalance(e: DatabaseError | undefined): boolean {
  return (
    e?.code === '23514' &&
    ((e.constraint ?? '').includes('client_nonneg') || String(e.message).includes('client_nonneg'))
  );
}

export const neg = (amount: string) => new D(amount).neg().toFixed();
