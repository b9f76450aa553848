import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { D, type BusinessApproval, type LimitOrder, type RecurringPlan } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { pgArray } from '../src/services/ledger/ledger.ts';
import { readPlatformSettings } from '../src/services/platform-settings.ts';
import { writeRates } from '../src/services/rates/write.ts';
import { createEndpoint } from '../src/services/developer/webhooks.ts';
import {
  executeLimitOrder,
  executeTriggered,
  expireLimitOrders,
} from '../src/services/treasury/limit-execute.ts';
import { fillInBatches } from '../src/services/treasury/limit-batch.ts';
import { runDuePlans } from '../src/services/treasury/recurring.ts';
import { clientRateFor } from '../src/services/treasury/pricing.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet, walletBalances } from './wallet-helpers.ts';
import {
  addMember,
  asBusiness,
  createBusiness,
  readyBusiness,
  setRules,
} from './business-helpers.ts';
import {
  apiClient,
  createApiKey,
  expectAnswersMatch,
  newKey,
  type Recorded,
} from './developer-helpers.ts';

// Treasury (issue 41): limit orders at the boundary (equal, one tick past, one tick short,
// crossing and coming back), two workers racing for one order, cancel and expiry releasing the
// hold, a limit breached at execution; recurring conversions run once and skipped with a reason;
// the business roles. Runs on PGlite and on PostgreSQL.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let pairId: string;
const SECRET = 'test-secret';

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 2,
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  admin = users.admin;
  [alice, bob] = users.clients as [TestUser, TestUser];
  await fundWallet(s, admin, alice, 'USD', '10000.00');
  await fundWallet(s, admin, bob, 'USD', '100.00');
  const [p] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from currency_pairs where base_currency = 'USD' and quote_currency = 'KES'`,
  );
  pairId = p!.id;
  await setBid('120.00');
  const [u] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from "user" where email = ${alice.email}`,
  );
  await createEndpoint(s.database.db, SECRET, u!.id, {
    url: 'https://hooks.example.com/mizani',
    events: [
      'limit_order.filled',
      'limit_order.cancelled',
      'recurring_conversion.skipped',
      'recurring_conversion.executed',
    ],
  } as never);
}, 180_000);
afterAll(async () => s?.close());

/** Writes a USD/KES rate with this bid (ask 0.5 above), as the desk or the feed would. */
const setBid = (bid: string) =>
  writeRates(
    s.database.db,
    [{ pairId, bid, ask: new D(bid).plus('0.5').toFixed(), confirm: true }],
    { source: 'manual' },
  );
/** The client rate selling USD at this bid: what a firm quote would give. */
const rateAt = async (bid: string) =>
  clientRateFor(
    { base: 'USD', quote: 'KES', bid, ask: new D(bid).plus('0.5').toFixed() },
    'USD',
    await readPlatformSettings(s.database.db),
  );

const place = (user: TestUser, json: Record<string, unknown>, status = 201) =>
  readJson<{ limitOrder: LimitOrder }>(
    s.request('/api/treasury/limit-orders', { method: 'POST', cookie: user.cookie, json }),
    status,
  ).then((r) => r.limitOrder);
const get = (user: TestUser, id: string) =>
  readJson<{ limitOrder: LimitOrder }>(
    s.request(`/api/treasury/limit-orders/${id}`, { cookie: user.cookie }),
  ).then((r) => r.limitOrder);
const usd = async (user: TestUser) => (await walletBalances(s, user)).USD;
const events = (type: string) =>
  queryRows<{ payload: { limitOrder?: LimitOrder } }>(
    s.database.db,
    sql`select payload from webhook_events where type = ${type} order by created_at`,
  );

describe('limit orders', () => {
  it('refuses bad input with field errors, and another client’s order is not found', async () => {
    const r = await s.request('/api/treasury/limit-orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'USD', amount: '-1', targetRate: 'abc' },
    });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['amount', 'buyCurrency', 'targetRate']);
    const late = await s.request('/api/treasury/limit-orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '10',
        targetRate: '200',
        validUntil: '2001-01-01',
      },
    });
    expect(late.status).toBe(400);
    const mine = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1.00',
      targetRate: '999',
    });
    const other = await s.request(`/api/treasury/limit-orders/${mine.id}`, { cookie: bob.cookie });
    expect(other.status).toBe(404);
    const cancel = await s.request(`/api/treasury/limit-orders/${mine.id}/cancel`, {
      method: 'POST',
      cookie: bob.cookie,
      json: {},
    });
    expect(cancel.status).toBe(404);
    await readJson(
      s.request(`/api/treasury/limit-orders/${mine.id}/cancel`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
    );
  });

  it('holds the money when placed; cancel releases it once', async () => {
    const before = await usd(alice);
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '250.00',
      targetRate: '999',
    });
    expect(o).toMatchObject({ status: 'open', sellAmount: '250.00', targetRate: '999' });
    expect(o.reference).toMatch(/^LMT-/);
    expect(await usd(alice)).toBe(new D(before!).minus(250).toFixed(2));
    const c = await readJson<{ limitOrder: LimitOrder }>(
      s.request(`/api/treasury/limit-orders/${o.id}/cancel`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
    );
    expect(c.limitOrder).toMatchObject({ status: 'cancelled', reason: 'client_cancelled' });
    expect(await usd(alice)).toBe(before);
    const again = await s.request(`/api/treasury/limit-orders/${o.id}/cancel`, {
      method: 'POST',
      cookie: alice.cookie,
      json: {},
    });
    expect(again.status).toBe(409);
    expect(await usd(alice)).toBe(before);
    await expectLedgerInvariants(s);
  });

  it('refuses an order larger than the balance (nothing held)', async () => {
    const r = await s.request('/api/treasury/limit-orders', {
      method: 'POST',
      cookie: bob.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '500.00', targetRate: '999' },
    });
    expect(r.status).toBe(422);
    expect(await usd(bob)).toBe('100.00');
  });

  it('one tick short does not fill; the rate equal to the target fills at the target', async () => {
    const target = await rateAt('130.00');
    const short = await rateAt('129.99');
    expect(new D(short).lt(target)).toBe(true);
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '100.00',
      targetRate: target,
    });
    await setBid('129.99');
    expect(await executeTriggered(s.database.db)).toEqual({});
    expect((await get(alice, o.id)).status).toBe('open');
    await setBid('130.00');
    expect(await executeTriggered(s.database.db)).toEqual({ filled: 1 });
    const filled = await get(alice, o.id);
    expect(filled).toMatchObject({ status: 'filled', filledRate: target });
    expect(new D(filled.buyAmount!).gt(0)).toBe(true);
    const ev = await events('limit_order.filled');
    expect(ev.at(-1)!.payload.limitOrder!.id).toBe(o.id);
    await expectLedgerInvariants(s);
  });

  it('one tick past the target fills, at the better rate', async () => {
    await setBid('120.00');
    const target = await rateAt('131.00');
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '10.00',
      targetRate: target,
    });
    await setBid('131.01');
    expect(await executeTriggered(s.database.db)).toEqual({ filled: 1 });
    const f = await get(alice, o.id);
    expect(f.status).toBe('filled');
    expect(new D(f.filledRate!).gt(target)).toBe(true);
  });

  it('crossing and coming back before the worker runs: never filled below the target, fills at the next crossing', async () => {
    await setBid('120.00');
    const target = await rateAt('132.00');
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '10.00',
      targetRate: target,
    });
    await setBid('132.00');
    await setBid('131.50');
    expect(await executeTriggered(s.database.db)).toEqual({ reopened: 1 });
    expect((await get(alice, o.id)).status).toBe('open');
    await setBid('132.50');
    expect(await executeTriggered(s.database.db)).toEqual({ filled: 1 });
    await expectLedgerInvariants(s);
  });

  it('two workers racing for one order execute it once', async () => {
    await setBid('120.00');
    const before = await usd(alice);
    const target = await rateAt('133.00');
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '40.00',
      targetRate: target,
    });
    await setBid('133.00');
    const [h] = await queryRows<{ holder_id: string }>(
      s.database.db,
      sql`select holder_id from treasury_limit_orders where id = ${o.id}`,
    );
    const results = await Promise.all([
      executeLimitOrder(s.database.db, o.id, h!.holder_id),
      executeLimitOrder(s.database.db, o.id, h!.holder_id),
      executeTriggered(s.database.db),
    ]);
    const outcomes = [results[0], results[1], ...Object.keys(results[2])];
    expect(outcomes.filter((r) => r === 'filled')).toHaveLength(1);
    const f = await get(alice, o.id);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from trading_orders where id = ${f.orderId}`,
    );
    expect(n).toBe(1);
    expect(await usd(alice)).toBe(new D(before!).minus(40).toFixed(2));
    await expectLedgerInvariants(s);
  });

  it('orders of several holders in four lanes (as the worker on PostgreSQL): each filled once, in order per holder', async () => {
    await setBid('120.00');
    const target = await rateAt('133.50');
    const carol = await s.createUser();
    await fundWallet(s, admin, carol, 'USD', '100.00');
    const before = { alice: await usd(alice), bob: await usd(bob), carol: await usd(carol) };
    const orders = [];
    for (const u of [alice, bob, carol, alice, carol])
      orders.push(
        await place(u, {
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          amount: '10.00',
          targetRate: target,
        }),
      );
    await setBid('133.50');
    // A second pass at once finds nothing left: every order ran in the first, once.
    const [first, second] = [
      await executeTriggered(s.database.db, { lanes: 4 }),
      await executeTriggered(s.database.db, { lanes: 4 }),
    ];
    expect(first).toEqual({ filled: 5 });
    expect(second).toEqual({});
    // Two instances' workers at once over the next crossing's batch: each order still once.
    for (const u of [alice, bob, carol, alice, bob, carol])
      orders.push(
        await place(u, {
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          amount: '5.00',
          targetRate: await rateAt('133.75'),
        }),
      );
    await setBid('133.75');
    const racing = await Promise.all([
      executeTriggered(s.database.db, { lanes: 2 }),
      executeTriggered(s.database.db, { lanes: 2 }),
    ]);
    expect((racing[0].filled ?? 0) + (racing[1].filled ?? 0)).toBe(6);
    before.alice = new D(before.alice!).minus(10).toFixed(2);
    before.bob = new D(before.bob!).minus(10).toFixed(2);
    before.carol = new D(before.carol!).minus(10).toFixed(2);
    expect(await usd(alice)).toBe(new D(before.alice!).minus(20).toFixed(2));
    expect(await usd(bob)).toBe(new D(before.bob!).minus(10).toFixed(2));
    expect(await usd(carol)).toBe(new D(before.carol!).minus(20).toFixed(2));
    const [row] = await queryRows<{ filled: number; conversions: number }>(
      s.database.db,
      sql`select count(*) filter (where status = 'filled')::int as filled,
                 count(distinct order_id)::int as conversions
            from treasury_limit_orders where id = any(${pgArray(orders.map((o) => o.id))}::uuid[])`,
    );
    expect(row).toEqual({ filled: 11, conversions: 11 });
    await expectLedgerInvariants(s);
  });

  it('a batch fills in one call what fills cleanly, and leaves an order under its target', async () => {
    await setBid('120.00');
    const target = await rateAt('133.10');
    const orders = [];
    for (const amount of ['3.00', '4.00', '5.00'])
      orders.push(
        await place(alice, { sellCurrency: 'USD', buyCurrency: 'KES', amount, targetRate: target }),
      );
    await setBid('133.10');
    // The rate came back after the trigger: none of them may fill at it.
    await setBid('133.09');
    const ids = orders.map((o) => o.id);
    expect((await fillInBatches(s.database.db, ids)).size).toBe(0);
    await setBid('133.10');
    expect([...(await fillInBatches(s.database.db, ids))].sort()).toEqual([...ids].sort());
    expect(await fillInBatches(s.database.db, ids)).toEqual(new Set());
    const filled = await get(alice, ids[2]!);
    expect(filled).toMatchObject({
      status: 'filled',
      filledRate: target,
      buyAmount: expect.any(String),
    });
    await expectLedgerInvariants(s);
  });

  it('a batch with one order the gate refuses: the others fill (batched, told, each once), the refused one is cancelled with its reason', async () => {
    await setBid('120.00');
    const target = await rateAt('133.25');
    const before = { alice: await usd(alice), bob: await usd(bob) };
    const mine = [];
    for (let i = 0; i < 6; i++)
      mine.push(
        await place(alice, {
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          amount: '12.00',
          targetRate: target,
        }),
      );
    const bobs = await place(bob, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '7.00',
      targetRate: target,
    });
    const bobId = sql`(select id from "user" where email = ${bob.email})`;
    await s.database.db.execute(
      sql`update kyc_profiles set restriction = 'frozen' where user_id = ${bobId}`,
    );
    try {
      await setBid('133.25');
      expect(await executeTriggered(s.database.db)).toEqual({ filled: 6, cancelled: 1 });
    } finally {
      await s.database.db.execute(
        sql`update kyc_profiles set restriction = 'clear' where user_id = ${bobId}`,
      );
    }
    expect(await get(bob, bobs.id)).toMatchObject({ status: 'cancelled', reason: 'not_allowed' });
    expect(await usd(bob)).toBe(before.bob);
    expect(await usd(alice)).toBe(new D(before.alice!).minus(72).toFixed(2));
    const ids = mine.map((o) => o.id);
    const [row] = await queryRows<{ filled: number; conversions: number; placed: number }>(
      s.database.db,
      sql`select count(*) filter (where l.status = 'filled')::int as filled,
                 count(distinct l.order_id)::int as conversions,
                 count(*) filter (where o.placed_by = l.created_by and o.status = 'filled')::int as placed
            from treasury_limit_orders l join trading_orders o on o.id = l.order_id
           where l.id = any(${pgArray(ids)}::uuid[])`,
    );
    expect(row).toEqual({ filled: 6, conversions: 6, placed: 6 });
    const filledEvents = (await events('limit_order.filled')).filter((e) =>
      ids.includes(e.payload.limitOrder!.id),
    );
    expect(filledEvents.map((e) => e.payload.limitOrder!.status)).toEqual(Array(6).fill('filled'));
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from treasury_limit_orders l
            join notifications n on n.body like '%ORD-' || upper(substr(l.order_id::text, 1, 8)) || '%'
            join "user" u on u.id = n.user_id
           where l.id = any(${pgArray(ids)}::uuid[]) and u.email = ${alice.email}
             and n.kind = 'order_filled'`,
    );
    expect(n).toBe(6);
    await expectLedgerInvariants(s);
  });

  it('an order over the limits at execution is cancelled with the reason, the hold released, the client told', async () => {
    await setBid('120.00');
    const before = await usd(alice);
    const target = await rateAt('134.00');
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '500.00',
      targetRate: target,
    });
    await s.database.db.execute(sql`
      insert into platform_settings (key, value) values ('compliance.tier2DailyUsd', '10'::jsonb), ('compliance.tier1DailyUsd', '10'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    try {
      await setBid('134.00');
      expect(await executeTriggered(s.database.db)).toEqual({ cancelled: 1 });
    } finally {
      await s.database.db.execute(sql`
        update platform_settings set value = '10000000'::jsonb
         where key in ('compliance.tier2DailyUsd', 'compliance.tier1DailyUsd')`);
    }
    const c = await get(alice, o.id);
    expect(c).toMatchObject({ status: 'cancelled', reason: 'limit_exceeded' });
    expect(c.reasonText).toBeTruthy();
    expect(await usd(alice)).toBe(before);
    const [bell] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select n.title from notifications n join "user" u on u.id = n.user_id
           where u.email = ${alice.email} and n.kind = 'limit_order_closed' order by n.created_at desc limit 1`,
    );
    expect(bell!.title).toContain(o.reference);
    const [mail] = await queryRows<{ subject: string }>(
      s.database.db,
      sql`select subject from mail_outbox where to_address = ${alice.email} and kind = 'limit_order_closed'`,
    );
    expect(mail!.subject).toContain(o.reference);
    expect(
      (await events('limit_order.cancelled')).some((e) => e.payload.limitOrder!.id === o.id),
    ).toBe(true);
    await expectLedgerInvariants(s);
  });

  it('an order whose validity ended expires and releases its hold', async () => {
    const before = await usd(alice);
    const o = await place(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '5.00',
      targetRate: '999',
    });
    await s.database.db.execute(
      sql`update treasury_limit_orders set expires_at = now() - interval '1 second' where id = ${o.id}`,
    );
    expect(await expireLimitOrders(s.database.db)).toBe(1);
    expect(await expireLimitOrders(s.database.db)).toBe(0);
    expect((await get(alice, o.id)).status).toBe('expired');
    expect(await usd(alice)).toBe(before);
  });
});

describe('recurring conversions', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const create = (json: Record<string, unknown>, user = alice, status = 201) =>
    readJson<{ plan: RecurringPlan }>(
      s.request('/api/treasury/recurring', { method: 'POST', cookie: user.cookie, json }),
      status,
    ).then((r) => r.plan);
  const due = (id: string) =>
    s.database.db.execute(
      sql`update treasury_recurring_plans set next_run_on = ${today()}::date where id = ${id}`,
    );

  it('validates the day for the frequency', async () => {
    const r = await s.request('/api/treasury/recurring', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '10',
        maxRate: '1',
        frequency: 'weekly',
        day: 9,
      },
    });
    expect(r.status).toBe(400);
    expect(
      ((await r.json()) as { error: { fields: Record<string, string> } }).error.fields.day,
    ).toBeTruthy();
  });

  it('runs a due plan once, even with two workers, and schedules the next run', async () => {
    await setBid('120.00');
    const p = await create({
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '20.00',
      maxRate: '1',
      frequency: 'monthly',
      day: 15,
    });
    expect(p.status).toBe('active');
    expect(p.nextRunOn!.slice(8)).toBe('15');
    await due(p.id);
    const before = await usd(alice);
    const runs = await Promise.all([runDuePlans(s.database.db), runDuePlans(s.database.db)]);
    expect(runs.reduce((n, r) => n + (r.executed ?? 0), 0)).toBe(1);
    const after = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}`, { cookie: alice.cookie }),
    );
    expect(after.plan.runs).toHaveLength(1);
    expect(after.plan.runs[0]).toMatchObject({ status: 'executed', runOn: today() });
    expect(after.plan.nextRunOn! > today()).toBe(true);
    expect(await usd(alice)).toBe(new D(before!).minus(20).toFixed(2));
    await expectLedgerInvariants(s);
  });

  it('a dearer rate than the maximum skips the run, says why and tells the client', async () => {
    // maxRate is KES paid per USD here: selling KES to buy USD at about 120 KES a dollar.
    await fundWallet(s, admin, alice, 'KES', '100000.00');
    const p = await create({
      sellCurrency: 'KES',
      buyCurrency: 'USD',
      amount: '1000.00',
      maxRate: '100',
      frequency: 'weekly',
      day: 1,
    });
    await due(p.id);
    expect(await runDuePlans(s.database.db)).toEqual({ skipped: 1 });
    const { plan } = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}`, { cookie: alice.cookie }),
    );
    expect(plan.runs[0]).toMatchObject({ status: 'skipped', reason: 'rate_above_max' });
    expect(plan.status).toBe('active');
    const [bell] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications n join "user" u on u.id = n.user_id
           where u.email = ${alice.email} and n.kind = 'recurring_skipped'`,
    );
    expect(bell!.n).toBe(1);
    expect((await events('recurring_conversion.skipped')).length).toBe(1);
  });

  it('pause, resume and cancel; an insufficient balance skips with its reason', async () => {
    const p = await create(
      {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '5000.00',
        maxRate: '1',
        frequency: 'weekly',
        day: 3,
      },
      bob,
    );
    const paused = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}`, {
        method: 'PATCH',
        cookie: bob.cookie,
        json: { active: false },
      }),
    );
    expect(paused.plan.status).toBe('paused');
    const resumed = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}`, {
        method: 'PATCH',
        cookie: bob.cookie,
        json: { active: true },
      }),
    );
    expect(resumed.plan.status).toBe('active');
    await due(p.id);
    expect(await runDuePlans(s.database.db)).toEqual({ skipped: 1 });
    const { plan } = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}`, { cookie: bob.cookie }),
    );
    expect(plan.runs[0]!.reason).toBe('insufficient_balance');
    const other = await s.request(`/api/treasury/recurring/${p.id}/cancel`, {
      method: 'POST',
      cookie: alice.cookie,
      json: {},
    });
    expect(other.status).toBe(404);
    const c = await readJson<{ plan: RecurringPlan }>(
      s.request(`/api/treasury/recurring/${p.id}/cancel`, {
        method: 'POST',
        cookie: bob.cookie,
        json: {},
      }),
    );
    expect(c.plan.status).toBe('cancelled');
    await due(p.id);
    expect(await runDuePlans(s.database.db)).toEqual({});
  });
});

describe('in a business: the initiator proposes, the approver approves, the viewer sees', () => {
  let owner: TestUser;
  let initiator: TestUser;
  let approver: TestUser;
  let viewer: TestUser;
  let biz: string;
  const as = (u: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
    asBusiness(s, u, biz, path, init);

  beforeAll(async () => {
    owner = await s.createUser({ firstName: 'Olive' });
    initiator = await s.createUser({ firstName: 'Ian' });
    approver = await s.createUser({ firstName: 'Ada' });
    viewer = await s.createUser({ firstName: 'Vic' });
    biz = (await createBusiness(s, owner)).id;
    await readyBusiness(s, admin, owner, biz, '5000.00');
    await addMember(s, owner, biz, initiator, 'initiator');
    await addMember(s, owner, biz, approver, 'approver');
    await addMember(s, owner, biz, viewer, 'viewer');
    await setRules(s, owner, biz, [{ operation: 'convert', overUsd: '100', approvals: 1 }]);
  }, 60_000);

  it('every role × action', async () => {
    const order = { sellCurrency: 'USD', buyCurrency: 'KES', amount: '50.00', targetRate: '999' };
    const plan = {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '50.00',
      maxRate: '1',
      frequency: 'weekly',
      day: 2,
    };
    for (const [u, status] of [
      [viewer, 403],
      [approver, 403],
      [initiator, 201],
      [owner, 201],
    ] as const) {
      const r = await as(u, '/api/treasury/limit-orders', { method: 'POST', json: order });
      expect(r.status, u.email).toBe(status);
      const p = await as(u, '/api/treasury/recurring', { method: 'POST', json: plan });
      expect(p.status, u.email).toBe(status);
      const list = await as(u, '/api/treasury/limit-orders');
      expect(list.status).toBe(200);
    }
    const { limitOrders } = await readJson<{ limitOrders: LimitOrder[] }>(
      as(viewer, '/api/treasury/limit-orders'),
    );
    expect(limitOrders).toHaveLength(2);
    const cancel = await as(viewer, `/api/treasury/limit-orders/${limitOrders[0]!.id}/cancel`, {
      method: 'POST',
      json: {},
    });
    expect(cancel.status).toBe(403);
  });

  it('over the rule: waits for approval with the money held; approved it opens; rejected it is released', async () => {
    const before = (await walletBalancesOf(owner)).USD;
    const r = await as(initiator, '/api/treasury/limit-orders', {
      method: 'POST',
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '500.00', targetRate: '999' },
    });
    expect(r.status).toBe(202);
    const { limitOrder, approval } = (await r.json()) as {
      limitOrder: LimitOrder;
      approval: BusinessApproval;
    };
    expect(limitOrder.status).toBe('pending_approval');
    expect(approval.treasury).toMatchObject({
      kind: 'limit_order',
      id: limitOrder.id,
      targetRate: '999',
    });
    expect((await walletBalancesOf(owner)).USD).toBe(new D(before!).minus(500).toFixed(2));
    // The initiator cannot approve their own request; the approver can.
    const self = await s.request(`/api/business/${biz}/approvals/${approval.id}/decision`, {
      method: 'POST',
      cookie: initiator.cookie,
      json: { decision: 'approve' },
    });
    expect(self.status).toBe(403);
    const ok = await readJson<{ approval: BusinessApproval }>(
      s.request(`/api/business/${biz}/approvals/${approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'approve' },
      }),
    );
    expect(ok.approval.status).toBe('executed');
    expect(
      (
        await readJson<{ limitOrder: LimitOrder }>(
          as(viewer, `/api/treasury/limit-orders/${limitOrder.id}`),
        )
      ).limitOrder.status,
    ).toBe('open');

    const r2 = await as(initiator, '/api/treasury/limit-orders', {
      method: 'POST',
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '300.00', targetRate: '999' },
    });
    const second = (await r2.json()) as { limitOrder: LimitOrder; approval: BusinessApproval };
    await readJson(
      s.request(`/api/business/${biz}/approvals/${second.approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'reject', comment: 'not now' },
      }),
    );
    const closed = (
      await readJson<{ limitOrder: LimitOrder }>(
        as(initiator, `/api/treasury/limit-orders/${second.limitOrder.id}`),
      )
    ).limitOrder;
    expect(closed).toMatchObject({ status: 'cancelled', reason: 'approval_rejected' });
    expect((await walletBalancesOf(owner)).USD).toBe(new D(before!).minus(500).toFixed(2));

    const p = await as(initiator, '/api/treasury/recurring', {
      method: 'POST',
      json: {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '200.00',
        maxRate: '1',
        frequency: 'monthly',
        day: 1,
      },
    });
    expect(p.status).toBe(202);
    const pj = (await p.json()) as { plan: RecurringPlan; approval: BusinessApproval };
    expect(pj.plan.status).toBe('pending_approval');
    await readJson(
      s.request(`/api/business/${biz}/approvals/${pj.approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'approve' },
      }),
    );
    const active = await readJson<{ plan: RecurringPlan }>(
      as(viewer, `/api/treasury/recurring/${pj.plan.id}`),
    );
    expect(active.plan.status).toBe('active');
    await expectLedgerInvariants(s);
  });

  const walletBalancesOf = async (u: TestUser) => {
    const { accounts } = await readJson<{ accounts: { currency: string; balance: string }[] }>(
      as(u, '/api/wallet/accounts'),
    );
    return Object.fromEntries(accounts.map((a) => [a.currency, a.balance]));
  };
});

describe('through /api/v1', () => {
  const recorded: Recorded[] = [];
  // `s` is set in beforeAll, so the client is made per call.
  const call = (...args: Parameters<ReturnType<typeof apiClient>>) =>
    apiClient(s, recorded)(...args);

  it('places, reads and cancels a limit order and runs a recurring plan’s life; test keys are refused; answers match the document', async () => {
    const { secret } = await createApiKey(s, alice, { scopes: ['orders:write', 'wallet:read'] });
    const { secret: testSecret } = await createApiKey(s, alice, {
      scopes: ['orders:write', 'wallet:read'],
      mode: 'test',
    });
    const placed = await call(secret, 'POST', '/limit-orders', {
      idem: newKey(),
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '12.00', targetRate: '999' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.limitOrder.status).toBe('open');
    const id = placed.body.limitOrder.id as string;
    const bad = await call(secret, 'POST', '/limit-orders', {
      idem: newKey(),
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '12.00' },
    });
    expect(bad.status).toBe(400);
    expect((await call(secret, 'GET', '/limit-orders')).body.data.length).toBeGreaterThan(0);
    expect((await call(secret, 'GET', '/limit-orders/{id}', { params: { id } })).status).toBe(200);
    const cancelled = await call(secret, 'POST', '/limit-orders/{id}/cancel', {
      params: { id },
      idem: newKey(),
    });
    expect(cancelled.body.limitOrder.status).toBe('cancelled');
    const again = await call(secret, 'POST', '/limit-orders/{id}/cancel', {
      params: { id },
      idem: newKey(),
    });
    expect(again.status).toBe(409);
    const sandbox = await call(testSecret, 'GET', '/limit-orders');
    expect(sandbox.status).toBe(403);

    const plan = await call(secret, 'POST', '/recurring-conversions', {
      idem: newKey(),
      json: {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '10.00',
        maxRate: '1',
        frequency: 'monthly',
        day: 28,
      },
    });
    expect(plan.status).toBe(201);
    const pid = plan.body.plan.id as string;
    for (const [action, status] of [
      ['pause', 'paused'],
      ['resume', 'active'],
      ['cancel', 'cancelled'],
    ] as const) {
      const r = await call(secret, 'POST', `/recurring-conversions/{id}/${action}`, {
        params: { id: pid },
        idem: newKey(),
      });
      expect(r.body.plan.status).toBe(status);
    }
    expect((await call(secret, 'GET', '/recurring-conversions')).status).toBe(200);
    expect(
      (await call(secret, 'GET', '/recurring-conversions/{id}', { params: { id: pid } })).status,
    ).toBe(200);

    const doc = await readJson<{ webhooks: Record<string, unknown> }>(
      s.request('/api/v1/openapi.json'),
    );
    expect(Object.keys(doc.webhooks)).toEqual(
      expect.arrayContaining([
        'limit_order.filled',
        'limit_order.cancelled',
        'recurring_conversion.skipped',
      ]),
    );
    expectAnswersMatch(doc, recorded);
  });
});
