import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  D,
  minorUnits,
  normaliseAccountNumber,
  normaliseBic,
  type BeneficiaryCreate,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import type { Actor } from '../business/members.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { neg, postJournal, type EntrySpec } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import type { WdRow } from '../withdrawals/withdrawals.ts';
import { bulkCompletedNotice } from './notices.ts';
import { batchFigures, checkLines, type LineFields } from './validate.ts';

// The money of a bulk payout (docs/treasury.md "Bulk payouts"). On approval (or at submit when no
// rule asks for approvers), in the caller's transaction under the holder's lock: every line
// checked again, the balance and limits on the whole batch, then ONE journal reserves it all
// (client → pending for the amounts, client → fee for our fee, per currency), and each line
// becomes a held withdrawal to its own (hidden) payee, which the rails pay like any other
// (rails/payout.ts for mobile money, bank/payouts.ts files for banks, else the admin's queue).
// A line's end comes back through settleWithdrawal (funding-queue.ts) → bulkLineSettled.

type Pending = LineFields & { id: string; line_no: number };

/** A payee's stored details, as createBeneficiary keeps them (beneficiaries.ts). */
function detailsOf(p: BeneficiaryCreate) {
  return p.kind === 'bank_account'
    ? {
        bankName: p.bankName!,
        accountNumber: normaliseAccountNumber(p.accountNumber!),
        ...(p.bic?.trim() ? { bic: normaliseBic(p.bic) } : {}),
      }
    : { phone: p.phone!, network: p.network! };
}

export async function executeBatch(tx: DbOrTx, holderId: string, batchId: string, actor: Actor) {
  const [b] = await queryRows<{ reference: string; created_by: string | null; status: string }>(
    tx,
    sql`select reference, created_by, status from bulk_payouts where id = ${batchId} for update`,
  );
  if (!b || !['draft', 'pending_approval'].includes(b.status))
    throw new AppError('CONFLICT', 'This batch is no longer waiting to be paid.');
  const lines = await queryRows<Pending>(
    tx,
    sql`select id, line_no, name, method, country, phone, network, account, bank_code, iban, bic, amount,
               currency, reference from bulk_payout_lines
         where batch_id = ${batchId} and not dropped order by line_no`,
  );
  const checked = await checkLines(tx, holderId, lines);
  const wrong = checked.findIndex((c) => Object.keys(c.errors).length);
  if (wrong >= 0) {
    const [field, message] = Object.entries(checked[wrong]!.errors)[0]!;
    throw new AppError(
      'UNPROCESSABLE',
      `Line ${lines[wrong]!.line_no} can no longer be paid (${field}: ${message}).`,
    );
  }
  const figures = await batchFigures(
    tx,
    holderId,
    checked.map((c) => ({ currency: c.payee!.currency, amount: c.amount! })),
  );
  if (figures.problems.length) throw new AppError('UNPROCESSABLE', figures.problems[0]!);

  // One journal for the whole batch: per currency the wallet pays the amounts into the pending
  // account (what the lines' withdrawals hold) and the fee to the fee account.
  const entries: EntrySpec[] = [];
  for (const t of figures.totals) {
    entries.push({ kind: 'client', userId: holderId, currency: t.currency, amount: neg(t.total) });
    entries.push({ kind: 'pending', currency: t.currency, amount: t.amount });
    if (new D(t.fee).gt(0)) entries.push({ kind: 'fee', currency: t.currency, amount: t.fee });
  }
  const journalId = await postJournal(
    tx,
    { type: 'bulk_payout_hold', userId: holderId, reference: b.reference, memo: 'bulk payout' },
    entries,
  );
  const rows = checked.map((c, i) => ({
    id: lines[i]!.id,
    ben: randomUUID(),
    wd: randomUUID(),
    kind: c.payee!.kind,
    name: c.payee!.name,
    country: c.payee!.country,
    currency: c.payee!.currency,
    details: detailsOf(c.payee!),
    amount: new D(c.amount!).toFixed(minorUnits(c.payee!.currency)),
    fee: c.fee!,
    usd: c.usd!,
  }));
  const x = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, ben uuid, wd uuid,
                  kind text, name text, country text, currency text, details jsonb, amount text, fee numeric, usd numeric)`;
  // Set-based: 5,000 lines are four statements, not 20,000. The payees are the batch's own:
  // hidden from the saved payees list (deleted_at), kept for the withdrawals, the rails and the
  // bank files, which read them by id.
  await tx.execute(
    sql`insert into beneficiaries (id, user_id, kind, name, country, currency, details, created_by, deleted_at)
        select x.ben, ${holderId}, x.kind, x.name, x.country, x.currency, x.details, ${b.created_by}, now()
          from ${x}`,
  );
  await tx.execute(
    sql`insert into withdrawals (id, user_id, beneficiary_id, currency, amount, reference, status,
          hold_journal_id, requested_by)
        select x.wd, ${holderId}, x.ben, x.currency, x.amount::numeric,
               ${b.reference} || '-' || lpad(l.line_no::text, 4, '0'), 'pending', ${journalId}::uuid, ${b.created_by}
          from bulk_payout_lines l join ${x} on x.id = l.id`,
  );
  await tx.execute(
    sql`update bulk_payout_lines l set amount = x.amount, fee = x.fee, status = 'pending', errors = '{}'::jsonb,
          beneficiary_id = x.ben, withdrawal_id = x.wd, updated_at = now()
          from ${x} where l.id = x.id`,
  );
  // Each line counts toward the limits as its own withdrawal, so a refunded one stops counting.
  await tx.execute(
    sql`insert into compliance_volume (user_id, operation, ref_id, usd_amount)
        select ${holderId}, 'withdraw', x.wd, x.usd from ${x}`,
  );
  await tx.execute(
    sql`update bulk_payouts set status = 'processing', hold_journal_id = ${journalId},
          approved_at = now(), updated_at = now() where id = ${batchId}`,
  );
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'bulk_payout.execute',
    targetType: 'bulk_payout',
    targetId: batchId,
    after: { lines: rows.length, totals: figures.totals, journalId },
    ip: actor.ip,
  });
  await emitWebhookEvent(tx, holderId, 'bulk_payout.processing', {
    bulkPayout: { id: batchId, reference: b.reference, lines: rows.length, totals: figures.totals },
  });
}

/**
 * A bulk line's withdrawal ended (settleWithdrawal: a rail's final answer, a bank's pain.002, or
 * the admin). Paid: the line is paid. Released: the amount is already back; its fee follows, and
 * the line is refunded with the reason. When no line is left pending the batch completes: the
 * holder is told (bell, mail) and API clients get `bulk_payout.completed`. True when the
 * withdrawal was a bulk line's (its own notice then replaces the withdrawal's).
 */
export async function bulkLineSettled(
  tx: DbOrTx,
  w: WdRow,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  appUrl = '',
): Promise<boolean> {
  const [l] = await queryRows<{ id: string; batch_id: string; fee: string | null }>(
    tx,
    sql`select id, batch_id, fee::text as fee from bulk_payout_lines where withdrawal_id = ${w.id} for update`,
  );
  if (!l) return false;
  if (decision === 'reject' && l.fee && new D(l.fee).gt(0))
    await postJournal(
      tx,
      { type: 'bulk_payout_fee_refund', userId: w.user_id, reference: w.reference },
      [
        { kind: 'fee', currency: w.currency, amount: neg(l.fee) },
        {
          kind: 'client',
          userId: w.user_id,
          currency: w.currency,
          amount: new D(l.fee).toFixed(minorUnits(w.currency)),
        },
      ],
    );
  await tx.execute(
    sql`update bulk_payout_lines set status = ${decision === 'approve' ? 'paid' : 'refunded'},
          reason = ${decision === 'approve' ? null : (reason ?? 'The payout was not completed.')}, updated_at = now()
        where id = ${l.id}`,
  );
  const [done] = await queryRows<{
    id: string;
    reference: string;
    holder_id: string;
    paid: number;
    refunded: number;
  }>(
    tx,
    sql`update bulk_payouts b set status = 'completed', completed_at = now(), updated_at = now()
         where b.id = ${l.batch_id} and b.status = 'processing'
           and not exists (select 1 from bulk_payout_lines x where x.batch_id = b.id and x.status = 'pending')
        returning b.id, b.reference, b.holder_id,
          (select count(*)::int from bulk_payout_lines x where x.batch_id = b.id and x.status = 'paid') as paid,
          (select count(*)::int from bulk_payout_lines x where x.batch_id = b.id and x.status = 'refunded') as refunded`,
  );
  if (done) {
    await notifyClient(
      tx,
      done.holder_id,
      bulkCompletedNotice(
        { id: done.id, reference: done.reference, paid: done.paid, refunded: done.refunded },
        appUrl,
      ),
    );
    await emitWebhookEvent(tx, done.holder_id, 'bulk_payout.completed', {
      bulkPayout: {
        id: done.id,
        reference: done.reference,
        paid: done.paid,
        refunded: done.refunded,
      },
    });
  }
  return true;
}

/** Approvals (decisions.ts): the last approval pays the batch; a rejection or withdrawal closes it. */
export async function bulkClosed(
  tx: DbOrTx,
  a: { bulk_payout_id: string | null },
  by: 'approver' | 'requester',
  failure?: string,
) {
  if (!a.bulk_payout_id) return;
  const status = failure ? 'failed' : by === 'approver' ? 'rejected' : 'cancelled';
  const [b] = await queryRows<{ id: string; reference: string; holder_id: string }>(
    tx,
    sql`update bulk_payouts set status = ${status}, failure = ${failure ?? null}, updated_at = now()
         where id = ${a.bulk_payout_id} and status = 'pending_approval' returning id, reference, holder_id`,
  );
  if (b)
    await emitWebhookEvent(tx, b.holder_id, 'bulk_payout.closed', {
      bulkPayout: { id: b.id, reference: b.reference, status, failure: failure ?? null },
    });
}
