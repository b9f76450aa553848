import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, type CorridorPublic } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { submitPayouts } from '../src/services/rails/payout.ts';
import { noticeSentTransfers } from '../src/services/transfers/sent-notice.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import type { TransferJson } from '../src/services/transfers/transfers.ts';
import {
  createListeningTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { importList } from './verification-helpers.ts';
import { expectLedgerInvariants, fundWallet, walletBalances } from './wallet-helpers.ts';

// Send money (issue 38, docs/send-money.md): corridors, quotes in decimal strings, each recipient
// type, limits, screening, step-up, cancel, a rail rejection refunded, ownership and the public
// tracking link. M-Pesa payouts go through the rail's own worker and the Daraja simulator, whose
// callbacks travel over real HTTP to the listening app (as rails-mpesa.test.ts).

let s: TestServer & { base: string };
let base: string;
let admin: TestUser;
let a: TestUser;
let b: TestUser;
let usdKes: CorridorPublic;
let mpesaPayee: string;
let bankPayee: string;

const beneficiary = async (user: TestUser, kind: string, name: string, details: object) => {
  // Written straight to the table: adding a payee through the API asks for step-up (tested there).
  const [row] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
        values (${user.id}, ${kind}, ${name}, 'KE', 'KES', ${JSON.stringify(details)}::jsonb) returning id`,
  );
  return row!.id;
};

let keyN = 0;
const key = () => `transfer-key-${++keyN}-${Date.now()}`;

const create = (user: TestUser, body: object) =>
  s.request('/api/transfers', {
    method: 'POST',
    cookie: user.cookie,
    json: { corridorId: usdKes.id, side: 'send', idempotencyKey: key(), ...body },
  });
const created = async (user: TestUser, body: object) =>
  (await readJson<{ transfer: TransferJson }>(create(user, body), 201)).transfer;
const confirm = (user: TestUser, id: string) =>
  s.request(`/api/transfers/${id}/confirm`, { method: 'POST', cookie: user.cookie, json: {} });
const confirmed = async (user: TestUser, id: string) =>
  (await readJson<{ transfer: TransferJson }>(confirm(user, id))).transfer;
const get = async (user: TestUser, id: string) =>
  (
    await readJson<{ transfer: TransferJson }>(
      s.request(`/api/transfers/${id}`, { cookie: user.cookie }),
    )
  ).transfer;
const toMpesa = (amount: string) => ({
  payoutMethod: 'mobile_money',
  amount,
  recipient: { type: 'beneficiary', beneficiaryId: mpesaPayee },
});
const sim = () => railsOf(s.deps).simulators.mpesa!;
const rails = () => railsOf(s.deps);
const handOver = async () => {
  await submitPayouts(s.database.db, rails(), base);
  await sim().settled();
  await expect
    .poll(
      async () =>
        (await queryRows(s.database.db, sql`select 1 from rail_events where status = 'received'`))
          .length,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await sim().settled();
  await applyRailEvents(s.database.db, rails());
};
const errorOf = async (res: Response, status: number) => {
  const body = await readJson<{
    error: { code: string; message: string; fields?: Record<string, string> };
  }>(res, status);
  return body.error;
};

beforeAll(async () => {
  s = await createListeningTestServer({
    seedContent: true,
    settings: NO_TRANSACTION_LIMITS,
  });
  base = s.base;
  admin = await s.createUser({ role: 'admin' });
  a = await s.createUser({ firstName: 'Amina' });
  b = await s.createUser({ firstName: 'Baraka' });
  await fundWallet(s, admin, a, 'USD', '20000.00');
  const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(
    s.request('/api/corridors'),
  );
  usdKes = corridors.find((c) => c.sourceCurrency === 'USD' && c.destCurrency === 'KES')!;
  mpesaPayee = await beneficiary(a, 'mobile_money', 'Wanjiru Otieno', {
    phone: '+254722000111',
    network: 'mpesa',
  });
  bankPayee = await beneficiary(a, 'bank_account', 'Otieno Holdings', {
    bankName: 'Equity Bank',
    accountNumber: '0123456789',
  });
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('corridors', () => {
  it('lists the seeded live corridors with their price, never the spread', async () => {
    const res = await s.request('/api/corridors');
    const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(res);
    const routes = corridors.map((c) => `${c.sourceCurrency}-${c.destCurrency}-${c.destCountry}`);
    expect(routes).toEqual(
      expect.arrayContaining(['USD-KES-KE', 'GBP-KES-KE', 'USD-GHS-GH', 'KES-TZS-TZ']),
    );
    expect(usdKes.payoutMethods).toEqual(['mobile_money', 'bank_account', 'wallet']);
    expect(usdKes.rate).toMatch(/^\d+\.\d+$/);
    expect(JSON.stringify(corridors)).not.toContain('spread');
  });

  it('lets the admin create, refuse a duplicate, edit and switch off a corridor (clients may not)', async () => {
    const body = {
      sourceCurrency: 'EUR',
      destCurrency: 'KES',
      destCountry: 'KE',
      payoutMethods: ['bank_account'],
      feeFixed: '2',
      feePercent: '0.4',
      feeMin: '2.5',
      spreadBps: 90,
      minAmount: '10',
      maxPerTransfer: '3000',
      monthlyLimit: '9000',
      deliveryKind: 'business_days',
      deliveryMin: 1,
      deliveryMax: 2,
      isActive: true,
    };
    const post = (who: TestUser, json: object) =>
      s.request('/api/admin/corridors', { method: 'POST', cookie: who.cookie, json });
    expect((await post(a, body)).status).toBe(403);
    const bad = await errorOf(
      await post(admin, { ...body, destCurrency: 'EUR', feeFixed: '-1' }),
      400,
    );
    expect(Object.keys(bad.fields!)).toEqual(expect.arrayContaining(['destCurrency', 'feeFixed']));
    const { corridor } = await readJson<{ corridor: { id: string } }>(post(admin, body), 201);
    expect((await post(admin, body)).status).toBe(409);
    const put = await readJson<{ corridor: { feeMin: string } }>(
      s.request(`/api/admin/corridors/${corridor.id}`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { ...body, feeMin: '3.25' },
      }),
    );
    expect(put.corridor.feeMin).toBe('3.25');
    await readJson(
      s.request(`/api/admin/corridors/${corridor.id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { isActive: false },
      }),
    );
    const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(
      s.request('/api/corridors'),
    );
    expect(corridors.some((c) => c.id === corridor.id)).toBe(false);
    // A switched-off corridor quotes nothing.
    const q = await s.request('/api/corridors/quote', {
      method: 'POST',
      json: { corridorId: corridor.id, payoutMethod: 'bank_account', side: 'send', amount: '100' },
    });
    expect(q.status).toBe(404);
  });
});

describe('quotes', () => {
  it('prices both ways in decimal strings: whole shillings to M-Pesa, fee with its minimum', async () => {
    const quote = async (body: object) =>
      (
        await readJson<{
          quote: Record<string, string> & { arrival: { kind: string; by: string } };
        }>(
          s.request('/api/transfers/quote', {
            method: 'POST',
            cookie: a.cookie,
            json: { corridorId: usdKes.id, ...body },
          }),
        )
      ).quote;
    const send = await quote({ payoutMethod: 'mobile_money', side: 'send', amount: '100' });
    expect(send.rate).toBe(usdKes.rate);
    expect(send.sendAmount).toBe('100.00');
    expect(send.fee).toBe('2.00');
    expect(send.total).toBe('102.00');
    expect(send.receiveAmount).toBe(new D(100).times(send.rate!).floor().toFixed(0));
    expect(send.arrival.kind).toBe('minutes');
    const receive = await quote({
      payoutMethod: 'bank_account',
      side: 'receive',
      amount: '10000.50',
    });
    expect(receive.receiveAmount).toBe('10000.50');
    // The amount sent buys at least what was asked, and one cent less would not.
    expect(new D(receive.sendAmount!).times(receive.rate!).gte('10000.50')).toBe(true);
    expect(new D(receive.sendAmount!).minus('0.01').times(receive.rate!).lt('10000.50')).toBe(true);
    const variable = new D('1.50').plus(new D(receive.sendAmount!).times('0.005'));
    expect(receive.fee).toBe(D.max('2.00', variable).toDecimalPlaces(2, D.ROUND_UP).toFixed(2));
    // Floats are refused at the door.
    const float = await s.request('/api/transfers/quote', {
      method: 'POST',
      cookie: a.cookie,
      json: { corridorId: usdKes.id, payoutMethod: 'bank_account', side: 'send', amount: 100.5 },
    });
    expect((await errorOf(float, 400)).fields).toHaveProperty('amount');
  });
});

describe('a transfer to an M-Pesa number', () => {
  let t: TransferJson;
  it('is reviewed, confirmed, paid out by the rail and delivered, with texts and notices', async () => {
    const before = await walletBalances(s, a);
    t = await created(a, toMpesa('100'));
    expect(t.status).toBe('awaiting_confirmation');
    expect(t.total).toBe('102.00');
    expect(t.recipient).toMatchObject({ name: 'Wanjiru Otieno', network: 'mpesa' });
    // Nothing moves before confirmation.
    expect(await walletBalances(s, a)).toEqual(before);

    const done = await confirmed(a, t.id);
    expect(done.status).toBe('processing');
    expect(done.timeline.map((x) => [x.step, !!x.at])).toEqual([
      ['created', true],
      ['paid_in', true],
      ['converted', true],
      ['sent', false],
      ['delivered', false],
    ]);
    const after = await walletBalances(s, a);
    expect(new D(before.USD!).minus(after.USD!).toFixed(2)).toBe('102.00');
    // The recipient's text, with the link, through the SMS outbox.
    const [sms] = await queryRows<{ to_number: string; body: string }>(
      s.database.db,
      sql`select to_number, body from sms_outbox where kind = 'transfer_recipient' order by created_at desc limit 1`,
    );
    expect(sms!.to_number).toBe('+254722000111');
    expect(sms!.body).toContain(`${base}${done.trackingPath}`);
    const grouped = done.receiveAmount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(sms!.body).toContain(`sent you ${grouped}.00 KES`);

    await handOver();
    const delivered = await get(a, t.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.timeline.every((x) => x.at)).toBe(true);
    expect(delivered.cancellable).toBe(false);
    const paid = sim()
      .payouts()
      .filter((p) => p.phone === '254722000111');
    expect(paid).toHaveLength(1);
    // The sender's bell: on its way, then delivered (the withdrawal's own notice is replaced).
    const kinds = await queryRows<{ kind: string }>(
      s.database.db,
      sql`select kind from notifications where user_id = ${a.id} and kind like 'transfer_%' order by created_at`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['transfer_on_its_way', 'transfer_delivered']);
    const mails = await queryRows<{ kind: string }>(
      s.database.db,
      sql`select kind from mail_outbox where to_address = ${a.email} and kind = 'transfer_delivered'`,
    );
    expect(mails).toHaveLength(1);
  });

  it('is tracked at its public link with no amount, name or reference; guesses get 404', async () => {
    const res = await s.request(`/api/track/${t.trackingPath.split('#')[1]}`);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { tracking } = await readJson<{ tracking: Record<string, unknown> }>(res);
    expect(Object.keys(tracking).sort()).toEqual(
      ['arrival', 'destCountry', 'network', 'payoutMethod', 'status', 'timeline'].sort(),
    );
    expect(tracking.status).toBe('delivered');
    const text = JSON.stringify(tracking);
    for (const secret of [
      'Wanjiru',
      'Otieno',
      'Amina',
      t.reference,
      t.sendAmount,
      t.receiveAmount,
      t.total,
      '254722',
    ])
      expect(text).not.toContain(secret);
    const token = t.trackingPath.split('#')[1]!;
    const guessed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/api/track/${guessed}`, '/api/track/short', `/api/track/${t.id}`]) {
      const r = await s.request(path);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('delivered');
    }
  });

  it('is refunded in full, in dollars, with the reason, when the rail rejects the payout', async () => {
    const before = await walletBalances(s, a);
    sim().failNextPayouts(1);
    const x = await created(a, toMpesa('150'));
    await confirmed(a, x.id);
    await handOver();
    const refunded = await get(a, x.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.reason).toContain('does not have enough money');
    expect(refunded.timeline.map((y) => y.step)).toEqual([
      'created',
      'paid_in',
      'converted',
      'sent',
      'refunded',
    ]);
    expect(await walletBalances(s, a)).toEqual(before);
    const [n] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where user_id = ${a.id} and kind = 'transfer_refunded'`,
    );
    expect(n!.title).toContain('refunded');
  });
});

describe('"sent to the network"', () => {
  // The worker's notice (issue 38): once the rail has the payout and before its result, once per
  // transfer however often it runs; a transfer already delivered is only marked.
  it('tells the sender once when the rail has the payout, not again, and not after delivery', async () => {
    const sentNotices = async (userId: string) =>
      queryRows<{ title: string }>(
        s.database.db,
        sql`select title from notifications where user_id = ${userId} and kind = 'transfer_sent'`,
      );
    const before = (await sentNotices(a.id)).length;
    const t = await confirmed(a, (await created(a, toMpesa('60'))).id);
    expect(t.status).toBe('processing');
    // Not before a rail has it.
    await noticeSentTransfers(s.database.db, base);
    expect(await sentNotices(a.id)).toHaveLength(before);
    sim().setDelivery({ mode: 'never' }); // the rail takes it; its result is yet to come
    try {
      await submitPayouts(s.database.db, rails(), base);
      await sim().settled();
    } finally {
      sim().setDelivery({ mode: 'once' });
    }
    expect((await get(a, t.id)).status).toBe('processing');
    await Promise.all([
      noticeSentTransfers(s.database.db, base),
      noticeSentTransfers(s.database.db, base),
    ]);
    await noticeSentTransfers(s.database.db, base);
    const notices = await sentNotices(a.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.title).toContain('sent to the network');
    const [marked] = await queryRows<{ at: string | null }>(
      s.database.db,
      sql`select sent_notice_at as at from transfers where id = ${t.id}`,
    );
    expect(marked!.at).not.toBeNull();
  });
});

describe('a transfer to a bank account', () => {
  it('waits for the admin’s payout, then is delivered', async () => {
    const t = await created(a, {
      payoutMethod: 'bank_account',
      amount: '250',
      recipient: { type: 'beneficiary', beneficiaryId: bankPayee },
    });
    const done = await confirmed(a, t.id);
    expect(done.status).toBe('processing');
    // The M-Pesa worker leaves bank payouts alone.
    await submitPayouts(s.database.db, rails(), base);
    const [w] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select withdrawal_id as id from transfers where id = ${t.id}`,
    );
    await readJson(
      s.request(`/api/admin/funding/withdrawals/${w!.id}/approve`, {
        method: 'POST',
        cookie: admin.cookie,
        json: {},
      }),
    );
    expect((await get(a, t.id)).status).toBe('delivered');
  });

  it('is cancelled before the payout starts, and the money comes back; then no more', async () => {
    const before = await walletBalances(s, a);
    const t = await created(a, {
      payoutMethod: 'bank_account',
      amount: '80',
      recipient: { type: 'beneficiary', beneficiaryId: bankPayee },
    });
    const done = await confirmed(a, t.id);
    expect(done.cancellable).toBe(true);
    const cancel = () =>
      s.request(`/api/transfers/${t.id}/cancel`, { method: 'POST', cookie: a.cookie, json: {} });
    const { transfer } = await readJson<{ transfer: TransferJson }>(cancel());
    expect(transfer.status).toBe('cancelled');
    expect(transfer.timeline.at(-1)!.step).toBe('cancelled');
    expect(await walletBalances(s, a)).toEqual(before);
    expect((await cancel()).status).toBe(409);
    // A reviewed one simply closes; confirming it afterwards is refused.
    const draft = await created(a, toMpesa('20'));
    await readJson(
      s.request(`/api/transfers/${draft.id}/cancel`, {
        method: 'POST',
        cookie: a.cookie,
        json: {},
      }),
    );
    expect((await confirm(a, draft.id)).status).toBe(409);
  });

  it('cannot be cancelled once a rail has the payout', async () => {
    sim().setDelivery({ mode: 'never' });
    const t = await created(a, toMpesa('30'));
    await confirmed(a, t.id);
    await submitPayouts(s.database.db, rails(), base);
    const r = await s.request(`/api/transfers/${t.id}/cancel`, {
      method: 'POST',
      cookie: a.cookie,
      json: {},
    });
    expect(r.status).toBe(409);
    sim().setDelivery({ mode: 'once' });
  });
});

describe('a transfer to another client', () => {
  it('pays their wallet at once, by email or verified phone, and tells them', async () => {
    const before = await walletBalances(s, b);
    const t = await created(a, {
      payoutMethod: 'wallet',
      amount: '40',
      recipient: { type: 'client', contact: b.email.toUpperCase() },
    });
    // Another client's name is shown masked ("B*** …").
    expect(t.recipient.name).toMatch(/^B\*\*\* /);
    const done = await confirmed(a, t.id);
    expect(done.status).toBe('delivered');
    const after = await walletBalances(s, b);
    expect(new D(after.KES ?? 0).minus(before.KES ?? 0).toFixed(2)).toBe(done.receiveAmount);
    const [n] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where user_id = ${b.id} and kind = 'transfer_received'`,
    );
    expect(n!.title).toContain('Amina');

    await s.database.db.execute(
      sql`update "user" set phone_number = '+254733000222', phone_number_verified = true where id = ${b.id}`,
    );
    const byPhone = await created(a, {
      payoutMethod: 'wallet',
      amount: '5',
      recipient: { type: 'client', contact: '+254733000222' },
    });
    expect((await confirmed(a, byPhone.id)).status).toBe('delivered');
  });

  it('refuses themselves, strangers, and a wallet recipient on a mobile-money payout', async () => {
    const self = await errorOf(
      await create(a, {
        payoutMethod: 'wallet',
        amount: '5',
        recipient: { type: 'client', contact: a.email },
      }),
      400,
    );
    expect(self.fields).toHaveProperty(['recipient.contact']);
    expect(
      (
        await create(a, {
          payoutMethod: 'wallet',
          amount: '5',
          recipient: { type: 'client', contact: 'nobody@example.com' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await create(a, {
          payoutMethod: 'mobile_money',
          amount: '5',
          recipient: { type: 'client', contact: b.email },
        })
      ).status,
    ).toBe(400);
    // A bank payee on a mobile-money transfer.
    expect(
      (
        await create(a, {
          payoutMethod: 'mobile_money',
          amount: '5',
          recipient: { type: 'beneficiary', beneficiaryId: bankPayee },
        })
      ).status,
    ).toBe(400);
  });
});

describe('the gate before money moves', () => {
  it('applies the corridor’s per-transfer and monthly limits', async () => {
    const over = await errorOf(await create(a, toMpesa('6000')), 422);
    expect(over.code).toBe('LIMIT_EXCEEDED');
    expect(over.fields!.amount).toContain('5000.00 USD');
    const under = await errorOf(await create(a, toMpesa('0.50')), 422);
    expect(under.code).toBe('BELOW_MINIMUM');
    // The admin lowers the monthly limit under what was sent this month.
    const { corridor } = await readJson<{ corridor: Record<string, unknown> }>(
      s.request(`/api/admin/corridors/${usdKes.id}`, { cookie: admin.cookie }),
    );
    const put = (monthlyLimit: string) =>
      readJson(
        s.request(`/api/admin/corridors/${usdKes.id}`, {
          method: 'PUT',
          cookie: admin.cookie,
          json: { ...corridor, id: undefined, monthlyLimit },
        }),
      );
    await put('500');
    const monthly = await errorOf(await create(a, toMpesa('200')), 422);
    expect(monthly.message).toContain('monthly limit');
    await put(String(corridor.monthlyLimit));
  });

  it('refuses a recipient on a sanctions list before any money moves', async () => {
    const csv = [
      'name,aliases,date_of_birth,nationality,programme,list_name',
      'Ngozi Okafor-Eze,,1975,Nigeria,TEST-SANCTIONS,Test list',
    ].join('\n');
    expect((await importList(s, admin, csv)).status).toBe(201);
    const listed = await beneficiary(a, 'mobile_money', 'Ngozi Okafor-Eze', {
      phone: '+254722000999',
      network: 'mpesa',
    });
    const before = await walletBalances(s, a);
    const hit = await errorOf(
      await create(a, {
        payoutMethod: 'mobile_money',
        amount: '50',
        recipient: { type: 'beneficiary', beneficiaryId: listed },
      }),
      403,
    );
    expect(hit.code).toBe('ACCOUNT_RESTRICTED');
    expect(await walletBalances(s, a)).toEqual(before);
    const [audited] = await queryRows(
      s.database.db,
      sql`select 1 from audit_log where action = 'transfer.screening_hit' and target_id = ${a.id}`,
    );
    expect(audited).toBeTruthy();
  });

  it('refuses an unverified client (the compliance gate)', async () => {
    const fresh = await s.createUser({ tier: 0 });
    const r = await errorOf(
      await create(fresh, {
        payoutMethod: 'wallet',
        amount: '5',
        recipient: { type: 'client', contact: b.email },
      }),
      403,
    );
    expect(r.code).toBe('VERIFICATION_REQUIRED');
  });

  it('asks for step-up above the threshold, then sends', async () => {
    const t = await created(a, toMpesa('1500'));
    await s.database.db.execute(
      sql`update session set created_at = now() - interval '6 minutes' where user_id = ${a.id}`,
    );
    const r = await errorOf(await confirm(a, t.id), 403);
    expect(r.code).toBe('STEP_UP_REQUIRED');
    expect((await get(a, t.id)).status).toBe('awaiting_confirmation');
    await readJson(
      s.request('/api/security/step-up', {
        method: 'POST',
        cookie: a.cookie,
        json: { method: 'password', password: a.password },
      }),
    );
    expect((await confirmed(a, t.id)).status).toBe('processing');
  });

  it('refuses a price that expired', async () => {
    const t = await created(a, toMpesa('10'));
    await s.database.db.execute(
      sql`update transfers set price_expires_at = now() - interval '1 second' where id = ${t.id}`,
    );
    expect((await confirm(a, t.id)).status).toBe(409);
  });

  it('never overdraws when many confirmations race', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '500.00');
    const payee = await beneficiary(c, 'bank_account', 'Kamau Njoroge', {
      bankName: 'KCB',
      accountNumber: '9988776655',
    });
    const drafts = [];
    for (let i = 0; i < 10; i++)
      drafts.push(
        await created(c, {
          payoutMethod: 'bank_account',
          amount: '100',
          recipient: { type: 'beneficiary', beneficiaryId: payee },
        }),
      );
    const results = await Promise.all(drafts.map((d) => confirm(c, d.id)));
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(4); // 4 × 102.00 ≤ 500 < 5 × 102.00
    expect(results.filter((r) => r.status === 422)).toHaveLength(6);
    expect((await walletBalances(s, c)).USD).toBe('92.00');
  });
});

describe('ownership and replays', () => {
  it('answers another client 404 on every transfer route', async () => {
    const t = await created(a, toMpesa('10'));
    for (const [method, path] of [
      ['GET', `/api/transfers/${t.id}`],
      ['POST', `/api/transfers/${t.id}/confirm`],
      ['POST', `/api/transfers/${t.id}/cancel`],
    ] as const) {
      const r = await s.request(path, {
        method,
        cookie: b.cookie,
        ...(method === 'POST' ? { json: {} } : {}),
      });
      expect(r.status).toBe(404);
    }
    const { transfers } = await readJson<{ transfers: TransferJson[] }>(
      s.request('/api/transfers', { cookie: b.cookie }),
    );
    expect(transfers.some((x) => x.id === t.id)).toBe(false);
    // Another client's payee in the body is not found either.
    expect(
      (
        await create(b, {
          payoutMethod: 'mobile_money',
          amount: '5',
          recipient: { type: 'beneficiary', beneficiaryId: mpesaPayee },
        })
      ).status,
    ).toBe(404);
    expect((await get(a, t.id)).status).toBe('awaiting_confirmation');
  });

  it('answers a replayed key with the same transfer, another body with 409', async () => {
    const idempotencyKey = key();
    const body = { corridorId: usdKes.id, side: 'send', idempotencyKey, ...toMpesa('12') };
    const post = (json: object) =>
      s.request('/api/transfers', { method: 'POST', cookie: a.cookie, json });
    const first = await readJson<{ transfer: TransferJson }>(post(body), 201);
    const again = await readJson<{ transfer: TransferJson }>(post(body), 200);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect((await post({ ...body, amount: '13' })).status).toBe(409);
  });

  it('keeps the ledger whole', async () => {
    await expectLedgerInvariants(s);
  });
});
