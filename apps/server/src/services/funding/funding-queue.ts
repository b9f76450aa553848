import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { lockUser, neg, postJournal } from '../ledger/ledger.ts';
import { withdrawalJson, type WdRow } from '../withdrawals/withdrawals.ts';
import { notifyClient } from '../notices/notices.ts';
import {
  depositCreditedNotice,
  depositRejectedNotice,
  withdrawalDecidedNotice,
} from '../notices/money-notices.ts';
import { depositJson, type DepositRow } from './deposits.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { transferPayoutSettled } from '../transfers/settled.ts';
import { bulkLineSettled } from '../bulk-payouts/execute.ts';

/** Who a deposit or withdrawal belongs to, as the queue shows it: a person's email or a business's legal name. */
const HOLDER_EMAILS = sql`(select id, email from "user" union all select id, name || ' (business)' from organization)`;

// The admin funding queue: pending deposits and withdrawals, and the decisions on them. A decision
// is final (a second one answers 409) and audited in the same transaction as its journal.

export async function listPendingFunding(db: DbOrTx) {
  const deps = await queryRows<DepositRow>(
    db,
    sql`select d.*, u.email from deposits d join ${HOLDER_EMAILS} u on u.id = d.user_id where d.status = 'pending' order by d.created_at limit 200`,
  );
  const wds = await queryRows<
    WdRow & { payout_kind: string; payout_country: string; payout_details: Record<string, string> }
  >(
    db,
    sql`select w.*, u.email, b.name as beneficiary_name, b.kind as payout_kind, b.country as payout_country, b.details as payout_details from withdrawals w join ${HOLDER_EMAILS} u on u.id = w.user_id join beneficiaries b on b.id = w.beneficiary_id where w.status = 'pending' order by w.created_at limit 200`,
  );
  return {
    deposits: deps.map(depositJson),
    // The account the money goes to, in full: the admin pays it out by hand (issue 34).
    withdrawals: wds.map((w) => ({
      ...withdrawalJson(w),
      payout: { kind: w.payout_kind, country: w.payout_country, ...w.payout_details },
    })),
  };
}

export type Actor = { id: string; email: string; ip?: string };
/** appUrl: the site's address, for the links in the client's mail. */
type NoticeOpts = { appUrl?: string };

/**
 * A deposit or withdrawal about to be decided, locked: its owner's lock first (the order every
 * money operation takes, ledger.ts lockUser), then the row. A decided one answers 409.
 */
export async function lockPending<R extends { user_id: string; status: string }>(
  tx: DbOrTx,
  kind: 'deposit' | 'withdrawal',
  id: string,
): Promise<R> {
  const table = sql.identifier(`${kind}s`);
  const [pre] = await queryRows<R>(tx, sql`select * from ${table} where id = ${id}`);
  if (!pre) throw notFound(kind === 'deposit' ? 'Deposit' : 'Withdrawal');
  await lockUser(tx, pre.user_id);
  const [row] = await queryRows<R>(tx, sql`select * from ${table} where id = ${id} for update`);
  if (row!.status !== 'pending')
    throw new AppError('CONFLICT', said('admin.fundingDecided', { kind, status: row!.status }));
  return row!;
}

export async function confirmDeposit(
  db: Db,
  actor: Actor,
  id: string,
  receivedAmount: string,
  opts: NoticeOpts = {},
) {
  return db.transaction(async (tx) => {
    const d = await lockPending<DepositRow>(tx, 'deposit', id);
    return creditDeposit(tx, d, receivedAmount, actor, opts);
  });
}

/**
 * Credits a pending deposit the caller has locked (lockPending): the journal, the row, the audit,
 * the client's notice and the webhook, in the caller's transaction. The admin's confirmation and
 * a rail's confirmed collection (rails/apply.ts) both end here.
 */
export async function creditDeposit(
  tx: DbOrTx,
  d: DepositRow,
  receivedAmount: string,
  actor: Actor,
  opts: NoticeOpts = {},
) {
  const amount = new D(receivedAmount).toFixed(2);
  const journalId = await postJournal(
    tx,
    { type: 'deposit', userId: d.user_id, reference: d.reference, memo: d.method },
    [
      { kind: 'external', currency: d.currency, amount: neg(amount) },
      { kind: 'client', userId: d.user_id, currency: d.currency, amount },
    ],
  );
  const [after] = await queryRows<DepositRow>(
    tx,
    sql`update deposits set status = 'completed', received_amount = ${amount}, journal_id = ${journalId}, decided_by = ${actor.id}, decided_at = now() where id = ${d.id} returning *`,
  );
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'deposit.confirm',
    targetType: 'deposit',
    targetId: d.id,
    before: depositJson(d),
    after: depositJson(after!),
    ip: actor.ip,
  });
  await notifyClient(
    tx,
    d.user_id,
    depositCreditedNotice(
      {
        reference: d.reference,
        currency: d.currency,
        method: d.method,
        expectedAmount: d.expected_amount,
        receivedAmount: amount,
      },
      opts.appUrl,
    ),
  );
  await emitWebhookEvent(tx, d.user_id, 'deposit.confirmed', { deposit: depositJson(after!) });
  return depositJson(after!);
}

export async function rejectDeposit(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  opts: NoticeOpts = {},
) {
  return db.transaction(async (tx) => {
    const [d] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${id} for update`,
    );
    if (!d) throw notFound('Deposit');
    if (d.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        said('admin.fundingDecided', { kind: 'deposit', status: d.status }),
      );
    return closeDeposit(tx, d, reason, actor, opts);
  });
}

/** Rejects a pending deposit the caller has locked, with the reason the client reads. */
export async function closeDeposit(
  tx: DbOrTx,
  d: DepositRow,
  reason: string,
  actor: Actor,
  opts: NoticeOpts = {},
) {
  const [after] = await queryRows<DepositRow>(
    tx,
    sql`update deposits set status = 'rejected', reason = ${reason}, decided_by = ${actor.id}, decided_at = now() where id = ${d.id} returning *`,
  );
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'deposit.reject',
    targetType: 'deposit',
    targetId: d.id,
    before: depositJson(d),
    after: depositJson(after!),
    ip: actor.ip,
  });
  await notifyClient(
    tx,
    d.user_id,
    depositRejectedNotice({ reference: d.reference, currency: d.currency, reason }, opts.appUrl),
  );
  return depositJson(after!);
}

export async function decideWithdrawal(
  db: Db,
  actor: Actor,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
  opts: NoticeOpts = {},
) {
  return db.transaction(async (tx) => {
    const w = await lockPending<WdRow>(tx, 'withdrawal', id);
    // A payout already handed to a rail is decided by the rail's answer, never twice.
    const [inFlight] = await queryRows<{ rail: string }>(
      tx,
      sql`select rail from rail_operations where withdrawal_id = ${id} and status in ('submitting', 'submitted')`,
    );
    if (inFlight)
      throw new AppError(
        'CONFLICT',
        inFlight.rail === 'bank'
          ? 'This payout is in a payment file sent to the bank: wait for the bank’s answer (pain.002) before deciding.'
          : 'This payout is with the mobile-money provider: wait for its answer before deciding.',
      );
    return settleWithdrawal(tx, w, decision, reason, actor, opts);
  });
}

/**
 * Pays out (pending → external) or releases (pending → client) a held withdrawal the caller has
 * locked, with its audit, notice and webhook: the admin's decision and a rail's final answer on a
 * payout (rails/apply.ts) both end here.
 */
export async function settleWithdrawal(
  tx: DbOrTx,
  w: WdRow,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  actor: Actor,
  opts: NoticeOpts = {},
) {
  const id = w.id;
  const amount = new D(w.amount).toFixed(2);
  const journalId =
    decision === 'approve'
      ? await postJournal(
          tx,
          { type: 'withdrawal_paid', userId: w.user_id, reference: w.reference },
          [
            { kind: 'pending', currency: w.currency, amount: neg(amount) },
            { kind: 'external', currency: w.currency, amount },
          ],
        )
      : await postJournal(
          tx,
          { type: 'withdrawal_release', userId: w.user_id, reference: w.reference },
          [
            { kind: 'pending', currency: w.currency, amount: neg(amount) },
            { kind: 'client', userId: w.user_id, currency: w.currency, amount },
          ],
        );
  const status = decision === 'approve' ? 'completed' : 'rejected';
  const [after] = await queryRows<WdRow>(
    tx,
    sql`update withdrawals set status = ${status}, reason = ${reason ?? null}, final_journal_id = ${journalId}, decided_by = ${actor.id}, decided_at = now() where id = ${id} returning *`,
  );
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: `withdrawal.${decision}`,
    targetType: 'withdrawal',
    targetId: id,
    before: withdrawalJson(w),
    after: withdrawalJson(after!),
    ip: actor.ip,
  });
  // A transfer's payout (send money, issue 38): the transfer is delivered or refunded, with its
  // own notice instead of the withdrawal's.
  const ofTransfer = await transferPayoutSettled(tx, w, decision, reason, opts.appUrl);
  // A bulk payout's line (issue 41): the batch tells its end once, not each of its lines.
  const ofBulk = !ofTransfer && (await bulkLineSettled(tx, w, decision, reason, opts.appUrl));
  if (ofBulk) return withdrawalJson(after!);
  const [ben] = await queryRows<{ name: string; kind: string }>(
    tx,
    sql`select name, kind from beneficiaries where id = ${w.beneficiary_id}`,
  );
  if (!ofTransfer)
    await notifyClient(
      tx,
      w.user_id,
      withdrawalDecidedNotice(
        {
          reference: w.reference,
          amount,
          currency: w.currency,
          beneficiaryName: ben?.name ?? 'your beneficiary',
          beneficiaryKind: ben?.kind ?? 'bank_account',
          decision,
          reason,
        },
        opts.appUrl,
      ),
    );
  await emitWebhookEvent(
    tx,
    w.user_id,
    decision === 'approve' ? 'withdrawal.paid' : 'withdrawal.rejected',
    { withdrawal: withdrawalJson(after!) },
  );
  return withdrawalJson(after!);
}
