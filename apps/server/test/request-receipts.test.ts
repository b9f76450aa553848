import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  apiAs,
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, type BeneficiaryJson, type DepositJson } from './wallet-helpers.ts';

// Issue 34 items 6 and 10: a bell item and a mail when a withdrawal or a deposit is REQUESTED (not
// only when paid or credited), in the person's language; and deposit instructions that carry what
// the currency's rail needs (a USD wire: SWIFT/BIC, bank address, intermediary bank).

interface Bell {
  notifications: { kind: string; title: string; body: string }[];
}

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let amani: TestUser;
beforeAll(async () => {
  const users = await createTestServerWithUsers({
    clients: ['Alice', 'Amani'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  admin = users.admin;
  [alice, amani] = users.clients as [TestUser, TestUser];
  await readJson(
    s.request('/api/me/language', {
      method: 'PUT',
      cookie: amani.cookie,
      json: { language: 'sw' },
    }),
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const bell = async (u: TestUser, kind: string) =>
  (await readJson<Bell>(apiAs(s, u).get('/api/notifications'))).notifications.filter(
    (n) => n.kind === kind,
  );
const outbox = (u: TestUser, kind: string) =>
  queryRows<{ subject: string; text_body: string }>(
    s.database.db,
    sql`select subject, text_body from mail_outbox where to_address = ${u.email} and kind = ${kind} order by id`,
  );

async function openDeposit(u: TestUser, currency: string, expectedAmount?: string) {
  return (
    await readJson<{ deposit: DepositJson }>(
      apiAs(s, u).send('POST', '/api/wallet/deposits', {
        currency,
        method: 'bank_transfer',
        ...(expectedAmount ? { expectedAmount } : {}),
      }),
      201,
    )
  ).deposit;
}

describe('receipts at request time', () => {
  it('tells the client when a deposit is opened, with the payment details in the mail', async () => {
    const d = await openDeposit(alice, 'USD', '2500.00');
    const [n] = await bell(alice, 'deposit_requested');
    expect(n?.title).toBe(`Deposit ${d.reference}: we are expecting your USD payment`);
    const [m] = await outbox(alice, 'deposit_requested');
    expect(m?.subject).toBe(`Deposit ${d.reference}: your USD payment details`);
    expect(m?.text_body).toContain('Expected: 2,500.00 USD');
    expect(m?.text_body).toContain('SWIFT/BIC: PASBKENAXXX');
    expect(m?.text_body).toContain(`Payment reference: ${d.reference}`);
  });

  it('tells the client when a withdrawal is requested and held, in their language', async () => {
    await fundWallet(s, admin, amani, 'KES', '10000.00');
    const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
      apiAs(s, amani).send('POST', '/api/wallet/beneficiaries', {
        kind: 'mobile_money',
        name: 'Mama Mboga',
        country: 'KE',
        currency: 'KES',
        phone: '+254712345678',
        network: 'mpesa',
      }),
      201,
    );
    const { withdrawal } = await readJson<{ withdrawal: { reference: string } }>(
      apiAs(s, amani).send('POST', '/api/wallet/withdrawals', {
        beneficiaryId: beneficiary.id,
        currency: 'KES',
        amount: '1500.00',
      }),
      201,
    );
    const [n] = await bell(amani, 'withdrawal_requested');
    expect(n?.title).toBe('Ombi la kutoa 1,500.00 KES kwa Mama Mboga limepokelewa');
    expect(n?.body).toContain(withdrawal.reference);
    const [m] = await outbox(amani, 'withdrawal_requested');
    expect(m?.subject).toBe(
      `Ombi ${withdrawal.reference} limepokelewa: 1,500.00 KES kwa Mama Mboga`,
    );
    expect(m?.text_body).toContain('Imezuiliwa, inasubiri malipo');
    // The deposit that funded the wallet was acknowledged in Swahili too.
    expect((await outbox(amani, 'deposit_requested'))[0]?.subject).toMatch(/^Amana DEP-/);
  });

  it('writes nothing when the withdrawal is refused', async () => {
    const before = (await bell(alice, 'withdrawal_requested')).length;
    const r = await apiAs(s, alice).send('POST', '/api/wallet/withdrawals', {
      beneficiaryId: '00000000-0000-4000-8000-000000000000',
      currency: 'USD',
      amount: '10.00',
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect((await bell(alice, 'withdrawal_requested')).length).toBe(before);
  });
});

describe('deposit instructions per rail', () => {
  const fields = async (currency: string) => {
    const d = await openDeposit(alice, currency);
    return Object.fromEntries(d.instructions.fields.map((f) => [f.label, f.value]));
  };
  it('gives a USD wire the SWIFT/BIC, bank address and the intermediary bank', async () => {
    const usd = await fields('USD');
    expect(Object.keys(usd)).toEqual(
      expect.arrayContaining([
        'Account name',
        'Account number',
        'Bank',
        'Bank address',
        'SWIFT/BIC',
        'Intermediary bank',
        'Intermediary SWIFT/BIC',
        'Payment reference',
      ]),
    );
    expect(usd['SWIFT/BIC']).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    expect(usd['Intermediary SWIFT/BIC']).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
  });
  it('gives EUR an IBAN and GBP a sort code, and every currency a SWIFT/BIC and bank address', async () => {
    expect((await fields('EUR'))['IBAN']).toMatch(/^DE\d{2}/);
    expect((await fields('GBP'))['Sort code']).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    for (const c of ['KES', 'NGN', 'ZAR', 'ZMW', 'MZN']) {
      const f = await fields(c);
      expect(f['SWIFT/BIC'], c).toBeTruthy();
      expect(f['Bank address'], c).toBeTruthy();
      expect(f['Intermediary bank'], c).toBeUndefined();
    }
  });
});
