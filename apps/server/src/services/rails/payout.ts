import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { lockUser } from '../ledger/ledger.ts';
import type { WdRow } from '../withdrawals/withdrawals.ts';
import { settleWithdrawal } from '../funding/funding-queue.ts';
import { railActor } from './collect.ts';
import { secretHash } from './callback-secret.ts';
import type { Rails } from './registry.ts';
import type { RailId } from './types.ts';

// Payouts through a rail (docs/payments.md): a held withdrawal to a beneficiary a rail can reach
// is handed to that rail by this worker; the money stays in the pending account until the rail's
// final answer pays it out or releases it (rails/apply.ts). Others wait for the admin as before.

type Eligible = WdRow & { phone: string | null; network: string | null };

/**
 * Which rail pays a beneficiary, by the network the payee named: M-Pesa for Kenyan numbers in
 * whole shillings (at least 10, Daraja's B2C minimum); MTN MoMo in the currencies this instance's
 * MoMo serves (GHS, ZMW), to two decimals. Anything else waits for the admin.
 */
export function railFor(
  rails: Rails,
  w: { currency: string; amount: string; phone: string | null; network: string | null },
): RailId | null {
  if (!w.phone) return null;
  const amount = new D(w.amount);
  const network = w.network ?? 'mpesa';
  if (network === 'mpesa' && rails.adapters.mpesa)
    return w.currency === 'KES' &&
      /^\+2547\d{8}$|^\+2541\d{8}$/.test(w.phone) &&
      amount.isInteger() &&
      amount.gte(10)
      ? 'mpesa'
      : null;
  if (network === 'mtn_momo' && rails.adapters.mtn_momo)
    return rails.adapters.mtn_momo.currencies.includes(w.currency) &&
      /^\+\d{9,15}$/.test(w.phone) &&
      amount.decimalPlaces() <= 2 &&
      amount.gt(0)
      ? 'mtn_momo'
      : null;
  return null;
}

/**
 * A payout's end on the client's side, whoever learnt it (the rail's answer, a person who checked
 * it): the held withdrawal, its row locked, paid out or released with the reason; one already
 * decided is left as it is. The caller holds the holder's lock.
 */
export async function endHeldPayout(
  tx: DbOrTx,
  withdrawalId: string,
  paid: boolean,
  reason: string | undefined,
  actor: Parameters<typeof settleWithdrawal>[4],
  opts: Parameters<typeof settleWithdrawal>[5] = {},
) {
  const [w] = await queryRows<WdRow>(
    tx,
    sql`select * from withdrawals where id = ${withdrawalId} for update`,
  );
  if (w?.status === 'pending')
    await settleWithdrawal(
      tx,
      w,
      paid ? 'approve' : 'reject',
      paid ? undefined : reason,
      actor,
      opts,
    );
}

/** Hands held withdrawals to their rail; returns how many were handed over. */
export async function submitPayouts(db: Db, rails: Rails, publicUrl: string) {
  if (!rails.adapters.mpesa && !rails.adapters.mtn_momo) return 0;
  // Only what a running rail can carry, so others (left to the admin) never crowd the batch.
  const momoCurrencies = rails.adapters.mtn_momo?.currencies ?? [];
  const candidates = await queryRows<Eligible>(
    db,
    sql`select w.*, b.details->>'phone' as phone, b.details->>'network' as network from withdrawals w
        join beneficiaries b on b.id = w.beneficiary_id
        where w.status = 'pending' and b.kind = 'mobile_money'
          and ((coalesce(b.details->>'network', 'mpesa') = 'mpesa' and w.currency = 'KES' and ${!!rails.adapters.mpesa})
            or (b.details->>'network' = 'mtn_momo' and w.currency in (${sql.join(
              [...momoCurrencies, '-'].map((c) => sql`${c}`),
              sql`, `,
            )})))
          and not exists (select 1 from rail_operations o where o.withdrawal_id = w.id)
        order by w.created_at limit 20`,
  );
  let handed = 0;
  for (const w of candidates) {
    const rail = railFor(rails, w);
    const adapter = rail ? rails.adapters[rail] : undefined;
    if (!rail || !adapter) continue;
    const secret = randomBytes(24).toString('base64url');
    // The operation is written before the rail is called (a unique index per withdrawal: two
    // instances cannot both hand it over), so its answer always finds it. The withdrawal's row is
    // locked as it is read: an admin's decision or the sender's cancel holding it (they check for
    // an operation under that lock) is waited for, and then its status is read again, so the
    // money is never both released by them and paid by the rail.
    const [op] = await queryRows<{ id: string }>(
      db,
      sql`insert into rail_operations (rail, direction, holder_id, withdrawal_id, currency, amount, msisdn, callback_secret_hash)
          select ${rail}, 'payout', w.user_id, w.id, w.currency, w.amount, ${w.phone!.replace(/\D/g, '')}, ${secretHash(secret)}
          from withdrawals w where w.id = ${w.id} and w.status = 'pending'
          for update
          on conflict do nothing returning id`,
    );
    if (!op) continue;
    const base = `${new URL(publicUrl).origin}/api/rails/${rail}/payout/${op.id}.${secret}`;
    const submitted = await adapter
      .payout({
        operationId: op.id,
        currency: w.currency,
        amount: rail === 'mpesa' ? new D(w.amount).toFixed(0) : new D(w.amount).toFixed(),
        msisdn: w.phone!.replace(/\D/g, ''),
        reference: w.reference,
        resultUrl: `${base}/result`,
        timeoutUrl: `${base}/timeout`,
      })
      .catch((err: unknown) => ({
        accepted: false as const,
        code: 'UNREACHABLE',
        message: err instanceof Error ? err.message : String(err),
      }));
    handed++;
    if (submitted.accepted) {
      await db.execute(
        sql`update rail_operations set external_id = ${submitted.externalId}, secondary_id = ${submitted.secondaryId ?? null},
            status = 'submitted', updated_at = now() where id = ${op.id} and status = 'submitting'`,
      );
      continue;
    }
    if (submitted.code === 'UNREACHABLE') {
      // Unknown whether the rail took it: never send it again blindly; the exceptions queue asks.
      await db.execute(
        sql`update rail_operations set result_code = 'UNREACHABLE', result_message = ${submitted.message}, updated_at = now() where id = ${op.id}`,
      );
      continue;
    }
    // Refused outright: nothing left us, so the hold goes back to the client with the reason.
    await db.transaction(async (tx) => {
      await lockUser(tx, w.user_id);
      await endHeldPayout(
        tx,
        w.id,
        false,
        'The mobile-money provider refused this payout; the money is back in your balance.',
        railActor(rail),
      );
      await tx.execute(
        sql`update rail_operations set status = 'refused', result_code = ${submitted.code}, result_message = ${submitted.message},
            updated_at = now(), completed_at = now() where id = ${op.id}`,
      );
    });
  }
  return handed;
}
