import { sql } from 'drizzle-orm';
import { dayAfter, nextRunOn, type RecurringFrequency } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { closeLimitOrder, type LimitRow } from './limit-orders.ts';
import type { ForwardRow } from './forwards.ts';
import { closeUnopened, openApproved } from './forward-close.ts';

// A treasury instruction proposed in a business (issue 41) waits as a request of the approvals
// machinery (services/business/approvals): these are what its decisions do to the instruction,
// inside the decision's transaction (the business's lock is held).

export interface TreasuryApproval {
  limit_order_id: string | null;
  recurring_id: string | null;
  forward_id?: string | null;
}

export const isTreasury = (a: TreasuryApproval) =>
  !!(a.limit_order_id || a.recurring_id || a.forward_id);

const waitingForward = async (tx: DbOrTx, id: string) =>
  (
    await queryRows<ForwardRow>(
      tx,
      sql`select * from treasury_forwards where id = ${id} and status = 'pending_approval' for update`,
    )
  )[0];

/** The last approval: the limit order opens (still held), the plan starts. */
export async function treasuryApproved(tx: DbOrTx, a: TreasuryApproval, actorId?: string) {
  if (a.forward_id) {
    // A forward contract opens at the rate booked; its margin is already held.
    const row = await waitingForward(tx, a.forward_id);
    if (row) await openApproved(tx, row, actorId ?? null);
  }
  if (a.limit_order_id)
    await tx.execute(sql`update treasury_limit_orders set status = 'open', updated_at = now()
                         where id = ${a.limit_order_id} and status = 'pending_approval'`);
  if (a.recurring_id) {
    const [p] = await queryRows<{ frequency: RecurringFrequency; day: number }>(
      tx,
      sql`select frequency, day from treasury_recurring_plans
           where id = ${a.recurring_id} and status = 'pending_approval' for update`,
    );
    if (p) {
      const today = new Date().toISOString().slice(0, 10);
      const next = nextRunOn(p.frequency, Number(p.day), dayAfter(today));
      await tx.execute(sql`update treasury_recurring_plans set status = 'active', next_run_on = ${next},
                           updated_at = now() where id = ${a.recurring_id}`);
    }
  }
}

/** Rejected by an approver or withdrawn by its requester: closed, a limit order's hold released. */
export async function treasuryClosed(
  tx: DbOrTx,
  a: TreasuryApproval,
  by: 'approver' | 'requester',
  appUrl?: string,
) {
  if (a.limit_order_id) {
    const [row] = await queryRows<LimitRow>(
      tx,
      sql`select * from treasury_limit_orders where id = ${a.limit_order_id}
           and status = 'pending_approval' for update`,
    );
    if (row)
      await closeLimitOrder(
        tx,
        row,
        'cancelled',
        by === 'approver' ? 'approval_rejected' : 'client_cancelled',
        { notify: by === 'approver', appUrl },
      );
  }
  if (a.forward_id) {
    const row = await waitingForward(tx, a.forward_id);
    if (row) await closeUnopened(tx, row, by === 'approver' ? 'rejected' : 'cancelled', null, null);
  }
  if (a.recurring_id)
    await tx.execute(sql`update treasury_recurring_plans set status = 'cancelled', updated_at = now()
                         where id = ${a.recurring_id} and status = 'pending_approval'`);
}
