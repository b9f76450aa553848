import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmQuote, NoticePreference, Order } from '@mizani/shared';
import { deliverOutbox } from '../src/services/mail/worker.ts';
import {
  apiAs,
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { freePort, header, part, startSmtp, type Received } from './smtp-helpers.ts';
import type { BeneficiaryJson, DepositJson, WithdrawalJson } from './wallet-helpers.ts';

// Issue 16: every movement of a client's money reaches the bell AND the client's mailbox (a real
// SMTP server on loopback), with amounts formatted; mail can be turned off per kind, the bell not.

interface Bell {
  notifications: { kind: string; title: string; body: string; link: string | null }[];
  unread: number;
}

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const received: Received[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port, received);
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 1,
    settings: NO_TRANSACTION_LIMITS,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mizani <no-reply@mizani.test>' },
  });
  s = users.server;
  admin = users.admin;
  alice = users.clients[0]!;
}, 60_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const as = (u: TestUser) => apiAs(s, u);

/** The newest bell notification of this kind. */
async function bell(kind: string) {
  const b = await readJson<Bell>(as(alice).get('/api/notifications'));
  const n = b.notifications.find((x) => x.kind === kind);
  expect(n, kind).toBeDefined();
  return n!;
}

/** Delivers the outbox and returns the one new mail to alice whose subject matches. */
async function mailTo(subject: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await deliverOutbox(s.deps, { baseDelayMs: 20 });
    const hits = received.filter(
      (m) => m.to[0] === alice.email && subject.test(header(m.raw, 'Subject') ?? ''),
    );
    if (hits.length) {
      expect(hits, String(subject)).toHaveLength(1);
      return { text: part(hits[0]!.raw, 'text/plain'), html: part(hits[0]!.raw, 'text/html') };
    }
    if (Date.now() > deadline) throw new Error(`no mail ${subject}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

async function deposit(currency: string, expectedAmount?: string) {
  const { deposit: d } = await readJson<{ deposit: DepositJson }>(
    as(alice).send('POST', '/api/wallet/deposits', {
      currency,
      method: 'bank_transfer',
      ...(expectedAmount ? { expectedAmount } : {}),
    }),
    201,
  );
  return d;
}
const confirm = (id: string, receivedAmount: string) =>
  readJson(as(admin).send('POST', `/api/admin/funding/deposits/${id}/confirm`, { receivedAmount }));

describe('money notices: bell and mail for every movement', () => {
  it('deposit credited as expected, short and over (the difference explained), and rejected', async () => {
    const exact = await deposit('USD', '10000.00');
    await confirm(exact.id, '10000.00');
    expect((await bell('deposit_credited')).title).toBe('10,000.00 USD credited to your wallet');
    const m1 = await mailTo(
      new RegExp(`^10,000.00 USD credited to your Mizani wallet \\(${exact.reference}\\)$`),
    );
    expect(m1.text).toContain('Credited: 10,000.00 USD');
    expect(m1.text).toContain('Expected: 10,000.00 USD');
    expect(m1.text).not.toContain('less than');

    const short = await deposit('KES', '5000.00');
    await confirm(short.id, '4950.50');
    const nShort = await bell('deposit_credited');
    expect(nShort.title).toBe('4,950.50 KES credited: 49.50 KES short');
    expect(nShort.body).toContain('49.50 KES less than the 5,000.00 KES you said you would send');
    const m2 = await mailTo(new RegExp(`\\(${short.reference}\\)$`));
    expect(m2.text).toContain('49.50 KES less than the 5,000.00 KES you said you would send');
    expect(m2.html).toContain(
      'Credited</th><td style="padding:6px 0;font-weight:bold">4,950.50 KES',
    );
    // The client's own deposit list carries the difference too.
    const { deposits } = await readJson<{ deposits: (DepositJson & { difference: string })[] }>(
      as(alice).get('/api/wallet/deposits'),
    );
    expect(deposits.find((d) => d.id === short.id)!.difference).toBe('-49.50');

    const over = await deposit('KES', '1000.00');
    await confirm(over.id, '1200.00');
    expect((await bell('deposit_credited')).title).toBe('1,200.00 KES credited: 200.00 KES over');
    expect((await mailTo(new RegExp(`\\(${over.reference}\\)$`))).text).toContain(
      '200.00 KES more than the 1,000.00 KES you said you would send arrived',
    );

    const bad = await deposit('USD');
    await readJson(
      as(admin).send('POST', `/api/admin/funding/deposits/${bad.id}/reject`, {
        reason: 'Sender <name> did not match',
      }),
    );
    expect((await bell('deposit_rejected')).body).toBe(
      'Reason: Sender <name> did not match. Nothing was credited to your USD balance.',
    );
    const m4 = await mailTo(new RegExp(`^Your deposit ${bad.reference} was not accepted$`));
    expect(m4.text).toContain('Reason: Sender <name> did not match');
    expect(m4.html).toContain('Sender &lt;name&gt; did not match');
    expect(m4.html).not.toContain('<name>');
  });

  it('withdrawal paid out, and rejected with its reason (the money back)', async () => {
    const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
      as(alice).send('POST', '/api/wallet/beneficiaries', {
        kind: 'mobile_money',
        name: 'Wanjiru Kamau',
        country: 'KE',
        currency: 'KES',
        phone: '+254712345678',
        network: 'mpesa',
      }),
      201,
    );
    const withdraw = async (amount: string) =>
      (
        await readJson<{ withdrawal: WithdrawalJson }>(
          as(alice).send('POST', '/api/wallet/withdrawals', {
            beneficiaryId: beneficiary.id,
            currency: 'KES',
            amount,
          }),
          201,
        )
      ).withdrawal;
    const paid = await withdraw('1234.56');
    await readJson(as(admin).send('POST', `/api/admin/funding/withdrawals/${paid.id}/approve`, {}));
    const n = await bell('withdrawal_paid');
    expect(n.title).toBe('1,234.56 KES paid out to Wanjiru Kamau');
    expect(n.body).toContain('Usually within minutes of approval');
    const m = await mailTo(
      new RegExp(`^1,234.56 KES paid out to Wanjiru Kamau \\(${paid.reference}\\)$`),
    );
    expect(m.text).toContain('Amount: 1,234.56 KES');
    expect(m.text).toContain('Fee: 0.00 KES (no Mizani fee)');
    expect(m.text).toContain('Status: Paid out');

    const back = await withdraw('2000.00');
    await readJson(
      as(admin).send('POST', `/api/admin/funding/withdrawals/${back.id}/reject`, {
        reason: 'The number is not registered for mobile money',
      }),
    );
    const r = await bell('withdrawal_rejected');
    expect(r.body).toBe(
      'Reason: The number is not registered for mobile money. 2,000.00 KES is back in your KES balance.',
    );
    const rm = await mailTo(new RegExp(`^Your withdrawal ${back.reference} was rejected$`));
    expect(rm.text).toContain('Reason: The number is not registered for mobile money');
  });

  it('conversion filled (figures as quoted) and rejected (nothing left the wallet)', async () => {
    const quote = async (amount: string) =>
      (
        await readJson<{ quote: FirmQuote }>(
          as(alice).send('POST', '/api/orders/quotes', {
            sellCurrency: 'USD',
            buyCurrency: 'KES',
            amount,
          }),
          201,
        )
      ).quote;
    const q = await quote('1000.00');
    const { order } = await readJson<{ order: Order }>(
      as(alice).send('POST', '/api/orders', { quoteId: q.id, idempotencyKey: 'notice-0001' }),
      201,
    );
    const ref = `ORD-${order.id.slice(0, 8).toUpperCase()}`;
    const grouped = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const n = await bell('order_filled');
    expect(n.title).toBe(`Converted 1,000.00 USD to ${grouped(order.buyAmount)} KES`);
    const m = await mailTo(new RegExp(`^Conversion complete: .*\\(${ref}\\)$`));
    expect(m.text).toContain('You sold: 1,000.00 USD');
    expect(m.text).toContain(`Fee (included): ${q.fee} USD`);
    expect(m.text).toContain(`You received: ${grouped(order.buyAmount)} KES`);
    expect(m.text).toMatch(/Rate: 1 USD = \d+\.\d{2,6} KES/);

    // The demo client holds far less than this: the order is refused at Accept.
    const big = await quote('900000.00');
    const rejected = await as(alice).send('POST', '/api/orders', {
      quoteId: big.id,
      idempotencyKey: 'notice-0002',
    });
    expect(rejected.status).toBe(422);
    const rn = await bell('order_rejected');
    expect(rn.title).toBe('Conversion of 900,000.00 USD was not completed');
    expect(rn.body).toBe('Reason: Insufficient balance. Nothing left your wallet.');
    expect((await mailTo(/^Conversion not completed: 900,000.00 USD to KES/)).text).toContain(
      'Reason: Insufficient balance',
    );
  });

  it('a signed-in requester sees the answer to a quote request in the bell; the mail is the answer', async () => {
    const { id, reference } = await readJson<{ id: string; reference: string }>(
      s.request('/api/requests/quote', {
        method: 'POST',
        cookie: alice.cookie,
        ip: '192.0.2.77',
        json: {
          name: 'Alice',
          email: alice.email,
          currencyFrom: 'USD',
          currencyTo: 'GHS',
          amount: '25000',
        },
      }),
      201,
    );
    expect((await mailTo(/^We received your quote request/)).text).toContain(
      `Reference: ${reference}`,
    );
    await readJson(
      as(admin).send('POST', `/api/admin/requests/quote/${id}/quote`, {
        rate: '15.5',
        validHours: 24,
      }),
      201,
    );
    const n = await bell('quote_reply');
    expect(n.title).toBe('Your quote: 25,000.00 USD → 387,500.00 GHS');
    expect(n.body).toContain(`We answered quote request ${reference}: 1 USD = 15.50 GHS`);
    const m = await mailTo(/^Your Mizani quote: 25,000.00 USD → GHS/);
    expect(m.text).toContain('You receive: 387,500.00 GHS');
    expect(m.text).toContain('Fee: None deducted: the rate includes our margin');

    // Issue 34 item 13: a written answer by mail from the request, kept on its timeline.
    const empty = await as(admin).send('POST', `/api/admin/requests/quote/${id}/reply`, {
      message: '  ',
    });
    expect(empty.status).toBe(400);
    const refused = (await empty.json()) as { error: { fields: Record<string, string> } };
    expect(refused.error.fields.message).toBe('Write your answer first');
    await readJson(
      as(admin).send('POST', `/api/admin/requests/quote/${id}/reply`, {
        message: 'We can settle on Monday <b>before noon</b>.',
      }),
      201,
    );
    const reply = await mailTo(new RegExp(`^Re: your request ${reference}`));
    expect(reply.text).toContain('We can settle on Monday <b>before noon</b>.');
    expect(reply.html).not.toContain('<b>before');
    const detail = await readJson<{ notes: { body: string }[] }>(
      as(admin).get(`/api/admin/requests/quote/${id}`),
    );
    expect(detail.notes.map((n) => n.body)).toContain(
      `Reply sent to ${alice.email}:\nWe can settle on Monday <b>before noon</b>.`,
    );
    expect(
      (await as(alice).send('POST', `/api/admin/requests/quote/${id}/reply`, { message: 'x' }))
        .status,
    ).toBe(403);
  });

  it('mail can be turned off per kind; the bell still gets the notice; security mail is always sent', async () => {
    const prefs = () =>
      readJson<{ preferences: NoticePreference[] }>(
        as(alice).get('/api/notifications/preferences'),
      );
    expect((await prefs()).preferences.map((p) => [p.kind, p.email])).toEqual([
      ['deposits', true],
      ['withdrawals', true],
      ['conversions', true],
    ]);
    const put = (body: unknown) => as(alice).send('PUT', '/api/notifications/preferences', body);
    const off = await readJson<{ preferences: NoticePreference[] }>(put({ deposits: false }));
    expect(off.preferences.find((p) => p.kind === 'deposits')!.email).toBe(false);
    // Security mails are not a choice; unknown keys, empty bodies and non-booleans are refused.
    expect((await put({ security: false })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ deposits: 'no' })).status).toBe(400);
    expect((await s.request('/api/notifications/preferences')).status).toBe(401);

    const quiet = await deposit('USD', '50.00');
    await confirm(quiet.id, '50.00');
    expect((await bell('deposit_credited')).body).toContain(quiet.reference);
    await deliverOutbox(s.deps, { baseDelayMs: 20 });
    expect(
      received.filter((m) => (header(m.raw, 'Subject') ?? '').includes(quiet.reference)),
    ).toHaveLength(0);

    // A password reset still mails, whatever the choices.
    const reset = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: alice.email, redirectTo: '/auth/reset-password' },
      ip: '192.0.2.78',
    });
    expect(reset.status).toBe(200);
    await mailTo(/password/i);

    // Back on: the next deposit mails again.
    await readJson(put({ deposits: true }));
    const loud = await deposit('USD', '60.00');
    await confirm(loud.id, '60.00');
    await mailTo(new RegExp(`\\(${loud.reference}\\)$`));
  });
});
