import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { lockUser, pgArray } from '../ledger/ledger.ts';
import { laneOf } from '../../lib/lanes.ts';
import { creditDeposits, type CreditItem } from '../funding/credit-batch.ts';
import { endHeldPayout } from './payout.ts';
import type { DepositRow } from '../funding/deposits.ts';
import { closeDeposit, creditDeposit } from '../funding/funding-queue.ts';
import { railActor } from './collect.ts';
import { recordException } from './exceptions.ts';
import { applyBankClaimed } from './bank/import.ts';
import type { CamtEntry } from './bank/camt.ts';
import { bankWords, statusState, type TxStatus } from './bank/pain002.ts';
import type { Rails } from './registry.ts';
import type { RailId, RailOutcome } from './types.ts';
import {
  b2cResultSchema,
  metadataValue,
  MPESA_RESULT_WORDS,
  parameterValue,
  stkCallbackSchema,
} from './mpesa/shapes.ts';
import { momoStatusSchema, momoWords, reasonCode } from './momo/shapes.ts';
import { closeHandoverCheck } from './unconfirmed.ts';

// The inbox's worker (docs/payments.md): claims received events with a lease (FOR UPDATE SKIP
// LOCKED, so instances share the work), checks each against the rail's own status query, and
// applies it once: the operation row is locked and moves from open to final in the same
// transaction as the journal, so a duplicate, a replay or a second instance finds it final.

type EventRow = {
  id: string;
  rail: RailId;
  kind: string;
  operation_id: string | null;
  body: unknown;
  attempts: number;
};
export type OperationRow = {
  id: string;
  rail: RailId;
  direction: string;
  holder_id: string;
  deposit_id: string | null;
  withdrawal_id: string | null;
  amount: string;
  currency: string;
  external_id: string | null;
  status: string;
};

/** After this many tries an event the rail will not confirm goes to the exceptions queue. */
const MAX_ATTEMPTS = 10;
const FINAL = new Set(['succeeded', 'failed', 'refused']);

/** What an event claims happened, read from its body. */
type Claim = { externalId: string; outcome: RailOutcome };

function readClaim(e: EventRow): Claim | null {
  if (e.kind === 'stk_callback') {
    const parsed = stkCallbackSchema.safeParse(e.body);
    if (!parsed.success) return null;
    const cb = parsed.data.Body.stkCallback;
    const items = cb.CallbackMetadata?.Item ?? [];
    const outcome: RailOutcome =
      cb.ResultCode === 0
        ? {
            state: 'succeeded',
            receipt: String(metadataValue(items, 'MpesaReceiptNumber') ?? ''),
            amount: String(metadataValue(items, 'Amount') ?? ''),
          }
        : {
            state: 'failed',
            code: String(cb.ResultCode),
            message: MPESA_RESULT_WORDS[cb.ResultCode] ?? cb.ResultDesc,
          };
    return { externalId: cb.CheckoutRequestID, outcome };
  }
  if (e.kind === 'b2c_result') {
    const parsed = b2cResultSchema.safeParse(e.body);
    if (!parsed.success) return null;
    const r = parsed.data.Result;
    const params = r.ResultParameters?.ResultParameter ?? [];
    const outcome: RailOutcome =
      r.ResultCode === 0
        ? {
            state: 'succeeded',
            receipt: r.TransactionID,
            amount: String(parameterValue(params, 'TransactionAmount') ?? ''),
            counterpartyName: String(parameterValue(params, 'ReceiverPartyPublicName') ?? ''),
          }
        : {
            state: 'failed',
            code: String(r.ResultCode),
            message: MPESA_RESULT_WORDS[r.ResultCode] ?? r.ResultDesc,
          };
    return { externalId: r.ConversationID, outcome };
  }
  if (e.kind === 'momo_collect_callback' || e.kind === 'momo_transfer_callback') {
    // MoMo's reference is our operation id (X-Reference-Id), proven by the callback's address.
    const parsed = momoStatusSchema.safeParse(e.body);
    if (!parsed.success || !e.operation_id) return null;
    const b = parsed.data;
    const code = reasonCode(b.reason);
    const outcome: RailOutcome =
      b.status === 'PENDING'
        ? { state: 'pending' }
        : b.status === 'SUCCESSFUL'
          ? {
              state: 'succeeded',
              amount: b.amount,
              currency: b.currency,
              ...(b.financialTransactionId ? { receipt: b.financialTransactionId } : {}),
            }
          : { state: 'failed', code, message: momoWords(code) };
    return { externalId: e.operation_id, outcome };
  }
  if (e.kind === 'pain002_status') {
    // A bank's pain.002 line (bank/payouts.ts): the file came through an admin's upload or the
    // bank's host-to-host channel, and names our EndToEndId.
    const b = e.body as TxStatus | null;
    if (!b?.endToEndId || !b.status) return null;
    const state = statusState(b.status);
    const outcome: RailOutcome =
      state === 'pending'
        ? { state: 'pending' }
        : state === 'succeeded'
          ? {
              state: 'succeeded',
              ...(b.amount ? { amount: b.amount } : {}),
              ...(b.currency ? { currency: b.currency } : {}),
            }
          : { state: 'failed', code: b.reason ?? 'RJCT', message: bankWords(b.reason) };
    return { externalId: b.endToEndId, outcome };
  }
  if (e.kind === 'status_query') {
    const b = e.body as { externalId: string; outcome: RailOutcome };
    return b?.externalId && b.outcome ? b : null;
  }
  return null;
}

async function settle(db: DbOrTx, id: string, status: string, note: string | null) {
  await db.execute(
    sql`update rail_events set status = ${status}, note = ${note}, processed_at = now(), locked_until = null where id = ${id}`,
  );
  // What matched nothing goes to a person (the reconciliation queue).
  if (status === 'exception') await recordException(db, id, note ?? 'unexplained');
}

/** Applies what the inbox holds; returns how many events reached a final state. */
type ApplyOpts = {
  appUrl?: string;
  /** Fault tests (env MIZANI_FAILPOINT): die between the rail's answer and the ledger. */
  failpoint?: 'rails-before-ledger' | 'pay-in-before-confirm';
  /** Holders credited side by side (lib/lanes.ts): 1 on PGlite, more on PostgreSQL's pool. */
  lanes?: number;
};

export async function applyRailEvents(db: Db, rails: Rails, opts: ApplyOpts = {}) {
  const claimed = await queryRows<EventRow>(
    db,
    sql`update rail_events set locked_until = now() + interval '30 seconds', attempts = attempts + 1
        where id in (select id from rail_events where status = 'received'
                     and (locked_until is null or locked_until < now())
                     order by received_at limit ${CLAIM} for update skip locked)
        returning id, rail, kind, operation_id, body, attempts`,
  );
  if (!claimed.length) return 0;
  // Bank statement entries left by an import that stopped (bank/import.ts applies at once).
  const entries = claimed.filter((e) => e.kind === 'camt_entry');
  if (entries.length)
    await applyBankClaimed(
      db,
      entries.map((e) => ({ id: e.id, body: e.body as CamtEntry, attempts: e.attempts })),
      opts,
    );
  const events = claimed.filter((e) => e.kind !== 'camt_entry');
  const ops = await operationsOf(db, events);
  // Each event checked against the rail at once (the status queries side by side), then applied.
  const checked = await mapLimit(events, ASKED_AT_ONCE, (e) => check(db, rails, e, ops));
  let done = entries.length + checked.filter((c) => c === true).length;
  const ready = checked.filter((c): c is Ready => typeof c === 'object');
  if (ready.length && opts.failpoint === 'rails-before-ledger')
    process.kill(process.pid, 'SIGKILL');
  const credited = await creditCollections(db, ready, opts);
  done += credited.size;
  for (const r of ready) if (!credited.has(r.e.id) && (await commit(db, r, opts))) done++;
  return done;
}

/** Events claimed at once by one instance; their status queries go this many at a time. */
const CLAIM = 100;
const ASKED_AT_ONCE = 16;

/** An event the rail confirmed, ready for the ledger. */
type Ready = { e: EventRow; op: OperationRow; claim: Claim; confirmed: RailOutcome };

async function operationsOf(db: Db, events: EventRow[]) {
  const ids = [...new Set(events.flatMap((e) => (e.operation_id ? [e.operation_id] : [])))];
  const rows = ids.length
    ? await queryRows<OperationRow>(
        db,
        sql`select * from rail_operations where id = any(${pgArray(ids)}::uuid[])`,
      )
    : [];
  return new Map(rows.map((o) => [o.id, o]));
}

/** Runs `fn` over the items, `n` at a time, keeping their order in the answer. */
async function mapLimit<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, lane));
  return out;
}

/**
 * Confirmed collections credited in one batch per lane of holders (funding/credit-batch.ts):
 * the deposit, its journal, notices and webhook, the operation succeeded and the event applied,
 * in one call. A second event for the same operation, and any item the batch leaves (the
 * deposit or operation moved on meanwhile), go through commit() one by one.
 */
async function creditCollections(db: Db, ready: Ready[], opts: ApplyOpts) {
  const first = new Map<string, Ready>();
  for (const r of ready)
    if (
      r.op.direction === 'collect' &&
      r.confirmed.state === 'succeeded' &&
      r.op.deposit_id &&
      !first.has(r.op.id)
    )
      first.set(r.op.id, r);
  const credited = new Set<string>();
  if (first.size < 2) return credited;
  const deposits = await queryRows<DepositRow>(
    db,
    sql`select * from deposits where id = any(${pgArray([...first.values()].map((r) => r.op.deposit_id!))}::uuid[]) and status = 'pending'`,
  );
  const byId = new Map(deposits.map((d) => [d.id, d]));
  const items: (CreditItem & { rail: RailId })[] = [];
  for (const r of first.values()) {
    const deposit = byId.get(r.op.deposit_id!);
    if (!deposit || r.confirmed.state !== 'succeeded') continue;
    items.push({
      deposit,
      amount: r.op.amount,
      event: { id: r.e.id, linksDeposit: false },
      operation: {
        id: r.op.id,
        externalId: r.claim.externalId,
        receipt: r.confirmed.receipt || `query:${r.claim.externalId}`,
      },
      rail: r.op.rail,
    });
  }
  // One rail per call (the actor that credits is the rail), holders split in lanes.
  const lanes = opts.lanes ?? 1;
  const groups = new Map<string, typeof items>();
  for (const i of items) {
    const key = `${i.rail} ${laneOf(i.deposit.user_id, lanes)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const done = await db.transaction((tx) =>
        creditDeposits(tx, group, railActor(group[0]!.rail), opts),
      );
      for (const i of group) if (done.has(i.deposit.id)) credited.add(i.event!.id);
    }),
  );
  return credited;
}

/**
 * What the event says, checked: true or false when it is settled here (an exception, a
 * duplicate, the rail not answering yet: false leaves it for a later pass), else ready for the
 * ledger with the outcome the rail confirmed.
 */
async function check(
  db: Db,
  rails: Rails,
  e: EventRow,
  ops: Map<string, OperationRow>,
): Promise<boolean | Ready> {
  if (e.kind === 'b2c_timeout') {
    // The request timed out in the rail's queue: whether money left is unknown, so a person
    // looks (the exceptions queue) rather than a guess paying or releasing it.
    await settle(db, e.id, 'exception', 'the rail reported a queue time-out: check the payout');
    return true;
  }
  const claim = readClaim(e);
  if (claim && !e.operation_id && e.kind === 'pain002_status') {
    await settle(
      db,
      e.id,
      'exception',
      `a bank status for an unknown EndToEndId ${claim.externalId}`,
    );
    return true;
  }
  if (!claim || !e.operation_id) {
    await settle(db, e.id, 'exception', 'unreadable or matches no operation');
    return true;
  }
  const op = ops.get(e.operation_id);
  if (!op) {
    await settle(db, e.id, 'exception', 'operation not found');
    return true;
  }
  if (op.external_id && op.external_id !== claim.externalId) {
    await settle(db, e.id, 'exception', 'the rail id differs from the one it gave us');
    return true;
  }
  if (claim.outcome.state === 'pending') {
    await settle(db, e.id, 'ignored', 'the rail says it is still pending');
    return true;
  }
  if (FINAL.has(op.status)) return lateOrDuplicate(db, e, op, claim);

  // A callback is never believed alone: the rail's status query must say the same.
  let confirmed: RailOutcome = claim.outcome;
  // Daraja's B2C status query answers later, by callback: a payout's result is believed on the
  // secret in its address, its source and its amount, and the rail's statement reconciles it.
  // A rail with a payout status query (MoMo's GET transfer) is asked, as for collections.
  const adapter = rails.adapters[op.rail];
  const ask =
    op.direction === 'collect'
      ? adapter?.collectStatus.bind(adapter)
      : adapter?.payoutStatus?.bind(adapter);
  if (e.kind !== 'status_query' && (op.direction === 'collect' || ask)) {
    const answer = ask
      ? await ask(claim.externalId, { currency: op.currency }).catch(() => null)
      : null;
    if (!answer || answer.state === 'pending') {
      if (e.attempts >= MAX_ATTEMPTS) {
        await settle(db, e.id, 'exception', 'the rail did not confirm this callback');
        return true;
      }
      await db.execute(
        sql`update rail_events set locked_until = now() + interval '5 seconds' where id = ${e.id}`,
      );
      return false;
    }
    if (answer.state !== claim.outcome.state) {
      await settle(
        db,
        e.id,
        'exception',
        `the callback says ${claim.outcome.state}, the rail's status says ${answer.state}`,
      );
      return true;
    }
    // A rail whose callback is only a hint (unsigned: MoMo) is believed on its status answer
    // alone, amount included; the callback's own figures must agree with it too.
    confirmed = adapter?.callbackIsHint ? answer : claim.outcome;
    if (
      adapter?.callbackIsHint &&
      claim.outcome.state === 'succeeded' &&
      answer.state === 'succeeded' &&
      claim.outcome.amount &&
      answer.amount &&
      !new D(claim.outcome.amount).eq(answer.amount)
    ) {
      await settle(
        db,
        e.id,
        'exception',
        `the callback says ${claim.outcome.amount}, the rail's status says ${answer.amount}`,
      );
      return true;
    }
  }
  if (confirmed.state === 'succeeded') {
    const wrong =
      confirmed.amount && !new D(confirmed.amount).eq(op.amount)
        ? `amount ${confirmed.amount} differs from the ${op.amount} asked`
        : confirmed.currency && confirmed.currency !== op.currency
          ? `currency ${confirmed.currency} differs from the ${op.currency} asked`
          : null;
    if (wrong) {
      await settle(db, e.id, 'exception', wrong);
      return true;
    }
  }

  return { e, op, claim, confirmed };
}

/** One confirmed event applied: the operation locked and closed with its journal, once. */
async function commit(db: Db, { e, op, claim, confirmed }: Ready, opts: ApplyOpts) {
  return db.transaction(async (tx) => {
    await lockUser(tx, op.holder_id);
    const [locked] = await queryRows<OperationRow>(
      tx,
      sql`select * from rail_operations where id = ${op.id} for update`,
    );
    if (FINAL.has(locked!.status)) {
      await settle(tx, e.id, 'ignored', 'already applied');
      return true;
    }
    const actor = railActor(op.rail);
    if (op.direction === 'payout') {
      await endHeldPayout(
        tx,
        op.withdrawal_id!,
        confirmed.state === 'succeeded',
        confirmed.state === 'failed'
          ? `${confirmed.message} The money is back in your balance.`
          : undefined,
        actor,
        opts,
      );
      await tx.execute(
        confirmed.state === 'succeeded'
          ? sql`update rail_operations set status = 'succeeded', external_id = ${claim.externalId}, receipt = ${confirmed.receipt ?? null},
                result_code = '0', updated_at = now(), completed_at = now() where id = ${op.id}`
          : sql`update rail_operations set status = 'failed', external_id = ${claim.externalId},
                result_code = ${confirmed.state === 'failed' ? confirmed.code : null},
                result_message = ${confirmed.state === 'failed' ? confirmed.message : null},
                updated_at = now(), completed_at = now() where id = ${op.id}`,
      );
      await closeHandoverCheck(tx, op.id, confirmed.state);
      await settle(tx, e.id, 'applied', null);
      return true;
    }
    const [deposit] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${op.deposit_id} for update`,
    );
    if (confirmed.state === 'succeeded') {
      const receipt = confirmed.receipt || `query:${claim.externalId}`;
      if (deposit?.status === 'pending') await creditDeposit(tx, deposit, op.amount, actor, opts);
      await tx.execute(
        sql`update rail_operations set status = 'succeeded', external_id = ${claim.externalId}, receipt = ${receipt},
            result_code = '0', updated_at = now(), completed_at = now() where id = ${op.id}`,
      );
    } else if (confirmed.state === 'failed') {
      if (deposit?.status === 'pending')
        await closeDeposit(tx, deposit, confirmed.message, actor, opts);
      await tx.execute(
        sql`update rail_operations set status = 'failed', external_id = ${claim.externalId}, result_code = ${confirmed.code},
            result_message = ${confirmed.message}, updated_at = now(), completed_at = now() where id = ${op.id}`,
      );
    }
    await closeHandoverCheck(tx, op.id, confirmed.state);
    await settle(tx, e.id, 'applied', null);
    return true;
  });
}

/** An event for an operation already final: a duplicate, or a late word that contradicts us. */
async function lateOrDuplicate(db: Db, e: EventRow, op: OperationRow, claim: Claim) {
  const said = claim.outcome.state;
  const agrees = (said === 'succeeded') === (op.status === 'succeeded');
  await settle(
    db,
    e.id,
    agrees ? 'ignored' : 'exception',
    agrees
      ? 'already applied'
      : `arrived after the operation closed as ${op.status}, and says ${said}`,
  );
  return true;
}
