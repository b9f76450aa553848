import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { linkify } from '../src/dev/mailbox.ts';
import { createTestServer, type TestServer } from './helpers.ts';

// What a newcomer meets on `npm start`: the site at whatever address they typed, and a way to
// read the verification mail without SMTP (issue 13, items 1 and 8).

const contact = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  subject: 'Settlement times',
  message: 'How long does a KES to GHS settlement take?',
  inquiryType: 'general',
};

describe('the address a user types (outside production)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  const post = (url: string, origin: string) =>
    s.request(url, { method: 'POST', json: contact, headers: { origin } });

  it.each([
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://192.168.1.20:3000',
    'http://localhost:5173',
  ])('accepts a form posted from the page it was served at: %s', async (origin) => {
    const res = await post(`${origin}/api/requests/inquiry`, origin);
    expect(res.status).toBe(201);
  });

  it('accepts sign-up at 127.0.0.1 (better-auth trusts the same origin)', async () => {
    const origin = 'http://127.0.0.1:3000';
    const res = await s.request(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin },
      json: {
        email: 'new.user@example.com',
        password: 'Kilimanjaro-Sunrise-42',
        name: 'New User',
        firstName: 'New',
        acceptTerms: true,
        lastName: 'User',
        country: 'Kenya',
      },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['another site posting to this machine', 'http://127.0.0.1:3000', 'https://evil.example'],
    ['another port of the same host', 'http://127.0.0.1:3000', 'http://127.0.0.1:4000'],
    [
      'a rebinding domain pointed at this machine',
      'http://evil.example:3000',
      'http://evil.example:3000',
    ],
  ])('still refuses %s', async (_name, url, origin) => {
    const res = await post(`${url}/api/requests/inquiry`, origin);
    expect(res.status).toBe(403);
    const rebound = await s.request(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin },
      json: { email: 'nobody@example.com', password: 'whatever-123' },
    });
    expect(rebound.status).toBe(403);
  });
});

describe('origins in production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_URL: 'https://fx.mizani.example',
        TRUSTED_ORIGINS: 'https://www.mizani.example',
        ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true',
        DOCUMENTS_ENCRYPTION_KEY: 'k2026:ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMTI=',
        PUSH: 'off',
      },
    });
  });
  afterAll(() => s.close());

  it('accepts only the public URL and the configured extra origins', async () => {
    const at = (url: string, origin: string) =>
      s.request(`${url}/api/requests/inquiry`, {
        method: 'POST',
        json: contact,
        headers: { origin },
      });
    expect((await at('https://fx.mizani.example', 'https://fx.mizani.example')).status).toBe(201);
    expect((await at('https://fx.mizani.example', 'https://www.mizani.example')).status).toBe(201);
    expect((await at('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(403);
  });

  it('has no development mailbox', async () => {
    const res = await s.request('/dev/mailbox');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Development mailbox');
    // Nor the simulated phone, bank or wallet: production never mounts a simulator.
    for (const page of ['/dev/phone', '/dev/bank', '/dev/wallet'])
      expect((await s.request(page)).status, page).toBe(404);
    expect((await s.request('/dev/bank/pay', { method: 'POST', json: {} })).status).toBe(404);
  });
});

describe('the development bank', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('refuses another site and bad input, importing nothing', async () => {
    const statements = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from bank_statements`,
        )
      )[0]!.n;
    const pay = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      s.request('/dev/bank/pay', {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const good = { reference: 'DEP-ABCDEFGHJK', amount: '10.00', currency: 'USD' };
    expect((await pay(good, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    for (const [form, said] of [
      [{ ...good, amount: '-1' }, 'The amount must be a number above zero'],
      [{ ...good, amount: '1.234' }, 'at most 2 decimals'],
      [{ ...good, currency: 'US' }, 'The currency is three letters.'],
      [{ ...good, reference: '' }, 'Enter the payment reference.'],
    ] as const) {
      const res = await pay(form);
      expect(res.status).toBe(303);
      expect(decodeURIComponent(res.headers.get('location')!.replace(/\+/g, ' '))).toContain(said);
    }
    expect(await statements()).toBe(0);
    // A good payment arrives as the bank's file: an unknown reference waits for a person.
    expect((await pay(good)).status).toBe(303);
    expect(await statements()).toBe(1);
    const page = await (await s.request('/dev/bank')).text();
    expect(page).toContain('Development bank');
  });
});

describe('development mailbox', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('lists the verification mail of a new sign-up with its link', async () => {
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: 'first.timer@example.com',
        password: 'Kilimanjaro-Sunrise-42',
        name: 'First Timer',
        firstName: 'First',
        acceptTerms: true,
        lastName: 'Timer',
        country: 'Ghana',
      },
    });
    expect(res.status).toBe(200);
    const page = await s.request('http://localhost:3000/dev/mailbox?to=first.timer@example.com');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Development mailbox');
    expect(html).toContain('first.timer@example.com');
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/,
    );
    // Its own <style> carries the response's nonce: the CSP has no 'unsafe-inline' (decision 026).
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('escapes what it shows', async () => {
    await s.database.db.insert(mailOutbox).values({
      kind: 'test',
      toAddress: 'x@example.com',
      subject: '<img src=x onerror=alert(1)>',
      textBody: 'Hello <script>alert(1)</script> see "https://example.com/a?b=1&c=<2>"',
    });
    const html = await (await s.request('/dev/mailbox')).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=">');
  });

  it('says so when there is no mail for an address', async () => {
    const html = await (await s.request('/dev/mailbox?to=nobody@example.com')).text();
    expect(html).toContain('No mail yet for nobody@example.com');
  });

  it('linkify keeps text around links escaped', () => {
    expect(linkify('a <b> https://x.example/p?q=1 c')).toBe(
      'a &lt;b&gt; <a href="https://x.example/p?q=1">https://x.example/p?q=1</a> c',
    );
  });
});

describe('canonical links carry the public URL of the deployment', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'mizani-dist-'));
    const built = 'http://localhost:3000';
    writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><link rel="canonical" href="${built}/" /><meta property="og:url" content="${built}/" /></head><body><h1>Home</h1></body></html>`,
    );
    mkdirSync(path.join(dist, 'rates'));
    writeFileSync(
      path.join(dist, 'rates', 'index.html'),
      `<html><head><link rel="canonical" href="${built}/rates" /></head><body></body></html>`,
    );
    writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nSitemap: ${built}/sitemap.xml\n`);
    writeFileSync(
      path.join(dist, 'sitemap.xml'),
      `<urlset><url><loc>${built}/</loc></url><url><loc>${built}/rates</loc></url></urlset>`,
    );
    s = await createTestServer({
      env: { WEB_DIST: dist, BETTER_AUTH_URL: 'https://fx.mizani.example' },
    });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('rewrites the build-time origin in pages, the sitemap and robots.txt', async () => {
    const home = await (await s.request('/')).text();
    expect(home).toContain('<link rel="canonical" href="https://fx.mizani.example/" />');
    expect(home).toContain('<meta property="og:url" content="https://fx.mizani.example/" />');
    expect(home).not.toContain('localhost:3000');
    const rates = await (await s.request('/rates')).text();
    expect(rates).toContain('href="https://fx.mizani.example/rates"');
    const sitemap = await s.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(await sitemap.text()).toContain('<loc>https://fx.mizani.example/rates</loc>');
    const robots = await (await s.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://fx.mizani.example/sitemap.xml');
  });
});

describe('development mailbox opened at another address', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('points the links at the address the page was opened at (a phone on the LAN)', async () => {
    await s.database.db.insert(mailOutbox).values({
      kind: 'test',
      toAddress: 'phone@example.com',
      subject: 'Verify',
      textBody: 'Open http://localhost:3000/api/auth/verify-email?token=abc to verify.',
    });
    const html = await (await s.request('http://192.168.1.20:3000/dev/mailbox')).text();
    expect(html).toContain('<a href="http://192.168.1.20:3000/api/auth/verify-email?token=abc">');
  });
});
