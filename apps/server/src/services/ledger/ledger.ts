import { randomBytes } from 'node:crypto';
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

/** A human-friendly unique reference such as DEP-7F3K9QX2M4. */
export function newReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}-${out}`;
}

/**
 * Serialises every money operation of one user (orders, withdrawals, admin decisions): a row lock
 * on the user taken first, so account locks afterwards never deadlock between two operations of
 * the same user; other accounts are then locked in id order.
 */
export async function lockUser(tx: DbOrTx, userId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where id = ${userId} for no key update`,
  );
  if (!rows.length) throw new AppError('NOT_FOUND', 'User not found');
}

/** The account id for (kind, user, currency), created on first use. */
export async function accountId(
  tx: DbOrTx,
  kind: AccountKind,
  userId: string | null,
  currency: string,
): Promise<string> {
  const uid = kind === 'client' ? userId : null;
  if (kind === 'client' && !uid) throw new Error('client account needs a user');
  const found = await queryRows<{ id: string }>(
    tx,
    sql`select id from ledger_accounts where kind = ${kind} and coalesce(user_id, '') = ${uid ?? ''} and currency = ${currency}`,
  );
  if (found[0]) return found[0].id;
  await queryRows(
    tx,
    sql`insert into ledger_accounts (kind, user_id, currency) values (${kind}, ${uid}, ${currency})
        on conflict (kind, coalesce(user_id, ''), currency) do nothing`,
  );
  const again = await queryRows<{ id: string }>(
    tx,
    sql`select id from ledger_accounts where kind = ${kind} and coalesce(user_id, '') = ${uid ?? ''} and currency = ${currency}`,
  );
  return again[0]!.id;
}

/** Current balance of a client's wallet in one currency, locked for the rest of the transaction. */
export async function lockedClientBalance(
  tx: DbOrTx,
  userId: string,
  currency: string,
): Promise<string> {
  const id = await accountId(tx, 'client', userId, currency);
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`select balance::text as balance from ledger_accounts where id = ${id} for update`,
  );
  return row!.balance;
}

/**
 * Appends one balanced journal. Entries must sum to zero per currency and carry the currency's
 * minor-unit precision; client accounts may never go below zero (checked here and by a CHECK
 * constraint). Stored balances are updated in the same transaction as the entries.
 */
export async function postJournal(
  tx: DbOrTx,
  journal: { type: JournalType; userId: string | null; reference: string; memo?: string },
  entries: EntrySpec[],
): Promise<string> {
  if (entries.length < 2) throw new Error('a journal needs at least two entries');
  const sums = new Map<string, InstanceType<typeof D>>();
  for (const e of entries) {
    const amt = new D(e.amount);
    if (amt.isZero() || amt.decimalPlaces() > minorUnits(e.currency))
      throw new Error(`bad amount ${e.amount} ${e.currency}`);
    sums.set(e.currency, (sums.get(e.currency) ?? new D(0)).plus(amt));
  }
  for (const [cur, s] of sums)
    if (!s.isZero()) throw new Error(`journal does not balance in ${cur}`);

  const resolved = [] as { id: string; e: EntrySpec }[];
  for (const e of entries)
    resolved.push({ id: await accountId(tx, e.kind, e.userId ?? null, e.currency), e });
  const ids = [...new Set(resolved.map((r) => r.id))].sort();
  // Lock in a stable order.
  for (const id of ids)
    await queryRows(tx, sql`select id from ledger_accounts where id = ${id} for update`);

  const [j] = await queryRows<{ id: string }>(
    tx,
    sql`insert into ledger_journals (type, user_id, reference, memo)
        values (${journal.type}, ${journal.userId}, ${journal.reference}, ${journal.memo ?? null}) returning id`,
  );
  for (const { id, e } of resolved) {
    await queryRows(
      tx,
      sql`insert into ledger_entries (journal_id, account_id, currency, amount) values (${j!.id}, ${id}, ${e.currency}, ${e.amount})`,
    );
    const [acc] = await queryRows<{ balance: string; kind: string }>(
      tx,
      sql`update ledger_accounts set balance = balance + ${e.amount}::numeric where id = ${id} returning balance::text as balance, kind`,
    );
    if (acc!.kind === 'client' && new D(acc!.balance).lt(0)) {
      throw new AppError('UNPROCESSABLE', 'Insufficient balance');
    }
  }
  return j!.id;
}

export const neg = (amount: string) => new D(amount).neg().toFixed();
