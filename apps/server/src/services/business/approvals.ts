import { sql } from 'drizzle-orm';
import {
  approvalsRequired,
  D,
  orderReference,
  roleMay,
  type ApprovalDecision,
  type ApprovalRule,
  type ApprovalRulesInput,
  type BusinessApproval,
  type FirmQuoteRequest,
  type WithdrawalRequest,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { notifyApprovers } from './approval-notices.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { lockUser } from '../ledger/ledger.ts';
import { assertMayMove } from '../verification/gate.ts';
import { withdrawLocked } from '../withdrawals/withdrawals.ts';
import { createQuote, placeOrder } from '../trading/trading.ts';
import { iso, m2 } from '../wallet/format.ts';
import type { Actor } from './members.ts';
import { said } from '../i18n/refusals/index.ts';

// Approval rules and the requests waiting for them (issue 17; docs/business-accounts.md). A
// business withdrawal whose USD equivalent is over a rule's threshold is not held: it waits as a
// request; the approval that completes it executes the withdrawal under the business's lock, so
// two approvers deciding at once execute it exactly once.

export async function readRules(db: DbOrTx, businessId: string): Promise<ApprovalRule[]> {
  const rows = await queryRows<{
    operation: ApprovalRule['operation'];
    over_usd: string;
    approvals: number;
  }>(
    db,
    sql`select operation, over_usd, approvals from business_approval_rules
         where business_id = ${businessId} order by operation, over_usd`,
  );
  return rows.map((r) => ({
    operation: r.operation,
    overUsd: new D(r.over_usd).toFixed(2),
    approvals: r.approvals,
  }));
}

/** Replaces the rules as a whole (owners only: the route checks `settings`). */
export async function saveRules(
  db: Db,
  businessId: string,
  actor: Actor,
  input: ApprovalRulesInput,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const before = await readRules(tx, businessId);
    await tx.execute(sql`delete from business_approval_rules where business_id = ${businessId}`);
    for (const r of input.rules)
      await tx.execute(sql`insert into business_approval_rules (business_id, operation, over_usd, approvals)
                           values (${businessId}, ${r.operation}, ${r.overUsd}, ${r.approvals})`);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.rules',
      targetType: 'business',
      targetId: businessId,
      before,
      after: input.rules,
      ip: actor.ip,
    });
    return readRules(tx, businessId);
  });
}

/**
 * A business withdrawal: at once when no rule applies (the personal path, under the business's
 * lock), otherwise a request waiting for approval. The compliance gate (KYB, limits) runs now, so a
 * request that could never be executed is refused at once; it runs again on execution.
 */
export async function businessWithdrawal(
  db: Db,
  businessId: string,
  actor: Actor,
  body: WithdrawalRequest,
  appUrl?: string,
) {
  const amount = new D(body.amount).toFixed(2);
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const key = body.idempotencyKey ?? null;
    if (key) {
      const [earlier] = await queryRows<{ id: string; request_hash: string }>(
        tx,
        sql`select id, request_hash from business_approvals
             where business_id = ${businessId} and requested_by = ${actor.id} and idempotency_key = ${key}`,
      );
      if (earlier) {
        if (earlier.request_hash !== hashOf(body)) throw conflict(said('common.idempotencyReused'));
        return {
          kind: 'approval' as const,
          approval: await approvalJson(tx, earlier.id, actor),
          replayed: true,
        };
      }
    }
    const [ben] = await queryRows<{ currency: string; balance: string | null }>(
      tx,
      sql`select b.currency,
                 (select a.balance::text from ledger_accounts a where a.kind = 'client'
                   and a.user_id = ${businessId} and a.currency = ${body.currency}) as balance
            from beneficiaries b
           where b.id = ${body.beneficiaryId} and b.user_id = ${businessId} and b.deleted_at is null`,
    );
    const usd = ben
      ? await assertMayMove(tx, businessId, 'withdraw', { amount, currency: body.currency })
      : null;
    const needed = usd ? approvalsRequired(await readRules(tx, businessId), 'withdraw', usd) : 0;
    if (!ben || needed === 0) {
      // Unknown beneficiary, wrong currency and replays answer exactly as for a person.
      return {
        kind: 'withdrawal' as const,
        ...(await withdrawLocked(tx, businessId, body, actor.id)),
      };
    }
    if (ben.currency !== body.currency)
      throw new AppError(
        'VALIDATION',
        said('money.beneficiaryCurrency', { currency: ben.currency }),
        {
          currency: said('money.beneficiaryCurrency', { currency: ben.currency }),
        },
      );
    if (new D(ben.balance ?? 0).lt(amount))
      throw new AppError('UNPROCESSABLE', said('money.insufficientBalance'), {
        amount: said('money.insufficientBalance'),
      });
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
            request_hash, beneficiary_id, currency, amount, amount_usd, approvals_required)
          values (${businessId}, 'withdraw', ${actor.id}, ${key}, ${hashOf(body)}, ${body.beneficiaryId},
            ${body.currency}, ${amount}, ${usd}, ${needed}) returning id`,
    );
    return {
      kind: 'approval' as const,
      approval: await requestWaits(
        tx,
        { id: row!.id, businessId, actor, appUrl },
        { operation: 'withdraw', amount, currency: body.currency, usd: usd!, needed },
        { beneficiaryId: body.beneficiaryId },
      ),
      replayed: false,
    };
  });
}

const hashOf = (b: WithdrawalRequest) =>
  requestHash({ b: b.beneficiaryId, c: b.currency, a: new D(b.amount).toFixed(2) });

const event = (tx: DbOrTx, id: string, kind: string, actorId: string, comment: string | null) =>
  tx.execute(sql`insert into business_approval_events (approval_id, kind, actor_id, comment)
                 values (${id}, ${kind}, ${actorId}, ${comment})`);

/**
 * A request now waits for approval: its first timeline event, the audit row and the approvers'
 * notices, in the transaction that recorded it; answers the request as its requester sees it.
 */
async function requestWaits(
  tx: DbOrTx,
  at: { id: string; businessId: string; actor: Actor; appUrl?: string },
  what: {
    operation: 'withdraw' | 'convert';
    amount: string;
    currency: string;
    usd: string;
    needed: number;
  },
  detail: Record<string, string>,
) {
  const { id, businessId, actor, appUrl } = at;
  await event(tx, id, 'requested', actor.id, null);
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'business.approval.request',
    targetType: 'business_approval',
    targetId: id,
    after: { businessId, ...what, ...detail },
    ip: actor.ip,
  });
  await notifyApprovers(tx, { businessId, requester: actor, ...what }, appUrl);
  return approvalJson(tx, id, actor);
}

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
    }>(
      tx,
      sql`select operation, status, requested_by, beneficiary_id, currency, amount::text, approvals_required
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
    const [a] = await queryRows<{ status: string; requested_by: string }>(
      tx,
      sql`select status, requested_by from business_approvals
           where id = ${id} and business_id = ${businessId} for update`,
    );
    if (!a) throw notFound('Request');
    if (a.requested_by !== actor.id) throw forbidden(said('business.onlyRequesterCancels'));
    if (a.status !== 'pending') throw conflict(said('business.alreadyDecided'));
    await tx.execute(
      sql`update business_approvals set status = 'cancelled', updated_at = now() where id = ${id}`,
    );
    await event(tx, id, 'cancelled', actor.id, null);
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

type ApprovalRow = {
  id: string;
  operation: 'withdraw' | 'convert';
  status: string;
  requested_by: string;
  requester_email: string;
  requester_name: string;
  created_at: Date;
  beneficiary_id: string;
  beneficiary_name: string;
  currency: string;
  amount: string;
  amount_usd: string;
  approvals_required: number;
  approvals: number;
  approved_by_me: boolean;
  withdrawal_id: string | null;
  withdrawal_reference: string | null;
  order_id: string | null;
  sell_currency: string | null;
  buy_currency: string | null;
  side: 'sell' | 'buy' | null;
  quoted_rate: string | null;
  quoted_sell: string | null;
  quoted_buy: string | null;
  failure: string | null;
  timeline: { kind: string; at: string; by: string | null; comment: string | null }[];
};

const SELECT_APPROVALS = sql`
  select a.id, a.operation, a.status, a.requested_by, u.email as requester_email, u.name as requester_name,
         a.created_at, a.beneficiary_id, b.name as beneficiary_name, a.currency, a.amount::text,
         a.amount_usd::text, a.approvals_required,
         (select count(*)::int from business_approval_events e where e.approval_id = a.id and e.kind = 'approved') as approvals,
         a.withdrawal_id, w.reference as withdrawal_reference, a.failure, a.order_id,
         a.sell_currency, a.buy_currency, a.side, q.rate::text as quoted_rate,
         q.sell_amount::text as quoted_sell, q.buy_amount::text as quoted_buy,
         (select coalesce(json_agg(json_build_object('kind', e.kind, 'at', e.created_at, 'by', eu.name, 'comment', e.comment) order by e.id), '[]')
            from business_approval_events e left join "user" eu on eu.id = e.actor_id where e.approval_id = a.id) as timeline
    from business_approvals a
    join "user" u on u.id = a.requested_by
    left join beneficiaries b on b.id = a.beneficiary_id
    left join withdrawals w on w.id = a.withdrawal_id
    left join fx_quotes q on q.id = a.quote_id`;

function toJson(r: ApprovalRow, actor: Actor, mine: boolean): BusinessApproval {
  const open = r.status === 'pending';
  const self = r.requested_by === actor.id;
  const approver = roleMay(actor.role, 'approve');
  const result = r.withdrawal_id
    ? { kind: 'withdrawal' as const, id: r.withdrawal_id, reference: r.withdrawal_reference! }
    : r.order_id
      ? { kind: 'order' as const, id: r.order_id, reference: orderReference(r.order_id) }
      : null;
  return {
    id: r.id,
    operation: r.operation,
    status: r.status as BusinessApproval['status'],
    requestedBy: { id: r.requested_by, email: r.requester_email, name: r.requester_name },
    createdAt: iso(r.created_at)!,
    withdrawal:
      r.operation === 'withdraw'
        ? {
            beneficiaryId: r.beneficiary_id,
            beneficiaryName: r.beneficiary_name,
            currency: r.currency,
            amount: m2(r.amount)!,
          }
        : null,
    conversion:
      r.operation === 'convert'
        ? {
            sellCurrency: r.sell_currency!,
            buyCurrency: r.buy_currency!,
            side: r.side ?? 'sell',
            amount: m2(r.amount)!,
            quotedRate: r.quoted_rate ?? '',
            quotedSellAmount: m2(r.quoted_sell) ?? '',
            quotedBuyAmount: m2(r.quoted_buy) ?? '',
          }
        : null,
    amountUsd: m2(r.amount_usd)!,
    approvalsRequired: r.approvals_required,
    approvals: r.approvals,
    canDecide: open && !self && !mine && approver,
    canConfirm: r.status === 'approved' && (self || approver),
    canCancel: open && self,
    result,
    failure: r.failure,
    timeline: r.timeline.map((e) => ({
      ...e,
      kind: e.kind as BusinessApproval['timeline'][number]['kind'],
      at: iso(e.at)!,
    })),
  };
}

async function approvalJson(db: DbOrTx, id: string, actor: Actor) {
  const [r] = await queryRows<ApprovalRow>(db, sql`${SELECT_APPROVALS} where a.id = ${id}`);
  if (!r) throw notFound('Request');
  return toJson(r, actor, await approvedBy(db, id, actor.id));
}

async function approvedBy(db: DbOrTx, id: string, userId: string) {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from business_approval_events where approval_id = ${id} and actor_id = ${userId} and kind = 'approved'`,
  );
  return Boolean(r);
}

/** Open requests (pending) first, newest first; `all` adds the decided ones (last 100). */
export async function listApprovals(
  db: DbOrTx,
  businessId: string,
  actor: Actor,
  status: 'open' | 'all',
) {
  const rows = await queryRows<ApprovalRow>(
    db,
    sql`${SELECT_APPROVALS} where a.business_id = ${businessId}
        ${status === 'open' ? sql`and a.status = 'pending'` : sql``}
        order by a.created_at desc limit 100`,
  );
  const mine = await queryRows<{ approval_id: string }>(
    db,
    sql`select e.approval_id from business_approval_events e join business_approvals a on a.id = e.approval_id
         where a.business_id = ${businessId} and e.actor_id = ${actor.id} and e.kind = 'approved'`,
  );
  const approved = new Set(mine.map((m) => m.approval_id));
  return rows.map((r) => toJson(r, actor, approved.has(r.id)));
}

/**
 * A business conversion on a firm quote: at once when no rule applies, otherwise a request that
 * keeps what was asked (currencies, fixed side and amount, the quote for the approvers to judge).
 */
export async function businessConversion(
  db: Db,
  businessId: string,
  actor: Actor,
  body: { quoteId: string; idempotencyKey: string },
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const hash = requestHash({ quoteId: body.quoteId });
    const [earlier] = await queryRows<{ id: string; request_hash: string }>(
      tx,
      sql`select id, request_hash from business_approvals
           where business_id = ${businessId} and requested_by = ${actor.id} and idempotency_key = ${body.idempotencyKey}`,
    );
    if (earlier) {
      if (earlier.request_hash !== hash) throw conflict(said('common.idempotencyReused'));
      return {
        kind: 'approval' as const,
        approval: await approvalJson(tx, earlier.id, actor),
        replayed: true,
      };
    }
    const [q] = await queryRows<{
      sell_currency: string;
      buy_currency: string;
      sell_amount: string;
      buy_amount: string;
      side: 'sell' | 'buy';
    }>(
      tx,
      sql`select sell_currency, buy_currency, sell_amount::text, buy_amount::text, side from fx_quotes
           where id = ${body.quoteId} and user_id = ${businessId} and used_at is null and expires_at > now()`,
    );
    const usd = q
      ? await assertMayMove(tx, businessId, 'convert', {
          amount: q.sell_amount,
          currency: q.sell_currency,
        })
      : null;
    const needed = usd ? approvalsRequired(await readRules(tx, businessId), 'convert', usd) : 0;
    if (!q || needed === 0) {
      // An unknown, used or expired quote, or no rule: the order path answers as for a person.
      const placed = await placeOrder(tx, businessId, body, { appUrl });
      await tx.execute(
        sql`update trading_orders set placed_by = ${actor.id} where id = ${placed.order.id} and placed_by is null`,
      );
      return { kind: 'order' as const, ...placed };
    }
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
            request_hash, sell_currency, buy_currency, side, amount, quote_id, amount_usd, approvals_required)
          values (${businessId}, 'convert', ${actor.id}, ${body.idempotencyKey}, ${hash}, ${q.sell_currency},
            ${q.buy_currency}, ${q.side}, ${q.side === 'buy' ? q.buy_amount : q.sell_amount}, ${body.quoteId},
            ${usd}, ${needed}) returning id`,
    );
    return {
      kind: 'approval' as const,
      approval: await requestWaits(
        tx,
        { id: row!.id, businessId, actor, appUrl },
        {
          operation: 'convert',
          amount: q.sell_amount,
          currency: q.sell_currency,
          usd: usd!,
          needed,
        },
        { quoteId: body.quoteId },
      ),
      replayed: false,
    };
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
