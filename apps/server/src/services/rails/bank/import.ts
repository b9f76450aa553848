import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { lockUser, pgArray } from '../../ledger/ledger.ts';
import type { DepositRow } from '../../funding/deposits.ts';
import { creditDeposit } from '../../funding/funding-queue.ts';
import { creditDeposits, type CreditItem } from '../../funding/credit-batch.ts';
import { railActor } from '../collect.ts';
import { streamCamt, type CamtEntry } from './camt.ts';
import { parseMt940 } from './mt940.ts';
import { recordException } from '../exceptions.ts';
import { laneOf } from '../../../lib/lanes.ts';

// The bank rail's collections (docs/payments.md): a statement (camt.053) or notification
// (camt.054) is streamed into the rails' inbox one entry a row, deduplicated by the bank's own
// reference, then each credit is matched to a pending deposit by reference, amount and currency
// and credited once through the journal functions. What does not match is an exception for a
// person (reconciliation), with the deposit it most likely belongs to.

/** Deposit references as the client is told to quote them (lib/reference.ts). */
const REFERENCE = /DEP-[A-HJ-NP-Z2-9]{10}/g;

/** The key that makes one bank entry one row, whichever file (053 or 054) brings it. */
export function entryKey(e: CamtEntry): string {
  // An MT940 line has no id of its own: its statement, place and text stand for it.
  if (e.lineKey) return `mt940:${e.account ?? ''}:${e.lineKey}`;
  const own = e.accountServicerRef ?? e.entryRef;
  const base = own
    ? `${e.account ?? ''}:${own}`
    : // No bank reference at all: the entry's content stands for it.
      `${e.account ?? ''}:${createHash('sha256')
        .update(
          JSON.stringify([
            e.amount,
            e.currency,
            e.direction,
            e.bookingDate,
            e.valueDate,
            e.endToEndId,
            e.remittance,
          ]),
        )
        .digest('hex')}`;
  return `camt:${base}:${e.status || 'BOOK'}`;
}

/** Batches of a statement being credited at once (importStatement). */
const APPLYING_BATCHES = 2;

/** appUrl: the site's address for the clients' mail; lanes: holders credited side by side. */
type ApplyOpts = { appUrl?: string; lanes?: number };

export type ImportResult = {
  statementId: string;
  format: string;
  entries: number;
  newEntries: number;
  duplicateFile: boolean;
};

/**
 * Imports a statement stream: the file is hashed and parsed as it arrives (never held whole),
 * each batch of entries written to the inbox (a known entry is skipped) and matched at once.
 */
export async function importStatement(
  db: Db,
  source: AsyncIterable<Uint8Array | string>,
  /** batchSize: entries read, stored and credited together (streamCamt's 500 unless given). */
  meta: { fileName?: string; importedBy: string; batchSize?: number } & ApplyOpts,
): Promise<ImportResult> {
  const [st] = await queryRows<{ id: string }>(
    db,
    sql`insert into bank_statements (file_name, imported_by) values (${meta.fileName ?? null}, ${meta.importedBy}) returning id`,
  );
  const statementId = st!.id;
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  }
  let fresh = 0;
  // Two batches applied while the next is read and stored: the parser, the inbox insert and the
  // crediting lanes run side by side, and no more than three batches are ever held. With one
  // batch at a time the machine sat idle while a batch's rows were built or its answer awaited
  // (a fifth of its cores in bench/rails.ts); the batches hold different deposits and events, and
  // two of them crediting one holder wait on that holder's lock in turn.
  const applying: Promise<void>[] = [];
  try {
    const result = await streamCamt(
      hashed(),
      async (entries) => {
        const claimed = await storeClaimed(db, statementId, entries);
        fresh += claimed.length;
        if (applying.length >= APPLYING_BATCHES) await applying.shift();
        const applied = applyBankClaimed(db, claimed, meta);
        applied.catch(() => undefined);
        applying.push(applied);
      },
      meta.batchSize,
    );
    await Promise.all(applying);
    const sha = hash.digest('hex');
    const [dup] = await queryRows<{ id: string }>(
      db,
      sql`select id from bank_statements where sha256 = ${sha} and status = 'imported' and id <> ${statementId} limit 1`,
    );
    await db.execute(
      sql`update bank_statements set status = 'imported', format = ${result.format}, message_id = ${result.messageId},
          sha256 = ${sha}, entries = ${result.entries}, new_entries = ${fresh}, completed_at = now()
          where id = ${statementId}`,
    );
    return {
      statementId,
      format: result.format,
      entries: result.entries,
      newEntries: fresh,
      duplicateFile: !!dup,
    };
  } catch (err) {
    // What was read before the fault stays (each entry is whole and deduplicated): the same
    // file imported again completes it without doubling anything. A batch still crediting
    // finishes first, so the statement is marked failed after its last write.
    await Promise.allSettled(applying);
    const message = err instanceof Error ? err.message : String(err);
    await db.execute(
      sql`update bank_statements set status = 'failed', error = ${message.slice(0, 500)}, new_entries = ${fresh}, completed_at = now() where id = ${statementId}`,
    );
    throw new BankFileError(message);
  }
}

export class BankFileError extends Error {}
/** The same file (by SHA-256) was imported before: refused whole, nothing read twice. */
export class DuplicateStatementError extends Error {
  constructor(readonly importedAt: string) {
    super('duplicate statement');
  }
}

/**
 * A batch of entries into the inbox, written already claimed by this import (a known entry is
 * skipped): the new ones, to apply at once. Should the import stop, the claim runs out and the
 * inbox worker applies what is left.
 */
async function storeClaimed(db: Db, statementId: string, entries: CamtEntry[]) {
  const byKey = new Map(entries.map((e) => [entryKey(e), e]));
  // Two array parameters, not eight per entry. The entry's JSON is its body; it has no raw body
  // of its own (migration 0052: storing it twice was a tenth of a 100,000-entry import).
  const inserted = await queryRows<{ id: string; dedupe_key: string }>(
    db,
    sql`insert into rail_events (rail, kind, body, dedupe_key, statement_id, locked_until, attempts)
        select 'bank', 'camt_entry', t.body::jsonb, t.key, ${statementId}, now() + interval '30 seconds', 1
          from unnest(${pgArray([...byKey.values()].map((e) => JSON.stringify(e)))}::text[],
                      ${pgArray([...byKey.keys()])}::text[]) as t(body, key)
        on conflict (rail, dedupe_key) do nothing returning id, dedupe_key`,
  );
  return inserted.map((r) => ({ id: r.id, body: byKey.get(r.dedupe_key)!, attempts: 1 }));
}

/**
 * Imports an MT940 file (bank/mt940.ts): read whole (a day's MT940 is small; 32 MB at most at the
 * route), refused with DuplicateStatementError when the same file was imported before, then its
 * lines go through the same inbox, matching and exceptions as camt entries.
 */
export async function importMt940(
  db: Db,
  text: string,
  meta: { fileName?: string; importedBy: string } & ApplyOpts,
): Promise<ImportResult> {
  const sha = createHash('sha256').update(text).digest('hex');
  const [dup] = await queryRows<{ at: string }>(
    db,
    sql`select completed_at::text as at from bank_statements where sha256 = ${sha} and status = 'imported' limit 1`,
  );
  if (dup) throw new DuplicateStatementError(dup.at);
  const [st] = await queryRows<{ id: string }>(
    db,
    sql`insert into bank_statements (file_name, imported_by, format, sha256) values (${meta.fileName ?? null}, ${meta.importedBy}, 'mt940', ${sha}) returning id`,
  );
  const statementId = st!.id;
  let fresh = 0;
  try {
    const file = parseMt940(text);
    for (let i = 0; i < file.entries.length; i += 500) {
      const claimed = await storeClaimed(db, statementId, file.entries.slice(i, i + 500));
      await applyBankClaimed(db, claimed, meta);
      fresh += claimed.length;
    }
    await db.execute(
      sql`update bank_statements set status = 'imported', message_id = ${file.messageId},
          entries = ${file.entries.length}, new_entries = ${fresh}, completed_at = now()
          where id = ${statementId}`,
    );
    return {
      statementId,
      format: 'mt940',
      entries: file.entries.length,
      newEntries: fresh,
      duplicateFile: false,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db.execute(
      sql`update bank_statements set status = 'failed', error = ${message.slice(0, 500)}, new_entries = ${fresh}, completed_at = now() where id = ${statementId}`,
    );
    throw new BankFileError(message);
  }
}

export type BankEvent = { id: string; body: CamtEntry; attempts: number };

/**
 * Claims the given bank events (or, from the inbox worker, any) and applies each: the same lease
 * as every rail event, so the import and a worker on another instance never both take one.
 */
export async function applyBankEvents(db: Db, ids: string[], opts: ApplyOpts = {}) {
  if (!ids.length) return 0;
  const claimed = await queryRows<BankEvent>(
    db,
    sql`update rail_events set locked_until = now() + interval '30 seconds', attempts = attempts + 1
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status = 'received' and (locked_until is null or locked_until < now())
        returning id, body, attempts`,
  );
  await applyBankClaimed(db, claimed, opts);
  return claimed.length;
}

/** Claimed events applied: the plain matches in one batch, the rest one by one. */
export async function applyBankClaimed(db: Db, claimed: BankEvent[], opts: ApplyOpts) {
  const rest = await creditMatched(db, claimed, opts);
  for (const e of rest) await applyBankEntry(db, e.id, e.body, opts);
}

/** A booked credit quoting exactly one deposit reference: the one reference, else null. */
function plainCredit(e: CamtEntry): string | null {
  if (!/^\d{1,15}(\.\d{1,5})?$/.test(e.amount) || !/^[A-Z]{3}$/.test(e.currency)) return null;
  if ((e.status && e.status !== 'BOOK') || e.reversal || e.direction === 'DBIT') return null;
  const refs = new Set(e.remittance.join(' ').toUpperCase().match(REFERENCE) ?? []);
  return refs.size === 1 ? [...refs][0]! : null;
}

/**
 * The batch's plain matches credited at once (credit-batch.ts): each a booked credit quoting one
 * pending deposit, same currency, the amount announced. Returns the events left for
 * applyBankEntry: every other case, and any the batch did not credit, each with its own words.
 */
async function creditMatched(db: Db, events: BankEvent[], opts: ApplyOpts) {
  const wanted = new Map<string, BankEvent>();
  for (const e of events) {
    const ref = plainCredit(e.body);
    if (ref && !wanted.has(ref)) wanted.set(ref, e);
  }
  if (wanted.size < 2) return events;
  // By reference alone (unique): with status beside it the planner may walk the pending index
  // instead, every pending deposit for each batch when a fresh table has no statistics yet.
  const deposits = await queryRows<DepositRow>(
    db,
    sql`select * from deposits where reference = any(${pgArray([...wanted.keys()])}::text[])`,
  );
  const items: CreditItem[] = [];
  for (const d of deposits) {
    if (d.status !== 'pending') continue;
    const e = wanted.get(d.reference)!;
    const amount = new D(e.body.amount);
    if (d.currency !== e.body.currency) continue;
    if (d.expected_amount && !amount.eq(d.expected_amount)) continue;
    items.push({
      deposit: d,
      amount: amount.toFixed(),
      event: { id: e.id, linksDeposit: true },
    });
  }
  // Holders split in lanes, each lane one transaction on a connection of its own: no lane waits
  // for another's holder locks.
  const lanes = opts.lanes ?? 1;
  const credited = new Set<string>();
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const mine = items.filter((i) => laneOf(i.deposit.user_id, lanes) === lane);
      if (!mine.length) return;
      const done = await db.transaction((tx) => creditDeposits(tx, mine, railActor('bank'), opts));
      for (const i of mine) if (done.has(i.deposit.id)) credited.add(i.event!.id);
    }),
  );
  return events.filter((e) => !credited.has(e.id));
}

async function settle(
  db: DbOrTx,
  id: string,
  status: 'applied' | 'ignored' | 'exception',
  note: string | null,
  depositId: string | null = null,
) {
  await db.execute(
    sql`update rail_events set status = ${status}, note = ${note}, deposit_id = ${depositId},
        processed_at = now(), locked_until = null where id = ${id}`,
  );
  if (status === 'exception') await recordException(db, id, note ?? 'unexplained', depositId);
}

/** One entry: a credit matched to its deposit and credited once, or an exception with a hint. */
export async function applyBankEntry(
  db: Db,
  id: string,
  e: CamtEntry,
  opts: { appUrl?: string } = {},
) {
  if (!/^\d{1,15}(\.\d{1,5})?$/.test(e.amount) || !/^[A-Z]{3}$/.test(e.currency))
    return settle(db, id, 'exception', 'the entry has no readable amount and currency');
  if (e.status && e.status !== 'BOOK')
    return settle(db, id, 'ignored', `not booked yet (${e.status}): the booked entry is applied`);
  if (e.reversal)
    return settle(db, id, 'exception', 'a reversal by the bank: check the movement it reverses');
  if (e.direction === 'DBIT') return applyPayoutDebit(db, id, e);
  const refs = [...new Set(e.remittance.join(' ').toUpperCase().match(REFERENCE) ?? [])];
  const amount = new D(e.amount || '0');
  if (refs.length !== 1) {
    const suggested = await suggest(db, e);
    return settle(
      db,
      id,
      'exception',
      refs.length
        ? `several references (${refs.join(', ')})`
        : 'no deposit reference in the payment details',
      suggested,
    );
  }
  return db.transaction(async (tx) => {
    const [found] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where reference = ${refs[0]!}`,
    );
    if (!found)
      return settle(tx, id, 'exception', `unknown reference ${refs[0]}`, await suggest(tx, e));
    await lockUser(tx, found.user_id);
    const [d] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${found.id} for update`,
    );
    if (d!.currency !== e.currency)
      return settle(
        tx,
        id,
        'exception',
        `currency ${e.currency} differs from the deposit's ${d!.currency}`,
        d!.id,
      );
    if (d!.status === 'completed' && (await handCredited(tx, d!.id, amount)))
      return matchHandCredit(tx, id, d!);
    if (d!.status !== 'pending')
      return settle(
        tx,
        id,
        'exception',
        `a second payment for ${d!.reference}, already ${d!.status}`,
        d!.id,
      );
    if (d!.expected_amount && !amount.eq(d!.expected_amount))
      return settle(
        tx,
        id,
        'exception',
        `amount ${e.amount} differs from the ${new D(d!.expected_amount).toFixed(2)} announced`,
        d!.id,
      );
    await creditDeposit(tx, d!, amount.toFixed(), railActor('bank'), opts);
    await settle(tx, id, 'applied', null, d!.id);
  });
}

/**
 * A deposit an admin credited by hand (no rail event explains its journal) with the amount this
 * entry brings: the statement entry is that money arriving, not a second payment.
 */
async function handCredited(tx: DbOrTx, depositId: string, amount: InstanceType<typeof D>) {
  const [r] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select d.received_amount = ${amount.toFixed()}::numeric
          and not exists (select 1 from rail_events ev where ev.deposit_id = d.id and ev.status = 'applied')
          and not exists (select 1 from rail_operations o where o.deposit_id = d.id and o.status = 'succeeded')
          and not exists (select 1 from rail_exceptions x where x.deposit_id = d.id and x.state = 'credited') as ok
        from deposits d where d.id = ${depositId}`,
  );
  return !!r?.ok;
}

/** The entry explains the hand credit: applied to it, and the journal's exception closed as matched. */
async function matchHandCredit(tx: DbOrTx, id: string, d: DepositRow & { journal_id?: string }) {
  await tx.execute(
    sql`update rail_exceptions set state = 'matched', resolved_at = now(),
        note = ${`matched by a bank statement entry`}
        where state in ('open', 'write_off_requested') and event_id in (
          select ev.id from rail_events ev join deposits dd on ev.dedupe_key = 'journal:' || dd.journal_id::text
          where ev.rail = 'ledger' and dd.id = ${d.id})`,
  );
  return settle(tx, id, 'applied', `matches ${d.reference}, credited by hand`, d.id);
}

/**
 * A debit on our account: the bank booking one of our payout files' payments is matched by its
 * EndToEndId (our operation id, bank/payouts.ts) and amount to a payout its pain.002 already
 * confirmed; a payout an admin paid by hand, by the withdrawal's reference in the payment details
 * and its amount (handPaidDebit). Anything else (no or an unknown reference, another amount, a
 * payout not confirmed yet or refused) is for a person: money left that the ledger does not show
 * as paid.
 */
async function applyPayoutDebit(db: Db, id: string, e: CamtEntry) {
  const [op] = e.endToEndId
    ? await queryRows<{ status: string; amount: string; currency: string; reference: string }>(
        db,
        sql`select o.status, o.amount, o.currency, w.reference from rail_operations o
            join withdrawals w on w.id = o.withdrawal_id
            where o.rail = 'bank' and o.direction = 'payout' and o.external_id = ${e.endToEndId}`,
      )
    : [];
  if (!op) return handPaidDebit(db, id, e);
  if (op.currency !== e.currency || !new D(op.amount).eq(e.amount))
    return settle(
      db,
      id,
      'exception',
      `the bank booked ${e.currency} ${e.amount} for payout ${op.reference} of ${op.currency} ${new D(op.amount).toFixed(2)}`,
    );
  if (op.status !== 'succeeded')
    return settle(
      db,
      id,
      'exception',
      op.status === 'failed'
        ? `the bank booked payout ${op.reference}, which its status report refused (the hold was released)`
        : `the bank booked payout ${op.reference} before its status report confirmed it`,
    );
  return settle(db, id, 'applied', `payout ${op.reference} booked by the bank`);
}

/** Withdrawal references as the client and the admin see them (lib/reference.ts). */
const WITHDRAWAL_REFERENCE = /WDR-[A-HJ-NP-Z2-9]{10}/g;

/**
 * A debit that names one withdrawal an admin paid by hand (completed from the funding queue, no
 * rail operation paid it), of its amount and currency: the bank booking that payment. Applied to
 * it once, and the ledger's exception for the hand payout (movements.ts) closes as matched. A
 * second debit for it, or one that does not add up, is for a person.
 */
async function handPaidDebit(db: Db, id: string, e: CamtEntry) {
  const text = [...e.remittance, e.endToEndId ?? ''].join(' ').toUpperCase();
  const refs = [...new Set(text.match(WITHDRAWAL_REFERENCE) ?? [])];
  if (refs.length !== 1)
    return settle(db, id, 'exception', 'a debit on our account that no payout file explains');
  return db.transaction(async (tx) => {
    const [found] = await queryRows<{ user_id: string }>(
      tx,
      sql`select user_id from withdrawals where reference = ${refs[0]!}`,
    );
    if (!found) return settle(tx, id, 'exception', `a debit for an unknown payout ${refs[0]}`);
    await lockUser(tx, found.user_id);
    const [w] = await queryRows<{
      id: string;
      status: string;
      amount: string;
      currency: string;
      final_journal_id: string | null;
      by_rail: boolean;
      matched: boolean;
    }>(
      tx,
      sql`select w.id, w.status, w.amount, w.currency, w.final_journal_id,
                 exists (select 1 from rail_operations o where o.withdrawal_id = w.id and o.status = 'succeeded') as by_rail,
                 exists (select 1 from rail_events ev where ev.withdrawal_id = w.id and ev.status = 'applied') as matched
            from withdrawals w where w.reference = ${refs[0]!} for update`,
    );
    const ref = refs[0]!;
    if (w!.status !== 'completed')
      return settle(tx, id, 'exception', `the bank booked payout ${ref}, which is ${w!.status}`);
    if (w!.currency !== e.currency || !new D(w!.amount).eq(e.amount))
      return settle(
        tx,
        id,
        'exception',
        `the bank booked ${e.currency} ${e.amount} for payout ${ref} of ${w!.currency} ${new D(w!.amount).toFixed(2)}`,
      );
    if (w!.by_rail)
      return settle(tx, id, 'exception', `payout ${ref} was paid by a rail, not by hand`);
    if (w!.matched) return settle(tx, id, 'exception', `a second debit for ${ref}, already booked`);
    await tx.execute(
      sql`update rail_events set status = 'applied', note = ${`matches ${ref}, paid by hand`},
          withdrawal_id = ${w!.id}, processed_at = now(), locked_until = null where id = ${id}`,
    );
    await tx.execute(
      sql`update rail_exceptions set state = 'matched', resolved_at = now(), note = 'matched by a bank statement debit'
          where state in ('open', 'write_off_requested') and event_id in (
            select ev.id from rail_events ev
             where ev.rail = 'ledger' and ev.dedupe_key = ${`journal:${w!.final_journal_id}`})`,
    );
  });
}

/** The deposit an unmatched credit most likely belongs to: the one pending for its amount and currency. */
async function suggest(db: DbOrTx, e: CamtEntry): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from deposits where status = 'pending' and currency = ${e.currency}
        and expected_amount = ${e.amount || '0'} and method = 'bank_transfer' limit 2`,
  );
  return rows.length === 1 ? rows[0]!.id : null;
}
