import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { railsOf, SIMULATED_PIN } from '../src/services/rails/registry.ts';
import { createListeningTestServer, readJson, type TestServer } from './helpers.ts';

// The background loops start their work when the database says it arrived (migration 0045,
// workers.ts), not at their next poll: here the safety-net poll is an hour, so every step below
// can only have been taken by a wake-up. An M-Pesa pay-in and payout run end to end through the
// simulator on loopback with nobody calling a worker: the phone's callback wakes the inbox, the
// held withdrawal wakes the payouts loop, the B2C result wakes the inbox again.

let s: TestServer & { base: string };
let cookie: string;
let userId: string;

beforeAll(async () => {
  s = await createListeningTestServer({
    workers: true,
    env: { WORKER_POLL_SEC: '3600' },
  });
  const u = await s.createUser();
  cookie = u.cookie;
  userId = u.id;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

const sim = () => railsOf(s.deps).simulators.mpesa!;
const balance = async () => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance from ledger_accounts where kind = 'client' and user_id = ${userId} and currency = 'KES'`,
  );
  return row?.balance ?? '0';
};

describe('loops woken by the database', () => {
  it('credits a phone pay-in and pays a payout with the polls an hour apart', async () => {
    const { deposit } = await readJson<{ deposit: { id: string } }>(
      s.request('/api/wallet/deposits/phone', {
        method: 'POST',
        cookie,
        json: { rail: 'mpesa', currency: 'KES', amount: '30000', phone: '+254712345678' },
      }),
      201,
    );
    const prompt = sim()
      .prompts('254712345678')
      .find((p) => p.state === 'waiting')!;
    await sim().answer(prompt.checkoutRequestId, { pin: SIMULATED_PIN });
    await expect.poll(balance, { timeout: 20_000 }).toBe('30000.0000');
    const [dep] = await queryRows<{ status: string }>(
      s.database.db,
      sql`select status from deposits where id = ${deposit.id}`,
    );
    expect(dep!.status).toBe('completed');

    const [b] = await queryRows<{ id: string }>(
      s.database.db,
      sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
          values (${userId}, 'mobile_money', 'Wanjiru Otieno', 'KE', 'KES', ${JSON.stringify({ phone: '+254722000111', network: 'mpesa' })}::jsonb)
          returning id`,
    );
    const { withdrawal } = await readJson<{ withdrawal: { id: string } }>(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie,
        json: { beneficiaryId: b!.id, currency: 'KES', amount: '20000' },
      }),
      201,
    );
    const status = async () =>
      (
        await queryRows<{ status: string }>(
          s.database.db,
          sql`select status from withdrawals where id = ${withdrawal.id}`,
        )
      )[0]!.status;
    await expect.poll(status, { timeout: 20_000 }).toBe('completed');
    expect(
      sim()
        .payouts()
        .filter((p) => p.phone === '254722000111'),
    ).toHaveLength(1);
    expect(await balance()).toBe('10000.0000');
  });
});
