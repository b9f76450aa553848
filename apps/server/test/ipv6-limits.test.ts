import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitAddress } from '../src/lib/limit-address.ts';
import { createTestServer, type TestServer } from './helpers.ts';

// Issue 33: per-address limits keyed the full IPv6 address, so one subscriber's /64 (2^64
// addresses) counted as that many clients. They now count an IPv6 client by its /64; the stream
// cap and the status subscriptions have their own tests (rates-stream-cap, status).

describe('limitAddress', () => {
  it('keeps IPv4, and reduces IPv6 however written to its /64', () => {
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const net = limitAddress('2001:db8:1:2::1');
    expect(limitAddress('2001:DB8:1:2:ffff:eeee:dddd:cccc')).toBe(net);
    expect(limitAddress('2001:0db8:0001:0002:0000:0000:0000:0009')).toBe(net);
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(net);
  });
});

describe('the sign-in failure limit per address', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const wrongCode = (ip: string) =>
    s.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: '000000' }, ip });

  it('counts 21 wrong codes from 21 addresses of one /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await wrongCode(`2001:db8:a:b::${i}`)).status);
    expect(statuses.slice(0, 20).every((st) => st >= 400 && st !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The next /64 is another client.
    expect((await wrongCode('2001:db8:a:c::1')).status).not.toBe(429);
  });
});
