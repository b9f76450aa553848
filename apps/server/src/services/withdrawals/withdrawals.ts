import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D, type WithdrawalRequest } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { ledgerCall, newReference } from '../ledger/ledger.ts';
import { iso, m2 } from '../wallet/format.ts';

// A client's withdrawals: the request holds the amount at once (client → pending account); an
// admin then pays it out or releases it (funding-queue.ts).

export type WdRow = {
  id: string;
  user_id: string;
  beneficiary_id: string;
  currency: string;
  amount: string;
  reference: string;
  status: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  request_hash: string | null;
  email?: string;
  beneficiary_name?: string;
};
export const withdrawalJson = (w: WdRow) => ({
  id: w.id,
  beneficiaryId: w.beneficiary_id,
  currency: w.currency,
  amount: m2(w.amount),
  reference: w.reference,
  status: w.status,
  reason: w.reason,
  createdAt: iso(w.created_at),
  decidedAt: iso(w.decided_at),
  ...(w.email ? { email: w.email } : {}),
  ...(w.beneficiary_name ? { beneficiaryName: w.beneficiary_name } : {}),
});

/**
 * Holds the amount at request time: client → pending account, in one journal. One statement: the
 * SQL function mizani_request_withdrawal (migration 0010) takes the user lock, reads the key's
 * earlier withdrawal, the beneficiary and the balance, posts the hold and writes the withdrawal.
 */
export async function requestWithdrawal(db: DbOrTx, userId: string, body: WithdrawalRequest) {
  const hash = requestHash({
    b: body.beneficiaryId,
    c: body.currency,
    a: new D(body.amount).toFixed(2),
  });
  const reference = newReference('WDR');
  const [w] = await ledgerCall<WdRow>(
    db,
    sql`select * from mizani_request_withdrawal(${userId}, ${body.idempotencyKey ?? null}, ${hash},
          ${body.beneficiaryId}::uuid, ${body.currency}, ${new D(body.amount).toFixed(2)}::numeric,
          ${randomUUID()}::uuid, ${reference})`,
  );
  if (w!.reference === reference) return { withdrawal: withdrawalJson(w!), replayed: false };
  if (w!.request_hash !== hash)
    throw new AppError(
      'CONFLICT',
      'This idempotency key was already used with a different request.',
    );
  return { withdrawal: withdrawalJson(w!), replayed: true };
}

export async function listWithdrawals(db: DbOrTx, userId: string) {
  const rows = await queryRows<WdRow>(
    db,
    sql`select w.*, b.name as beneficiary_name from withdrawals w join beneficiaries b on b.id = w.beneficiary_id where w.user_id = ${userId} order by w.created_at desc limit 50`,
  );
  return rows.map(withdrawalJson);
}
