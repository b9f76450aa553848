import { sql } from 'drizzle-orm';
import {
  D,
  dayAfter,
  minorUnits,
  nextRunOn,
  type ScheduleSkipReason,
  type TransferCreate,
} from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { notifyClient } from '../notices/notices.ts';
import type { Rails } from '../rails/registry.ts';
import { priceTransfer } from './pricing.ts';
import { scheduleSkippedNotice, scheduleWaitingNotice } from './schedule-texts.ts';
import { getSchedule, movedPercent, SCHEDULE_SELECT, type ScheduleRow } from './schedules.ts';
import { cancelTransfer, confirmTransfer, createTransfer } from './transfers.ts';

// A recurring transfer's runs (issue 38). Exactly once, on any number of instances: the worker
// claims a due schedule under its row lock (SKIP LOCKED), moves its next date and inserts the
// run's row, unique on (schedule, day), in one transaction; the transfer it then makes carries the
// run's id as its idempotency key, and confirming twice answers the transfer as it stands. A run
// left `running` by a stopped instance is taken up again after RESUME_AFTER, with the same key.
// A run whose rate moved more than the tolerance waits for the client; one that cannot send is
// skipped with the reason, and the client is told in both cases.

const RESUME_AFTER_SEC = 300;
const today = () => new Date().toISOString().slice(0, 10);

type RunOpts = { appUrl: string; rails?: Rails; on?: string };
export type RunOutcome = 'sent' | 'waiting' | 'skipped' | 'none';

/** A refusal in the words the client reads (SCHEDULE_SKIP_REASONS). */
export function skipReasonOf(err: unknown): ScheduleSkipReason {
  if (!(err instanceof AppError) || err.status >= 500) return 'failed';
  if (['ACCOUNT_RESTRICTED', 'VERIFICATION_REQUIRED', 'FORBIDDEN'].includes(err.code))
    return 'not_allowed';
  if (/insufficient|not enough/i.test(err.message)) return 'insufficient_balance';
  if (err.code === 'LIMIT_EXCEEDED' || err.code === 'BELOW_MINIMUM') return 'limit_exceeded';
  if (err.fields?.corridorId) return 'no_rate';
  if (err.code === 'NOT_FOUND' && /corridor/i.test(err.message)) return 'corridor_closed';
  if (err.fields?.recipient || err.fields?.payoutMethod || err.code === 'NOT_FOUND')
    return 'recipient_unavailable';
  if (err.code === 'CONFLICT' && /price/i.test(err.message)) return 'failed';
  return 'limit_exceeded';
}

const noticeOf = (s: ScheduleRow, runOn: string) => ({
  amount: new D(s.send_amount).toFixed(minorUnits(s.source_currency)),
  currency: s.source_currency,
  destCurrency: s.dest_currency,
  recipient: s.recipient_name,
  runOn,
});

/** The transfer a run makes: the schedule's corridor, amount and recipient, priced now. */
export const runRequest = (s: ScheduleRow, key: string): TransferCreate => ({
  corridorId: s.corridor_id,
  payoutMethod: s.payout_method,
  side: 'send',
  amount: new D(s.send_amount).toFixed(minorUnits(s.source_currency)),
  recipient: s.beneficiary_id
    ? { type: 'beneficiary', beneficiaryId: s.beneficiary_id }
    : { type: 'client', contact: s.recipient_contact ?? '' },
  idempotencyKey: key,
});

async function actorOf(db: Db, s: ScheduleRow) {
  const [u] = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from "user" where id = ${s.created_by ?? s.user_id}`,
  );
  return u ?? { id: s.user_id, email: '' };
}

async function skip(
  db: Db,
  s: ScheduleRow,
  run: { id: string; run_on: string },
  err: unknown,
  opts: RunOpts,
  rate: string | null = null,
) {
  const reason = skipReasonOf(err);
  const text = err instanceof AppError ? err.message : null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update transfer_schedule_runs set status = 'skipped', reason = ${reason},
                         reason_text = ${text}, rate = coalesce(${rate}::numeric, rate), updated_at = now()
                         where id = ${run.id}`);
    await notifyClient(
      tx,
      s.user_id,
      scheduleSkippedNotice({ ...noticeOf(s, run.run_on), reason }, opts.appUrl),
    );
  });
  return 'skipped' as const;
}

/** Prices the run; sends it within the tolerance, else leaves it waiting for the client. */
async function execute(
  db: Db,
  s: ScheduleRow,
  run: { id: string; run_on: string },
  opts: RunOpts,
): Promise<RunOutcome> {
  let rate: string;
  try {
    const { quote } = await priceTransfer(db, runRequest(s, ''));
    rate = quote.rate;
  } catch (err) {
    return skip(db, s, run, err, opts);
  }
  const moved = movedPercent(s.setup_rate, rate);
  if (new D(moved).abs().gt(s.tolerance_percent)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update transfer_schedule_runs set status = 'waiting', rate = ${rate},
                           updated_at = now() where id = ${run.id}`);
      await notifyClient(
        tx,
        s.user_id,
        scheduleWaitingNotice(
          {
            ...noticeOf(s, run.run_on),
            setupRate: s.setup_rate,
            rate,
            moved: new D(moved).abs().toFixed(2),
            tolerance: new D(s.tolerance_percent).toFixed(),
          },
          opts.appUrl,
        ),
      );
    });
    return 'waiting';
  }
  const actor = await actorOf(db, s);
  const ctx = { sessionId: null, appUrl: opts.appUrl, actor };
  let transferId: string | null = null;
  try {
    const { transfer } = await createTransfer(
      db,
      s.user_id,
      actor.id,
      runRequest(s, `schedule-run-${run.id}`),
      opts.rails,
    );
    transferId = transfer.id;
    await db.execute(sql`update transfer_schedule_runs set transfer_id = ${transfer.id}, rate = ${transfer.rate}
                         where id = ${run.id}`);
    await confirmTransfer(db, s.user_id, transfer.id, ctx);
  } catch (err) {
    // A transfer made but refused at confirmation closes, so it does not wait for anyone.
    if (transferId) await cancelTransfer(db, s.user_id, transferId, ctx).catch(() => undefined);
    return skip(db, s, run, err, opts, rate);
  }
  await db.execute(
    sql`update transfer_schedule_runs set status = 'sent', updated_at = now() where id = ${run.id}`,
  );
  return 'sent';
}

/** Claims one due schedule's run (see the header) and carries it out. */
export async function runSchedule(db: Db, id: string, opts: RunOpts): Promise<RunOutcome> {
  const on = opts.on ?? today();
  const claimed = await db.transaction(async (tx) => {
    const [s] = await queryRows<ScheduleRow>(
      tx,
      sql`${SCHEDULE_SELECT} where s.id = ${id} and s.status = 'active' and s.next_run_on <= ${on}::date
          for update of s skip locked`,
    );
    if (!s) return null;
    const runOn = s.next_run_on!;
    // Missed days (an outage) are not caught up one by one: the next run is after today.
    await tx.execute(sql`update transfer_schedules set next_run_on = ${nextRunOn(s.frequency, Number(s.day), dayAfter(on))},
                         updated_at = now() where id = ${id}`);
    // The previous run still waiting for the client is over: this one replaces it.
    const expired = await queryRows<{ id: string; run_on: string }>(
      tx,
      sql`update transfer_schedule_runs set status = 'skipped', reason = 'not_confirmed', updated_at = now()
           where schedule_id = ${id} and status = 'waiting'
             and (transfer_id is null or not exists (select 1 from transfers t where t.id = transfer_id
                  and t.status in ('processing', 'delivered', 'refunded')))
           returning id, run_on::text as run_on`,
    );
    for (const e of expired)
      await notifyClient(
        tx,
        s.user_id,
        scheduleSkippedNotice({ ...noticeOf(s, e.run_on), reason: 'not_confirmed' }, opts.appUrl),
      );
    const [run] = await queryRows<{ id: string; run_on: string }>(
      tx,
      sql`insert into transfer_schedule_runs (schedule_id, run_on) values (${id}, ${runOn})
          on conflict do nothing returning id, run_on::text as run_on`,
    );
    return run ? { s, run } : null;
  });
  if (!claimed) return 'none';
  return execute(db, claimed.s, claimed.run, opts);
}

/** The worker's pass: every active schedule due, and runs a stopped instance left under way. */
export async function runDueSchedules(db: Db, opts: RunOpts) {
  const on = opts.on ?? today();
  const counts: Partial<Record<RunOutcome, number>> = {};
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from transfer_schedules where status = 'active' and next_run_on <= ${on}::date
         order by next_run_on limit 200`,
  );
  for (const d of due) {
    const r = await runSchedule(db, d.id, { ...opts, on });
    counts[r] = (counts[r] ?? 0) + 1;
  }
  const stuck = await db.transaction(async (tx) =>
    queryRows<{ id: string; run_on: string; schedule_id: string }>(
      tx,
      sql`update transfer_schedule_runs set updated_at = now()
           where id in (select id from transfer_schedule_runs where status = 'running'
                          and updated_at < now() - make_interval(secs => ${RESUME_AFTER_SEC})
                          for update skip locked limit 50)
           returning id, run_on::text as run_on, schedule_id`,
    ),
  );
  for (const r of stuck) {
    const [s] = await queryRows<ScheduleRow>(
      db,
      sql`${SCHEDULE_SELECT} where s.id = ${r.schedule_id}`,
    );
    if (s) await execute(db, s, r, opts);
  }
  return counts;
}

async function waitingRun(db: Db, holderId: string, scheduleId: string, runId: string) {
  await getSchedule(db, holderId, scheduleId);
  const [s] = await queryRows<ScheduleRow>(db, sql`${SCHEDULE_SELECT} where s.id = ${scheduleId}`);
  // A waiting run whose transfer the client has confirmed is sent, no longer waiting.
  const [run] = await queryRows<{ id: string; status: string }>(
    db,
    sql`select r.id, case when t.status in ('processing', 'delivered', 'refunded') then 'sent'
                          else r.status end as status
          from transfer_schedule_runs r left join transfers t on t.id = r.transfer_id
         where r.id = ${runId} and r.schedule_id = ${scheduleId}`,
  );
  if (!run) throw notFound('Run');
  if (run.status !== 'waiting') throw new AppError('CONFLICT', said('transfer.runNotWaiting'));
  return s!;
}

/**
 * The client takes up a waiting run: a transfer for review at today's price (the usual review,
 * confirmation and step-up follow). The run shows as sent once that transfer is confirmed.
 */
export async function reviewWaitingRun(
  db: Db,
  holderId: string,
  actorId: string,
  scheduleId: string,
  runId: string,
  key: string,
  rails?: Rails,
) {
  const s = await waitingRun(db, holderId, scheduleId, runId);
  const { transfer } = await createTransfer(
    db,
    holderId,
    actorId,
    runRequest(s, `schedule-run-${runId}-${key}`),
    rails,
  );
  await db.execute(sql`update transfer_schedule_runs set transfer_id = ${transfer.id}, updated_at = now()
                       where id = ${runId} and status = 'waiting'`);
  return transfer;
}

/** The client skips a waiting run: nothing is sent. */
export async function skipWaitingRun(db: Db, holderId: string, scheduleId: string, runId: string) {
  await waitingRun(db, holderId, scheduleId, runId);
  await db.execute(sql`update transfer_schedule_runs set status = 'skipped', reason = 'declined', updated_at = now()
                       where id = ${runId} and status = 'waiting'`);
  return getSchedule(db, holderId, scheduleId);
}
