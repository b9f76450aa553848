import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PhoneDeposit } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newReference } from '../ledger/ledger.ts';
import { assertMayMove } from '../verification/gate.ts';
import { depositJson, type DepositRow } from '../funding/deposits.ts';
import { closeDeposit } from '../funding/funding-queue.ts';
import type { Rails } from './registry.ts';
import type { RailId } from './types.ts';
import { secretHash } from './callback-secret.ts';

/** Who the audit log names for what a rail decided. */
export const railActor = (rail: RailId) => ({ id: `rail:${rail}`, email: `${rail} rail` });

/**
 * A deposit paid from the client's phone: the deposit and the rail operation are written first
 * (so a callback always finds them, whatever happens next), then the rail is asked to prompt the
 * phone. The callback address carries the operation's id and a secret only the rail was told.
 */
export async function startPhoneDeposit(
  db: Db,
  rails: Rails,
  holderId: string,
  body: PhoneDeposit,
  publicUrl: string,
  /** Written with the deposit, before the phone rings (a transfer paid in by it: transfers/pay-in.ts). */
  onCreated?: (tx: DbOrTx, depositId: string) => Promise<void>,
) {
  const adapter = rails.adapters[body.rail];
  if (!adapter || !adapter.currencies.includes(body.currency))
    throw new AppError('UNAVAILABLE', 'Paying in by phone is not available right now.');
  await assertMayMove(db, holderId, 'fund');
  const secret = randomBytes(24).toString('base64url');
  const msisdn = body.phone.replace(/\D/g, '');
  const amount = body.amount;
  const { deposit, operationId } = await db.transaction(async (tx) => {
    const [d] = await queryRows<DepositRow>(
      tx,
      sql`insert into deposits (user_id, currency, method, reference, expected_amount)
          values (${holderId}, ${body.currency}, 'mobile_money', ${newReference('DEP')}, ${amount}) returning *`,
    );
    const [op] = await queryRows<{ id: string }>(
      tx,
      sql`insert into rail_operations (rail, direction, holder_id, deposit_id, currency, amount, msisdn, callback_secret_hash)
          values (${body.rail}, 'collect', ${holderId}, ${d!.id}, ${body.currency}, ${amount}, ${msisdn}, ${secretHash(secret)})
          returning id`,
    );
    await onCreated?.(tx, d!.id);
    return { deposit: d!, operationId: op!.id };
  });

  const base = new URL(publicUrl).origin;
  const submitted = await adapter
    .collect({
      operationId,
      currency: body.currency,
      amount,
      msisdn,
      reference: deposit.reference,
      callbackUrl: `${base}/api/rails/${body.rail}/collect/${operationId}.${secret}`,
    })
    .catch((err: unknown) => ({
      accepted: false as const,
      code: 'UNREACHABLE',
      message: err instanceof Error ? err.message : String(err),
    }));

  if (submitted.accepted) {
    // If this write is lost (the process dies here), the callback still finds the operation by
    // the id in its address, and the status sweep finds it by its age (apply.ts).
    await db.execute(
      sql`update rail_operations set external_id = ${submitted.externalId}, secondary_id = ${submitted.secondaryId ?? null},
          status = 'submitted', updated_at = now() where id = ${operationId} and status = 'submitting'`,
    );
    const simulatorUrl = rails.simulators[body.rail] ? '/dev/phone' : undefined;
    return {
      ...depositJson(deposit),
      rail: {
        id: body.rail,
        state: 'waiting_for_phone',
        ...(simulatorUrl ? { simulatorUrl } : {}),
      },
    };
  }
  // Refused before the phone rang: the deposit closes with the rail's reason.
  const closed = await db.transaction(async (tx) => {
    await tx.execute(
      sql`update rail_operations set status = 'refused', result_code = ${submitted.code}, result_message = ${submitted.message},
          updated_at = now(), completed_at = now() where id = ${operationId}`,
    );
    const [locked] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${deposit.id} for update`,
    );
    return closeDeposit(
      tx,
      locked!,
      'The mobile-money provider could not send the prompt. Try again.',
      railActor(body.rail),
    );
  });
  throw new AppError(
    'UNAVAILABLE',
    closed.reason ?? 'The mobile-money provider could not send the prompt.',
  );
}

/** A phone deposit's progress, for the client's live status (waiting → received → credited). */
export async function phoneDepositStatus(db: Db, holderId: string, depositId: string) {
  const [row] = await queryRows<
    DepositRow & { op_status: string | null; result_message: string | null }
  >(
    db,
    sql`select d.*, o.status as op_status, o.result_message from deposits d
        left join rail_operations o on o.deposit_id = d.id
        where d.id = ${depositId} and d.user_id = ${holderId}`,
  );
  if (!row) return null;
  const state =
    row.status === 'completed'
      ? 'credited'
      : row.status === 'rejected'
        ? 'failed'
        : row.op_status === 'succeeded'
          ? 'received'
          : 'waiting_for_phone';
  return {
    ...depositJson(row),
    rail: { state, message: row.status === 'rejected' ? row.reason : null },
  };
}
