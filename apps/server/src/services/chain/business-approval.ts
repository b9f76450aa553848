import { sql } from 'drizzle-orm';
import { approvalsRequired, D } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { requestWaits } from '../business/approvals/requests.ts';
import { readRules } from '../business/approvals/rules.ts';
import type { Actor } from '../business/members.ts';

// A business's stablecoin payout over its withdrawal rule (issue 40, docs/stablecoins.md) waits
// for the business's approvers as a bank withdrawal does: an initiator cannot send the business's
// money on-chain alone. Its USD is held from the request (as a limit order's is), so the balance
// cannot be spent twice while it waits; on the last approval it goes on as any payout would (the
// screening hold, the platform's four eyes at chain.payoutApprovalUsd, or the signer's queue);
// rejected by an approver or withdrawn by its requester, the USD goes back.

/** Approvals the business's rules ask for a payout of `amountUsd` (0: it goes on at once). */
export async function approvalsForPayout(tx: DbOrTx, businessId: string, amountUsd: string) {
  return approvalsRequired(await readRules(tx, businessId), 'withdraw', amountUsd);
}

/** Records the request the approvers decide on, with its notices; answers it as the requester sees it. */
export async function waitForApprovers(
  tx: DbOrTx,
  payout: {
    id: string;
    holder_id: string;
    amount: string;
    currency: string;
    to_address: string;
    asset: string;
  },
  actor: Actor,
  needed: number,
  appUrl?: string,
) {
  const amount = new D(payout.amount).toFixed(2);
  const [a] = await queryRows<{ id: string }>(
    tx,
    sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
          request_hash, currency, amount, amount_usd, approvals_required, chain_payout_id)
        values (${payout.holder_id}, 'withdraw', ${actor.id}, ${`chain-${payout.id}`},
          ${payout.id}, ${payout.currency}, ${amount}, ${amount}, ${needed}, ${payout.id}) returning id`,
  );
  return requestWaits(
    tx,
    { id: a!.id, businessId: payout.holder_id, actor, appUrl },
    {
      operation: 'withdraw',
      kind: 'chain_payout',
      amount,
      currency: payout.currency,
      usd: amount,
      needed,
    },
    { chainPayoutId: payout.id, toAddress: payout.to_address, asset: payout.asset },
  );
}

/** Where a payout goes once nothing but the platform's own checks stand before it. */
export function statusAfterChecks(matches: number, amount: string, approvalUsd: string | number) {
  if (matches) return 'screening_hold';
  return new D(amount).gte(approvalUsd) ? 'awaiting_approval' : 'queued';
}
