import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { LIMITS } from '@mizani/shared';
import { createTestServer, type TestServer } from './helpers.ts';
import { ratesHub } from '../src/services/rates/hub.ts';
import {
  STREAMS_FULL_MESSAGE,
  STREAMS_FULL_RETRY_SEC,
  TOO_MANY_STREAMS_MESSAGE,
} from '../src/routes/rates.ts';

// One address opened 2,000 live-rates streams and every one was accepted. Each address may now
// hold LIMITS.rateStreamsPerIp at once; the next answers 429 until one of them closes.

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  await ratesHub(s.deps).ready;
});
afterAll(() => s?.close());

/** Lets the event loop run until the condition holds (bounded by turns, not by time). */
async function settle(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
}

describe('GET /api/rates/stream per-address cap', () => {
  it('refuses the 11th stream of one address with 429 RATE_LIMITED and frees a slot on close', async () => {
    const hub = ratesHub(s.deps);
    const ip = '203.0.113.10';
    expect(LIMITS.rateStreamsPerIp).toBe(10);
    const open: Response[] = [];
    for (let i = 0; i < LIMITS.rateStreamsPerIp; i++) {
      const res = await s.request('/api/rates/stream', { ip });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      open.push(res);
    }
    expect(hub.streamsFor(ip)).toBe(10);

    const refused = await s.request('/api/rates/stream', { ip });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS_MESSAGE },
    });
    expect(hub.streamsFor(ip)).toBe(10);

    // Another address is not affected.
    const other = await s.request('/api/rates/stream', { ip: '203.0.113.11' });
    expect(other.status).toBe(200);
    await other.body!.cancel();

    // Closing one stream frees its slot: a new one is accepted, and the cap holds again after.
    await open.pop()!.body!.cancel();
    await settle(() => hub.streamsFor(ip) === 9);
    const again = await s.request('/api/rates/stream', { ip });
    expect(again.status).toBe(200);
    open.push(again);
    expect((await s.request('/api/rates/stream', { ip })).status).toBe(429);

    for (const res of open) await res.body!.cancel();
    await settle(() => hub.streamsFor(ip) === 0 && hub.streamsFor('203.0.113.11') === 0);
  });

  it('over real sockets: the cap counts the peer address and a dropped connection frees its slot', async () => {
    const hub = ratesHub(s.deps);
    const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => server.once('listening', () => r()));
    const { port } = server.address() as AddressInfo;
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/rates/stream', agent: false });
        req.on('response', resolve).on('error', reject);
      });
    const streams: http.IncomingMessage[] = [];
    try {
      for (let i = 0; i < LIMITS.rateStreamsPerIp; i++) {
        const res = await get();
        expect(res.statusCode).toBe(200);
        streams.push(res);
      }
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      refused.resume();

      // The browser tab closes: the socket goes away without a clean end of the stream.
      streams.pop()!.socket.destroy();
      await settle(() => hub.streamsFor('127.0.0.1') === 9);
      const again = await get();
      expect(again.statusCode).toBe(200);
      streams.push(again);
    } finally {
      for (const res of streams) res.socket.destroy();
      await settle(() => hub.streamsFor('127.0.0.1') === 0);
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  // Issue 33: one IPv6 client holds a whole /64, so the cap counts the /64, not each address.
  it('counts an IPv6 client by its /64: ten addresses of one /64 hold all its slots', async () => {
    const hub = ratesHub(s.deps);
    const open: Response[] = [];
    for (let i = 1; i <= LIMITS.rateStreamsPerIp; i++) {
      const res = await s.request('/api/rates/stream', { ip: `2001:db8:5:6::${i.toString(16)}` });
      expect(res.status).toBe(200);
      open.push(res);
    }
    const refused = await s.request('/api/rates/stream', {
      ip: '2001:db8:5:6:aaaa:bbbb:cccc:dddd',
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS_MESSAGE },
    });
    const neighbour = await s.request('/api/rates/stream', { ip: '2001:db8:5:7::1' });
    expect(neighbour.status).toBe(200);
    open.push(neighbour);
    for (const res of open) await res.body!.cancel();
    await settle(() => hub.openStreams === 0);
  });
});

describe('GET /api/rates/stream ceiling per instance', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await createTestServer({ env: { RATE_STREAMS_MAX: '3' } });
    await ratesHub(small.deps).ready;
  });
  afterAll(() => small?.close());

  it('past RATE_STREAMS_MAX streams from any addresses, answers 503 with Retry-After and says why', async () => {
    const hub = ratesHub(small.deps);
    const open: Response[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await small.request('/api/rates/stream', { ip: `198.51.100.${i}` });
      expect(res.status).toBe(200);
      open.push(res);
    }
    expect(hub.openStreams).toBe(3);
    const refused = await small.request('/api/rates/stream', { ip: '198.51.100.9' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(STREAMS_FULL_RETRY_SEC));
    expect(await refused.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: STREAMS_FULL_MESSAGE },
    });
    // A stream that ends frees its place under the ceiling.
    await open.pop()!.body!.cancel();
    await settle(() => hub.openStreams === 2);
    const again = await small.request('/api/rates/stream', { ip: '198.51.100.9' });
    expect(again.status).toBe(200);
    open.push(again);
    for (const res of open) await res.body!.cancel();
    await settle(() => hub.openStreams === 0);
  });
});
