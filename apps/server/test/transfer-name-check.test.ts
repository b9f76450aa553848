import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorridorPublic } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import { compareNames } from '../src/services/transfers/name-check.ts';
import type { TransferJson } from '../src/services/transfers/transfers.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';

// The name check of a mobile-money payee (issue 38, docs/send-money.md "Name check"): MTN MoMo's
// GetBasicUserinfo through the simulator, the holder's name masked at the review, a warning when
// it is not the payee's, a number with no account refused before anything is written; M-Pesa
// offers no look-up, so a Kenyan payee carries no check.

let s: TestServer;
let a: TestUser;
let usdGhs: CorridorPublic;
let usdKes: CorridorPublic;
let n = 0;

const payee = async (name: string, phone: string, country = 'GH', network = 'mtn_momo') => {
  // Written straight to the table: adding a payee through the API asks for step-up (tested there).
  const [row] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
        values (${a.id}, 'mobile_money', ${name}, ${country}, ${country === 'GH' ? 'GHS' : 'KES'},
                ${JSON.stringify({ phone, network })}::jsonb) returning id`,
  );
  return row!.id;
};
const send = (beneficiaryId: string, corridor = usdGhs) =>
  s.request('/api/transfers', {
    method: 'POST',
    cookie: a.cookie,
    json: {
      corridorId: corridor.id,
      side: 'send',
      amount: '100.00',
      payoutMethod: 'mobile_money',
      recipient: { type: 'beneficiary', beneficiaryId },
      idempotencyKey: `name-check-${++n}-${Date.now()}`,
    },
  });
const reviewed = async (beneficiaryId: string, corridor = usdGhs) =>
  (await readJson<{ transfer: TransferJson }>(send(beneficiaryId, corridor), 201)).transfer;
const momo = () => railsOf(s.deps).simulators.mtn_momo!;

beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  const admin = await s.createUser({ role: 'admin' });
  a = await s.createUser({ firstName: 'Amina' });
  await fundWallet(s, admin, a, 'USD', '5000.00');
  const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(
    s.request('/api/corridors'),
  );
  usdGhs = corridors.find((c) => c.destCurrency === 'GHS')!;
  usdKes = corridors.find((c) => c.sourceCurrency === 'USD' && c.destCurrency === 'KES')!;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('comparing a payee’s name with the holder’s', () => {
  it.each([
    ['Ama Mensah', 'Ama Mensah', 'match'],
    ['AMA MENSAH', 'Ama Mensah', 'match'],
    ['Mensah Ama', 'Ama Mensah', 'match'],
    ['Ama Serwaa Mensah', 'Ama Mensah', 'match'],
    ['Amá Mensah', 'Ama Mensah', 'match'],
    ['Ama Mensa', 'Ama Mensah', 'close'],
    ['Kofi Boateng', 'Ama Mensah', 'mismatch'],
    ['Ama', 'Ama Mensah', 'close'],
    ['Ama Boateng', 'Ama Mensah', 'mismatch'],
  ] as const)('%s beside %s: %s', (payeeName, registered, expected) => {
    expect(compareNames(payeeName, registered)).toBe(expected);
  });
});

describe('the review of a transfer to an MTN MoMo number', () => {
  it('shows the holder’s name masked, and that it matches', async () => {
    const t = await reviewed(await payee('Ama Mensah', '+233241234567'));
    expect(t.recipient.nameCheck).toEqual({ status: 'match', registeredName: 'A*** Mensah' });
  });

  it('warns when the number is someone else’s, and when the names are only close', async () => {
    momo().registerHolder('233245550101', ['Kojo', 'Asante']);
    const other = await reviewed(await payee('Ama Mensah', '+233245550101'));
    expect(other.recipient.nameCheck).toEqual({
      status: 'mismatch',
      registeredName: 'K*** Asante',
    });
    momo().registerHolder('233245550102', ['Akosua', 'Owusu']);
    const close = await reviewed(await payee('Akosua Owusuu', '+233245550102'));
    expect(close.recipient.nameCheck?.status).toBe('close');
  });

  it('refuses a number with no MoMo account before anything is written', async () => {
    const id = await payee('Yaw Addo', '+233240000000');
    const before = await queryRows(s.database.db, sql`select id from transfers`);
    const res = await send(id);
    const body = await readJson<{ error: { fields: Record<string, string> } }>(res, 422);
    expect(body.error.fields.recipient).toBe(
      'This number has no mobile money account. Check the number with the person you are paying.',
    );
    expect(await queryRows(s.database.db, sql`select id from transfers`)).toHaveLength(
      before.length,
    );
  });

  it('still reviews when MoMo does not answer, saying the name could not be checked', async () => {
    const adapter = railsOf(s.deps).adapters.mtn_momo!;
    const real = adapter.accountHolder;
    adapter.accountHolder = async () => {
      throw new Error('MTN MoMo basicuserinfo: HTTP 503');
    };
    try {
      const t = await reviewed(await payee('Ama Mensah', '+233241234567'));
      expect(t.recipient.nameCheck).toEqual({ status: 'unavailable', registeredName: null });
    } finally {
      adapter.accountHolder = real;
    }
  });
});

describe('a transfer to an M-Pesa number', () => {
  it('carries no name check: Daraja offers no look-up', async () => {
    const t = await reviewed(await payee('Wanjiru Otieno', '+254722000111', 'KE', 'mpesa'), usdKes);
    expect(t.recipient.nameCheck).toBeNull();
  });
});
