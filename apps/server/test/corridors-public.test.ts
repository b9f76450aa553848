import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, type CorridorPublic } from '@mizani/shared';
import { createTestServer, readJson, type TestServer } from './helpers.ts';

// The home page's send-money calculator (issue 38) reads only public routes, signed out:
// GET /api/corridors (live corridors with the sender's rate now) and POST /api/corridors/quote.

let s: TestServer;
let corridors: CorridorPublic[];

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  corridors = (await readJson<{ corridors: CorridorPublic[] }>(s.request('/api/corridors')))
    .corridors;
}, 180_000);
afterAll(() => s.close());

type Quote = Record<string, string> & {
  arrival: { kind: string; by?: string; min?: number; max?: number };
};
const quote = (body: object) => s.request('/api/corridors/quote', { method: 'POST', json: body });
const priced = async (body: object) => (await readJson<{ quote: Quote }>(quote(body))).quote;
const corridor = (src: string, dst: string) =>
  corridors.find((c) => c.sourceCurrency === src && c.destCurrency === dst)!;

describe('the public corridors and quote (home calculator)', () => {
  it('lists the live corridors with a rate, their methods and delivery, cached briefly', async () => {
    const res = await s.request('/api/corridors');
    expect(res.headers.get('cache-control')).toContain('max-age=30');
    expect(corridors.length).toBeGreaterThanOrEqual(3);
    for (const c of corridors) {
      expect(c.rate).toMatch(/^\d+(\.\d+)?$/);
      expect(c.payoutMethods.length).toBeGreaterThan(0);
      expect(c).not.toHaveProperty('spreadBps');
    }
  });

  it('prices "you send" and "they receive" signed out, in decimal strings, with the arrival', async () => {
    const usdKes = corridor('USD', 'KES');
    const send = await priced({
      corridorId: usdKes.id,
      payoutMethod: 'mobile_money',
      side: 'send',
      amount: '200',
    });
    expect(send).toMatchObject({
      sourceCurrency: 'USD',
      destCurrency: 'KES',
      sendAmount: '200.00',
    });
    expect(send.rate).toBe(usdKes.rate);
    expect(new D(send.total!).eq(new D(send.sendAmount!).plus(send.fee!))).toBe(true);
    // Mobile money pays whole shillings, rounded down.
    expect(send.receiveAmount).toBe(new D(200).times(send.rate!).floor().toFixed(0));
    expect(send.arrival.kind).toBe('minutes');
    expect(Date.parse(send.arrival.by!)).toBeGreaterThan(Date.now());

    const usdGhs = corridor('USD', 'GHS');
    const receive = await priced({
      corridorId: usdGhs.id,
      payoutMethod: 'bank_account',
      side: 'receive',
      amount: '1500',
    });
    expect(receive.receiveAmount).toBe('1500.00');
    expect(new D(receive.sendAmount!).times(receive.rate!).gte('1500')).toBe(true);
    expect(receive.arrival).toMatchObject({ kind: 'business_days', min: 1, max: 3 });
  });

  it('refuses below the minimum and above the maximum with the field, and bad input with 400', async () => {
    const usdKes = corridor('USD', 'KES');
    const base = { corridorId: usdKes.id, payoutMethod: 'bank_account', side: 'send' };
    const low = await quote({ ...base, amount: '0.01' });
    expect(low.status).toBe(422);
    const lowBody = await readJson<{ error: { code: string; fields: object } }>(low, 422);
    expect(lowBody.error.code).toBe('BELOW_MINIMUM');
    expect(lowBody.error.fields).toHaveProperty('amount');
    const high = await quote({ ...base, amount: new D(usdKes.maxPerTransfer).plus(1).toFixed(2) });
    expect((await readJson<{ error: { code: string } }>(high, 422)).error.code).toBe(
      'LIMIT_EXCEEDED',
    );
    for (const bad of [
      { ...base, amount: 100 },
      { ...base, amount: '1.234' },
      { ...base, amount: '-5' },
      { ...base, side: 'both', amount: '10' },
      { ...base, corridorId: 'nope', amount: '10' },
      { ...base, amount: '10', extra: true },
    ])
      expect((await quote(bad)).status).toBe(400);
    // A method the corridor does not pay out by: a field error, never a price.
    const ghs = corridor('KES', 'TZS');
    const wrong = await quote({
      corridorId: ghs.id,
      payoutMethod: 'mobile_money',
      side: 'send',
      amount: '1000',
    });
    expect([400, 422]).toContain(wrong.status);
    // An unknown corridor: 404.
    const unknown = await quote({ ...base, corridorId: crypto.randomUUID(), amount: '10' });
    expect(unknown.status).toBe(404);
  });
});
