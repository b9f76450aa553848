import { sql } from 'drizzle-orm';
import { D, type ChainPayout, type ChainPayoutRequest, type TravelRule } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser, neg, newReference, postJournal } from '../ledger/ledger.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { notifyClient } from '../notices/notices.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { assertMayMove, limitPeriods } from '../verification/gate.ts';
import { iso, m2 } from '../wallet/format.ts';
import { networkName, type ChainConfig } from './config.ts';
import { chainPayoutNotice } from './notices.ts';
import { screenAddress } from './screening.ts';
import type { Actor } from '../business/members.ts';
import { approvalsForPayout, statusAfterChecks, waitForApprovers } from './business-approval.ts';

// On-chain payouts (docs/stablecoins.md): a holder's USD sent as USDC or USDT to an address. The
// request holds the USD (client → pending) under the holder's lock, after the limits, the
// compliance gate, the travel rule and the address screening; a hit waits for an admin, and so
// does an amount at or above the approval threshold (four eyes). The worker (payout-worker.ts)
// signs through the signer process, follows the transaction, and pays (pending → external) or
// releases (pending → client) once: every end passes a status check under the row's lock.

export type PayoutRow = {
  id: string;
  holder_id: string;
  requested_by: string;
  reference: string;
  idempotency_key: string | null;
  asset: string;
  network: string;
  chain_id: number;
  currency: string;
  token_address: string;
  to_address: string;
  amount: string;
  units: string;
  status: string;
  travel_rule: TravelRule | null;
  screening_matches: { listName: string; name: string }[] | null;
  approved_by: string | null;
  cleared_by: string | null;
  reason: string | null;
  nonce: string | null;
  tx_hash: string | null;
  raw_tx: string | null;
  block_number: string | null;
  confirmations: number;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  completed_at: Date | null;
};

export const payoutJson = (r: PayoutRow, required: number): ChainPayout => ({
  id: r.id,
  reference: r.reference,
  asset: r.asset as ChainPayout['asset'],
  network: r.network,
  networkName: networkName(r.network),
  toAddress: r.to_address,
  amount: m2(r.amount)!,
  currency: r.currency,
  status: r.status as ChainPayout['status'],
  txHash: r.tx_hash,
  confirmations: Math.min(r.confirmations, required),
  confirmationsRequired: required,
  reason: r.reason,
  travelRule: r.travel_rule,
  createdAt: iso(r.created_at)!,
  completedAt: iso(r.completed_at),
});

/** USD sent on-chain today by the holder (every payout not released), and the day's start. */
async function usedToday(db: DbOrTx, holderId: string) {
  const { dayStart } = limitPeriods();
  const [row] = await queryRows<{ used: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as used from chain_payouts
        where holder_id = ${holderId} and created_at >= ${dayStart.toISOString()}::timestamptz
          and status not in ('failed', 'rejected')`,
  );
  return row?.used ?? '0';
}

export async function payoutLimits(db: DbOrTx, holderId: string) {
  const s = await readPlatformSettings(db);
  return {
    maxUsd: new D(s['chain.payoutMaxUsd']).toFixed(2),
    dailyUsd: new D(s['chain.payoutDailyUsd']).toFixed(2),
    usedTodayUsd: new D(await usedToday(db, holderId)).toFixed(2),
    approvalUsd: new D(s['chain.payoutApprovalUsd']).toFixed(2),
    travelRuleUsd: new D(s['chain.travelRuleUsd']).toFixed(2),
  };
}

const TRAVEL_FIELDS = [
  'originatorName',
  'originatorAddress',
  'beneficiaryName',
  'beneficiaryAccount',
  'beneficiaryInstitution',
] as const;

export async function requestChainPayout(
  db: Db,
  chain: ChainConfig,
  holderId: string,
  requestedBy: string,
  body: ChainPayoutRequest,
  opts: { appUrl?: string; ip?: string; email?: string; business?: Actor } = {},
) {
  const token = chain.tokens.find((t) => t.asset === body.asset);
  if (body.network !== chain.network || !token)
    throw new AppError('VALIDATION', said('chain.notAccepted'), {
      network: said('chain.notAccepted'),
    });
  const amount = new D(body.amount);
  const to = body.toAddress.toLowerCase();
  // The wallet debited: USD (one dollar a token), or the asset's own (USDC pays only USDC).
  const currency = body.payFrom;
  const hash = requestHash({
    a: body.asset,
    n: body.network,
    t: to,
    m: amount.toFixed(2),
    ...(currency === 'USD' ? {} : { f: currency }),
  });
  const settings = await readPlatformSettings(db);
  const limits = {
    max: new D(settings['chain.payoutMaxUsd']),
    daily: new D(settings['chain.payoutDailyUsd']),
  };
  if (amount.gt(limits.max)) {
    const w = said('chain.overPayoutMax', { max: limits.max.toFixed(2) });
    throw new AppError('UNPROCESSABLE', w, { amount: w });
  }
  const travelNeeded = amount.gte(settings['chain.travelRuleUsd']);
  if (travelNeeded && !body.travelRule) {
    const w = said('chain.travelRuleRequired');
    throw new AppError(
      'VALIDATION',
      w,
      Object.fromEntries(TRAVEL_FIELDS.map((f) => [`travelRule.${f}`, w])),
    );
  }
  const [own] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from chain_addresses where network = ${chain.network} and address = ${to}
        union all select 1 from chain_hot_wallets where chain_id = ${chain.chainId} and address = ${to}`,
  );
  if (own)
    throw new AppError('VALIDATION', said('chain.ownAddress'), {
      toAddress: said('chain.ownAddress'),
    });

  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    if (body.idempotencyKey) {
      const [before] = await queryRows<PayoutRow & { request_hash: string }>(
        tx,
        sql`select p.*, p.travel_rule->>'_hash' as request_hash from chain_payouts p
            where holder_id = ${holderId} and idempotency_key = ${body.idempotencyKey}`,
      );
      if (before) {
        if (before.request_hash !== hash)
          throw new AppError('CONFLICT', said('common.idempotencyReused'));
        return { payout: payoutJson(before, chain.confirmations), replayed: true, approval: null };
      }
    }
    const used = new D(await usedToday(tx, holderId));
    if (used.plus(amount).gt(limits.daily)) {
      const left = D.max(0, limits.daily.minus(used)).toFixed(2);
      const w = said('chain.overPayoutDaily', { max: limits.daily.toFixed(2), left });
      throw new AppError('UNPROCESSABLE', w, { amount: w });
    }
    await assertMayMove(tx, holderId, 'withdraw', { amount: amount.toFixed(2), currency });
    const matches = await screenAddress(tx, to);
    // A business's payout over its withdrawal rule waits for its approvers first
    // (business-approval.ts); the platform's own checks come after their approval.
    const needed = opts.business ? await approvalsForPayout(tx, holderId, amount.toFixed(2)) : 0;
    const status = needed
      ? 'business_approval'
      : statusAfterChecks(matches.length, amount.toFixed(2), settings['chain.payoutApprovalUsd']);
    const reference = newReference('CPO');
    const journalId = await postJournal(
      tx,
      {
        type: 'withdrawal_hold',
        userId: holderId,
        reference,
        memo: `${body.asset} payout to ${to}`,
      },
      [
        { kind: 'client', userId: holderId, currency, amount: neg(amount.toFixed(2)) },
        { kind: 'pending', currency, amount: amount.toFixed(2) },
      ],
    );
    // Tokens: one per dollar, in the contract's own decimals (USDC and USDT carry 6).
    const units = amount.times(new D(10).pow(token.decimals ?? 6)).toFixed(0);
    const travel =
      travelNeeded || body.travelRule ? { ...body.travelRule, _hash: hash } : { _hash: hash };
    const [row] = await queryRows<PayoutRow>(
      tx,
      sql`insert into chain_payouts (holder_id, requested_by, reference, idempotency_key, asset, network, chain_id, token_address,
            to_address, amount, currency, units, status, travel_rule, screening_matches, hold_journal_id)
          values (${holderId}, ${requestedBy}, ${reference}, ${body.idempotencyKey ?? null}, ${body.asset}, ${chain.network},
            ${chain.chainId}, ${token.address.toLowerCase()}, ${to}, ${amount.toFixed(2)}, ${currency}, ${units}, ${status},
            ${JSON.stringify(travel)}::jsonb, ${matches.length ? JSON.stringify(matches) : null}::jsonb, ${journalId})
          returning *`,
    );
    // It counts toward the client's daily and monthly limits as any withdrawal does (gate.ts).
    await tx.execute(
      sql`insert into compliance_volume (user_id, operation, ref_id, usd_amount)
          values (${holderId}, 'withdraw', ${row!.id}, ${amount.toFixed(2)})`,
    );
    await audit(tx, {
      actorId: requestedBy,
      actorEmail: opts.email,
      action: 'stablecoin.payout.request',
      targetType: 'chain_payout',
      targetId: row!.id,
      after: { reference, asset: body.asset, to, amount: amount.toFixed(2), currency, status },
      ip: opts.ip,
    });
    await notifyClient(
      tx,
      holderId,
      chainPayoutNotice(
        'requested',
        {
          reference,
          asset: body.asset,
          amount: amount.toFixed(2),
          currency,
          toAddress: to,
          network: chain.network,
        },
        opts.appUrl,
      ),
    );
    const approval = needed
      ? await waitForApprovers(tx, row!, opts.business!, needed, opts.appUrl)
      : null;
    return { payout: payoutJson(clean(row!), chain.confirmations), replayed: false, approval };
  });
}

/** The request hash rides in travel_rule (one column less); never shown. */
export function clean(r: PayoutRow): PayoutRow {
  if (!r.travel_rule) return r;
  const { _hash, ...rest } = r.travel_rule as TravelRule & { _hash?: string };
  return { ...r, travel_rule: Object.keys(rest).length ? (rest as TravelRule) : null };
}

export async function listChainPayouts(db: DbOrTx, holderId: string, confirmations: number) {
  const rows = await queryRows<PayoutRow>(
    db,
    sql`select * from chain_payouts where holder_id = ${holderId} order by created_at desc limit 50`,
  );
  return rows.map((r) => payoutJson(clean(r), confirmations));
}

export async function chainPayoutOf(
  db: DbOrTx,
  holderId: string,
  id: string,
  confirmations: number,
) {
  const [row] = await queryRows<PayoutRow>(
    db,
    sql`select * from chain_payouts where id = ${id} and holder_id = ${holderId}`,
  );
  return row && payoutJson(clean(row), confirmations);
}

/**
 * Ends a payout the caller has locked (the holder's lock, then the row's), once: `paid` moves the
 * held USD out (pending → external), `released` gives it back (pending → client).
 */
export async function finishPayout(
  tx: DbOrTx,
  p: PayoutRow,
  end: { paid: true } | { paid: false; status: 'failed' | 'rejected'; reason: string },
  actor: { id: string; email?: string },
  opts: { appUrl?: string } = {},
) {
  const amount = new D(p.amount).toFixed(2);
  const journalId = end.paid
    ? await postJournal(
        tx,
        { type: 'withdrawal_paid', userId: p.holder_id, reference: p.reference },
        [
          { kind: 'pending', currency: p.currency, amount: neg(amount) },
          { kind: 'external', currency: p.currency, amount },
        ],
      )
    : await postJournal(
        tx,
        { type: 'withdrawal_release', userId: p.holder_id, reference: p.reference },
        [
          { kind: 'pending', currency: p.currency, amount: neg(amount) },
          { kind: 'client', userId: p.holder_id, currency: p.currency, amount },
        ],
      );
  // Released, it never left: it stops counting toward the limits (a rejected withdrawal's rule).
  if (!end.paid) await tx.execute(sql`delete from compliance_volume where ref_id = ${p.id}`);
  const status = end.paid ? 'confirmed' : end.status;
  const reason = end.paid ? null : end.reason;
  await tx.execute(
    sql`update chain_payouts set status = ${status}, reason = ${reason}, final_journal_id = ${journalId},
          decided_by = coalesce(decided_by, ${actor.id}), completed_at = now(), updated_at = now() where id = ${p.id}`,
  );
  await audit(tx, {
    actorId: actor.id.startsWith('rail:') ? null : actor.id,
    actorEmail: actor.email,
    action: end.paid ? 'stablecoin.payout.confirmed' : `stablecoin.payout.${end.status}`,
    targetType: 'chain_payout',
    targetId: p.id,
    before: { status: p.status },
    after: { status, reason, txHash: p.tx_hash },
  });
  await notifyClient(
    tx,
    p.holder_id,
    chainPayoutNotice(
      end.paid ? 'confirmed' : 'released',
      {
        reference: p.reference,
        asset: p.asset,
        amount,
        currency: p.currency,
        toAddress: p.to_address,
        network: p.network,
        txHash: p.tx_hash,
        reason,
      },
      opts.appUrl,
    ),
  );
}
