import { sql } from 'drizzle-orm';
import { PHONE_RAILS, PhoneDepositSchema, payInAmount, type TransferPayIn } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, type Said } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/validate.ts';
import { said } from '../i18n/refusals/index.ts';
import { notifyClient } from '../notices/notices.ts';
import { startPhoneDeposit } from '../rails/collect.ts';
import type { Rails } from '../rails/registry.ts';
import { transferJson } from './json.ts';
import { noticeFor, type TransferRow } from './row.ts';
import {
  checkBeforeMoving,
  confirmTransfer,
  getTransfer,
  type SenderContext,
} from './transfers.ts';

// Paying in for one transfer from the sender's phone (issue 38, docs/send-money.md), as Wise lets
// a sender pay by bank for one transfer: no balance needed first. The reviewed transfer's checks
// run as at confirmation (price, gate, step-up above the threshold, screening); then an M-Pesa
// prompt for its total (rounded up to whole shillings), the deposit linked to the transfer in the
// transaction that writes it. The price holds PAY_IN_HOLD_SEC while the phone is answered. Once
// the rail credits the deposit (the ordinary path: rails/apply.ts), the worker confirms the
// transfer from the balance the money landed in (confirmPaidIn): exactly once, on any number of
// instances, because confirmTransfer checks the status under the sender's lock. Money that cannot
// be sent on (the price ended, a limit reached meanwhile) stays in the balance, and the sender is
// told why.

/** How long the price holds once a prompt is sent: time to find the phone and enter the PIN. */
export const PAY_IN_HOLD_SEC = 15 * 60;

export async function startTransferPayIn(
  db: Db,
  rails: Rails,
  holderId: string,
  id: string,
  body: TransferPayIn,
  ctx: SenderContext & { publicUrl: string },
) {
  const pre = await getTransfer(db, holderId, id);
  if (pre.status !== 'awaiting_confirmation')
    throw new AppError('CONFLICT', said('transfer.notWaitingForPayment'));
  const phoneDeposit = PhoneDepositSchema.safeParse({
    rail: body.rail,
    currency: pre.source_currency,
    amount: payInAmount(body.rail, pre.total),
    phone: body.phone,
  });
  if (!phoneDeposit.success) {
    const fields: Record<string, Said> = fieldErrors(phoneDeposit.error);
    // The rail does not take this currency: said on the rail, the field the sender chose.
    if (fields.currency)
      fields.rail = said('transfer.railCurrency', {
        rail: PHONE_RAILS[body.rail].label,
        currency: pre.source_currency,
      });
    delete fields.currency;
    delete fields.amount;
    throw new AppError(
      'VALIDATION',
      fields.rail ?? fields.phone ?? said('transfer.checkNumber'),
      fields,
    );
  }
  if (pre.pay_in_deposit_id) {
    const [waiting] = await queryRows<{ status: string }>(
      db,
      sql`select status from deposits where id = ${pre.pay_in_deposit_id} and status = 'pending'`,
    );
    if (waiting) throw new AppError('CONFLICT', said('transfer.payInWaiting'));
  }
  await checkBeforeMoving(db, holderId, pre, ctx);
  const deposit = await startPhoneDeposit(
    db,
    rails,
    holderId,
    phoneDeposit.data,
    ctx.publicUrl,
    async (tx, depositId) => {
      const [linked] = await queryRows<{ id: string }>(
        tx,
        sql`update transfers set pay_in_deposit_id = ${depositId}
            where id = ${id} and user_id = ${holderId} and status = 'awaiting_confirmation'
            returning id`,
      );
      // Confirmed or cancelled meanwhile: no prompt (the deposit's transaction rolls back).
      if (!linked) throw new AppError('CONFLICT', said('transfer.notWaitingForPayment'));
    },
  );
  // The price holds once the phone rings, not for a prompt the rail refused (startPhoneDeposit
  // threw, the deposit closed): no rate is held for money that is not coming.
  await db.execute(
    sql`update transfers set price_expires_at = greatest(price_expires_at, now() + make_interval(secs => ${PAY_IN_HOLD_SEC}))
        where id = ${id} and status = 'awaiting_confirmation' and pay_in_deposit_id = ${deposit.id}`,
  );
  return { transfer: transferJson(await getTransfer(db, holderId, id)), deposit };
}

/**
 * The worker's pass: every transfer whose pay-in deposit is credited, confirmed from the balance.
 * A refusal (price ended, limits, screening) closes the transfer with the reason; the money paid
 * in stays in the balance.
 */
export async function confirmPaidIn(db: Db, appUrl: string) {
  const due = await queryRows<{ id: string; user_id: string; actor_id: string; email: string }>(
    db,
    sql`select t.id, t.user_id, u.id as actor_id, u.email from transfers t
          join deposits d on d.id = t.pay_in_deposit_id
          join "user" u on u.id = coalesce(t.created_by, t.user_id)
         where t.status = 'awaiting_confirmation' and d.status = 'completed'
         order by d.decided_at limit 100`,
  );
  let confirmed = 0;
  for (const t of due) {
    const ctx = { sessionId: null, appUrl, actor: { id: t.actor_id, email: t.email } };
    try {
      await confirmTransfer(db, t.user_id, t.id, ctx);
      confirmed++;
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      await keepInBalance(db, t.id, err.message, appUrl);
    }
  }
  return confirmed;
}

async function keepInBalance(db: Db, id: string, reason: string, appUrl: string) {
  await db.transaction(async (tx) => {
    const [t] = await queryRows<TransferRow>(
      tx,
      sql`update transfers set status = 'cancelled', cancelled_at = now(),
            reason = ${`${reason} The money you paid in is in your balance.`}
          where id = ${id} and status = 'awaiting_confirmation' returning *`,
    );
    if (t) await notifyClient(tx, t.user_id, noticeFor(t, 'cancelled', appUrl));
  });
}
