import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { sweepOpenOperations } from '../src/services/rails/sweep.ts';
import { railsOf, SIMULATED_PIN } from '../src/services/rails/registry.ts';
import { submitPayouts } from '../src/services/rails/payout.ts';
import { lockPending, settleWithdrawal } from '../src/services/funding/funding-queue.ts';
import type { WdRow } from '../src/services/withdrawals/withdrawals.ts';
import { createListeningTestServer, readJson, type TestServer } from './helpers.ts';

// M-Pesa through the rail adapter, the inbox and its worker (issue 37, docs/payments.md), against
// the Daraja simulator on loopback: every callback travels over real HTTP to the listening app.

let s: TestServer & { base: string };
let cookie: string;
let userId: string;
let base: string;

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

const sim = () => railsOf(s.deps).simulators.mpesa!;
const rails = () => railsOf(s.deps);
const apply = () => applyRailEvents(s.database.db, rails());
const payIn = (amount: string, phone = '+254712345678') =>
  s.request('/api/wallet/deposits/phone', {
    method: 'POST',
    cookie,
    json: { rail: 'mpesa', currency: 'KES', amount, phone },
  });
const balance = async () => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance from ledger_accounts where kind = 'client' and user_id = ${userId} and currency = 'KES'`,
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
    sql`select id, note from rail_events where status = ${status} order by received_at`,
  );

/** Starts a phone deposit and returns it with the prompt the phone shows. */
async function prompted(amount: string) {
  const { deposit } = await readJson<{ deposit: { id: string; rail: { state: string } } }>(
    payIn(amount),
    201,
  );
  expect(deposit.rail.state).toBe('waiting_for_phone');
  const prompt = sim()
    .prompts('254712345678')
    .find((p) => p.state === 'waiting')!;
  expect(prompt.amount).toBe(Number(amount));
  return { deposit, prompt };
}

describe('M-Pesa collections (STK push)', () => {
  it('refuses cents, a foreign number and another currency with field errors', async () => {
    const bad = await readJson<{ error: { fields: Record<string, string> } }>(
      s.request('/api/wallet/deposits/phone', {
        method: 'POST',
        cookie,
        json: { rail: 'mpesa', currency: 'USD', amount: '10.50', phone: '+15551234567' },
      }),
      400,
    );
    expect(Object.keys(bad.error.fields).sort()).toEqual(['amount', 'currency', 'phone']);
    expect(sim().prompts()).toHaveLength(0);
  });

  it('credits once when the phone accepts, however often the callback comes', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('1500');
    sim().setDelivery({ mode: 'twice' });
    await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
    await sim().resend(prompt.checkoutRequestId);
    sim().setDelivery({ mode: 'once' });
    // Two workers at once (two instances): the operation's lock lets one apply it.
    await Promise.all([apply(), apply()]);
    await apply();
    expect(await balance()).toBe(before + 1500);
    const d = await depositOf(deposit.id);
    expect(d.status).toBe('completed');
    expect(d.rail.state).toBe('credited');
    const [op] = await queryRows<{ status: string; receipt: string }>(
      s.database.db,
      sql`select status, receipt from rail_operations where deposit_id = ${deposit.id}`,
    );
    expect(op!.status).toBe('succeeded');
    expect(op!.receipt).toBe(prompt.receipt);
    // The client is told, as for every movement.
    const [notice] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${userId}`,
    );
    expect(notice!.n).toBeGreaterThan(0);
  });

  it('credits the callbacks of one pass together, each once, as one alone would be', async () => {
    const before = await balance();
    const paid: { id: string; receipt: string; checkout: string }[] = [];
    for (const amount of ['310', '320', '330']) {
      const { deposit, prompt } = await prompted(amount);
      await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
      paid.push({ id: deposit.id, receipt: prompt.receipt!, checkout: prompt.checkoutRequestId });
    }
    await sim().resend(paid[1]!.checkout);
    // One pass claims the three callbacks (the copy was one of them already), asks the rail
    // about each, and credits the three deposits in one batch.
    expect(await apply()).toBe(3);
    expect(await apply()).toBe(0);
    expect(await balance()).toBe(before + 960);
    const ops = await queryRows<{ deposit_id: string; status: string; receipt: string }>(
      s.database.db,
      sql`select deposit_id, status, receipt from rail_operations
          where deposit_id in (${paid[0]!.id}, ${paid[1]!.id}, ${paid[2]!.id})`,
    );
    expect(ops.map((o) => o.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    for (const p of paid) {
      expect(ops.find((o) => o.deposit_id === p.id)!.receipt).toBe(p.receipt);
      expect((await depositOf(p.id)).rail.state).toBe('credited');
    }
    const journals = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from deposits d join ledger_journals j on j.id = d.journal_id
          where d.id in (${paid[0]!.id}, ${paid[1]!.id}, ${paid[2]!.id})`,
    );
    expect(journals[0]!.n).toBe(3);
    const bells = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications n join deposits d on n.body like '%' || d.reference || '%'
          where n.kind = 'deposit_credited' and d.id in (${paid[0]!.id}, ${paid[1]!.id}, ${paid[2]!.id})`,
    );
    expect(bells[0]!.n).toBe(3);
  });

  it.each([
    [{ cancel: true } as const, 'The payment was cancelled on the phone.'],
    [{ pin: '0000' }, 'The M-Pesa PIN entered was wrong.'],
    [{ noAnswer: true } as const, 'The phone did not answer the M-Pesa prompt.'],
  ])('closes the deposit with the rail’s reason in words (%o)', async (how, words) => {
    const before = await balance();
    const { deposit, prompt } = await prompted('200');
    await sim().answer(prompt.checkoutRequestId, how);
    await apply();
    const d = await depositOf(deposit.id);
    expect(d.status).toBe('rejected');
    expect(d.rail.state).toBe('failed');
    expect(d.reason).toContain(words);
    expect(await balance()).toBe(before);
  });

  it('refuses forged callbacks: a wrong secret, another source, an altered amount', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('300');
    sim().setDelivery({ mode: 'never' });
    await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
    sim().setDelivery({ mode: 'once' });
    const genuine = sim().stkCallback(prompt);
    const url = new URL(prompt.callbackUrl);
    const [opId] = url.pathname.split('/').pop()!.split('.');

    const inbox = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from rail_events`,
        )
      )[0]!.n;
    const held = await inbox();
    // The right operation with a guessed secret: refused, and nothing is stored.
    const guessed = await fetch(`${base}/api/rails/mpesa/collect/${opId}.guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(genuine),
    });
    expect(guessed.status).toBe(403);
    // The right address from an address that is not the rail's.
    const elsewhere = await s.request(url.pathname, {
      method: 'POST',
      json: genuine,
      ip: '198.51.100.7',
      headers: { origin: '' },
    });
    expect(elsewhere.status).toBe(403);
    expect(await inbox()).toBe(held);
    // A body PostgreSQL would refuse (NUL, a lone surrogate) is an answer, never a 500.
    const hostile = await fetch(prompt.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Body: '\u0000\ud800' }),
    });
    expect(hostile.status).toBe(200);
    // The right address and source, but the amount raised: the inbox holds it as an exception.
    const raised = structuredClone(genuine);
    raised.Body.stkCallback.CallbackMetadata!.Item[0]!.Value = 30000;
    const altered = await fetch(prompt.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(raised),
    });
    expect(altered.status).toBe(200);
    await apply();
    expect(await balance()).toBe(before);
    expect((await events('exception')).some((e) => e.note?.includes('differs'))).toBe(true);
    expect((await depositOf(deposit.id)).status).toBe('pending');

    // The rail's own status query then settles it for the amount that was asked, once.
    await sweepOpenOperations(s.database.db, rails(), 0);
    await apply();
    expect(await balance()).toBe(before + 300);
    await sweepOpenOperations(s.database.db, rails(), 0);
    await apply();
    expect(await balance()).toBe(before + 300);
  });

  it('finds a lost callback by the status query, and holds a late contradicting one aside', async () => {
    const before = await balance();
    const { deposit, prompt } = await prompted('400');
    sim().setDelivery({ mode: 'never' });
    await sim().answer(prompt.checkoutRequestId, { cancel: true });
    sim().setDelivery({ mode: 'once' });
    // Not yet old enough to ask about.
    await sweepOpenOperations(s.database.db, rails(), 3600);
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('pending');
    await sweepOpenOperations(s.database.db, rails(), 0);
    await apply();
    expect((await depositOf(deposit.id)).status).toBe('rejected');

    // A "success" for the same request arriving afterwards changes nothing and is flagged.
    const late = sim().stkCallback({
      ...prompt,
      resultCode: 0,
      resultDesc: 'ok',
      receipt: 'LATE123',
    });
    late.Body.stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: 400 },
        { Name: 'MpesaReceiptNumber', Value: 'LATE123' },
      ],
    };
    await fetch(prompt.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(late),
    });
    await apply();
    expect(await balance()).toBe(before);
    expect(
      (await events('exception')).some((e) => e.note?.includes('after the operation closed')),
    ).toBe(true);
  });

  describe('M-Pesa payouts (B2C)', () => {
    let beneficiaryId: string;
    beforeAll(async () => {
      // Written straight to the table: adding a payee through the API asks for step-up.
      const [b] = await queryRows<{ id: string }>(
        s.database.db,
        sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
            values (${userId}, 'mobile_money', 'Wanjiru Otieno', 'KE', 'KES', ${JSON.stringify({ phone: '+254722000111', network: 'mpesa' })}::jsonb)
            returning id`,
      );
      beneficiaryId = b!.id;
      // Funds for payouts above the minimum withdrawal (100 USD equivalent), paid in by phone.
      const { prompt } = await prompted('60000');
      await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
      await apply();
    });
    let inFlight = '';
    const withdraw = async (amount: string) =>
      (
        await readJson<{ withdrawal: { id: string } }>(
          s.request('/api/wallet/withdrawals', {
            method: 'POST',
            cookie,
            json: { beneficiaryId, currency: 'KES', amount },
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
      await sim().settled();
      // The simulator pays a moment after it accepts.
      await expect
        .poll(async () => (await events('received')).length, { timeout: 5000 })
        .toBeGreaterThan(0);
      await sim().settled();
      await apply();
    };

    it('pays a mobile-money payee through the rail, once, and the admin cannot decide it twice', async () => {
      const before = await balance();
      expect(before).toBeGreaterThanOrEqual(60000);
      const id = await withdraw('20000');
      expect(await balance()).toBe(before - 20000);
      sim().setDelivery({ mode: 'twice' });
      await handOver();
      sim().setDelivery({ mode: 'once' });
      await apply();
      expect((await withdrawal(id)).status).toBe('completed');
      expect(
        sim()
          .payouts()
          .filter((p) => p.phone === '254722000111'),
      ).toHaveLength(1);
      // A second hand-over finds it taken.
      expect(await submitPayouts(s.database.db, rails(), base)).toBe(0);
      expect(await balance()).toBe(before - 20000);
    });

    it('releases the hold with the reason when the rail fails the payout', async () => {
      const before = await balance();
      sim().failNextPayouts(1);
      const id = await withdraw('15000');
      await handOver();
      const w = await withdrawal(id);
      expect(w.status).toBe('rejected');
      expect(w.reason).toContain('does not have enough money');
      expect(await balance()).toBe(before);
    });

    // Only a server runs the two at once (PGlite has one connection).
    it.skipIf(!process.env.DATABASE_URL)(
      'an admin deciding while the worker hands over: one of them, never both',
      async () => {
        const before = await balance();
        const id = await withdraw('13000');
        const paidBefore = sim().payouts().length;
        // The admin's transaction, as decideWithdrawal runs it: the withdrawal locked, no payout
        // in flight, then released to the client. The worker starts while it holds the lock.
        let decide!: () => void;
        const go = new Promise<void>((r) => (decide = r));
        let holding!: () => void;
        const held = new Promise<void>((r) => (holding = r));
        const admin = s.database.db.transaction(async (tx) => {
          const w = await lockPending<WdRow>(tx, 'withdrawal', id);
          const inFlight = await queryRows(
            tx,
            sql`select 1 from rail_operations where withdrawal_id = ${id} and status in ('submitting', 'submitted')`,
          );
          expect(inFlight).toEqual([]);
          holding();
          await go;
          await settleWithdrawal(tx, w, 'reject', 'Refused by the admin', {
            id: 'admin-test',
            email: 'admin@example.com',
          });
        });
        await held;
        const worker = submitPayouts(s.database.db, rails(), base);
        // The worker either waits for the admin's lock (the fix) or has already handed it over.
        const waiting = async () =>
          (
            await queryRows<{ n: number }>(
              s.database.db,
              sql`select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and query like 'insert into rail_operations%'`,
            )
          )[0]!.n;
        let workerDone = false;
        void worker.then(() => (workerDone = true));
        await expect.poll(async () => workerDone || (await waiting()) > 0).toBe(true);
        decide();
        await admin;
        await worker;
        await sim().settled();
        expect((await withdrawal(id)).status).toBe('rejected');
        expect(
          await queryRows(
            s.database.db,
            sql`select 1 from rail_operations where withdrawal_id = ${id}`,
          ),
        ).toEqual([]);
        expect(sim().payouts().length).toBe(paidBefore);
        expect(await balance()).toBe(before);
      },
    );

    it('keeps a payout in flight away from the admin’s hand', async () => {
      const admin = await s.createUser({ role: 'admin' });
      sim().setDelivery({ mode: 'never' });
      const id = await withdraw('14000');
      await submitPayouts(s.database.db, rails(), base);
      const refused = await s.request(`/api/admin/funding/withdrawals/${id}/approve`, {
        method: 'POST',
        cookie: admin.cookie,
        json: {},
      });
      expect(refused.status).toBe(409);
      sim().setDelivery({ mode: 'once' });
      expect((await withdrawal(id)).status).toBe('pending');
      inFlight = id;
    });

    // Daraja's B2C result never came (the test above), and a hand-over the process died in the
    // middle of: neither is sent again nor guessed; each waits in the exceptions queue.
    it('puts a payout whose answer never came before a person, who says paid or not paid', async () => {
      const admin = await s.createUser({ role: 'admin' });
      const before = await balance();
      const orphan = await withdraw('13000');
      // The worker's insert, then the process gone before the rail was called or answered.
      await queryRows(
        s.database.db,
        sql`insert into rail_operations (rail, direction, holder_id, withdrawal_id, currency, amount, msisdn, callback_secret_hash)
            select 'mpesa', 'payout', w.user_id, w.id, w.currency, w.amount, '254722000111', 'x' from withdrawals w where w.id = ${orphan}`,
      );
      await sweepOpenOperations(s.database.db, rails(), 0);
      await sweepOpenOperations(s.database.db, rails(), 0); // once each, however often it runs
      const list = await readJson<{
        exceptions: { id: string; kind: string; reason: string; amount: string }[];
      }>(s.request('/api/admin/rails/exceptions', { cookie: admin.cookie }));
      const checks = list.exceptions.filter((x) => x.kind === 'unconfirmed_payout');
      expect(checks).toHaveLength(2);
      expect(checks.map((x) => x.reason).join(' ')).toContain('before its answer was recorded');
      const ofWithdrawal = async (id: string) => {
        const [row] = await queryRows<{ id: string }>(
          s.database.db,
          sql`select x.id from rail_exceptions x join rail_events e on e.id = x.event_id
              join rail_operations o on o.id = e.operation_id where o.withdrawal_id = ${id}`,
        );
        return row!.id;
      };
      const act = (
        id: string,
        action: string,
        json: object = { note: 'Checked on the M-Pesa portal' },
      ) =>
        s.request(`/api/admin/rails/exceptions/${id}/${action}`, {
          method: 'POST',
          cookie: admin.cookie,
          json,
        });
      // Money in's actions do not apply to a payout, nor a missing note, nor a client.
      for (const moneyIn of ['credit', 'refund', 'write-off'])
        expect((await act(await ofWithdrawal(inFlight), moneyIn)).status).toBe(409);
      expect((await act(await ofWithdrawal(inFlight), 'paid', {})).status).toBe(400);
      expect(
        (
          await s.request(`/api/admin/rails/exceptions/${await ofWithdrawal(inFlight)}/paid`, {
            method: 'POST',
            cookie,
            json: { note: 'mine' },
          })
        ).status,
      ).toBe(403);

      expect((await act(await ofWithdrawal(inFlight), 'paid')).status).toBe(200);
      expect((await withdrawal(inFlight)).status).toBe('completed');
      expect((await act(await ofWithdrawal(orphan), 'not-paid')).status).toBe(200);
      const released = await withdrawal(orphan);
      expect(released.status).toBe('rejected');
      expect(released.reason).toContain('did not reach the payee');
      expect(await balance()).toBe(before); // the in-flight hold left as paid; the orphan's came back
      expect((await act(await ofWithdrawal(orphan), 'paid')).status).toBe(409);
      // Neither is handed to the rail again.
      expect(await submitPayouts(s.database.db, rails(), base)).toBe(0);
    });

    // Transaction Status (mpesa/status.ts): the sweep asks Daraja before a person is asked.
    const sweepAsking = () =>
      sweepOpenOperations(s.database.db, rails(), 0, {
        appUrl: base,
        serverSecret: s.env.BETTER_AUTH_SECRET,
      });
    const opOf = async (withdrawalId: string) =>
      (
        await queryRows<{ id: string; status: string; receipt: string | null }>(
          s.database.db,
          sql`select id, status, receipt from rail_operations where withdrawal_id = ${withdrawalId}`,
        )
      )[0]!;
    const statusEvents = (opId: string) =>
      queryRows<{ status: string; note: string | null }>(
        s.database.db,
        sql`select status, note from rail_events where operation_id = ${opId} and kind = 'status_query'`,
      );
    const openChecks = async (opId: string) =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from rail_exceptions x join rail_events e on e.id = x.event_id
              where e.operation_id = ${opId} and x.state = 'open'`,
        )
      )[0]!.n;
    /** A payout the rail made whose B2C result was lost on the way. */
    async function lostResult(amount: string) {
      sim().setDelivery({ mode: 'never' });
      const id = await withdraw(amount);
      await submitPayouts(s.database.db, rails(), base);
      const op = await opOf(id);
      await expect
        .poll(
          () =>
            sim()
              .payouts()
              .find((p) => p.originatorConversationId === op.id)?.state,
        )
        .toBe('done');
      sim().setDelivery({ mode: 'once' });
      return { id, op };
    }

    it('recovers a lost B2C result by the Transaction Status query, applied once', async () => {
      // Funds for the three tests below (each payout above the minimum withdrawal).
      const { prompt } = await prompted('60000');
      await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
      await apply();
      const before = await balance();
      const { id, op } = await lostResult('13400');
      expect(await balance()).toBe(before - 13400);
      const asked = sim().statusQueries().length;
      sim().setDelivery({ mode: 'twice' }); // Daraja's answer sent twice
      await sweepAsking();
      await sweepAsking(); // asked once, however often the sweep runs
      expect(sim().statusQueries().length).toBe(asked + 1);
      const query = sim().statusQueries().at(-1)!;
      expect(query).toMatchObject({
        CommandID: 'TransactionStatusQuery',
        OriginalConversationID: op.id,
        IdentifierType: '4',
        PartyA: '600000',
      });
      expect(query.ResultURL).toMatch(
        /\/api\/rails\/mpesa\/status\/[0-9a-f-]{36}\.[\w-]+\/result$/,
      );
      await expect.poll(async () => (await statusEvents(op.id)).length).toBe(1);
      await sim().settled();
      sim().setDelivery({ mode: 'once' });
      // Two workers at once, then again: the status is applied once.
      await Promise.all([apply(), apply()]);
      await apply();
      expect((await withdrawal(id)).status).toBe('completed');
      const paid = sim()
        .payouts()
        .find((p) => p.originatorConversationId === op.id)!;
      expect(await opOf(id)).toMatchObject({ status: 'succeeded', receipt: paid.receipt });
      expect(await statusEvents(op.id)).toEqual([{ status: 'applied', note: null }]);
      expect(await balance()).toBe(before - 13400);
      // Settled by the rail: no person is asked, and later sweeps change nothing.
      await sweepAsking();
      await apply();
      expect(await openChecks(op.id)).toBe(0);
      expect(await balance()).toBe(before - 13400);
    });

    it('refuses a forged status result (403) and stores nothing', async () => {
      const before = await balance();
      const { id, op } = await lostResult('13300');
      const other = await lostResult('13200');
      const forged = {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: 'forged',
          ConversationID: 'AG_forged',
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionStatus', Value: 'Completed' },
              { Key: 'Amount', Value: 13300 },
              { Key: 'ReceiptNo', Value: 'FORGED0001' },
              { Key: 'Originator Conversation ID', Value: op.id },
            ],
          },
        },
      };
      const post = (token: string, body: unknown = forged) =>
        fetch(`${base}/api/rails/mpesa/status/${token}/result`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // A guessed secret; the payout secret of its B2C address (not the status secret).
      expect((await post(`${op.id}.guess`)).status).toBe(403);
      const b2cUrl = sim()
        .payouts()
        .find((p) => p.originatorConversationId === op.id)!.resultUrl;
      const b2cToken = b2cUrl.split('/payout/')[1]!.split('/')[0]!;
      expect((await post(b2cToken)).status).toBe(403);
      // The other payout's genuine status address, carrying a status about this one.
      const { statusSecret } = await import('../src/services/rails/mpesa/status.ts');
      const otherToken = `${other.op.id}.${statusSecret(s.env.BETTER_AUTH_SECRET, other.op.id)}`;
      expect((await post(otherToken)).status).toBe(403);
      // The right address from a source that is not the rail's.
      const ownToken = `${op.id}.${statusSecret(s.env.BETTER_AUTH_SECRET, op.id)}`;
      const elsewhere = await s.request(`/api/rails/mpesa/status/${ownToken}/result`, {
        method: 'POST',
        json: forged,
        ip: '198.51.100.7',
        headers: { origin: '' },
      });
      expect(elsewhere.status).toBe(403);
      await apply();
      expect(await statusEvents(op.id)).toEqual([]);
      expect((await withdrawal(id)).status).toBe('pending');
      expect(await balance()).toBe(before - 13300 - 13200);
      // The genuine answer, asked for, settles both.
      await sweepAsking();
      await expect.poll(async () => (await statusEvents(other.op.id)).length).toBe(1);
      await expect.poll(async () => (await statusEvents(op.id)).length).toBe(1);
      await apply();
      expect((await withdrawal(id)).status).toBe('completed');
      expect((await withdrawal(other.id)).status).toBe('completed');
    });

    it('keeps the person’s check only for a payout the rail does not know either', async () => {
      const before = await balance();
      const orphan = await withdraw('13100');
      // The worker's insert, then the process gone before the rail was called.
      const [op] = await queryRows<{ id: string }>(
        s.database.db,
        sql`insert into rail_operations (rail, direction, holder_id, withdrawal_id, currency, amount, msisdn, callback_secret_hash)
            select 'mpesa', 'payout', w.user_id, w.id, w.currency, w.amount, '254722000111', 'x'
            from withdrawals w where w.id = ${orphan} returning id`,
      );
      await sweepAsking(); // asks Daraja: no exception yet
      expect(await openChecks(op!.id)).toBe(0);
      await expect.poll(async () => (await statusEvents(op!.id)).length).toBe(1);
      await apply();
      expect(await statusEvents(op!.id)).toEqual([
        { status: 'ignored', note: 'the rail says it is still pending' },
      ]);
      await sweepAsking(); // the rail did not know it: now a person checks
      await sweepAsking();
      expect(await openChecks(op!.id)).toBe(1);
      expect((await withdrawal(orphan)).status).toBe('pending');
      expect(await balance()).toBe(before - 13100);
    });
  });

  /**
   * A prompt Daraja took, whose CheckoutRequestID died with the process before it was written:
   * the operation is put back to `submitting` with no id, an hour old to the sweep.
   */
  const orphanedPrompt = async (amount: string) => {
    const { deposit, prompt } = await prompted(amount);
    const [op] = await queryRows<{ id: string }>(
      s.database.db,
      sql`update rail_operations set status = 'submitting', external_id = null,
          updated_at = now() - interval '1 minute' where deposit_id = ${deposit.id} returning id`,
    );
    return { deposit, prompt, opId: op!.id };
  };
  const collectionChecks = (opId: string) =>
    queryRows<{ id: string; reason: string; state: string }>(
      s.database.db,
      sql`select x.id, x.reason, x.state from rail_exceptions x join rail_events e on e.id = x.event_id
          where e.operation_id = ${opId} and e.kind = 'unconfirmed_collection'`,
    );
  const answerCheck = (admin: { cookie: string }, id: string, action: string) =>
    s.request(`/api/admin/rails/exceptions/${id}/${action}`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { note: 'Receipt seen on the M-Pesa portal' },
    });

  it('a prompt whose id died with the process goes to a person, once; paid credits it once', async () => {
    const admin = await s.createUser({ role: 'admin' });
    const before = await balance();
    const { deposit, opId } = await orphanedPrompt('1700');
    await sweepOpenOperations(s.database.db, rails(), 1);
    await sweepOpenOperations(s.database.db, rails(), 1);
    const checks = await collectionChecks(opId);
    expect(checks).toHaveLength(1);
    expect(checks[0]!.reason).toContain('whether the client paid');
    expect((await depositOf(deposit.id)).status).toBe('pending');
    const act = (action: string) => answerCheck(admin, checks[0]!.id, action);
    expect((await act('credit')).status).toBe(409);
    expect((await act('paid')).status).toBe(200);
    expect(await balance()).toBe(before + 1700);
    expect((await depositOf(deposit.id)).status).toBe('completed');
    expect((await act('paid')).status).toBe(409);
    expect((await act('not-paid')).status).toBe(409);
    expect(await balance()).toBe(before + 1700);
  });

  it('refuses an answer for such a prompt whose deposit was decided elsewhere meanwhile', async () => {
    const admin = await s.createUser({ role: 'admin' });
    const before = await balance();
    const { deposit, opId } = await orphanedPrompt('1900');
    await sweepOpenOperations(s.database.db, rails(), 1);
    const [check] = await collectionChecks(opId);
    await queryRows(
      s.database.db,
      sql`update deposits set status = 'rejected' where id = ${deposit.id} returning id`,
    );
    const res = await answerCheck(admin, check!.id, 'paid');
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('already rejected');
    expect(await balance()).toBe(before);
  });

  it('a callback that still comes for such a prompt is applied and closes the check', async () => {
    const before = await balance();
    const { prompt, opId } = await orphanedPrompt('1800');
    await sweepOpenOperations(s.database.db, rails(), 1);
    await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
    await apply();
    expect(await balance()).toBe(before + 1800);
    const [check] = await collectionChecks(opId);
    expect(check!.state).toBe('settled_by_rail');
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
    // Each operation credited at most once.
    const twice = await queryRows(
      s.database.db,
      sql`select reference from ledger_journals where type = 'deposit' group by reference having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  });
});
