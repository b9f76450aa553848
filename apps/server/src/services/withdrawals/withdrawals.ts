import { sql } from 'drizzle-orm';
import { D, type WithdrawalRequest } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { lockUser, neg, newReference, postJournal } from '../ledger/ledger.ts';
import { iso, m2 } from '../wallet/format.ts';
import { assertMayMove, recordVolume } from '../verification/gate.ts';

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

/** Holds the amount at request time: client → pending account, in one journal. */
export async function requestWithdrawal(db: Db, userId: string, body: WithdrawalRequest) {
  const hash = requestHash({
    b: body.beneficiaryId,
    c: body.currency,
    a: new D(body.amount).toFixed(2),
  });
  const key = body.idempotencyKey ?? null;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // One read under the user lock: the key's earlier withdrawal, the beneficiary, the balance.
    const [state] = await queryRows<{
      existing: string | null;
      ben_id: string | null;
      ben_currency: string | null;
      balance: string | null;
    }>(
      tx,
      sql`select (select w.id::text from withdrawals w where w.user_id = ${userId} and w.idempotency_key = ${key}) as existing,
                 b.id as ben_id, b.currency as ben_currency,
                 (select a.balance::text from ledger_accounts a
                   where a.kind = 'client' and a.user_id = ${userId} and a.currency = ${body.currency}) as balance
            from (select 1) one
            left join beneficiaries b on b.id = ${body.beneficiaryId} and b.user_id = ${userId} and b.deleted_at is null`,
    );
    if (state!.existing) {
      const [ex] = await queryRows<WdRow>(
        tx,
        sql`select * from withdrawals where id = ${state!.existing}`,
      );
      if (ex!.request_hash !== hash)
        throw new AppError(
          'CONFLICT',
          'This idempotency key was already used with a different request.',
        );
      return { withdrawal: withdrawalJson(ex!), replayed: true };
    }
    if (!state!.ben_id) throw new AppError('NOT_FOUND', 'Beneficiary not found');
    const ben = { id: state!.ben_id, currency: state!.ben_currency! };
    if (ben.currency !== body.currency)
      throw new AppError('VALIDATION', `This beneficiary is paid in ${ben.currency}`, {
        currency: `This beneficiary is paid in ${ben.currency}`,
      });
    const amount = new D(body.amount).toFixed(2);
    // Compliance gate under the user lock (verification/gate.ts): a refusal writes nothing.
    const usd = await assertMayMove(tx, userId, 'withdraw', { amount, currency: body.currency });
    if (new D(state!.balance ?? 0).lt(amount))
      throw new AppError('UNPROCESSABLE', 'Insufficient balance', {
        amount: 'Insufficient balance',
      });
    const reference = newReference('WDR');
    const journalId = await postJournal(tx, { type: 'withdrawal_hold', userId, reference }, [
      { kind: 'client', userId, currency: body.currency, amount: neg(amount) },
      { kind: 'pending', currency: body.currency, amount },
    ]);
    const [w] = await queryRows<WdRow>(
      tx,
      sql`insert into withdrawals (user_id, beneficiary_id, currency, amount, reference, idempotency_key, request_hash, hold_journal_id)
          values (${userId}, ${ben.id}, ${body.currency}, ${amount}, ${reference}, ${key}, ${hash}, ${journalId}) returning *`,
    );
    await recordVolume(tx, { userId, operation: 'withdraw', refId: w!.id, usdAmount: usd! });
    return { withdrawal: withdrawalJson(w!), replayed: false };
  });
}

export async function listWithdrawals(db: DbOrTx, userId: string) {
  const rows = await queryRows<WdRow>(
    db,
    sql`select w.*, b.name as beneficiary_name from withdrawals w join beneficiaries b on b.id = w.beneficiary_id where w.user_id = ${userId} order by w.created_at desc limit 50`,
  );
  return rows.map(withdrawalJson);
}
