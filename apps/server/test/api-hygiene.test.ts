import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { NewsArticle } from '@mizani/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { newsFeed } from '../src/site/rss.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  TEST_ORIGIN,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { apiClient, createApiKey, newKey, type Recorded } from './developer-helpers.ts';
import { fundWallet } from './wallet-helpers.ts';

// Issue 33 item 8: the v1 payout lists page like every other list, a DELETE without a body is
// not refused as the wrong media type, the RSS summary is text, the server listens on loopback.

let s: TestServer;
let alice: TestUser;
let http: ServerType;
let origin: string;
const call = (...args: Parameters<ReturnType<typeof apiClient>>) =>
  apiClient(s, [] as Recorded[])(...args);
beforeAll(async () => {
  const users = await createTestServerWithUsers({
    clients: ['Alice'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  alice = users.clients[0]!;
  await fundWallet(s, users.admin, alice, 'USD', '1000.00');
  // Through Node's HTTP server, as a browser reaches it (app.request builds no body stream).
  http = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 240_000);
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await s?.close();
});

/** A raw HTTP/1.1 request: exactly the headers given, no body unless one is given. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('/api/v1/beneficiaries and /api/v1/withdrawals page by limit and cursor', () => {
  it('answers pages of `limit`, newest first, with `next` until the last one', async () => {
    const key = (await createApiKey(s, alice, { scopes: ['withdrawals:write', 'wallet:read'] }))
      .secret;
    const created: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const ben = await call(key, 'POST', '/beneficiaries', {
        json: {
          kind: 'bank_account',
          name: `Supplier ${i}`,
          country: 'KE',
          currency: 'USD',
          bankName: 'Equity Bank',
          accountNumber: `012345678${i}`,
        },
        idem: newKey(),
      });
      expect(ben.status, JSON.stringify(ben.body)).toBe(201);
      created.push(ben.body.beneficiary.id);
      const w = await call(key, 'POST', '/withdrawals', {
        json: { beneficiaryId: ben.body.beneficiary.id, currency: 'USD', amount: `${10 * i}.00` },
        idem: newKey(),
      });
      expect(w.status, JSON.stringify(w.body)).toBe(201);
    }
    for (const [path, idOf] of [
      ['/beneficiaries', (x: { id: string }) => x.id],
      ['/withdrawals', (x: { beneficiaryId: string }) => x.beneficiaryId],
    ] as const) {
      const first = await call(key, 'GET', path, { query: 'limit=2' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data).toHaveLength(2);
      expect(first.body.next).toEqual(expect.any(String));
      const second = await call(key, 'GET', path, {
        query: `limit=2&cursor=${encodeURIComponent(first.body.next)}`,
      });
      expect(second.body.data).toHaveLength(1);
      expect(second.body.next).toBeNull();
      // Newest first, each once across the pages.
      const seen = [...first.body.data, ...second.body.data].map(idOf);
      expect(seen).toEqual([...created].reverse());
      // The default page holds them all; a bad cursor or limit is a field error.
      expect((await call(key, 'GET', path)).body).toMatchObject({ next: null });
      const bad = await call(key, 'GET', path, { query: 'cursor=not-a-cursor' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('cursor');
      expect((await call(key, 'GET', path, { query: 'limit=0' })).status).toBe(400);
    }
  });
});

describe('a DELETE without a body', () => {
  it('is not refused as the wrong media type (no Content-Type, no Content-Length or 0)', async () => {
    const headers = { origin: TEST_ORIGIN, cookie: alice.cookie };
    const path = '/api/wallet/beneficiaries/00000000-0000-4000-8000-000000000000';
    for (const h of [headers, { ...headers, 'content-length': '0' }]) {
      const res = await raw('DELETE', path, h);
      expect(res.status, res.body).toBe(404);
    }
    // A body that is not JSON is still refused.
    const text = await raw(
      'DELETE',
      path,
      { ...headers, 'content-type': 'text/plain', 'content-length': '3' },
      'abc',
    );
    expect(text.status).toBe(415);
    const untyped = await raw('DELETE', path, { ...headers, 'content-length': '3' }, 'abc');
    expect(untyped.status).toBe(415);
  });
});

describe('the RSS feed', () => {
  it('gives feed readers the summary as text: markup in it is shown, never rendered', () => {
    const article = {
      slug: 'rates-today',
      title: 'Rates today',
      summary: 'Spreads <b>narrow</b> & <img src=x onerror=alert(1)> on KES',
      publishedAt: '2026-11-30T08:00:00.000Z',
      bodyHtml: '<p>Body</p>',
    } as NewsArticle;
    const xml = newsFeed([article], 'https://fx.example.com');
    const description = /<description>([^<]*)<\/description>\s*<content:encoded>/.exec(xml)![1]!;
    // What a reader gets once the XML is read: HTML whose only text is the summary as written.
    const html = description
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
    expect(html).not.toMatch(/[<>]/);
    expect(html).toBe(
      'Spreads &lt;b&gt;narrow&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt; on KES',
    );
  });
});

describe('where the server listens', () => {
  it('binds to loopback unless HOST says otherwise', () => {
    expect(loadEnv({} as NodeJS.ProcessEnv).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' } as NodeJS.ProcessEnv).HOST).toBe('0.0.0.0');
  });
});
