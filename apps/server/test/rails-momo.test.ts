import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { sweepOpenOperations } from '../src/services/rails/sweep.ts';
import { railsOf, SIMULATED_PIN } from '../src/services/rails/registry.ts';
import { submitPayouts } from '../src/services/rails/payout.ts';
import type { MomoAnswer } from '../src/services/rails/momo/simulator.ts';
import { createListeningTestServer, readJson, type TestServer } from './helpers.ts';

// MTN MoMo (Collections + Disbursements) through the same rail interface, inbox and worker as
// M-Pesa (issue 37, docs/payments.md), against the MoMo simulator on loopback: callbacks travel
// over real HTTP. MoMo's callback is unsigned, so it is only a hint: the GET decides.

let s: TestServer & { base: string };
let cookie: string;
let userId: string;
let base: string;
const PHONE = '+233241234567';

beforeAll(async () => {
  s = await createListeningTestServer();
  base = s.base;
  const u = await s.createUser();
  cookie = u.cookie;
  userId = u.id;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

const sim = () => railsOf(s.deps).simulators.mtn_momo!;
const rails = () => railsOf(s.deps);
const apply = () => applyRailEvents(s.database.db, rails());
const sweep = () => sweepOpenOperations(s.database.db, rails(), 0);
const payIn = (amount: string, currency = 'GHS', phone = PHONE) =>
  s.request('/api/wallet/deposits/phone', {
    method: 'POST',
    cookie,
    json: { rail: 'mtn_momo', currency, amount, phone },
  });
const balance = async (currency = 'GHS') => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance from ledger_accounts where kind = 'client' and user_id = ${userId} and currency = ${currency}`,
  );
  return row ? Number(row.balance) : 0;
};
const depositOf = async (id: string) =>
  (
    await readJson<{ deposit: { status: string; reason: string | null; rail: { state: string } } }>(
      s.request(`/api/wallet/deposits/${id}/status`, { cookie }),
    )
  ).deposit;
const events = (status: string) =>
  queryRows<{ id: string; note: string | null }>(
    s.database.db,
    sql`select id, note from rail_events where rail = 'mtn_momo' and status = ${status} order by received_at`,
  );

async function prompted(amount: string, currency = 'GHS', phone = PHONE) {
  const { deposit } = await readJson<{ deposit: { id: string; rail: { state: string } } }>(
    payIn(amount, currency, phone),
    201,
  );
  expect(deposit.rail.state).toBe('waiting_for_phone');
  const prompt = sim()
    .prompts(phone.slice(1))
    .find((p) => p.status === 'PENDING')!;
  expect(Number(prompt.amount)).toBe(Number(amount));
  return { deposit, prompt };
}

describe('MTN MoMo collections (requesttopay)', () => {
  it('refuses another currency and a number of another country with field errors', async () => {
    const bad = await readJson<{ error: { fields: Record<string, string> } }>(
      s.request('/api/wallet/deposits/phone', {
        method: 'POST',
        cookie,
        json: { rail: 'mtn_momo', currency: 'KES', amount: '10', phone: '+254712345678' },
      }),
      400,
    );
    expect(Object.keys(bad.error.fields)).toContain('currency');
    const wrongNumber = await readJson<{ error: { fields: Record<string, string> } }>(
      s.request('/api/wallet/deposits/phone', {
        method: 'POST',
        cookie,
        json: { rail: 'mtn_momo', currency: 'GHS', amount: '10', phone: '+254712345678' },
      }),
      400,
    );
    expect(Object.keys(wrongNumber.error.fields)).toEqual(['phone']);
    expect(sim().prompts()).toHaveLength(0);
  });

  it('uses our operation id as X-Reference-Id and credits once, however often the callback comes', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('250.50');
    const [op] = await queryRows<{ id: string; external_id: string }>(
      s.database.db,
      sql`select id, external_id from rail_operations where deposit_id = ${deposit.id}`,
    );
    expect(prompt.referenceId).toBe(op!.id);
    expect(op!.external_id).toBe(op!.id);
    expect(prompt.environment).toBe('mtnghana');
    sim().setDelivery({ mode: 'twice' });
    await sim().answer(prompt.referenceId, { pin: SIMULATED_PIN });
    await sim().resend(prompt.referenceId);
    sim().setDelivery({ mode: 'once' });
    await Promise.all([apply(), apply()]);
    await apply();
    expect(await balance()).toBeCloseTo(before + 250.5, 4);
    const d = await depositOf(deposit.id);
    expect(d.status).toBe('completed');
    expect(d.rail.state).toBe('credited');
    const [after] = await queryRows<{ status: string; receipt: string }>(
      s.database.db,
      sql`select status, receipt from rail_operations where id = ${op!.id}`,
    );
    expect(after!.status).toBe('succeeded');
    expect(after!.receipt).toBe(prompt.financialTransactionId);
  });

  it('collects in Zambian kwacha through the Zambian target environment', async () => {
    const before = await balance('ZMW');
    const { prompt } = await prompted('120', 'ZMW', '+260971234567');
    expect(prompt.environment).toBe('mtnzambia');
    await sim().answer(prompt.referenceId, { pin: SIMULATED_PIN });
    await apply();
    expect(await balance('ZMW')).toBe(before + 120);
  });

  it.each<[MomoAnswer, string]>([
    [{ decline: true }, 'The payment was declined on the phone.'],
    [{ noAnswer: true }, 'did not approve the MTN MoMo request in time'],
    [{ pin: '0000' }, 'The payment was not approved on the phone.'],
    [{ reason: 'NOT_ENOUGH_FUNDS' }, 'does not have enough money'],
    [{ reason: 'PAYER_NOT_FOUND' }, 'This number has no MTN MoMo wallet.'],
    [{ reason: 'PAYER_LIMIT_REACHED' }, 'reached its limit'],
    [{ reason: 'NOT_ALLOWED' }, 'MTN MoMo did not allow this payment.'],
    [{ reason: 'INTERNAL_PROCESSING_ERROR' }, 'could not process the payment'],
    [{ reason: 'SOMETHING_NEW' }, 'MTN MoMo could not complete the payment.'],
  ])('closes the deposit with the reason in words (%o)', async (how, words) => {
    const before = await balance();
    const { deposit, prompt } = await prompted('40');
    await sim().answer(prompt.referenceId, how);
    await apply();
    const d = await depositOf(deposit.id);
    expect(d.status).toBe('rejected');
    expect(d.rail.state).toBe('failed');
    expect(d.reason).toContain(words);
    expect(await balance()).toBe(before);
  });

  it('finds a lost callback by polling GET requesttopay', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('75');
    sim().setDelivery({ mode: 'never' });
    await sim().answer(prompt.referenceId, { pin: SIMULATED_PIN });
    sim().setDelivery({ mode: 'once' });
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('pending');
    // Not old enough yet: nothing asked.
    await sweepOpenOperations(s.database.db, rails(), 3600);
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('pending');
    await sweep();
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('completed');
    expect(await balance()).toBe(before + 75);
    // Asked again, and the callback arriving after all: still once.
    await sweep();
    await sim().resend(prompt.referenceId);
    await apply();
    expect(await balance()).toBe(before + 75);
  });

  it('asks by our own id a request whose answer died with the process, and credits once', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('65');
    // The process died after MoMo took the request, before its answer was recorded; the phone
    // paid while the callback found nobody.
    await queryRows(
      s.database.db,
      sql`update rail_operations set status = 'submitting', external_id = null,
          updated_at = now() - interval '1 minute' where deposit_id = ${deposit.id} returning id`,
    );
    sim().setDelivery({ mode: 'never' });
    await sim().answer(prompt.referenceId, { pin: SIMULATED_PIN });
    sim().setDelivery({ mode: 'once' });
    await sweepOpenOperations(s.database.db, rails(), 1);
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('completed');
    expect(await balance()).toBe(before + 65);
    const [check] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from rail_events e join rail_operations o on o.id = e.operation_id
          where o.deposit_id = ${deposit.id} and e.kind = 'unconfirmed_collection'`,
    );
    expect(check!.n).toBe(0); // asked, not put before a person
  });

  it('credits nothing on a forged SUCCESSFUL callback while GET says FAILED, nor on a raised amount', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('90');
    sim().setDelivery({ mode: 'never' });
    await sim().answer(prompt.referenceId, { decline: true });
    sim().setDelivery({ mode: 'once' });
    // The callback address (with its secret) is known to whoever forges here: the worst case.
    await sim().resend(prompt.referenceId, {
      status: 'SUCCESSFUL',
      reason: undefined,
      financialTransactionId: '999999',
    });
    await apply();
    expect(await balance()).toBe(before);
    expect((await events('exception')).some((e) => e.note?.includes('status says failed'))).toBe(
      true,
    );
    expect((await depositOf(deposit.id)).status).toBe('pending');
    // The rail's own answer closes it as it really went.
    await sweep();
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('rejected');
    expect(await balance()).toBe(before);

    // Paid for 60, a callback claiming 6000: held aside; the GET's figure is what is credited.
    const second = await prompted('60');
    sim().setDelivery({ mode: 'never' });
    await sim().answer(second.prompt.referenceId, { pin: SIMULATED_PIN });
    sim().setDelivery({ mode: 'once' });
    await sim().resend(second.prompt.referenceId, { amount: '6000' });
    await apply();
    expect(await balance()).toBe(before);
    expect((await events('exception')).some((e) => e.note?.includes('6000'))).toBe(true);
    await sweep();
    await apply();
    expect(await balance()).toBe(before + 60);
  });

  it('refuses a callback with a guessed secret or from another address, storing nothing', async () => {
    const { prompt } = await prompted('30');
    const url = new URL(prompt.callbackUrl!);
    const [opId] = url.pathname.split('/').pop()!.split('.');
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from rail_events`,
        )
      )[0]!.n;
    const held = await count();
    const body = {
      amount: '30',
      currency: 'GHS',
      status: 'SUCCESSFUL',
      financialTransactionId: '1',
    };
    const guessed = await fetch(`${base}/api/rails/mtn_momo/collect/${opId}.guess`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(guessed.status).toBe(403);
    const elsewhere = await s.request(url.pathname, {
      method: 'PUT',
      json: body,
      ip: '198.51.100.7',
      headers: { origin: '' },
    });
    expect(elsewhere.status).toBe(403);
    // An M-Pesa address cannot carry a MoMo operation either.
    const crossRail = await fetch(
      `${base}/api/rails/mpesa/collect/${url.pathname.split('/').pop()}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(crossRail.status).toBe(403);
    expect(await count()).toBe(held);
    await sim().answer(prompt.referenceId, { decline: true });
    await apply();
  });
});

describe('/dev/phone', () => {
  it('shows an MTN MoMo prompt and approves it with the PIN', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('35');
    const html = await (await s.request('/dev/phone')).text();
    expect(html).toContain('MTN MoMo: approve GHS 35 to Mizani');
    const res = await s.request('/dev/phone/answer', {
      method: 'POST',
      body: new URLSearchParams({
        rail: 'mtn_momo',
        id: prompt.referenceId,
        action: 'pay',
        pin: SIMULATED_PIN,
      }),
    });
    expect(res.status).toBe(303);
    await sim().settled();
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('completed');
    expect(await balance()).toBe(before + 35);
  });
});

describe('MTN MoMo payouts (transfer)', () => {
  let beneficiaryId: string;
  beforeAll(async () => {
    const [b] = await queryRows<{ id: string }>(
      s.database.db,
      sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
          values (${userId}, 'mobile_money', 'Ama Mensah', 'GH', 'GHS', ${JSON.stringify({ phone: '+233245550111', network: 'mtn_momo' })}::jsonb)
          returning id`,
    );
    beneficiaryId = b!.id;
    const { prompt } = await prompted('60000');
    await sim().answer(prompt.referenceId, { pin: SIMULATED_PIN });
    await apply();
  });
  const withdraw = async (amount: string) =>
    (
      await readJson<{ withdrawal: { id: string } }>(
        s.request('/api/wallet/withdrawals', {
          method: 'POST',
          cookie,
          json: { beneficiaryId, currency: 'GHS', amount },
        }),
        201,
      )
    ).withdrawal.id;
  const withdrawal = async (id: string) => {
    const [w] = await queryRows<{ status: string; reason: string | null }>(
      s.database.db,
      sql`select status, reason from withdrawals where id = ${id}`,
    );
    return w!;
  };
  const handOver = async () => {
    await submitPayouts(s.database.db, rails(), base);
    await expect
      .poll(
        () =>
          sim()
            .transfers()
            .filter((t) => t.status === 'PENDING').length,
        {
          timeout: 5000,
        },
      )
      .toBe(0);
    await sim().settled();
    await apply();
  };

  it('pays an MTN MoMo payee once, confirmed by GET transfer', async () => {
    const before = await balance();
    const id = await withdraw('2500.25');
    expect(await balance()).toBeCloseTo(before - 2500.25, 4);
    sim().setDelivery({ mode: 'twice' });
    await handOver();
    sim().setDelivery({ mode: 'once' });
    await apply();
    expect((await withdrawal(id)).status).toBe('completed');
    const sent = sim()
      .transfers('233245550111')
      .filter((t) => t.amount === '2500.25');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.environment).toBe('mtnghana');
    expect(await submitPayouts(s.database.db, rails(), base)).toBe(0);
    expect(await balance()).toBeCloseTo(before - 2500.25, 4);
  });

  it.each([
    ['PAYEE_NOT_FOUND', 'This number has no MTN MoMo wallet.'],
    ['NOT_ENOUGH_FUNDS', 'does not have enough money'],
    ['PAYEE_NOT_ALLOWED_TO_RECEIVE', 'cannot receive this payment'],
  ])(
    'releases the hold with the reason when MoMo fails the transfer (%s)',
    async (reason, words) => {
      const before = await balance();
      sim().failNextTransfers(reason);
      const id = await withdraw('1800');
      await handOver();
      const w = await withdrawal(id);
      expect(w.status).toBe('rejected');
      expect(w.reason).toContain(words);
      expect(await balance()).toBe(before);
    },
  );

  it('finds a lost transfer callback by polling, and a forged success never pays out', async () => {
    const before = await balance();
    sim().setDelivery({ mode: 'never' });
    sim().failNextTransfers('PAYEE_NOT_FOUND');
    const id = await withdraw('1700');
    await submitPayouts(s.database.db, rails(), base);
    await expect
      .poll(
        () =>
          sim()
            .transfers()
            .filter((t) => t.status === 'PENDING').length,
        {
          timeout: 5000,
        },
      )
      .toBe(0);
    sim().setDelivery({ mode: 'once' });
    const t = sim()
      .transfers('233245550111')
      .find((x) => x.amount === '1700')!;
    // A callback claims the failed transfer succeeded: GET says FAILED, so it is held aside.
    await sim().resend(t.referenceId, { status: 'SUCCESSFUL', reason: undefined });
    await apply();
    expect((await withdrawal(id)).status).toBe('pending');
    // The poll closes it as it really went: the hold goes back.
    await sweep();
    await apply();
    expect((await withdrawal(id)).status).toBe('rejected');
    expect(await balance()).toBe(before);
  });
});

it('keeps the ledger whole: every journal balances and balances equal their entries', async () => {
  const unbalanced = await queryRows(
    s.database.db,
    sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drift = await queryRows(
    s.database.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.kind = 'client' group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const twice = await queryRows(
    s.database.db,
    sql`select reference from ledger_journals where type = 'deposit' group by reference having count(*) > 1`,
  );
  expect(twice).toEqual([]);
  const negative = await queryRows(
    s.database.db,
    sql`select id from ledger_accounts where kind = 'client' and balance < 0`,
  );
  expect(negative).toEqual([]);
});
