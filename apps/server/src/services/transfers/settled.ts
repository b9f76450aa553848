import { sql } from 'drizzle-orm';
import { D, minorUnits } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { neg, postJournal, type EntrySpec } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import type { WdRow } from '../withdrawals/withdrawals.ts';
import { noticeFor, type TransferRow } from './row.ts';

/**
 * A transfer's payout ended (settleWithdrawal: the rail's final answer, the admin's decision, or
 * the sender's cancel). Paid: the transfer is delivered. Released: the destination amount just
 * came back to the sender's wallet; it is converted back at the transfer's own rate and the fee
 * returned, so the sender gets exactly what they paid, in the currency they paid it (the house
 * bears any move of the rate). True when the withdrawal was a transfer's (its own notice then
 * replaces the withdrawal's).
 */
export async function transferPayoutSettled(
  tx: DbOrTx,
  w: WdRow,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  appUrl = '',
): Promise<boolean> {
  const [t] = await queryRows<TransferRow>(
    tx,
    sql`select * from transfers where withdrawal_id = ${w.id} for update`,
  );
  if (!t) return false;
  if (decision === 'approve') {
    const [after] = await queryRows<TransferRow>(
      tx,
      sql`update transfers set status = 'delivered', delivered_at = now() where id = ${t.id} returning *`,
    );
    await notifyClient(tx, t.user_id, noticeFor(after!, 'delivered', appUrl));
    return true;
  }
  const fix = (e: EntrySpec) => ({ ...e, amount: new D(e.amount).toFixed(minorUnits(e.currency)) });
  const entries = [
    { kind: 'client', userId: t.user_id, currency: t.dest_currency, amount: neg(t.receive_amount) },
    { kind: 'house', currency: t.dest_currency, amount: t.receive_amount },
    { kind: 'house', currency: t.source_currency, amount: neg(t.send_amount) },
    { kind: 'fee', currency: t.source_currency, amount: neg(t.fee) },
    { kind: 'client', userId: t.user_id, currency: t.source_currency, amount: t.total },
  ] as EntrySpec[];
  await postJournal(
    tx,
    { type: 'conversion', userId: t.user_id, reference: t.reference, memo: 'transfer refund' },
    entries.filter((e) => !new D(e.amount).isZero()).map(fix),
  );
  const cancelled = t.status === 'cancelling';
  const [after] = await queryRows<TransferRow>(
    tx,
    cancelled
      ? sql`update transfers set status = 'cancelled', cancelled_at = now(), reason = ${reason ?? null} where id = ${t.id} returning *`
      : sql`update transfers set status = 'refunded', refunded_at = now(), reason = ${reason ?? 'The payout was not completed.'} where id = ${t.id} returning *`,
  );
  await notifyClient(
    tx,
    t.user_id,
    noticeFor(after!, cancelled ? 'cancelled' : 'refunded', appUrl),
  );
  return true;
}
