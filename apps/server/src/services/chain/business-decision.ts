import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { audit } from '../audit.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { statusAfterChecks } from './business-approval.ts';
import { finishPayout, type PayoutRow } from './payouts.ts';

// What the business's approvers' decisions do to a stablecoin payout waiting for them
// (business-approval.ts), inside the decision's transaction (services/business/approvals).

const waiting = async (tx: DbOrTx, id: string) =>
  (
    await queryRows<PayoutRow>(
      tx,
      sql`select * from chain_payouts where id = ${id} and status = 'business_approval' for update`,
    )
  )[0];

/** The last approval (the business's lock held): the payout goes on to the platform's checks. */
export async function chainPayoutApproved(tx: DbOrTx, a: { chain_payout_id?: string | null }) {
  if (!a.chain_payout_id) return;
  const p = await waiting(tx, a.chain_payout_id);
  if (!p) return;
  const settings = await readPlatformSettings(tx);
  const next = statusAfterChecks(
    p.screening_matches?.length ?? 0,
    p.amount,
    settings['chain.payoutApprovalUsd'],
  );
  await tx.execute(
    sql`update chain_payouts set status = ${next}, updated_at = now() where id = ${p.id}`,
  );
  await audit(tx, {
    actorId: null,
    action: 'stablecoin.payout.business_approved',
    targetType: 'chain_payout',
    targetId: p.id,
    before: { status: p.status },
    after: { status: next },
  });
}

/** Rejected by an approver or withdrawn by its requester: released, the client told. */
export async function chainPayoutClosed(
  tx: DbOrTx,
  a: { chain_payout_id?: string | null },
  by: 'approver' | 'requester',
  actor: { id: string; email?: string },
  opts: { appUrl?: string; comment?: string | null } = {},
) {
  if (!a.chain_payout_id) return;
  const p = await waiting(tx, a.chain_payout_id);
  if (!p) return;
  // The approver's comment (required to reject) is what the requester reads as the reason.
  const reason =
    by === 'approver'
      ? `Rejected by the business's approvers: ${opts.comment ?? ''}`.replace(/: $/, '.')
      : 'Withdrawn by the person who requested it.';
  const appUrl = opts.appUrl;
  await finishPayout(tx, p, { paid: false, status: 'rejected', reason }, actor, { appUrl });
}
