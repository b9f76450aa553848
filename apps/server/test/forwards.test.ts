import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  D,
  forwardRateOf,
  type BusinessApproval,
  type NeedsActionResponse,
  type Forward,
  type ForwardQuote,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { writeRates } from '../src/services/rates/write.ts';
import { createEndpoint } from '../src/services/developer/webhooks.ts';
import { settleDueForwards } from '../src/services/treasury/forward-settle.ts';
import { forwardNotePdf } from '../src/services/treasury/forward-note.ts';
import { closeOutOverdue, valueForwards } from '../src/services/treasury/forward-risk.ts';
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

// Forward contracts (issue 41 item 3): priced by covered interest parity, margin held, settled
// early (part and all), on time, closed out after an ignored margin call; two workers racing to
// settle once; four eyes (admin for a person, approvers for a business); every role × action;
// ledger invariants after each. PGlite and PostgreSQL.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let pairId: string;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 2,
    settings: { ...NO_TRANSACTION_LIMITS, 'forwards.fourEyesUsd': 50_000 },
  });
  s = users.server;
  admin = users.admin;
  [alice, bob] = users.clients as [TestUser, TestUser];
  await fundWallet(s, admin, alice, 'USD', '100000.00');
  await fundWallet(s, admin, bob, 'USD', '100.00');
  const [p] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from currency_pairs where base_currency = 'USD' and quote_currency = 'KES'`,
  );
  pairId = p!.id;
  await setBid('130.00');
  const [u] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from "user" where email = ${alice.email}`,
  );
  await createEndpoint(s.database.db, 'test-secret', u!.id, {
    url: 'https://hooks.example.com/mizani',
    events: [
      'forward.booked',
      'forward.drawdown',
      'forward.settled',
      'forward.closed_out',
      'forward.margin_call',
    ],
  } as never);
}, 180_000);
afterAll(async () => s?.close());

const setBid = (bid: string) =>
  writeRates(
    s.database.db,
    [{ pairId, bid, ask: new D(bid).plus('0.5').toFixed(), confirm: true }],
    { source: 'manual' },
  );
const dayPlus = (n: number, from = new Date()) => {
  const d = new Date(from);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const at = (day: string) => new Date(`${day}T06:00:00Z`);
const book = (user: TestUser, json: Record<string, unknown>, status = 201) =>
  readJson<{ forward: Forward; approval: BusinessApproval | null }>(
    s.request('/api/treasury/forwards', { method: 'POST', cookie: user.cookie, json }),
    status,
  ).then((r) => r.forward);
const get = (user: TestUser, id: string) =>
  readJson<{ forward: Forward }>(
    s.request(`/api/treasury/forwards/${id}`, { cookie: user.cookie }),
  ).then((r) => r.forward);
const bal = async (user: TestUser) => await walletBalances(s, user);
const webhooks = (type: string) =>
  queryRows<{ n: number }>(
    s.database.db,
    sql`select count(*)::int as n from webhook_events where type = ${type}`,
  ).then((r) => r[0]!.n);

describe('booking', () => {
  it('prices by covered interest parity, holds the margin, refuses bad input and other holders', async () => {
    const bad = await s.request('/api/treasury/forwards', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'USD', amount: '-1', valueDate: 'soon' },
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error
      .fields;
    expect(Object.keys(fields).sort()).toEqual(['amount', 'buyCurrency', 'valueDate']);
    const far = await s.request('/api/treasury/forwards', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '10', valueDate: dayPlus(400) },
    });
    expect(far.status).toBe(400);

    const valueDate = dayPlus(90);
    const { quote } = await readJson<{ quote: ForwardQuote }>(
      s.request('/api/treasury/forwards/quote', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1000.00', valueDate },
      }),
    );
    // USD 4.5 % ACT/360, KES 10 % ACT/365 (the migration's starting rates).
    expect(quote.forwardRate).toBe(
      forwardRateOf({
        spot: quote.spotRate,
        days: 90,
        sell: { ratePct: '4.5', dayCount: 360 },
        buy: { ratePct: '10', dayCount: 365 },
      }),
    );
    expect(new D(quote.forwardRate).gt(quote.spotRate)).toBe(true);
    expect(quote).toMatchObject({ marginAmount: '100.00', days: 90, needsApproval: false });

    const before = (await bal(alice)).USD!;
    const f = await book(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1000.00',
      valueDate,
      idempotencyKey: 'fwd-key-0001',
    });
    expect(f).toMatchObject({ status: 'open', marginAmount: '100.00', remainingSell: '1000.00' });
    expect((await bal(alice)).USD).toBe(new D(before).minus(100).toFixed(2));
    // A retry answers the same contract; another holder cannot see it.
    const again = await s.request('/api/treasury/forwards', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '1000.00',
        valueDate,
        idempotencyKey: 'fwd-key-0001',
      },
    });
    expect(again.status).toBe(200);
    for (const path of [
      `/api/treasury/forwards/${f.id}`,
      `/api/treasury/forwards/${f.id}/note.pdf`,
    ])
      expect((await s.request(path, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (
        await s.request(`/api/treasury/forwards/${f.id}/drawdown`, {
          method: 'POST',
          cookie: bob.cookie,
          json: {},
        })
      ).status,
    ).toBe(404);
    const pdf = await s.request(`/api/treasury/forwards/${f.id}/note.pdf`, {
      cookie: alice.cookie,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-document-reference')).toMatch(/^MZ-FC-/);
    // In the reader's language, the timeline's events and the status too.
    const { pdf: note } = await forwardNotePdf(s.database.db, alice.id, f.id, 'fr');
    const dir = mkdtempSync(join(tmpdir(), 'forward-note-'));
    writeFileSync(join(dir, 'note.pdf'), note);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'note.pdf'), '-'], {
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true });
    for (const words of ['Conclu, marge réservée', 'Ouvert', 'Cours à terme'])
      expect(text).toContain(words);
    expect(text).not.toContain('booked');
    await expectLedgerInvariants(s);
  });

  it('a currency without an interest rate is refused (422)', async () => {
    const r = await s.request('/api/treasury/forwards/quote', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'ETB', amount: '10.00', valueDate: dayPlus(30) },
    });
    expect([422]).toContain(r.status);
  });
});

describe('settlement', () => {
  it('settled early: part, then the rest; margin released pro rata; not twice', async () => {
    const f = await book(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '2000.00',
      valueDate: dayPlus(60),
    });
    const b0 = await bal(alice);
    const part = await readJson<{ forward: Forward }>(
      s.request(`/api/treasury/forwards/${f.id}/drawdown`, {
        method: 'POST',
        cookie: alice.cookie,
        json: { amount: '500.00' },
      }),
    );
    expect(part.forward).toMatchObject({
      status: 'open',
      remainingSell: '1500.00',
      marginAmount: '150.00',
    });
    const b1 = await bal(alice);
    // Paid 500, margin 50 back: −450 USD; received 500 × F KES.
    expect(b1.USD).toBe(new D(b0.USD!).minus(450).toFixed(2));
    const kes = new D(500).times(f.forwardRate).toDecimalPlaces(2, D.ROUND_DOWN);
    expect(new D(b1.KES ?? 0).minus(b0.KES ?? 0).toFixed(2)).toBe(kes.toFixed(2));
    const tooMuch = await s.request(`/api/treasury/forwards/${f.id}/drawdown`, {
      method: 'POST',
      cookie: alice.cookie,
      json: { amount: '1500.01' },
    });
    expect(tooMuch.status).toBe(400);
    const rest = await readJson<{ forward: Forward }>(
      s.request(`/api/treasury/forwards/${f.id}/drawdown`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
    );
    expect(rest.forward).toMatchObject({
      status: 'settled',
      remainingSell: '0.00',
      marginAmount: '0.00',
    });
    const again = await s.request(`/api/treasury/forwards/${f.id}/drawdown`, {
      method: 'POST',
      cookie: alice.cookie,
      json: {},
    });
    expect(again.status).toBe(409);
    expect(rest.forward.events.map((e) => e.kind)).toEqual(['booked', 'drawdown', 'settled']);
    expect(await webhooks('forward.drawdown')).toBe(1);
    expect(await webhooks('forward.booked')).toBeGreaterThan(1);
    await expectLedgerInvariants(s);
  });

  it('on time: the value date settles it once, even with two workers racing', async () => {
    const f = await book(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1000.00',
      valueDate: dayPlus(30),
    });
    const b0 = await bal(alice);
    expect(await settleDueForwards(s.database.db, { now: at(dayPlus(29)) })).toMatchObject({
      settled: 0,
    });
    const [a, b] = await Promise.all([
      settleDueForwards(s.database.db, { now: at(dayPlus(30)) }),
      settleDueForwards(s.database.db, { now: at(dayPlus(30)) }),
    ]);
    expect(a.settled + b.settled).toBeGreaterThanOrEqual(1);
    const done = await get(alice, f.id);
    expect(done.status).toBe('settled');
    expect(done.events.filter((e) => e.kind === 'settled')).toHaveLength(1);
    const b1 = await bal(alice);
    expect(b1.USD).toBe(new D(b0.USD!).minus(900).toFixed(2));
    expect(new D(b1.KES!).minus(b0.KES ?? 0).toFixed(2)).toBe(done.buyAmount);
    const [{ n }] = (await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_journals where type = 'forward_settlement' and reference = ${f.reference}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expectLedgerInvariants(s);
  });

  it('margin call ignored → closed out: the loss from the margin, the rest back', async () => {
    await setBid('130.00');
    const f = await book(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1000.00',
      valueDate: dayPlus(60),
    });
    const b0 = await bal(alice);
    // KES strengthens 8 %: selling USD forward at the old rate is now worth more; the client gains.
    // It weakens instead: the client, who sells USD, would get more KES today → the contract loses.
    await setBid('140.00');
    const day = dayPlus(1);
    await valueForwards(s.database.db, { now: at(day) });
    let v = await get(alice, f.id);
    expect(new D(v.valuation!.amount).isNegative()).toBe(true);
    expect(v.marginCall).not.toBeNull();
    expect(v.events.map((e) => e.kind)).toContain('margin_call');
    // Valued once per day: a second pass the same day does nothing.
    const valued = v.events.filter((e) => e.kind === 'valued').length;
    await valueForwards(s.database.db, { now: at(day) });
    v = await get(alice, f.id);
    expect(v.events.filter((e) => e.kind === 'valued')).toHaveLength(valued);
    const [bell] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from mail_outbox where kind = 'forward_margin_call'`,
    );
    expect(bell!.n).toBeGreaterThan(0);
    // Past the deadline (48 h by default) without an answer.
    const deadline = Date.parse(v.marginCall!.deadline);
    expect(deadline - at(day).getTime()).toBe(48 * 3_600_000);
    expect(await closeOutOverdue(s.database.db, { now: new Date(deadline - 60_000) })).toBe(0);
    // (The first test's contract, open too, is called and closed out with it.)
    expect(
      await closeOutOverdue(s.database.db, { now: new Date(deadline + 60_000) }),
    ).toBeGreaterThanOrEqual(1);
    const closed = await get(alice, f.id);
    expect(closed.status).toBe('closed_out');
    expect(await webhooks('forward.closed_out')).toBeGreaterThanOrEqual(1);
    const loss = new D(closed.events.find((e) => e.kind === 'closed_out')!.amount!);
    expect(loss.gt(0)).toBe(true);
    // Each contract closed out (both held 100 USD of margin) gave back its margin less its loss.
    const { forwards } = await readJson<{ forwards: Forward[] }>(
      s.request('/api/treasury/forwards', { cookie: alice.cookie }),
    );
    let expected = new D(b0.USD!);
    for (const x of forwards.filter((x) => x.status === 'closed_out')) {
      const l = new D(x.events.find((e) => e.kind === 'closed_out')!.amount!);
      expected = expected.plus(100).minus(D.min(l, 100));
    }
    expect((await bal(alice)).USD).toBe(expected.toFixed(2));
    await setBid('130.00');
    await expectLedgerInvariants(s);
  });

  it('a margin call answered keeps the contract open', async () => {
    await setBid('130.00');
    const f = await book(alice, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1000.00',
      valueDate: dayPlus(60),
    });
    await setBid('140.00');
    await valueForwards(s.database.db, { now: at(dayPlus(2)) });
    const called = await get(alice, f.id);
    expect(called.marginCall).not.toBeNull();
    const r = await readJson<{ forward: Forward }>(
      s.request(`/api/treasury/forwards/${f.id}/margin`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
    );
    expect(r.forward.marginCall).toBeNull();
    expect(new D(r.forward.marginAmount).gt(100)).toBe(true);
    expect(
      await closeOutOverdue(s.database.db, { now: new Date(Date.now() + 49 * 3_600_000) }),
    ).toBe(0);
    await setBid('130.00');
    await expectLedgerInvariants(s);
  });
});

describe('four eyes and admin', () => {
  it('a person’s contract above the setting waits for an admin; the admin approves or rejects', async () => {
    const before = (await bal(alice)).USD!;
    const f = await book(
      alice,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '60000.00', valueDate: dayPlus(30) },
      202,
    );
    expect(f).toMatchObject({ status: 'pending_approval', waitsForAdmin: true });
    expect((await bal(alice)).USD).toBe(new D(before).minus(6000).toFixed(2));
    const notAdmin = await s.request('/api/admin/forwards/review', { cookie: alice.cookie });
    expect(notAdmin.status).toBe(403);
    const { forwards } = await readJson<{ forwards: Forward[] }>(
      s.request('/api/admin/forwards/review', { cookie: admin.cookie }),
    );
    expect(forwards.map((x) => x.id)).toContain(f.id);
    const ok = await readJson<{ forward: Forward }>(
      s.request(`/api/admin/forwards/${f.id}/approve`, {
        method: 'POST',
        cookie: admin.cookie,
        json: {},
      }),
    );
    expect(ok.forward.status).toBe('open');
    const twice = await s.request(`/api/admin/forwards/${f.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    });
    expect(twice.status).toBe(409);
    const g = await book(
      alice,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '60000.00', valueDate: dayPlus(30) },
      202,
    );
    await readJson(
      s.request(`/api/admin/forwards/${g.id}/reject`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { comment: 'too large' },
      }),
    );
    expect((await get(alice, g.id)).status).toBe('cancelled');
    expect((await bal(alice)).USD).toBe(new D(before).minus(6000).toFixed(2));
    await expectLedgerInvariants(s);
  });

  it('interest rates: admin only, validated, audited', async () => {
    expect(
      (await s.request('/api/admin/forwards/interest-rates', { cookie: alice.cookie })).status,
    ).toBe(403);
    const bad = await s.request('/api/admin/forwards/interest-rates', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { currency: 'KES', ratePct: 'ten', dayCount: 364 },
    });
    expect(bad.status).toBe(400);
    await readJson(
      s.request('/api/admin/forwards/interest-rates', {
        method: 'PUT',
        cookie: admin.cookie,
        json: { currency: 'KES', ratePct: '10.5', dayCount: 365 },
      }),
    );
    const { rates } = await readJson<{ rates: { currency: string; ratePct: string }[] }>(
      s.request('/api/admin/forwards/interest-rates', { cookie: admin.cookie }),
    );
    expect(rates.find((r) => r.currency === 'KES')!.ratePct).toBe('10.5');
    const [a] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log where action = 'treasury.interest_rate.set'`,
    );
    expect(a!.n).toBe(1);
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
    await setRules(s, owner, biz, [{ operation: 'convert', overUsd: '1000', approvals: 1 }]);
  }, 60_000);

  it('every role × action', async () => {
    const small = {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '100.00',
      valueDate: dayPlus(30),
    };
    for (const [u, status] of [
      [viewer, 403],
      [approver, 403],
      [initiator, 201],
      [owner, 201],
    ] as const) {
      expect(
        (await as(u, '/api/treasury/forwards', { method: 'POST', json: small })).status,
        u.email,
      ).toBe(status);
      expect(
        (await as(u, '/api/treasury/forwards/quote', { method: 'POST', json: small })).status,
      ).toBe(status === 201 ? 200 : 403);
      expect((await as(u, '/api/treasury/forwards')).status).toBe(200);
    }
    const { forwards } = await readJson<{ forwards: Forward[] }>(
      as(viewer, '/api/treasury/forwards'),
    );
    expect(forwards).toHaveLength(2);
    for (const action of ['drawdown', 'margin', 'cancel'])
      expect(
        (
          await as(viewer, `/api/treasury/forwards/${forwards[0]!.id}/${action}`, {
            method: 'POST',
            json: {},
          })
        ).status,
      ).toBe(403);
    expect((await as(viewer, `/api/treasury/forwards/${forwards[0]!.id}/note.pdf`)).status).toBe(
      200,
    );
  });

  it('over the rule: waits for the approvers; approved it opens, rejected the margin comes back', async () => {
    const big = {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '2000.00',
      valueDate: dayPlus(30),
    };
    const r = await as(initiator, '/api/treasury/forwards', { method: 'POST', json: big });
    expect(r.status).toBe(202);
    const { forward, approval } = (await r.json()) as {
      forward: Forward;
      approval: BusinessApproval;
    };
    expect(forward.status).toBe('pending_approval');
    // The approver sees what they approve: the forward rate, value date and margin held.
    const subject = {
      kind: 'forward',
      id: forward.id,
      reference: forward.reference,
      forwardRate: forward.forwardRate,
      valueDate: big.valueDate,
      buyAmount: forward.buyAmount,
      marginAmount: forward.marginAmount,
      marginPct: '10',
    };
    expect(approval.treasury).toEqual(subject);
    // The bell and the mail name a forward contract, not "a conversion".
    const [bell] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where kind = 'approval_requested' and user_id = ${approver.id}`,
    );
    expect(bell?.title).toBe('Approval needed: forward contract selling 2,000.00 USD');
    const [mail] = await queryRows<{ text_body: string }>(
      s.database.db,
      sql`select text_body from mail_outbox where kind = 'approval_requested' and to_address = ${approver.email}`,
    );
    expect(mail?.text_body).toContain('Forward contract');
    const owed = await readJson<NeedsActionResponse>(
      s.request('/api/business/needs-action', { cookie: approver.cookie }),
    );
    expect(owed.items.find((i) => i.approval.id === approval.id)?.approval.treasury).toEqual(
      subject,
    );
    const self = await s.request(`/api/business/${biz}/approvals/${approval.id}/decision`, {
      method: 'POST',
      cookie: initiator.cookie,
      json: { decision: 'approve' },
    });
    expect(self.status).toBe(403);
    await readJson(
      s.request(`/api/business/${biz}/approvals/${approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'approve' },
      }),
    );
    const opened = await readJson<{ forward: Forward }>(
      as(viewer, `/api/treasury/forwards/${forward.id}`),
    );
    expect(opened.forward.status).toBe('open');
    const r2 = await as(initiator, '/api/treasury/forwards', { method: 'POST', json: big });
    const second = (await r2.json()) as { forward: Forward; approval: BusinessApproval };
    await readJson(
      s.request(`/api/business/${biz}/approvals/${second.approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'reject', comment: 'not now' },
      }),
    );
    const closed = await readJson<{ forward: Forward }>(
      as(viewer, `/api/treasury/forwards/${second.forward.id}`),
    );
    expect(closed.forward).toMatchObject({ status: 'cancelled', marginAmount: '0.00' });
    await expectLedgerInvariants(s);
  });
});
