import { sql } from 'drizzle-orm';
import {
  D,
  isBusinessRole,
  minorUnits,
  orderReference,
  roleMay,
  type BusinessApproval,
  type NeedsActionResponse,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { iso, m2 } from '../../wallet/format.ts';
import type { Actor } from '../members.ts';
import { trimDecimal } from '../../rates/queries.ts';
import { networkName } from '../../chain/config.ts';

// Requests as a member sees them (issue 17; docs/business-accounts.md): one request, the list, and
// the timeline events every step writes.

export const event = (
  tx: DbOrTx,
  id: string,
  kind: string,
  actorId: string,
  comment: string | null,
) =>
  tx.execute(sql`insert into business_approval_events (approval_id, kind, actor_id, comment)
                 values (${id}, ${kind}, ${actorId}, ${comment})`);

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
  limit_order_id: string | null;
  limit_reference: string | null;
  limit_target: string | null;
  limit_expires: Date | null;
  recurring_id: string | null;
  plan_max: string | null;
  plan_frequency: 'weekly' | 'monthly' | null;
  plan_day: number | null;
  bulk_payout_id: string | null;
  bulk_reference: string | null;
  bulk_lines: number | null;
  forward_id: string | null;
  forward_reference: string | null;
  forward_rate: string | null;
  forward_value_date: string | Date | null;
  forward_margin: string | null;
  forward_margin_pct: string | null;
  chain_payout_id: string | null;
  chain_reference: string | null;
  chain_asset: string | null;
  chain_network: string | null;
  chain_to: string | null;
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
         a.limit_order_id, lo.reference as limit_reference, lo.target_rate::text as limit_target,
         lo.expires_at as limit_expires, a.recurring_id, rp.max_rate::text as plan_max,
         rp.frequency as plan_frequency, rp.day as plan_day, a.bulk_payout_id, bp.reference as bulk_reference,
         (select count(*)::int from bulk_payout_lines bl where bl.batch_id = a.bulk_payout_id and not bl.dropped) as bulk_lines,
         a.forward_id, fw.reference as forward_reference, fw.forward_rate::text as forward_rate,
         fw.value_date::text as forward_value_date, fw.margin_amount::text as forward_margin,
         fw.margin_pct::text as forward_margin_pct, a.chain_payout_id, cp.reference as chain_reference,
         cp.asset as chain_asset, cp.network as chain_network, cp.to_address as chain_to,
         (select coalesce(json_agg(json_build_object('kind', e.kind, 'at', e.created_at, 'by', eu.name, 'comment', e.comment) order by e.id), '[]')
            from business_approval_events e left join "user" eu on eu.id = e.actor_id where e.approval_id = a.id) as timeline
    from business_approvals a
    join "user" u on u.id = a.requested_by
    left join beneficiaries b on b.id = a.beneficiary_id
    left join withdrawals w on w.id = a.withdrawal_id
    left join fx_quotes q on q.id = a.quote_id
    left join treasury_limit_orders lo on lo.id = a.limit_order_id
    left join treasury_recurring_plans rp on rp.id = a.recurring_id
    left join bulk_payouts bp on bp.id = a.bulk_payout_id
    left join treasury_forwards fw on fw.id = a.forward_id
    left join chain_payouts cp on cp.id = a.chain_payout_id`;

/** What an approver approves of a forward contract: its rate, value date and margin. */
function forwardSubject(r: ApprovalRow): NonNullable<BusinessApproval['treasury']> {
  const rate = r.forward_rate ?? '0';
  const sell = r.sell_currency ?? 'USD';
  const buy = r.buy_currency ?? 'USD';
  return {
    kind: 'forward',
    id: r.forward_id!,
    reference: r.forward_reference ?? '',
    forwardRate: new D(rate).toFixed(),
    valueDate: String(r.forward_value_date ?? '').slice(0, 10),
    // As the contract computes it (services/treasury/forwards.ts): rounded down to the minor unit.
    buyAmount: new D(r.amount).times(rate).toDecimalPlaces(minorUnits(buy), D.ROUND_DOWN).toFixed(),
    marginAmount: new D(r.forward_margin ?? '0').toFixed(minorUnits(sell)),
    marginPct: new D(r.forward_margin_pct ?? '0').toFixed(),
  };
}

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
      r.operation === 'withdraw' && !r.bulk_payout_id && !r.chain_payout_id
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
    treasury: r.limit_order_id
      ? {
          kind: 'limit_order',
          id: r.limit_order_id,
          reference: r.limit_reference ?? '',
          targetRate: trimDecimal(r.limit_target ?? '0'),
          validUntil: iso(r.limit_expires)?.slice(0, 10) ?? '',
        }
      : r.recurring_id
        ? {
            kind: 'recurring',
            id: r.recurring_id,
            maxRate: trimDecimal(r.plan_max ?? '0'),
            frequency: r.plan_frequency ?? 'monthly',
            day: Number(r.plan_day ?? 1),
          }
        : r.bulk_payout_id
          ? {
              kind: 'bulk_payout',
              id: r.bulk_payout_id,
              reference: r.bulk_reference ?? '',
              lines: Number(r.bulk_lines ?? 0),
            }
          : r.forward_id
            ? forwardSubject(r)
            : r.chain_payout_id
              ? {
                  kind: 'chain_payout',
                  id: r.chain_payout_id,
                  reference: r.chain_reference ?? '',
                  asset: r.chain_asset ?? '',
                  networkName: networkName(r.chain_network ?? ''),
                  toAddress: r.chain_to ?? '',
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

export async function approvalJson(db: DbOrTx, id: string, actor: Actor) {
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

// Open means a step is still owed: pending (approvers decide) or approved (a conversion waiting
// for its fresh quote to be confirmed). Open requests stay first, whatever the filter (issue 34).
const OPEN = sql`a.status in ('pending', 'approved')`;

/** Open requests first, newest first; `all` adds the decided ones (last 100). */
export async function listApprovals(
  db: DbOrTx,
  businessId: string,
  actor: Actor,
  status: 'open' | 'all',
) {
  const rows = await queryRows<ApprovalRow>(
    db,
    sql`${SELECT_APPROVALS} where a.business_id = ${businessId}
        ${status === 'open' ? sql`and ${OPEN}` : sql``}
        order by (${OPEN}) desc, a.created_at desc limit 100`,
  );
  const approved = await approvedByMe(db, actor.id, businessId);
  return rows.map((r) => toJson(r, actor, approved.has(r.id)));
}

async function approvedByMe(db: DbOrTx, userId: string, businessId?: string) {
  const mine = await queryRows<{ approval_id: string }>(
    db,
    sql`select e.approval_id from business_approval_events e join business_approvals a on a.id = e.approval_id
         where e.actor_id = ${userId} and e.kind = 'approved'
           ${businessId ? sql`and a.business_id = ${businessId}` : sql``}`,
  );
  return new Set(mine.map((m) => m.approval_id));
}

/**
 * Every step a person owes across the businesses they belong to (issue 34): a pending request
 * they may still approve (not their own, not yet approved by them), and an approved conversion
 * they asked for, waiting for its fresh quote to be confirmed. Approvers may confirm one too, but
 * it is the requester's to finish, so it counts once. Disabled businesses owe nothing.
 */
export async function needsAction(
  db: DbOrTx,
  user: { id: string; email: string },
): Promise<NeedsActionResponse> {
  const rows = await queryRows<
    ApprovalRow & { business_id: string; business_name: string; my_role: string }
  >(
    db,
    sql`select x.*, o.id as business_id, o.name as business_name, m.role as my_role
          from member m
          join organization o on o.id = m.organization_id and o.disabled_at is null
          cross join lateral (${SELECT_APPROVALS} where a.business_id = o.id and ${OPEN}) x
         where m.user_id = ${user.id}
         order by x.created_at asc limit 200`,
  );
  const approved = await approvedByMe(db, user.id);
  const items: NeedsActionResponse['items'] = [];
  for (const r of rows) {
    if (!isBusinessRole(r.my_role)) continue;
    const actor: Actor = { id: user.id, email: user.email, role: r.my_role };
    const a = toJson(r, actor, approved.has(r.id));
    const owed = a.canDecide || (a.status === 'approved' && r.requested_by === user.id);
    if (owed) items.push({ businessId: r.business_id, businessName: r.business_name, approval: a });
  }
  return { count: items.length, items };
}
