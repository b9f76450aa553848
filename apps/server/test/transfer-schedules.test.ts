import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, type CorridorPublic, type TransferSchedule } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { runDueSchedules } from '../src/services/transfers/schedule-runs.ts';
import type { TransferJson } from '../src/services/transfers/transfers.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet } from './wallet-helpers.ts';

// Recurring transfers (issue 38, docs/send-money.md): set up, run by the worker exactly once
// (twice at once included), a run due while the rate moved waits for the client (bell and mail)
// and is then reviewed and confirmed, a run that cannot send is skipped with its reason, pause
// and cancel, another client's schedule 404.

let s: TestServer;
let admin: TestUser;
let a: TestUser;
let poor: TestUser;
let usdKes: CorridorPublic;
const today = () => new Date().toISOString().slice(0, 10);
const APP = 'http://127.0.0.1';

const payee = async (user: TestUser) => {
  const [row] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
        values (${user.id}, 'bank_account', 'Wanjiru Otieno', 'KE', 'KES',
                ${JSON.stringify({ accountNumber: '0123456789', bankName: 'KCB' })}::jsonb) returning id`,
  );
  return row!.id;
};
const create = (user: TestUser, body: object) =>
  s.request('/api/transfer-schedules', { method: 'POST', cookie: user.cookie, json: body });
const setUp = async (user: TestUser, extra: object = {}) =>
  (
    await readJson<{ schedule: TransferSchedule }>(
      create(user, {
        corridorId: usdKes.id,
        payoutMethod: 'bank_account',
        amount: '50',
        recipient: { type: 'beneficiary', beneficiaryId: await payee(user) },
        frequency: 'monthly',
        day: 5,
        tolerancePercent: '2',
        ...extra,
      }),
      201,
    )
  ).schedule;
const dueToday = (id: string) =>
  s.database.db.execute(
    sql`update transfer_schedules set next_run_on = ${today()} where id = ${id}`,
  );
const get = async (user: TestUser, id: string) =>
  (
    await readJson<{ schedule: TransferSchedule }>(
      s.request(`/api/transfer-schedules/${id}`, { cookie: user.cookie }),
    )
  ).schedule;
const notices = async (user: TestUser, kind: string) =>
  queryRows<{ title: string }>(
    s.database.db,
    sql`select title from notifications where user_id = ${user.id} and kind = ${kind}`,
  );

beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  admin = await s.createUser({ role: 'admin' });
  a = await s.createUser({ firstName: 'Amina' });
  poor = await s.createUser({ firstName: 'Pendo' });
  await fundWallet(s, admin, a, 'USD', '5000.00');
  const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(
    s.request('/api/corridors'),
  );
  usdKes = corridors.find((c) => c.sourceCurrency === 'USD' && c.destCurrency === 'KES')!;
}, 180_000);
afterAll(() => s.close());

describe('setting up a recurring transfer', () => {
  it('validates the form and keeps the rate of the day', async () => {
    const base = {
      corridorId: usdKes.id,
      payoutMethod: 'bank_account',
      amount: '50',
      recipient: { type: 'beneficiary', beneficiaryId: await payee(a) },
      frequency: 'weekly',
      day: 3,
      tolerancePercent: '2',
    };
    for (const bad of [
      { ...base, day: 8 },
      { ...base, frequency: 'daily' },
      { ...base, tolerancePercent: '0' },
      { ...base, tolerancePercent: '25' },
      { ...base, amount: 50 },
    ])
      expect((await create(a, bad)).status).toBe(400);
    const schedule = await setUp(a, { frequency: 'weekly', day: 3 });
    expect(schedule).toMatchObject({
      status: 'active',
      amount: '50.00',
      frequency: 'weekly',
      day: 3,
      tolerancePercent: '2',
      setupRate: usdKes.rate,
      recipient: { kind: 'beneficiary', name: 'Wanjiru Otieno' },
    });
    // The first run is after today, on a Wednesday.
    expect(schedule.nextRunOn! > today()).toBe(true);
    expect(new Date(`${schedule.nextRunOn}T00:00:00Z`).getUTCDay()).toBe(3);
    const list = await readJson<{ schedules: TransferSchedule[] }>(
      s.request('/api/transfer-schedules', { cookie: a.cookie }),
    );
    expect(list.schedules.some((x) => x.id === schedule.id)).toBe(true);
  });
});

describe('the worker', () => {
  it('sends a due run once, even when two passes run at once', async () => {
    const schedule = await setUp(a);
    await dueToday(schedule.id);
    const [one, two] = await Promise.all([
      runDueSchedules(s.database.db, { appUrl: APP }),
      runDueSchedules(s.database.db, { appUrl: APP }),
    ]);
    expect((one.sent ?? 0) + (two.sent ?? 0)).toBe(1);
    const after = await get(a, schedule.id);
    expect(after.runs).toHaveLength(1);
    expect(after.runs[0]).toMatchObject({ runOn: today(), status: 'sent' });
    expect(after.nextRunOn! > today()).toBe(true);
    const transfer = (
      await readJson<{ transfer: TransferJson }>(
        s.request(`/api/transfers/${after.runs[0]!.transferId}`, { cookie: a.cookie }),
      )
    ).transfer;
    expect(transfer).toMatchObject({ status: 'processing', sendAmount: '50.00' });
    // A third pass the same day finds nothing to do.
    expect(await runDueSchedules(s.database.db, { appUrl: APP })).toEqual({});
    await expectLedgerInvariants(s);
  });

  it('a recurring transfer due while the rate moved waits for the client, who then confirms it', async () => {
    const schedule = await setUp(a, { tolerancePercent: '1.5' });
    // Set up when the rate was 3 % better than now.
    const setupRate = new D(usdKes.rate!).times('1.03').toFixed(6);
    await s.database.db.execute(
      sql`update transfer_schedules set setup_rate = ${setupRate}, next_run_on = ${today()} where id = ${schedule.id}`,
    );
    const before = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from transfers where user_id = ${a.id}`,
    );
    expect(await runDueSchedules(s.database.db, { appUrl: APP })).toEqual({ waiting: 1 });
    const waiting = await get(a, schedule.id);
    const run = waiting.runs[0]!;
    expect(run).toMatchObject({ status: 'waiting', transferId: null });
    expect(new D(run.movedPercent!).abs().gt('1.5')).toBe(true);
    // Nothing was sent; the client is told in the bell and by mail, with the link.
    const after = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from transfers where user_id = ${a.id}`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await notices(a, 'transfer_schedule_waiting'))[0]!.title).toBe(
      'Confirm your recurring transfer of 50.00 USD to Wanjiru Otieno',
    );
    const [mail] = await queryRows<{ text: string }>(
      s.database.db,
      sql`select text_body as text from mail_outbox where to_address = ${a.email} and subject like 'Confirm your recurring%'`,
    );
    expect(mail!.text).toContain('dashboard?tab=send');

    // The client reviews it at today's price and confirms: the run shows as sent.
    const review = await readJson<{ transfer: TransferJson }>(
      s.request(`/api/transfer-schedules/${schedule.id}/runs/${run.id}/review`, {
        method: 'POST',
        cookie: a.cookie,
        json: { idempotencyKey: 'review-key-0001' },
      }),
      201,
    );
    expect(review.transfer.status).toBe('awaiting_confirmation');
    await readJson(
      s.request(`/api/transfers/${review.transfer.id}/confirm`, {
        method: 'POST',
        cookie: a.cookie,
        json: {},
      }),
    );
    expect((await get(a, schedule.id)).runs[0]).toMatchObject({
      status: 'sent',
      transferId: review.transfer.id,
    });
    // Skipping it now is refused: it is no longer waiting.
    const late = await s.request(`/api/transfer-schedules/${schedule.id}/runs/${run.id}/skip`, {
      method: 'POST',
      cookie: a.cookie,
      json: {},
    });
    expect(late.status).toBe(409);
  });

  it('skips a run that cannot send, with the reason, and tells the client', async () => {
    await fundWallet(s, admin, poor, 'USD', '60.00');
    const schedule = await setUp(poor);
    await s.database.db.execute(
      sql`update beneficiaries set deleted_at = now() where user_id = ${poor.id}`,
    );
    await dueToday(schedule.id);
    expect(await runDueSchedules(s.database.db, { appUrl: APP })).toEqual({ skipped: 1 });
    expect((await get(poor, schedule.id)).runs[0]).toMatchObject({
      status: 'skipped',
      reason: 'recipient_unavailable',
    });
    expect(await notices(poor, 'transfer_schedule_skipped')).toHaveLength(1);
  });

  it('skips for want of money', async () => {
    const schedule = await setUp(poor, { amount: '500' });
    await dueToday(schedule.id);
    expect(await runDueSchedules(s.database.db, { appUrl: APP })).toEqual({ skipped: 1 });
    expect((await get(poor, schedule.id)).runs[0]).toMatchObject({
      status: 'skipped',
      reason: 'insufficient_balance',
    });
  });
});

describe('pause, resume, cancel and ownership', () => {
  it('a paused schedule does not run; cancel is final; another client gets 404', async () => {
    const schedule = await setUp(a);
    const patch = (user: TestUser, status: string) =>
      s.request(`/api/transfer-schedules/${schedule.id}`, {
        method: 'PATCH',
        cookie: user.cookie,
        json: { status },
      });
    expect(
      (await readJson<{ schedule: TransferSchedule }>(patch(a, 'paused'))).schedule.status,
    ).toBe('paused');
    await dueToday(schedule.id);
    const counts = await runDueSchedules(s.database.db, { appUrl: APP });
    expect(counts.sent ?? 0).toBe(0);
    expect((await get(a, schedule.id)).runs).toHaveLength(0);
    expect(
      (await readJson<{ schedule: TransferSchedule }>(patch(a, 'active'))).schedule.nextRunOn! >
        today(),
    ).toBe(true);
    expect((await patch(poor, 'cancelled')).status).toBe(404);
    expect(
      (await s.request(`/api/transfer-schedules/${schedule.id}`, { cookie: poor.cookie })).status,
    ).toBe(404);
    expect(
      (await readJson<{ schedule: TransferSchedule }>(patch(a, 'cancelled'))).schedule.status,
    ).toBe('cancelled');
    expect((await patch(a, 'active')).status).toBe(409);
    expect((await s.request('/api/transfer-schedules')).status).toBe(401);
  });
});
