import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  D,
  minorUnits,
  TRANSFER_PRICE_HOLD_SEC,
  TRANSFER_STEP_UP_USD,
  type TransferCreate,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { newReference } from '../../lib/reference.ts';
import { requireStepUp } from '../auth/step-up.ts';
import { lockPending, settleWithdrawal, type Actor } from '../funding/funding-queue.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { ledgerCall, lockUser, neg, postJournal, type EntrySpec } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import { enqueueSms } from '../sms/outbox.ts';
import { assertMayMove, sqlGateParams } from '../verification/gate.ts';
import type { WdRow } from '../withdrawals/withdrawals.ts';
import { recipientSms } from './texts.ts';
import { amt, noticeFor, trackingPath, type TransferRow } from './row.ts';
import { SELECT, cancellable, transferJson } from './json.ts';
import { liveCorridor, priceTransfer, assertMonthlyLimit } from './pricing.ts';
import { resolveRecipient, screenRecipient } from './recipients.ts';
import type { Rails } from '../rails/registry.ts';
import { checkPayeeName } from './name-check.ts';

export type { TransferRow } from './row.ts';
export { timeline, transferJson, type TransferJson } from './json.ts';
export { priceTransfer } from './pricing.ts';
export { maskedName } from './recipients.ts';
export { trackTransfer } from './tracking.ts';

// Send money (issue 38, docs/send-money.md). A transfer is priced when created and held for
// review; on confirm, in one transaction under the sender's lock: the compliance gate, the
// conversion journal (source → destination, fee to the fee account), then either a held
// withdrawal to the payee (paid by the rail's payout worker or by the admin: rails/payout.ts,
// funding-queue.ts) or a journal to another client. The payout's end comes back through
// settleWithdrawal (settled.ts): delivered, or refunded in the source currency with the reason.

/** The sender's own transfer, or 404 whatever the reason (another client's id included). */
export async function getTransfer(db: DbOrTx, holderId: string, id: string) {
  const [t] = await queryRows<TransferRow>(
    db,
    sql`${SELECT} where t.id = ${id} and t.user_id = ${holderId}`,
  );
  if (!t) throw notFound('Transfer');
  return t;
}

export async function listTransfers(db: DbOrTx, holderId: string) {
  const rows = await queryRows<TransferRow>(
    db,
    sql`${SELECT} where t.user_id = ${holderId} order by t.created_at desc, t.id desc limit 50`,
  );
  return rows.map(transferJson);
}

/**
 * Prices and records a transfer for review (no money moves): the corridor's limits, the
 * recipient, the screening and the compliance gate answer now, so the review shows what will
 * happen. Once per idempotency key.
 */
export async function createTransfer(
  db: Db,
  holderId: string,
  actorId: string,
  body: TransferCreate,
  rails?: Rails,
) {
  const { idempotencyKey, ...request } = body;
  const hash = requestHash(request);
  const replay = async () => {
    const [t] = await queryRows<TransferRow>(
      db,
      sql`${SELECT} where t.user_id = ${holderId} and t.idempotency_key = ${idempotencyKey}`,
    );
    if (!t) return null;
    if (t.request_hash !== hash) throw new AppError('CONFLICT', said('transfer.keyReused'));
    return t;
  };
  const earlier = await replay();
  if (earlier) return { transfer: transferJson(earlier), replayed: true };

  const { corridor: c, quote, arrival } = await priceTransfer(db, request);
  const recipient = await resolveRecipient(db, holderId, c, body.payoutMethod, body.recipient);
  await screenRecipient(db, holderId, actorId, recipient.name);
  // Whose number it is, where the paying rail can tell: shown at the review (name-check.ts).
  const nameCheck =
    rails && recipient.kind === 'beneficiary' && body.payoutMethod === 'mobile_money'
      ? await checkPayeeName(rails, recipient, c.dest_currency, quote.receiveAmount)
      : null;
  await assertMayMove(db, holderId, 'withdraw', {
    amount: quote.total,
    currency: c.source_currency,
  });
  await assertMonthlyLimit(db, holderId, c, quote.sendAmount);

  const token = randomBytes(32).toString('base64url');
  const rows = await queryRows<TransferRow>(
    db,
    sql`insert into transfers (user_id, created_by, corridor_id, reference, idempotency_key, request_hash,
          payout_method, recipient_kind, beneficiary_id, recipient_user_id, recipient_name, recipient_phone,
          recipient_email, network, name_check, registered_name, source_currency, dest_currency, dest_country, send_amount, receive_amount,
          fee, total, rate, mid_rate, arrival, price_expires_at, tracking_token)
        values (${holderId}, ${actorId}, ${c.id}, ${newReference('TRF')}, ${idempotencyKey}, ${hash},
          ${body.payoutMethod}, ${recipient.kind}, ${recipient.beneficiaryId}, ${recipient.userId},
          ${recipient.shownName}, ${recipient.phone}, ${recipient.email}, ${recipient.network},
          ${nameCheck?.status ?? null}, ${nameCheck?.registeredName ?? null}, ${c.source_currency}, ${c.dest_currency}, ${c.dest_country}, ${quote.sendAmount},
          ${quote.receiveAmount}, ${quote.fee}, ${quote.total}, ${quote.rate}, ${quote.midRate},
          ${JSON.stringify(arrival)}::jsonb, now() + make_interval(secs => ${TRANSFER_PRICE_HOLD_SEC}),
          ${token})
        on conflict (user_id, idempotency_key) do nothing
        returning *, null::timestamptz as sent_at, false as payout_started`,
  );
  if (!rows[0]) {
    const raced = await replay();
    return { transfer: transferJson(raced!), replayed: true };
  }
  return { transfer: transferJson(rows[0]), replayed: false };
}

/**
 * Who confirms: a session (step-up applies), or null for a recurring transfer's run, whose
 * authority is the schedule the client set up with step-up (schedules.ts).
 */
export type SenderContext = { sessionId: string | null; appUrl: string; actor: Actor };

/** The sender's display name for the recipient (a person's first name, a business's name). */
async function senderName(db: DbOrTx, holderId: string) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from "user" where id = ${holderId} union all select name from organization where id = ${holderId} limit 1`,
  );
  return row?.name.split(/\s+/)[0] ?? 'A Mizani client';
}

/**
 * What must hold before a reviewed transfer's money moves, whoever pays it in: the price still
 * held, the compliance gate, step-up above the threshold (a session's), the recipient screened.
 */
export async function checkBeforeMoving(
  db: Db,
  holderId: string,
  pre: TransferRow,
  ctx: SenderContext,
) {
  if (new Date(pre.price_expires_at).getTime() <= Date.now())
    throw new AppError('CONFLICT', said('transfer.priceExpired'));
  // Early answer of the gate, and the amount in USD for the step-up rule.
  const usd = await assertMayMove(db, holderId, 'withdraw', {
    amount: pre.total,
    currency: pre.source_currency,
  });
  if (usd && ctx.sessionId && new D(usd).gt(TRANSFER_STEP_UP_USD))
    await requireStepUp(db, ctx.sessionId);
  await screenRecipient(
    db,
    holderId,
    ctx.actor.id,
    pre.recipient_kind === 'client' ? await realName(db, pre) : pre.recipient_name,
  );
}

/**
 * Moves the money of a reviewed transfer. Step-up first when its total is above the threshold;
 * then, in one transaction under the sender's lock (and the recipient's, in id order, for a
 * client): the binding checks, the conversion journal and the payout leg. Confirming twice
 * answers the transfer as it stands.
 */
export async function confirmTransfer(db: Db, holderId: string, id: string, ctx: SenderContext) {
  const pre = await getTransfer(db, holderId, id);
  if (pre.status !== 'awaiting_confirmation') {
    if (pre.status === 'cancelled') throw new AppError('CONFLICT', said('transfer.cancelled'));
    return transferJson(pre);
  }
  await checkBeforeMoving(db, holderId, pre, ctx);
  const sender = await senderName(db, holderId);

  const done = await db.transaction(async (tx) => {
    const locks = [holderId, ...(pre.recipient_user_id ? [pre.recipient_user_id] : [])].sort();
    for (const u of locks) await lockUser(tx, u);
    const [t] = await queryRows<TransferRow>(
      tx,
      sql`select * from transfers where id = ${id} and user_id = ${holderId} for update`,
    );
    if (t!.status !== 'awaiting_confirmation') return { t: t!, fresh: false };
    if (new Date(t!.price_expires_at).getTime() <= Date.now())
      throw new AppError('CONFLICT', said('transfer.priceExpired'));
    const c = await liveCorridor(tx, t!.corridor_id);
    await assertMonthlyLimit(tx, holderId, c, t!.send_amount);

    // Paid in from the wallet and converted: one journal (the fee to the fee account).
    const entries: EntrySpec[] = [
      { kind: 'client', userId: holderId, currency: t!.source_currency, amount: neg(t!.total) },
      { kind: 'house', currency: t!.source_currency, amount: t!.send_amount },
      { kind: 'fee', currency: t!.source_currency, amount: t!.fee },
      { kind: 'house', currency: t!.dest_currency, amount: neg(t!.receive_amount) },
      { kind: 'client', userId: holderId, currency: t!.dest_currency, amount: t!.receive_amount },
    ].filter((e) => !new D(e.amount).isZero()) as EntrySpec[];
    await postJournal(
      tx,
      { type: 'conversion', userId: holderId, reference: t!.reference, memo: 'transfer' },
      entries.map((e) => ({ ...e, amount: new D(e.amount).toFixed(minorUnits(e.currency)) })),
    );

    if (t!.recipient_kind === 'beneficiary') {
      // The payout leg is a held withdrawal: the SQL function runs the compliance gate (limits,
      // MZ403 refuses and this whole transaction rolls back), holds the amount and counts the volume.
      const [w] = await ledgerCall<WdRow>(
        tx,
        sql`select * from mizani_request_withdrawal(${holderId}, ${`transfer:${t!.id}`},
              ${t!.request_hash}, ${t!.beneficiary_id}::uuid, ${t!.dest_currency},
              ${t!.receive_amount}::numeric, ${randomUUID()}::uuid, ${newReference('WDR')},
              ${ctx.actor.id}, ${JSON.stringify(sqlGateParams('withdraw'))}::jsonb)`,
      );
      const [after] = await queryRows<TransferRow>(
        tx,
        sql`update transfers set status = 'processing', paid_at = now(), converted_at = now(),
              withdrawal_id = ${w!.id} where id = ${t!.id} returning *`,
      );
      await notifyClient(tx, holderId, noticeFor(after!, 'on_its_way', ctx.appUrl));
      return { t: after!, fresh: true };
    }

    // Another client: the binding gate, then the ledger pays them at once.
    const gateUsd = await assertMayMove(tx, holderId, 'withdraw', {
      amount: t!.total,
      currency: t!.source_currency,
    });
    await postJournal(
      tx,
      { type: 'transfer', userId: holderId, reference: t!.reference },
      [
        {
          kind: 'client',
          userId: holderId,
          currency: t!.dest_currency,
          amount: neg(t!.receive_amount),
        },
        {
          kind: 'client',
          userId: t!.recipient_user_id,
          currency: t!.dest_currency,
          amount: new D(t!.receive_amount).toFixed(minorUnits(t!.dest_currency)),
        },
      ].map((e) => ({
        ...e,
        amount: new D(e.amount).toFixed(minorUnits(e.currency)),
      })) as EntrySpec[],
    );
    await tx.execute(
      sql`insert into compliance_volume (user_id, operation, ref_id, usd_amount)
          values (${holderId}, 'withdraw', ${t!.id}, ${gateUsd ?? '0'})`,
    );
    const [after] = await queryRows<TransferRow>(
      tx,
      sql`update transfers set status = 'delivered', paid_at = now(), converted_at = now(),
            delivered_at = now() where id = ${t!.id} returning *`,
    );
    await notifyClient(tx, holderId, noticeFor(after!, 'delivered', ctx.appUrl));
    await notifyClient(
      tx,
      t!.recipient_user_id!,
      noticeFor(after!, 'received', ctx.appUrl, sender),
    );
    return { t: after!, fresh: true };
  });

  if (done.fresh && done.t.recipient_phone) {
    // The recipient's text (outbox: sent by the SMS worker, never waited on here).
    await enqueueSms(db, {
      kind: 'transfer_recipient',
      to: done.t.recipient_phone,
      userId: done.t.recipient_user_id,
      body: recipientSms({
        sender,
        amount: amt(
          done.t.receive_amount,
          done.t.dest_currency,
          done.t.payout_method === 'mobile_money',
        ),
        currency: done.t.dest_currency,
        url: `${ctx.appUrl}${trackingPath(done.t.tracking_token)}`,
      }),
    });
  }
  return transferJson(await getTransfer(db, holderId, id));
}

/** Another client's legal name, for screening (the row keeps only the masked one). */
async function realName(db: DbOrTx, t: TransferRow) {
  const [u] = await queryRows<{ name: string }>(
    db,
    sql`select name from "user" where id = ${t.recipient_user_id}`,
  );
  return u?.name ?? t.recipient_name;
}

/**
 * Cancels a transfer before its payout starts: a reviewed one simply closes; a confirmed one whose
 * payout no rail has taken releases the hold and refunds the source amount and fee (settled.ts).
 */
export async function cancelTransfer(db: Db, holderId: string, id: string, ctx: SenderContext) {
  const pre = await getTransfer(db, holderId, id);
  const late = () => new AppError('CONFLICT', said('transfer.payoutStarted'));
  if (pre.status === 'awaiting_confirmation') {
    const [t] = await queryRows<TransferRow>(
      db,
      sql`update transfers set status = 'cancelled', cancelled_at = now()
           where id = ${id} and user_id = ${holderId} and status = 'awaiting_confirmation' returning *`,
    );
    if (!t) throw late();
    return transferJson(await getTransfer(db, holderId, id));
  }
  if (!cancellable(pre) || !pre.withdrawal_id) throw late();
  await db.transaction(async (tx) => {
    const w = await lockPending<WdRow>(tx, 'withdrawal', pre.withdrawal_id!).catch(() => {
      throw late();
    });
    const [inFlight] = await queryRows(
      tx,
      sql`select 1 from rail_operations where withdrawal_id = ${w.id}`,
    );
    if (inFlight) throw late();
    await tx.execute(sql`update transfers set status = 'cancelling' where id = ${id}`);
    await settleWithdrawal(tx, w, 'reject', 'Cancelled by the sender', ctx.actor, {
      appUrl: ctx.appUrl,
    });
  });
  return transferJson(await getTransfer(db, holderId, id));
}
