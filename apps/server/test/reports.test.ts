import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServerWithUsers, readJson, type TestServer, type TestUser } from './helpers.ts';
import { fundWallet, placeOrder } from './wallet-helpers.ts';

// Reports (/api/reports): the monthly statement (JSON and CSV) and the orders export. The PDF
// documents have their own file (pdf-documents.test.ts).

let s: TestServer;
let alice: TestUser;

type Statement = { currencies: { currency: string; opening: string; closing: string }[] };

beforeAll(async () => {
  const users = await createTestServerWithUsers({ seedContent: true, clients: 1 });
  s = users.server;
  alice = users.clients[0]!;
  // 1,000 USD funded, 100 USD converted: the month closes at 900.00 USD.
  await fundWallet(s, users.admin, alice, 'USD', '1000.00');
  await placeOrder(
    s,
    alice,
    { sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' },
    'r-key-0001',
  );
}, 60_000);
afterAll(async () => s?.close());

describe('reports', () => {
  it('statements and the orders export', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const st = await readJson<Statement>(
      s.request(`/api/reports/statement?month=${month}`, { cookie: alice.cookie }),
    );
    const usd = st.currencies.find((c) => c.currency === 'USD')!;
    expect(usd.opening).toBe('0.00');
    expect(usd.closing).toBe('900.00');
    const csv = await s.request(`/api/reports/statement?month=${month}&format=csv`, {
      cookie: alice.cookie,
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toContain('"Closing balance"');
    const oc = await s.request('/api/reports/orders.csv', { cookie: alice.cookie });
    expect((await oc.text()).split('\r\n')[0]).toContain('"Order"');
    const ov = await readJson<{ recentTrades: number }>(
      s.request('/api/wallet/overview', { cookie: alice.cookie }),
    );
    expect(ov.recentTrades).toBe(1);
  });
});
