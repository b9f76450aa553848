import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { D, type CorridorPublic } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { importStatement } from '../src/services/rails/bank/import.ts';
import { creditNotification } from '../src/services/rails/bank/simulator.ts';
import { railsOf, SIMULATED_PIN } from '../src/services/rails/registry.ts';
import { confirmPaidIn } from '../src/services/transfers/pay-in.ts';
import type { TransferJson } from '../src/services/transfers/transfers.ts';
import {
  createListeningTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, walletBalances } from './wallet-helpers.ts';

// Paying in for one transfer from the sender's phone (issue 38, docs/send-money.md): an M-Pesa
// prompt for the transfer's total through the Daraja simulator (callbacks over real HTTP), the
// transfer confirmed from the money once the rail credits it, exactly once; a prompt declined on
// the phone, a price that ended meanwhile, bad input, another client's transfer, the rate limit.

let s: TestServer & { base: string };
let kesTzs: CorridorPublic;
let receiver: TestUser;

beforeAll(async () => {
  s = await createListeningTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  receiver = await s.createUser({ firstName: 'Baraka' });
  const { corridors } = await readJson<{ corridors: CorridorPublic[] }>(
    s.request('/api/corridors'),
  );
  kesTzs = corridors.find((c) => c.sourceCurrency === 'KES' && c.destCurrency === 'TZS')!;
}, 180_000);
afterAll(async () => {
  await s?.close();
});
afterEach(() => expectLedgerInvariants(s));

const sim = () => railsOf(s.deps).simulators.mpesa!;
const apply = () => applyRailEvents(s.database.db, railsOf(s.deps));
const confirmPaid = () => confirmPaidIn(s.database.db, s.base);
let n = 0;
/** A reviewed KES → TZS transfer to another client, nothing in the sender's balance. */
const reviewed = async (sender: TestUser, amount = '1234.56') =>
  (
    await readJson<{ transfer: TransferJson }>(
      s.request('/api/transfers', {
        method: 'POST',
        cookie: sender.cookie,
        json: {
          corridorId: kesTzs.id,
          side: 'send',
          payoutMethod: 'wallet',
          amount,
          recipient: { type: 'client', contact: receiver.email },
          idempotencyKey: `pay-in-test-${++n}-${Date.now()}`,
        },
      }),
      201,
    )
  ).transfer;
const payIn = (sender: TestUser, id: string, body: object = {}) =>
  s.request(`/api/transfers/${id}/pay-in`, {
    method: 'POST',
    cookie: sender.cookie,
    json: { rail: 'mpesa', phone: '+254712345678', ...body },
  });
const get = async (sender: TestUser, id: string) =>
  (
    await readJson<{ transfer: TransferJson }>(
      s.request(`/api/transfers/${id}`, { cookie: sender.cookie }),
    )
  ).transfer;
/** The rail's callbacks applied until the deposit reaches `status` (they travel over HTTP). */
const settle = (depositId: string, status: string) =>
  expect
    .poll(
      async () => {
        await apply();
        const [d] = await queryRows<{ status: string }>(
          s.database.db,
          sql`select status from deposits where id = ${depositId}`,
        );
        return d?.status;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(status);
const waitingPrompt = (phone = '254712345678') =>
  sim()
    .prompts(phone)
    .filter((p) => p.state === 'waiting')
    .at(-1)!;

describe('paying in for one transfer by M-Pesa', () => {
  it('prompts for the total in whole shillings, then sends the transfer once the rail credits it', async () => {
    const amina = await s.createUser({ firstName: 'Amina' });
    const t = await reviewed(amina);
    // 1,234.56 + the corridor's fee (at least 100) = 1,334.56: M-Pesa takes 1,335.
    expect(t.total).toBe('1334.56');
    const before = new Date(t.priceExpiresAt).getTime();
    const started = await readJson<{ transfer: TransferJson; deposit: { id: string } }>(
      payIn(amina, t.id),
      202,
    );
    expect(started.transfer.status).toBe('awaiting_confirmation');
    expect(started.transfer.payInDepositId).toBe(started.deposit.id);
    // The price holds while the phone is answered.
    expect(new Date(started.transfer.priceExpiresAt).getTime()).toBeGreaterThan(before);
    expect(new Date(started.transfer.priceExpiresAt).getTime() - Date.now()).toBeGreaterThan(
      14 * 60_000,
    );
    const prompt = waitingPrompt();
    expect(prompt.amount).toBe(1335);
    // A second prompt while this one waits: refused, nothing rings.
    const again = await readJson<{ error: { message: string } }>(payIn(amina, t.id), 409);
    expect(again.error.message).toBe(
      'A payment prompt for this transfer is already waiting on your phone.',
    );

    const tzsBefore = new D((await walletBalances(s, receiver)).TZS ?? 0);
    sim().setDelivery({ mode: 'twice' });
    await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
    sim().setDelivery({ mode: 'once' });
    await settle(started.deposit.id, 'completed');
    // Two instances' passes at once: the transfer is confirmed once.
    const confirmed = await Promise.all([confirmPaid(), confirmPaid()]);
    expect(confirmed[0] + confirmed[1]).toBeGreaterThanOrEqual(1);
    expect(await confirmPaid()).toBe(0);
    const done = await get(amina, t.id);
    expect(done.status).toBe('delivered');
    const tzsAfter = new D((await walletBalances(s, receiver)).TZS ?? 0);
    expect(tzsAfter.minus(tzsBefore).toFixed(2)).toBe(new D(done.receiveAmount).toFixed(2));
    // 1,335 paid in, 1,334.56 sent: 0.44 stays in the balance.
    expect((await walletBalances(s, amina)).KES).toBe('0.44');
    const [conversions] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_journals where reference = ${done.reference} and type = 'conversion'`,
    );
    expect(conversions!.n).toBe(1);
  });

  it('leaves the transfer to pay when the prompt is declined, and prompts again', async () => {
    const juma = await s.createUser({ firstName: 'Juma' });
    const t = await reviewed(juma, '500');
    const first = await readJson<{ deposit: { id: string } }>(
      payIn(juma, t.id, { phone: '+254700111222' }),
      202,
    );
    await sim().answer(waitingPrompt('254700111222').checkoutRequestId, { cancel: true });
    await settle(first.deposit.id, 'rejected');
    expect(await confirmPaid()).toBe(0);
    expect((await get(juma, t.id)).status).toBe('awaiting_confirmation');
    // Another prompt for the same transfer is allowed once the first has ended.
    const second = await readJson<{ transfer: TransferJson; deposit: { id: string } }>(
      payIn(juma, t.id, { phone: '+254700111222' }),
      202,
    );
    expect(second.transfer.payInDepositId).toBe(second.deposit.id);
    expect(second.deposit.id).not.toBe(first.deposit.id);
  });

  it('keeps money that arrives after the price ended in the balance, and says why', async () => {
    const wanjiru = await s.createUser({ firstName: 'Wanjiru' });
    const t = await reviewed(wanjiru, '300');
    const { deposit } = await readJson<{ deposit: { id: string } }>(
      payIn(wanjiru, t.id, { phone: '+254700333444' }),
      202,
    );
    await s.database.db.execute(
      sql`update transfers set price_expires_at = now() - interval '1 second' where id = ${t.id}`,
    );
    await sim().answer(waitingPrompt('254700333444').checkoutRequestId, { pin: SIMULATED_PIN });
    await settle(deposit.id, 'completed');
    await confirmPaid();
    const closed = await get(wanjiru, t.id);
    expect(closed.status).toBe('cancelled');
    expect(closed.reason).toBe(
      'The price of this transfer has expired. Review the new price and confirm again. The money you paid in is in your balance.',
    );
    expect((await walletBalances(s, wanjiru)).KES).toBe('400.00');
    const [bell] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${wanjiru.id} and kind = 'transfer_cancelled'`,
    );
    expect(bell!.n).toBe(1);
  });

  it('refuses bad input, another rail’s currency, a transfer not waiting, another client’s, and no session', async () => {
    const otieno = await s.createUser({ firstName: 'Otieno' });
    const t = await reviewed(otieno, '200');
    const foreign = await readJson<{ error: { fields: Record<string, string> } }>(
      payIn(otieno, t.id, { phone: '+15551234567' }),
      400,
    );
    expect(Object.keys(foreign.error.fields)).toEqual(['phone']);
    const momo = await readJson<{ error: { fields: Record<string, string> } }>(
      payIn(otieno, t.id, { rail: 'mtn_momo', phone: '+233241234567' }),
      400,
    );
    expect(momo.error.fields.rail).toBe('MTN MoMo cannot pay in KES.');
    await readJson(payIn(otieno, t.id, { rail: 'paypal' }), 400);
    const stranger = await s.createUser();
    await readJson(payIn(stranger, t.id), 404);
    const noSession = await s.request(`/api/transfers/${t.id}/pay-in`, {
      method: 'POST',
      json: { rail: 'mpesa', phone: '+254712345678' },
    });
    expect(noSession.status).toBe(401);
    await readJson(
      s.request(`/api/transfers/${t.id}/cancel`, {
        method: 'POST',
        cookie: otieno.cookie,
        json: {},
      }),
    );
    const late = await readJson<{ error: { message: string } }>(payIn(otieno, t.id), 409);
    expect(late.error.message).toBe('This transfer is no longer waiting to be paid.');
    expect(sim().prompts('15551234567')).toHaveLength(0);
  });

  it('limits prompts to five in ten minutes per person (429 with Retry-After)', async () => {
    const achieng = await s.createUser({ firstName: 'Achieng' });
    const t = await reviewed(achieng, '150');
    for (let i = 0; i < 5; i++) {
      const r = await payIn(achieng, t.id, { phone: '+25471' });
      expect(r.status).toBe(400);
    }
    const limited = await payIn(achieng, t.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('paying in for one transfer by bank transfer', () => {
  type Started = {
    transfer: TransferJson;
    deposit: {
      id: string;
      reference: string;
      instructions: { fields: { label: string; value: string }[] };
    };
  };
  let paid = 0;
  /** The sender's bank pays: its camt.054 credit notification imported as a bank's file is. */
  const bankPays = (reference: string, amount: string, currency = 'KES') => {
    const id = `BANK-TEST-${++paid}-${Date.now()}`;
    return importStatement(
      s.database.db,
      (async function* () {
        yield creditNotification(
          [
            {
              id,
              amount,
              currency,
              remittance: `Transfer ${reference}`,
              payerName: 'Amani Wekesa',
            },
          ],
          id,
        );
      })(),
      { importedBy: 'test bank' },
    );
  };
  const depositStatus = async (id: string) =>
    (
      await queryRows<{ status: string }>(
        s.database.db,
        sql`select status from deposits where id = ${id}`,
      )
    )[0]!.status;

  it('gives the payment details and reference, holds the price a day, and sends the transfer once the exact amount arrives', async () => {
    const amani = await s.createUser({ firstName: 'Amani' });
    const t = await reviewed(amani, '2500');
    const started = await readJson<Started>(
      payIn(amani, t.id, { rail: 'bank_transfer', phone: undefined }),
      202,
    );
    const { deposit, transfer } = started;
    expect(deposit.reference).toMatch(/^DEP-/);
    const fields = Object.fromEntries(deposit.instructions.fields.map((f) => [f.label, f.value]));
    expect(fields['Payment reference']).toBe(deposit.reference);
    expect(fields['SWIFT/BIC']).toBeTruthy();
    expect(transfer.payIn).toMatchObject({
      method: 'bank_transfer',
      reference: deposit.reference,
      status: 'pending',
      amount: t.total,
      currency: 'KES',
    });
    expect(transfer.payIn!.instructions).toEqual(deposit.instructions.fields);
    expect(new Date(transfer.priceExpiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    // The details are told too (bell and mail), as for a top-up by bank.
    const [told] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${amani.id}
            and kind = 'deposit_requested' and title like ${'%' + deposit.reference + '%'}`,
    );
    expect(told!.n).toBe(1);
    // Asked again while the bank transfer is expected: the same reference, nothing new.
    const again = await readJson<{ error: { message: string } }>(
      payIn(amani, t.id, { rail: 'bank_transfer', phone: undefined }),
      409,
    );
    expect(again.error.message).toBe(
      `A bank transfer for this transfer is already expected: pay it quoting ${deposit.reference}.`,
    );
    // Short by one shilling: the entry waits in the exceptions queue; nothing moves.
    await bankPays(deposit.reference, new D(t.total).minus(1).toFixed(2));
    expect(await depositStatus(deposit.id)).toBe('pending');
    expect(await confirmPaid()).toBe(0);
    expect((await get(amani, t.id)).status).toBe('awaiting_confirmation');
    // The exact amount, and the same notification delivered twice: credited once, sent once.
    const tzsBefore = new D((await walletBalances(s, receiver)).TZS ?? 0);
    const id = `BANK-TEST-EXACT-${Date.now()}`;
    const exact = creditNotification(
      [{ id, amount: t.total, currency: 'KES', remittance: deposit.reference, payerName: 'Amani' }],
      id,
    );
    for (let i = 0; i < 2; i++)
      await importStatement(
        s.database.db,
        (async function* () {
          yield exact;
        })(),
        { importedBy: 'test bank' },
      );
    expect(await depositStatus(deposit.id)).toBe('completed');
    expect(await confirmPaid()).toBe(1);
    expect(await confirmPaid()).toBe(0);
    const done = await get(amani, t.id);
    expect(done.status).toBe('delivered');
    expect(done.payIn).toMatchObject({ status: 'completed', instructions: null });
    const tzsAfter = new D((await walletBalances(s, receiver)).TZS ?? 0);
    expect(tzsAfter.minus(tzsBefore).toFixed(2)).toBe(new D(done.receiveAmount).toFixed(2));
    expect((await walletBalances(s, amani)).KES ?? '0.00').toBe('0.00');
  });

  it('refuses a transfer not waiting and another client’s; money arriving after a cancel stays in the balance', async () => {
    const neema = await s.createUser({ firstName: 'Neema' });
    const t = await reviewed(neema, '700');
    const stranger = await s.createUser();
    await readJson(payIn(stranger, t.id, { rail: 'bank_transfer', phone: undefined }), 404);
    const { deposit } = await readJson<Started>(
      payIn(neema, t.id, { rail: 'bank_transfer', phone: undefined }),
      202,
    );
    await readJson(
      s.request(`/api/transfers/${t.id}/cancel`, {
        method: 'POST',
        cookie: neema.cookie,
        json: {},
      }),
    );
    const late = await readJson<{ error: { message: string } }>(
      payIn(neema, t.id, { rail: 'bank_transfer', phone: undefined }),
      409,
    );
    expect(late.error.message).toBe('This transfer is no longer waiting to be paid.');
    await bankPays(deposit.reference, t.total);
    expect(await depositStatus(deposit.id)).toBe('completed');
    expect(await confirmPaid()).toBe(0);
    expect((await get(neema, t.id)).status).toBe('cancelled');
    expect((await walletBalances(s, neema)).KES).toBe(new D(t.total).toFixed(2));
  });
});
