import { sql } from 'drizzle-orm';
import { approvalsRequired, D, type WithdrawalRequest } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { audit } from '../../audit.ts';
import { notifyApprovers } from '../approval-notices.ts';
import { requestHash } from '../../ledger/idempotency.ts';
import { lockUser } from '../../ledger/ledger.ts';
import { assertMayMove } from '../../verification/gate.ts';
import { withdrawLocked } from '../../withdrawals/withdrawals.ts';
import { placeOrder } from '../../trading/trading.ts';
import type { Actor } from '../members.ts';
import type { Operation } from '../texts.ts';
import { said } from '../../i18n/refusals/index.ts';
import { readRules } from './rules.ts';
import { approvalJson, event } from './view.ts';

// Requests (issue 17; docs/business-accounts.md): a business withdrawal or conversion whose USD
// equivalent is over a rule's threshold is not held: it waits as a request for the approvers.

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
        ...(await withdrawLocked(tx, businessId, body, actor.id, appUrl)),
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

/**
 * A request now waits for approval: its first timeline event, the audit row and the approvers'
 * notices, in the transaction that recorded it; answers the request as its requester sees it.
 */
export async function requestWaits(
  tx: DbOrTx,
  at: { id: string; businessId: string; actor: Actor; appUrl?: string },
  what: {
    operation: 'withdraw' | 'convert';
    kind?: Operation;
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

/**
 * What a member's review says before they accept a business conversion (issue 34 item 2): how
 * many approvals the business's rules ask for and who may give them (active owners, admins and
 * approvers other than the member). Null when no rule applies: the conversion is then at once.
 * Read-only: the binding check runs again when the quote is accepted.
 */
export async function conversionApprovalPreview(
  db: DbOrTx,
  businessId: string,
  actorId: string,
  quote: { sellAmount: string; sellCurrency: string },
): Promise<{ approvalsRequired: number; approvers: string[] } | null> {
  const usd = await assertMayMove(db, businessId, 'convert', {
    amount: quote.sellAmount,
    currency: quote.sellCurrency,
  });
  const needed = usd ? approvalsRequired(await readRules(db, businessId), 'convert', usd) : 0;
  if (needed === 0) return null;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select u.name from member m join "user" u on u.id = m.user_id
         where m.organization_id = ${businessId} and m.role in ('owner', 'admin', 'approver')
           and m.user_id <> ${actorId} and u.disabled_at is null
         order by u.name`,
  );
  return { approvalsRequired: needed, approvers: rows.map((r) => r.name) };
}
