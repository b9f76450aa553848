import type { WithdrawalRequest } from '@mizani/shared';
import type { ApiPrincipal } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businessConversion, businessWithdrawal } from '../../services/business/approvals.ts';
import { placeOrder } from '../../services/trading/trading.ts';
import { requestWithdrawal } from '../../services/withdrawals/withdrawals.ts';

// The money POSTs of /api/v1 for whoever holds the key (decision 017): a person's key acts as the
// person; a business's key acts as the business through the member who created it, so the
// business's approval rules apply exactly as in the dashboard (over a threshold the operation
// waits for approval and the API answers 202 with the request). A test key acts on the sandbox
// ledger (decision 016), which has no approval requests: there it is the person's path.

const actorOf = (p: ApiPrincipal, ip: string) => ({
  id: p.business!.actorId,
  email: p.business!.actorEmail,
  role: p.business!.role,
  ip,
});

/** A live business key's request runs on the live database, the one inMode hands to live keys. */
const businessDb = (p: ApiPrincipal, db: DbOrTx) =>
  p.business && p.mode === 'live' ? (db as Db) : null;

export async function placeOrderAs(
  db: DbOrTx,
  p: ApiPrincipal,
  ip: string,
  body: { quoteId: string; idempotencyKey: string },
  appUrl: string,
) {
  const live = businessDb(p, db);
  if (!live)
    return { kind: 'order' as const, ...(await placeOrder(db, p.holderId, body, { appUrl })) };
  return businessConversion(live, p.holderId, actorOf(p, ip), body, appUrl);
}

export async function requestWithdrawalAs(
  db: DbOrTx,
  p: ApiPrincipal,
  ip: string,
  body: WithdrawalRequest,
  appUrl: string,
) {
  const live = businessDb(p, db);
  if (!live)
    return {
      kind: 'withdrawal' as const,
      ...(await requestWithdrawal(db, p.holderId, body, undefined, appUrl)),
    };
  return businessWithdrawal(live, p.holderId, actorOf(p, ip), body, appUrl);
}
