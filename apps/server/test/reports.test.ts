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
    // The month in progress: the balance as of today, not a closing balance (issue 34).
    expect(await csv.text()).toContain(`"Balance as of ${new Date().toISOString().slice(0, 10)}"`);
    const oc = await s.request('/api/reports/orders.csv', { cookie: alice.cookie });
    expect((await oc.text()).split('\r\n')[0]).toContain('"Order"');
    const ov = await readJson<{ recentTrades: number }>(
      s.request('/api/wallet/overview', { cookie: alice.cookie }),
    );
    expect(ov.recentTrades).toBe(1);
  });

  it("the CSV statement reads movement types in words and times in the reader's zone, named", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const rows = async (tz?: string) => {
      const r = await s.request(
        `/api/reports/statement?month=${month}&format=csv${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`,
        { cookie: alice.cookie },
      );
      expect(r.status).toBe(200);
      return (await r.text())
        .trim()
        .split('\r\n')
        .map((line) => JSON.parse(`[${line}]`) as string[]);
    };
    const utc = await rows();
    expect(utc[0]).toEqual(['Currency', 'Date (UTC)', 'Type', 'Reference', 'Amount', 'Balance']);
    const nairobi = await rows('Africa/Nairobi');
    expect(nairobi[0]![1]).toBe('Date (Africa/Nairobi)');
    const types = nairobi.slice(1).map((r) => r[2]);
    expect(types).toEqual(expect.arrayContaining(['Deposit', 'Conversion', 'Opening balance']));
    expect(types.some((t) => /_/.test(t!) || t === 'conversion')).toBe(false);
    // The same movement three hours later on the Nairobi clock (EAT has no daylight saving).
    const at = (r: string[][]) => r.find((x) => x[2] === 'Conversion' && x[0] === 'USD')![1]!;
    expect(at(nairobi)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      Date.parse(`${at(nairobi).replace(' ', 'T')}Z`) - Date.parse(`${at(utc).replace(' ', 'T')}Z`),
    ).toBe(3 * 3600_000);
    const bad = await s.request(
      `/api/reports/statement?month=${month}&format=csv&tz=Mars%2FOlympus`,
      {
        cookie: alice.cookie,
      },
    );
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.tz,
    ).toBe('Unknown time zone');
  });
});
