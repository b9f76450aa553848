import { sql } from 'drizzle-orm';
import { D, roleMay, type ApprovalDecision, type FirmQuoteRequest } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { audit } from '../../audit.ts';
import { lockUser } from '../../ledger/ledger.ts';
import { withdrawLocked } from '../../withdrawals/withdrawals.ts';
import { createQuote, placeOrder } from '../../trading/trading.ts';
import type { Actor } from '../members.ts';
import { said } from '../../i18n/refusals/index.ts';
import { approvalJson, event } from './view.ts';
import { isTreasury, treasuryApproved, treasuryClosed } from '../../treasury/approvals.ts';
import { bulkClosed, executeBatch } from '../../bulk-payouts/execute.ts';
import { chainPayoutApproved, chainPayoutClosed } from '../../chain/business-decision.ts';

// Decisions on a waiting request (issue 17; docs/business-accounts.md): approve, reject, cancel,
// and for an approved conversion the fresh quote and its confirmation. The approval that completes
// a withdrawal executes it under the business's lock, so two approvers deciding at once execute it
// exactly once.

/**
 * Approve or reject. Under the business's lock and the request's row lock: only a pending request,
 * never one's own, once per approver. The approval that reaches the rule's count executes the
 * withdrawal in a savepoint: if the money can no longer move (balance, limits), the request is
 * marked failed with the reason and nothing else changes.
 */
export async function decide(
  db: Db,
  businessId: string,
  actor: Actor,
  id: string,
  d: ApprovalDecision,
  appUrl?: string,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const [a] = await queryRows<{
      operation: 'withdraw' | 'convert';
      status: string;
      requested_by: string;
      beneficiary_id: string;
      currency: string;
      amount: string;
      approvals_required: number;
      limit_order_id: string | null;
      recurring_id: string | null;
      bulk_payout_id: string | null;
      forward_id: string | null;
      chain_payout_id: string | null;
    }>(
      tx,
      sql`select operation, status, requested_by, beneficiary_id, currency, amount::text, approvals_required,
                 limit_order_id, recurring_id, bulk_payout_id, forward_id, chain_payout_id
            from business_approvals where id = ${id} and business_id = ${businessId} for update`,
    );
    if (!a) throw notFound('Request');
    if (a.requested_by === actor.id) throw forbidden(said('business.selfApproval'));
    if (a.status !== 'pending') throw conflict(said('business.alreadyDecided'));
    const comment = d.comment?.trim() || null;
    const log = (action: string, after: unknown) =>
      audit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        targetType: 'business_approval',
        targetId: id,
        after,
        ip: actor.ip,
      });
    if (d.decision === 'reject') {
      await tx.execute(
        sql`update business_approvals set status = 'rejected', updated_at = now() where id = ${id}`,
      );
      await event(tx, id, 'rejected', actor.id, comment);
      await log('business.approval.reject', { comment });
      // A treasury instruction (issue 41) closes with it; a limit order's hold is released.
      await treasuryClosed(tx, a, 'approver', appUrl);
      await bulkClosed(tx, a, 'approver');
      await chainPayoutClosed(tx, a, 'approver', actor, { appUrl, comment });
      return approvalJson(tx, id, actor);
    }
    const [dup] = await queryRows<{ n: number }>(
      tx,
      sql`select 1 as n from business_approval_events where approval_id = ${id} and actor_id = ${actor.id} and kind = 'approved'`,
    );
    if (dup) throw conflict(said('business.alreadyApproved'));
    await event(tx, id, 'approved', actor.id, comment);
    await log('business.approval.approve', { comment });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from business_approval_events where approval_id = ${id} and kind = 'approved'`,
    );
    if (n < a.approvals_required) return approvalJson(tx, id, actor);
    if (a.chain_payout_id) {
      // A stablecoin payout (its USD already held) goes on to the platform's checks and the signer.
      await chainPayoutApproved(tx, a);
      await tx.execute(
        sql`update business_approvals set status = 'executed', updated_at = now() where id = ${id}`,
      );
      await event(tx, id, 'executed', actor.id, null);
      await log('business.approval.execute', { chainPayoutId: a.chain_payout_id });
      return approvalJson(tx, id, actor);
    }
    if (isTreasury(a)) {
      // A limit order opens (its money already held), a recurring plan starts: nothing to confirm.
      await treasuryApproved(tx, a, actor.id);
      await tx.execute(
        sql`update business_approvals set status = 'executed', updated_at = now() where id = ${id}`,
      );
      await event(tx, id, 'executed', actor.id, null);
      await log('business.approval.execute', {
        limitOrderId: a.limit_order_id,
        recurringId: a.recurring_id,
      });
      return approvalJson(tx, id, actor);
    }
    if (a.bulk_payout_id) {
      // A bulk payout (issue 41): the whole batch is reserved and its lines handed to the rails,
      // in a savepoint; if it can no longer be paid (balance, limits, a line), nothing moves.
      try {
        await tx.transaction((sp) =>
          executeBatch(sp, businessId, a.bulk_payout_id!, { ...actor, id: actor.id }),
        );
        await tx.execute(
          sql`update business_approvals set status = 'executed', updated_at = now() where id = ${id}`,
        );
        await event(tx, id, 'executed', actor.id, null);
        await log('business.approval.execute', { bulkPayoutId: a.bulk_payout_id });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        await tx.execute(sql`update business_approvals set status = 'failed', failure = ${err.message},
                             updated_at = now() where id = ${id}`);
        await event(tx, id, 'failed', actor.id, err.message);
        await log('business.approval.fail', { reason: err.message });
        await bulkClosed(tx, a, 'approver', err.message);
      }
      return approvalJson(tx, id, actor);
    }
    if (a.operation === 'convert') {
      // A firm quote cannot have waited: the requester or an approver now confirms a fresh one.
      await tx.execute(
        sql`update business_approvals set status = 'approved', updated_at = now() where id = ${id}`,
      );
      return approvalJson(tx, id, actor);
    }
    try {
      const { withdrawal } = await tx.transaction((sp) =>
        withdrawLocked(
          sp,
          businessId,
          {
            beneficiaryId: a.beneficiary_id,
            currency: a.currency,
            amount: new D(a.amount).toFixed(2),
            idempotencyKey: `approval-${id}`,
          },
          a.requested_by,
          appUrl,
        ),
      );
      await tx.execute(sql`update business_approvals set status = 'executed', withdrawal_id = ${withdrawal.id},
                           updated_at = now() where id = ${id}`);
      await event(tx, id, 'executed', actor.id, null);
      await log('business.approval.execute', { withdrawalId: withdrawal.id });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      await tx.execute(sql`update business_approvals set status = 'failed', failure = ${err.message},
                           updated_at = now() where id = ${id}`);
      await event(tx, id, 'failed', actor.id, err.message);
      await log('business.approval.fail', { reason: err.message });
    }
    return approvalJson(tx, id, actor);
  });
}

/** The requester withdraws their own pending request. */
export async function cancelApproval(db: Db, businessId: string, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const [a] = await queryRows<{
      status: string;
      requested_by: string;
      limit_order_id: string | null;
      recurring_id: string | null;
      bulk_payout_id: string | null;
      forward_id: string | null;
      chain_payout_id: string | null;
    }>(
      tx,
      sql`select status, requested_by, limit_order_id, recurring_id, bulk_payout_id, forward_id, chain_payout_id from business_approvals
           where id = ${id} and business_id = ${businessId} for update`,
    );
    if (!a) throw notFound('Request');
    if (a.requested_by !== actor.id) throw forbidden(said('business.onlyRequesterCancels'));
    if (a.status !== 'pending') throw conflict(said('business.alreadyDecided'));
    await tx.execute(
      sql`update business_approvals set status = 'cancelled', updated_at = now() where id = ${id}`,
    );
    await event(tx, id, 'cancelled', actor.id, null);
    await treasuryClosed(tx, a, 'requester');
    await bulkClosed(tx, a, 'requester');
    await chainPayoutClosed(tx, a, 'requester', actor);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.approval.cancel',
      targetType: 'business_approval',
      targetId: id,
      ip: actor.ip,
    });
    return approvalJson(tx, id, actor);
  });
}

/** The approved conversion, for the requester or an approver; refused otherwise. */
async function approvedConversion(tx: DbOrTx, businessId: string, actor: Actor, id: string) {
  const [a] = await queryRows<{
    operation: string;
    status: string;
    requested_by: string;
    sell_currency: string;
    buy_currency: string;
    side: 'sell' | 'buy';
    amount: string;
    fresh_quote_id: string | null;
  }>(
    tx,
    sql`select operation, status, requested_by, sell_currency, buy_currency, side, amount::text, fresh_quote_id
          from business_approvals where id = ${id} and business_id = ${businessId} for update`,
  );
  if (!a || a.operation !== 'convert') throw notFound('Request');
  if (a.requested_by !== actor.id && !roleMay(actor.role, 'approve'))
    throw forbidden(said('business.onlyRequesterOrApprover'));
  if (a.status !== 'approved') throw conflict(said('business.notAwaitingQuote'));
  return a;
}

/** A fresh firm quote for an approved conversion (the same currencies, side and amount). */
export async function freshQuote(db: Db, businessId: string, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const a = await approvedConversion(tx, businessId, actor, id);
    const req: FirmQuoteRequest = {
      sellCurrency: a.sell_currency as FirmQuoteRequest['sellCurrency'],
      buyCurrency: a.buy_currency as FirmQuoteRequest['buyCurrency'],
      side: a.side,
      amount: new D(a.amount).toFixed(2),
    };
    const quote = await createQuote(tx as Db, businessId, req);
    await tx.execute(
      sql`update business_approvals set fresh_quote_id = ${quote.id}, updated_at = now() where id = ${id}`,
    );
    await event(tx, id, 'quote_issued', actor.id, null);
    return { quote, approval: await approvalJson(tx, id, actor) };
  });
}

/**
 * Confirms the fresh quote: the order is placed for the business (placed by the requester), once.
 * A quote that expired or no longer fits the balance is refused (422) and the request stays
 * approved, so a new fresh quote can be taken.
 */
export async function confirmConversion(
  db: Db,
  businessId: string,
  actor: Actor,
  id: string,
  quoteId: string,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const a = await approvedConversion(tx, businessId, actor, id);
    if (a.fresh_quote_id !== quoteId) throw conflict(said('business.freshQuoteFirst'));
    const { order } = await placeOrder(
      tx,
      businessId,
      { quoteId, idempotencyKey: `approval-${id}-${quoteId}` },
      { appUrl },
    );
    if (order.status !== 'filled') return { order, approval: await approvalJson(tx, id, actor) };
    await tx.execute(
      sql`update trading_orders set placed_by = ${a.requested_by} where id = ${order.id}`,
    );
    await tx.execute(
      sql`update business_approvals set status = 'executed', order_id = ${order.id}, updated_at = now() where id = ${id}`,
    );
    await event(tx, id, 'executed', actor.id, null);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.approval.execute',
      targetType: 'business_approval',
      targetId: id,
      after: { orderId: order.id },
      ip: actor.ip,
    });
    return { order, approval: await approvalJson(tx, id, actor) };
  });
}
