import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  arrivalFor,
  computeTransferQuote,
  D,
  minorUnits,
  TRANSFER_PRICE_HOLD_SEC,
  TRANSFER_STEP_UP_USD,
  type TimelineStep,
  type TransferCreate,
  type TransferQuoteRequest,
  type TransferStatus,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertPayableBeneficiary } from '../beneficiaries/beneficiaries.ts';
import { newReference } from '../../lib/reference.ts';
import { audit } from '../audit.ts';
import { requireStepUp } from '../auth/step-up.ts';
import { lockPending, settleWithdrawal, type Actor } from '../funding/funding-queue.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { ledgerCall, lockUser, neg, postJournal, type EntrySpec } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { clearedEntries, findMatches } from '../screening/screen.ts';
import { enqueueSms } from '../sms/outbox.ts';
import { assertMayMove, limitPeriods, sqlGateParams } from '../verification/gate.ts';
import type { WdRow } from '../withdrawals/withdrawals.ts';
import { deliveryRule, getCorridor, midRates, type CorridorRow } from './corridors.ts';
import { recipientSms } from './texts.ts';
import { amt, iso, noticeFor, trackingPath, type TransferRow } from './row.ts';

export type { TransferRow } from './row.ts';

// Send money (issue 38, docs/send-money.md). A transfer is priced when created and held for
// review; on confirm, in one transaction under the sender's lock: the compliance gate, the
// conversion journal (source → destination, fee to the fee account), then either a held
// withdrawal to the payee (paid by the rail's payout worker or by the admin: rails/payout.ts,
// funding-queue.ts) or a journal to another client. The payout's end comes back through
// settleWithdrawal (settled.ts): delivered, or refunded in the source currency with the reason.

/** The transfer with what the rail did with its payout. */
const SELECT = sql`select t.*,
    (select min(o.created_at) from rail_operations o where o.withdrawal_id = t.withdrawal_id
       and o.status in ('submitted', 'succeeded')) as sent_at,
    exists (select 1 from rail_operations o where o.withdrawal_id = t.withdrawal_id) as payout_started
  from transfers t`;

export function timeline(t: TransferRow): TimelineStep[] {
  // A payout the admin pays (bank) or the ledger pays (wallet) is sent and delivered at once.
  const sent = t.sent_at ?? t.delivered_at;
  const steps: TimelineStep[] = [
    { step: 'created', at: iso(t.created_at) },
    { step: 'paid_in', at: iso(t.paid_at) },
    { step: 'converted', at: iso(t.converted_at) },
  ];
  if (t.status === 'cancelled') return [...steps, { step: 'cancelled', at: iso(t.cancelled_at) }];
  steps.push({ step: 'sent', at: iso(sent) });
  if (t.status === 'refunded') return [...steps, { step: 'refunded', at: iso(t.refunded_at) }];
  return [...steps, { step: 'delivered', at: iso(t.delivered_at) }];
}

const cancellable = (t: TransferRow) =>
  t.status === 'awaiting_confirmation' ||
  (t.status === 'processing' && t.recipient_kind === 'beneficiary' && !t.payout_started);

export function transferJson(t: TransferRow) {
  const whole = t.payout_method === 'mobile_money';
  return {
    id: t.id,
    reference: t.reference,
    status: (t.status === 'cancelling' ? 'processing' : t.status) as TransferStatus,
    reason: t.reason,
    corridorId: t.corridor_id,
    payoutMethod: t.payout_method,
    recipient: {
      kind: t.recipient_kind,
      name: t.recipient_name,
      phone: t.recipient_phone,
      network: t.network,
      beneficiaryId: t.beneficiary_id,
    },
    sourceCurrency: t.source_currency,
    destCurrency: t.dest_currency,
    destCountry: t.dest_country,
    sendAmount: amt(t.send_amount, t.source_currency),
    receiveAmount: amt(t.receive_amount, t.dest_currency, whole),
    fee: amt(t.fee, t.source_currency),
    total: amt(t.total, t.source_currency),
    rate: new D(t.rate).toFixed(),
    midRate: new D(t.mid_rate).toFixed(),
    arrival: t.arrival,
    priceExpiresAt: iso(t.price_expires_at)!,
    createdAt: iso(t.created_at)!,
    timeline: timeline(t),
    trackingPath: trackingPath(t.tracking_token),
    cancellable: cancellable(t),
  };
}
export type TransferJson = ReturnType<typeof transferJson>;

// ---------------------------------------------------------------------------------------------
// Pricing

async function liveCorridor(db: DbOrTx, id: string) {
  const c = await getCorridor(db, id);
  if (!c || !c.is_active) throw notFound('Corridor');
  return c;
}

/** The quote of a corridor now, checked against its per-transfer limits. */
export async function priceTransfer(db: DbOrTx, req: TransferQuoteRequest) {
  const c = await liveCorridor(db, req.corridorId);
  if (!c.payout_methods.includes(req.payoutMethod))
    throw new AppError('VALIDATION', 'This corridor does not pay out that way', {
      payoutMethod: 'This corridor does not pay out that way',
    });
  const mid = (await midRates(db, [{ src: c.source_currency, dst: c.dest_currency }])).get(
    `${c.source_currency}-${c.dest_currency}`,
  );
  if (!mid)
    throw new AppError('UNPROCESSABLE', 'No rate is published for this corridor right now', {
      corridorId: 'No rate is published for this corridor right now',
    });
  const quote = computeTransferQuote({
    sourceCurrency: c.source_currency,
    destCurrency: c.dest_currency,
    feeFixed: c.fee_fixed,
    feePercent: c.fee_percent,
    feeMin: c.fee_min,
    spreadBps: c.spread_bps,
    midRate: mid,
    side: req.side,
    amount: req.amount,
    wholeUnits: req.payoutMethod === 'mobile_money',
  });
  const send = new D(quote.sendAmount);
  const money = (v: string) => `${amt(v, c.source_currency)} ${c.source_currency}`;
  if (send.lt(c.min_amount) || !new D(quote.receiveAmount).gt(0)) {
    const m = `The smallest transfer on this corridor is ${money(c.min_amount)}`;
    throw new AppError('BELOW_MINIMUM', m, { amount: m });
  }
  if (send.gt(c.max_per_transfer)) {
    const m = `The largest transfer on this corridor is ${money(c.max_per_transfer)}`;
    throw new AppError('LIMIT_EXCEEDED', m, { amount: m });
  }
  return { corridor: c, quote, arrival: arrivalFor(deliveryRule(c)) };
}

/** The sender's month on this corridor (EAT calendar, as the compliance limits). */
async function assertMonthlyLimit(db: DbOrTx, userId: string, c: CorridorRow, send: string) {
  const { monthStart } = limitPeriods();
  const [row] = await queryRows<{ used: string }>(
    db,
    sql`select coalesce(sum(send_amount), 0)::text as used from transfers
         where user_id = ${userId} and corridor_id = ${c.id} and status in ('processing', 'delivered')
           and paid_at >= ${monthStart.toISOString()}::timestamptz`,
  );
  if (new D(row!.used).plus(send).gt(c.monthly_limit)) {
    const left = D.max(0, new D(c.monthly_limit).minus(row!.used));
    const m = `This would pass your monthly limit on this corridor (${amt(c.monthly_limit, c.source_currency)} ${c.source_currency}); ${amt(left.toFixed(), c.source_currency)} ${c.source_currency} is left this month`;
    throw new AppError('LIMIT_EXCEEDED', m, { amount: m });
  }
}

// ---------------------------------------------------------------------------------------------
// Recipients

type Recipient = {
  kind: 'beneficiary' | 'client';
  name: string;
  /** What the sender is shown: the payee's name, or another client's masked. */
  shownName: string;
  phone: string | null;
  email: string | null;
  network: string | null;
  beneficiaryId: string | null;
  userId: string | null;
};

/** "Jane Wanjiru Otieno" → "J*** W*** Otieno": enough to recognise, not to learn a name. */
export function maskedName(name: string) {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return `${parts[0]!.slice(0, 1)}***`;
  return [...parts.slice(0, -1).map((p) => `${p.slice(0, 1)}***`), parts.at(-1)].join(' ');
}

async function resolveRecipient(
  db: DbOrTx,
  holderId: string,
  c: CorridorRow,
  method: string,
  r: TransferCreate['recipient'],
): Promise<Recipient> {
  if (r.type === 'beneficiary') {
    const [b] = await queryRows<{
      kind: string;
      name: string;
      country: string;
      currency: string;
      details: Record<string, string>;
    }>(
      db,
      sql`select kind, name, country, currency, details from beneficiaries
           where id = ${r.beneficiaryId} and user_id = ${holderId} and deleted_at is null`,
    );
    if (!b) throw notFound('Beneficiary');
    const wrong = (m: string) => new AppError('VALIDATION', m, { recipient: m });
    if (b.kind !== method)
      throw wrong(
        method === 'mobile_money'
          ? 'Choose a mobile-money payee for this transfer'
          : 'Choose a bank payee for this transfer',
      );
    if (b.currency !== c.dest_currency || b.country !== c.dest_country)
      throw wrong(`Choose a payee paid in ${c.dest_currency} in ${c.dest_country}`);
    // A bank payee saved before the IBAN/BIC checks is refused before any money is held.
    assertPayableBeneficiary(b, 'recipient');
    return {
      kind: 'beneficiary',
      name: b.name,
      shownName: b.name,
      phone: b.details.phone ?? null,
      email: null,
      network: b.details.network ?? null,
      beneficiaryId: r.beneficiaryId,
      userId: null,
    };
  }
  if (method !== 'wallet')
    throw new AppError('VALIDATION', 'Sending to another client pays their Mizani wallet', {
      payoutMethod: 'Sending to another client pays their Mizani wallet',
    });
  const contact = r.contact.trim();
  const [u] = await queryRows<{ id: string; name: string; email: string; phone: string | null }>(
    db,
    sql`select u.id, u.name, u.email, u.phone_number as phone from "user" u
         where (lower(u.email) = lower(${contact}) or (u.phone_number = ${contact} and u.phone_number_verified))
           and u.role = 'client' limit 1`,
  );
  const none = 'No Mizani client uses this email or phone number';
  if (!u) throw new AppError('UNPROCESSABLE', none, { 'recipient.contact': none });
  if (u.id === holderId)
    throw new AppError('VALIDATION', 'You cannot send money to yourself', {
      'recipient.contact': 'You cannot send money to yourself',
    });
  return {
    kind: 'client',
    name: u.name,
    shownName: maskedName(u.name),
    phone: u.phone,
    email: u.email,
    network: null,
    beneficiaryId: null,
    userId: u.id,
  };
}

/**
 * Screens the recipient's name against the sanctions lists before money moves. A hit refuses
 * the transfer (audited, outside the refused transaction, for the compliance desk) and writes no
 * money; the sender's account is not restricted by someone else's name.
 */
async function screenRecipient(db: Db, holderId: string, actorId: string, name: string) {
  const settings = await readPlatformSettings(db);
  const cleared = (await clearedEntries(db, [holderId])).get(holderId);
  const matches = await findMatches(
    db,
    { name },
    settings['compliance.screeningThreshold'],
    cleared,
  );
  if (!matches.length) return;
  await audit(db, {
    actorId,
    action: 'transfer.screening_hit',
    targetType: 'holder',
    targetId: holderId,
    after: { recipient: name, matches: matches.slice(0, 3) },
  });
  const m =
    'We cannot send money to this recipient. Our compliance team reviews every such case and will contact you if more is needed.';
  throw new AppError('ACCOUNT_RESTRICTED', m, { recipient: m });
}

// ---------------------------------------------------------------------------------------------
// Create, confirm, cancel

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
) {
  const { idempotencyKey, ...request } = body;
  const hash = requestHash(request);
  const replay = async () => {
    const [t] = await queryRows<TransferRow>(
      db,
      sql`${SELECT} where t.user_id = ${holderId} and t.idempotency_key = ${idempotencyKey}`,
    );
    if (!t) return null;
    if (t.request_hash !== hash)
      throw new AppError('CONFLICT', 'This idempotency key was used for another transfer');
    return t;
  };
  const earlier = await replay();
  if (earlier) return { transfer: transferJson(earlier), replayed: true };

  const { corridor: c, quote, arrival } = await priceTransfer(db, request);
  const recipient = await resolveRecipient(db, holderId, c, body.payoutMethod, body.recipient);
  await screenRecipient(db, holderId, actorId, recipient.name);
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
          recipient_email, network, source_currency, dest_currency, dest_country, send_amount, receive_amount,
          fee, total, rate, mid_rate, arrival, price_expires_at, tracking_token)
        values (${holderId}, ${actorId}, ${c.id}, ${newReference('TRF')}, ${idempotencyKey}, ${hash},
          ${body.payoutMethod}, ${recipient.kind}, ${recipient.beneficiaryId}, ${recipient.userId},
          ${recipient.shownName}, ${recipient.phone}, ${recipient.email}, ${recipient.network},
          ${c.source_currency}, ${c.dest_currency}, ${c.dest_country}, ${quote.sendAmount},
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

type SenderContext = { sessionId: string; appUrl: string; actor: Actor };

/** The sender's display name for the recipient (a person's first name, a business's name). */
async function senderName(db: DbOrTx, holderId: string) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from "user" where id = ${holderId} union all select name from organization where id = ${holderId} limit 1`,
  );
  return row?.name.split(/\s+/)[0] ?? 'A Mizani client';
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
    if (pre.status === 'cancelled')
      throw new AppError('CONFLICT', 'This transfer was cancelled. Start a new one.');
    return transferJson(pre);
  }
  if (new Date(pre.price_expires_at).getTime() <= Date.now())
    throw new AppError(
      'CONFLICT',
      'The price of this transfer has expired. Review the new price and confirm again.',
    );
  // Early answer of the gate, and the amount in USD for the step-up rule.
  const usd = await assertMayMove(db, holderId, 'withdraw', {
    amount: pre.total,
    currency: pre.source_currency,
  });
  if (usd && new D(usd).gt(TRANSFER_STEP_UP_USD)) await requireStepUp(db, ctx.sessionId);
  await screenRecipient(
    db,
    holderId,
    ctx.actor.id,
    pre.recipient_kind === 'client' ? await realName(db, pre) : pre.recipient_name,
  );
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
      throw new AppError(
        'CONFLICT',
        'The price of this transfer has expired. Review the new price and confirm again.',
      );
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
  const late = () =>
    new AppError(
      'CONFLICT',
      'The payout has started, so this transfer can no longer be cancelled.',
    );
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

// ---------------------------------------------------------------------------------------------
// Public tracking

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the recipient may see at the link: where the money stands and when it arrives; no
 * amounts, no names, no reference (a forwarded link tells nobody else anything).
 */
export async function trackTransfer(db: DbOrTx, token: string) {
  if (!TOKEN.test(token)) return null;
  const [t] = await queryRows<TransferRow>(db, sql`${SELECT} where t.tracking_token = ${token}`);
  if (!t) return null;
  return {
    status: transferJson(t).status,
    destCountry: t.dest_country,
    payoutMethod: t.payout_method,
    network: t.network,
    arrival: t.arrival,
    timeline: timeline(t),
  };
}
