import { sql } from 'drizzle-orm';
import { D, type AdminChainPayout } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { clean, finishPayout, payoutJson, type PayoutRow } from './payouts.ts';

// The admin's side of on-chain payouts (docs/stablecoins.md): every payout with its hash and
// confirmations, and the decisions on those that wait: a screening hit cleared or refused, an
// amount at or above the approval threshold approved by an admin who did not ask for it (four
// eyes) or refused. A refusal releases the held USD.

export async function adminChainPayouts(
  db: DbOrTx,
  confirmations: number,
  status?: string,
): Promise<AdminChainPayout[]> {
  const rows = await queryRows<PayoutRow & { holder: string; approver: string | null }>(
    db,
    sql`select p.*, coalesce(u.email, o.name || ' (business)') as holder, a.email as approver
        from chain_payouts p
        left join "user" u on u.id = p.holder_id
        left join organization o on o.id = p.holder_id
        left join "user" a on a.id = p.approved_by
        ${status ? sql`where p.status = ${status}` : sql``}
        order by p.created_at desc limit 200`,
  );
  return rows.map((r) => ({
    ...payoutJson(clean(r), confirmations),
    holder: r.holder,
    nonce: r.nonce,
    attempts: r.attempts,
    lastError: r.last_error,
    screeningMatches: r.screening_matches,
    approvedBy: r.approver,
  }));
}

export async function decideChainPayout(
  db: Db,
  id: string,
  admin: { id: string; email: string; ip?: string },
  decision: 'approve' | 'reject',
  reason: string | undefined,
  opts: { appUrl?: string; confirmations: number },
) {
  const settings = await readPlatformSettings(db);
  return db.transaction(async (tx) => {
    const [h] = await queryRows<{ holder_id: string }>(
      tx,
      sql`select holder_id from chain_payouts where id = ${id}`,
    );
    if (!h) throw notFound('Payout');
    await lockUser(tx, h.holder_id);
    const [p] = await queryRows<PayoutRow>(
      tx,
      sql`select * from chain_payouts where id = ${id} for update`,
    );
    if (p!.status !== 'screening_hold' && p!.status !== 'awaiting_approval')
      throw new AppError('CONFLICT', said('chain.payoutDecided', { status: p!.status }));
    // Four eyes: whoever asked for the payout (an admin can hold an account too) never approves it.
    if (decision === 'approve' && (admin.id === p!.requested_by || admin.id === p!.holder_id))
      throw new AppError('FORBIDDEN', said('chain.secondPerson'));
    if (decision === 'reject') {
      await finishPayout(
        tx,
        p!,
        { paid: false, status: 'rejected', reason: reason ?? 'Refused by compliance review.' },
        admin,
        opts,
      );
    } else {
      const next =
        p!.status === 'screening_hold' && new D(p!.amount).gte(settings['chain.payoutApprovalUsd'])
          ? 'awaiting_approval'
          : 'queued';
      await tx.execute(
        p!.status === 'screening_hold'
          ? sql`update chain_payouts set status = ${next}, cleared_by = ${admin.id}, updated_at = now() where id = ${id}`
          : sql`update chain_payouts set status = 'queued', approved_by = ${admin.id}, approved_at = now(), updated_at = now() where id = ${id}`,
      );
      await audit(tx, {
        actorId: admin.id,
        actorEmail: admin.email,
        action:
          p!.status === 'screening_hold' ? 'stablecoin.payout.clear' : 'stablecoin.payout.approve',
        targetType: 'chain_payout',
        targetId: id,
        before: { status: p!.status },
        after: { status: next, reason: reason ?? null },
        ip: admin.ip,
      });
    }
    const [after] = await queryRows<PayoutRow>(
      tx,
      sql`select * from chain_payouts where id = ${id}`,
    );
    return payoutJson(clean(after!), opts.confirmations);
  });
}
