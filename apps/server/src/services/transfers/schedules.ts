import { sql } from 'drizzle-orm';
import {
  D,
  dayAfter,
  MAX_TRANSFER_SCHEDULES,
  minorUnits,
  nextRunOn,
  TRANSFER_STEP_UP_USD,
  type RecurringFrequency,
  type ScheduleRunStatus,
  type ScheduleSkipReason,
  type ScheduleStatus,
  type TransferSchedule,
  type TransferScheduleCreate,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { requireStepUp } from '../auth/step-up.ts';
import type { Actor } from '../funding/funding-queue.ts';
import { lockUser } from '../ledger/ledger.ts';
import { assertMayMove } from '../verification/gate.ts';
import { priceTransfer } from './pricing.ts';
import { resolveRecipient, screenRecipient } from './recipients.ts';

// Recurring transfers (issue 38, docs/send-money.md "Recurring transfers"): a fixed amount to one
// recipient every week or month. Set up once (priced, the recipient resolved and screened, the
// gate asked, step-up above the threshold); the runs are schedule-runs.ts's.

export type ScheduleRow = {
  id: string;
  user_id: string;
  created_by: string | null;
  corridor_id: string;
  payout_method: TransferSchedule['payoutMethod'];
  beneficiary_id: string | null;
  recipient_contact: string | null;
  recipient_name: string;
  send_amount: string;
  frequency: RecurringFrequency;
  day: number;
  setup_rate: string;
  tolerance_percent: string;
  next_run_on: string | null;
  status: ScheduleStatus;
  created_at: Date | string;
  source_currency: string;
  dest_currency: string;
  dest_country: string;
};

type RunRow = {
  id: string;
  schedule_id: string;
  run_on: string;
  status: ScheduleRunStatus;
  reason: ScheduleSkipReason | null;
  reason_text: string | null;
  rate: string | null;
  transfer_id: string | null;
  created_at: Date | string;
};

export const SCHEDULE_SELECT = sql`select s.id, s.user_id, s.created_by, s.corridor_id, s.payout_method,
    s.beneficiary_id, s.recipient_contact, s.recipient_name, s.send_amount::text, s.frequency, s.day,
    s.setup_rate::text, s.tolerance_percent::text, s.next_run_on::text as next_run_on, s.status,
    s.created_at, c.source_currency, c.dest_currency, c.dest_country
  from transfer_schedules s join corridors c on c.id = s.corridor_id`;

const today = () => new Date().toISOString().slice(0, 10);
const iso = (v: Date | string) => new Date(v).toISOString();

/** How far `rate` is from `setup`, in percent, signed, two decimals. */
export const movedPercent = (setup: string, rate: string) =>
  new D(rate).minus(setup).div(setup).times(100).toDecimalPlaces(2).toFixed(2);

function scheduleJson(s: ScheduleRow, runs: RunRow[]): TransferSchedule {
  return {
    id: s.id,
    corridorId: s.corridor_id,
    payoutMethod: s.payout_method,
    sourceCurrency: s.source_currency,
    destCurrency: s.dest_currency,
    destCountry: s.dest_country,
    amount: new D(s.send_amount).toFixed(minorUnits(s.source_currency)),
    recipient: {
      kind: s.beneficiary_id || !s.recipient_contact ? 'beneficiary' : 'client',
      name: s.recipient_name,
      beneficiaryId: s.beneficiary_id,
    },
    frequency: s.frequency,
    day: Number(s.day),
    setupRate: new D(s.setup_rate).toFixed(),
    tolerancePercent: new D(s.tolerance_percent).toFixed(),
    nextRunOn: s.status === 'active' ? s.next_run_on : null,
    status: s.status,
    createdAt: iso(s.created_at),
    runs: runs
      .filter((r) => r.schedule_id === s.id)
      .map((r) => ({
        id: r.id,
        runOn: r.run_on,
        status: r.status,
        reason: r.reason,
        reasonText: r.reason_text,
        rate: r.rate == null ? null : new D(r.rate).toFixed(),
        movedPercent: r.rate == null ? null : movedPercent(s.setup_rate, r.rate),
        transferId: r.transfer_id,
        createdAt: iso(r.created_at),
      })),
  };
}

/** The holder's schedules (or one), each with its last 6 runs. */
export async function listSchedules(db: DbOrTx, holderId: string, id?: string) {
  const rows = await queryRows<ScheduleRow>(
    db,
    sql`${SCHEDULE_SELECT} where s.user_id = ${holderId} ${id ? sql`and s.id = ${id}` : sql``}
        order by s.created_at desc limit 50`,
  );
  if (!rows.length) return [];
  // A waiting run the client then confirmed shows as sent (its transfer moved).
  const runs = await queryRows<RunRow>(
    db,
    sql`select r.id, r.schedule_id, r.run_on::text as run_on,
               case when r.status = 'waiting' and t.status in ('processing', 'delivered', 'refunded')
                    then 'sent' else r.status end as status,
               r.reason, r.reason_text, r.rate::text, r.transfer_id, r.created_at
          from transfer_schedules s
          cross join lateral (select * from transfer_schedule_runs x where x.schedule_id = s.id
                               order by x.run_on desc limit 6) r
          left join transfers t on t.id = r.transfer_id
         where s.user_id = ${holderId} ${id ? sql`and s.id = ${id}` : sql``}
         order by r.run_on desc`,
  );
  return rows.map((s) => scheduleJson(s, runs));
}

export async function getSchedule(db: DbOrTx, holderId: string, id: string) {
  const [s] = await listSchedules(db, holderId, id);
  if (!s) throw notFound('Recurring transfer');
  return s;
}

/**
 * Sets up a recurring transfer: priced now (its rate is the one later runs are held to), the
 * recipient resolved and screened, the gate asked; step-up above the threshold, since runs then
 * send without asking. The first run is the first such day after today.
 */
export async function createSchedule(
  db: Db,
  holderId: string,
  ctx: { sessionId: string; actor: Actor },
  body: TransferScheduleCreate,
) {
  const { corridor: c, quote } = await priceTransfer(db, {
    corridorId: body.corridorId,
    payoutMethod: body.payoutMethod,
    side: 'send',
    amount: body.amount,
  });
  const recipient = await resolveRecipient(db, holderId, c, body.payoutMethod, body.recipient);
  await screenRecipient(db, holderId, ctx.actor.id, recipient.name);
  const usd = await assertMayMove(db, holderId, 'withdraw', {
    amount: quote.total,
    currency: c.source_currency,
  });
  if (usd && new D(usd).gt(TRANSFER_STEP_UP_USD)) await requireStepUp(db, ctx.sessionId);
  const first = nextRunOn(body.frequency, Number(body.day), dayAfter(today()));
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from transfer_schedules
           where user_id = ${holderId} and status <> 'cancelled'`,
    );
    if (n >= MAX_TRANSFER_SCHEDULES)
      throw conflict(`You can have at most ${MAX_TRANSFER_SCHEDULES} recurring transfers`);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into transfer_schedules (user_id, created_by, corridor_id, payout_method, beneficiary_id,
            recipient_contact, recipient_name, send_amount, frequency, day, setup_rate, tolerance_percent,
            next_run_on)
          values (${holderId}, ${ctx.actor.id}, ${c.id}, ${body.payoutMethod}, ${recipient.beneficiaryId},
            ${body.recipient.type === 'client' ? body.recipient.contact : null}, ${recipient.shownName},
            ${quote.sendAmount}, ${body.frequency}, ${Number(body.day)}, ${quote.rate},
            ${body.tolerancePercent}, ${first})
          returning id`,
    );
    await audit(tx, {
      actorId: ctx.actor.id,
      actorEmail: ctx.actor.email,
      action: 'transfer.schedule.create',
      targetType: 'transfer_schedule',
      targetId: row!.id,
      after: {
        corridorId: c.id,
        amount: quote.sendAmount,
        frequency: body.frequency,
        day: Number(body.day),
        tolerancePercent: body.tolerancePercent,
        setupRate: quote.rate,
      },
      ip: ctx.actor.ip,
    });
    return getSchedule(tx, holderId, row!.id);
  });
}

/** Pause, resume or cancel (final). Resuming runs next on the first such day after today. */
export async function setScheduleStatus(
  db: Db,
  holderId: string,
  actor: Actor,
  id: string,
  to: ScheduleStatus,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [s] = await queryRows<ScheduleRow>(
      tx,
      sql`select id, status, frequency, day from transfer_schedules
           where id = ${id} and user_id = ${holderId} for update`,
    );
    if (!s) throw notFound('Recurring transfer');
    const allowed =
      to === 'cancelled'
        ? s.status !== 'cancelled'
        : s.status === (to === 'active' ? 'paused' : 'active');
    if (!allowed)
      throw new AppError(
        'CONFLICT',
        s.status === 'cancelled'
          ? said('transfer.scheduleCancelled')
          : said('transfer.scheduleAlready', { status: s.status as 'active' | 'paused' }),
      );
    const next = to === 'active' ? nextRunOn(s.frequency, Number(s.day), dayAfter(today())) : null;
    await tx.execute(sql`update transfer_schedules set status = ${to},
                         next_run_on = coalesce(${next}::date, next_run_on), updated_at = now()
                         where id = ${id}`);
    // A run waiting for the client closes with its schedule.
    if (to === 'cancelled')
      await tx.execute(sql`update transfer_schedule_runs set status = 'skipped', reason = 'declined',
                           updated_at = now() where schedule_id = ${id} and status = 'waiting'
                           and transfer_id is null`);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: `transfer.schedule.${to === 'active' ? 'resume' : to === 'paused' ? 'pause' : 'cancel'}`,
      targetType: 'transfer_schedule',
      targetId: id,
      ip: actor.ip,
    });
    return getSchedule(tx, holderId, id);
  });
}
