import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D, type WithdrawalRequest } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { AppError } from '../../lib/errors.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { ledgerCall, newReference } from '../ledger/ledger.ts';
import { iso, m2 } from '../wallet/format.ts';
import { sqlGateParams } from '../verification/gate.ts';
import { said } from '../i18n/refusals/index.ts';
import { assertPayableBeneficiary } from '../beneficiaries/beneficiaries.ts';
import { notifyClient } from '../notices/notices.ts';
import { withdrawalRequestedNotice } from '../notices/money-notices.ts';

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
 * Holds the amount at request time: client → pending account, in one journal, in one database
 * call (decision 015): the SQL function mizani_request_withdrawal (migration 0024) takes the holder
 * lock, answers a replay with the key's earlier withdrawal, checks the beneficiary and its
 * currency, runs the compliance gate (a refusal, MZ403, writes nothing and is answered exactly as
 * verification/gate.ts words it), then the balance, the hold, the row and the compliance volume.
 */
export async function requestWithdrawal(
  db: DbOrTx,
  userId: string,
  body: WithdrawalRequest,
  requestedBy?: string,
  appUrl?: string,
) {
  // The hold and its receipt (bell and mail) commit together (issue 34).
  return db.transaction((tx) => withdrawLocked(tx, userId, body, requestedBy, appUrl));
}

/**
 * The withdrawal itself, alone or in the caller's transaction (a business's approval executes it
 * that way, already holding the holder lock). `requestedBy`: the member who asked for it.
 */
export async function withdrawLocked(
  tx: DbOrTx,
  userId: string,
  body: WithdrawalRequest,
  requestedBy?: string,
  appUrl?: string,
) {
  const amount = new D(body.amount).toFixed(2);
  const hash = requestHash({ b: body.beneficiaryId, c: body.currency, a: amount });
  const key = body.idempotencyKey ?? null;
  const reference = newReference('WDR');
  // A bank payee's details are checked again (IBAN, BIC: payees saved before those checks)
  // before the hold; ownership and the rest stay with the SQL function below.
  const [ben] = await queryRows<{ kind: string; country: string; details: Record<string, string> }>(
    tx,
    sql`select kind, country, details from beneficiaries where id = ${body.beneficiaryId}::uuid
          and user_id = ${userId} and deleted_at is null`,
  );
  if (ben) assertPayableBeneficiary(ben);
  const [w] = await ledgerCall<WdRow>(
    tx,
    sql`select * from mizani_request_withdrawal(${userId}, ${key}, ${hash},
          ${body.beneficiaryId}::uuid, ${body.currency}, ${amount}::numeric,
          ${randomUUID()}::uuid, ${reference}, ${requestedBy ?? null},
          ${JSON.stringify(sqlGateParams('withdraw'))}::jsonb)`,
  );
  if (w!.reference !== reference) {
    if (w!.request_hash !== hash) throw new AppError('CONFLICT', said('common.idempotencyReused'));
    return { withdrawal: withdrawalJson(w!), replayed: true };
  }
  const [named] = await queryRows<{ name: string; kind: string }>(
    tx,
    sql`select name, kind from beneficiaries where id = ${w!.beneficiary_id}`,
  );
  await notifyClient(
    tx,
    userId,
    withdrawalRequestedNotice(
      {
        reference: w!.reference,
        amount: m2(w!.amount)!,
        currency: w!.currency,
        beneficiaryName: named?.name ?? '',
        beneficiaryKind: named?.kind ?? '',
      },
      appUrl,
    ),
  );
  return { withdrawal: withdrawalJson(w!), replayed: false };
}

export async function listWithdrawals(db: DbOrTx, userId: string) {
  const rows = await queryRows<WdRow>(
    db,
    sql`select w.*, b.name as beneficiary_name from withdrawals w join beneficiaries b on b.id = w.beneficiary_id where w.user_id = ${userId} order by w.created_at desc limit 50`,
  );
  return rows.map(withdrawalJson);
}

/** The API's cursor pages (newest first): `limit + 1` rows tell whether another page follows. */
export async function listWithdrawalsPage(
  db: DbOrTx,
  userId: string,
  p: { before: Cursor | null; limit: number },
) {
  const rows = await queryRows<WdRow & { cursor_ts: string }>(
    db,
    sql`select w.*, b.name as beneficiary_name,
               to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
          from withdrawals w join beneficiaries b on b.id = w.beneficiary_id
         where w.user_id = ${userId}
           and (${p.before?.ts ?? null}::timestamptz is null
                or (w.created_at, w.id) < (${p.before?.ts ?? null}::timestamptz, ${p.before?.id ?? null}::uuid))
         order by w.created_at desc, w.id desc limit ${p.limit + 1}`,
  );
  const shown = rows.slice(0, p.limit);
  const last = shown.at(-1);
  return {
    data: shown.map(withdrawalJson),
    next: rows.length > p.limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
  };
}
