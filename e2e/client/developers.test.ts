import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';
import { horizontalOverflow, poll } from '../support/ui.ts';

// The developer API from the browser (issue 18): a client creates an API key (its secret shown
// once), the test calls the API with it, adds a webhook endpoint on a loopback receiver, places
// an order through the API and sees the signed delivery in the log. /services/api and its
// reference pass axe at both widths.
const app = useApp();

let receiver: Server;
let hookUrl = '';
const hits: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push(`${String(req.headers['webhook-id'])} ${body}`);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise((resolve) => receiver?.close(resolve)));

describe('developer API', () => {
  it('key shown once, used from a server, webhook delivered and logged (desktop)', async () => {
    const { context, page, problems } = await app.clientPage('desktop');
    try {
      await page.goto('/dashboard?tab=developers');
      await page.getByLabel('Key name').fill('Treasury system');
      for (const scope of ['quotes:write', 'orders:write', 'wallet:read'])
        await page.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).check();
      await page.getByLabel('Your password').fill(CLIENT.password);
      await page.getByRole('button', { name: 'Create API key' }).click();
      const shown = page.getByTestId('secret-once');
      await poll(() => shown.count()).toBe(1);
      const secret = (await shown.locator('code').textContent())!.trim();
      expect(secret).toMatch(/^mz_live_/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'developers-key-once-desktop');
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await poll(() => shown.count()).toBe(0);
      // The list shows the prefix, never the secret.
      const row = page.getByTestId('api-key-row').filter({ hasText: 'Treasury system' });
      await poll(() => row.count()).toBe(1);
      expect(await page.content()).not.toContain(secret);

      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${app.url}/api/v1${path}`, {
          ...init,
          headers: {
            authorization: `Bearer ${secret}`,
            'content-type': 'application/json',
            ...init.headers,
          },
        });
      expect((await call('/balances')).status).toBe(200);

      await page.getByLabel('Endpoint URL').fill(hookUrl);
      await page.getByLabel('Description (optional)').fill('Loopback receiver');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await poll(() => shown.count()).toBe(1);
      expect(await shown.locator('code').textContent()).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'I have stored it' }).click();

      // An order through the API fires order.filled to the endpoint.
      const quoted = await call('/quotes', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' }),
      });
      const quoteText = await quoted.text();
      expect(quoted.status, quoteText).toBe(201);
      const quote = JSON.parse(quoteText) as { quote: { id: string } };
      const order = await call('/orders', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ quoteId: quote.quote.id }),
      });
      expect(order.status).toBe(201);
      await poll(() => hits.length).toBe(1);
      expect(hits[0]).toContain('"type":"order.filled"');

      await page.reload();
      await poll(() => row.textContent()).toMatch(/Last used .* from /);
      await page.getByRole('button', { name: 'Deliveries' }).click();
      const delivery = page.getByTestId('delivery-row').first();
      await poll(() => delivery.textContent()).toContain('Delivered');
      expect(await delivery.textContent()).toContain('#1: 200');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'developers-deliveries-desktop');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a test key acts on the sandbox only: demo balances, a top-up, live untouched (phone)', async () => {
    const { context, page, problems } = await app.clientPage('phone');
    try {
      await page.goto('/dashboard?tab=developers');
      await page.getByRole('radio', { name: /^Sandbox \(test\)/ }).check();
      await page.getByLabel('Key name').fill('Sandbox system');
      await page.getByRole('checkbox', { name: /^wallet:read/ }).check();
      await page.getByLabel('Your password').fill(CLIENT.password);
      await page.getByRole('button', { name: 'Create API key' }).click();
      const shown = page.getByTestId('secret-once');
      await poll(() => shown.count()).toBe(1);
      const secret = (await shown.locator('code').textContent())!.trim();
      expect(secret).toMatch(/^mz_test_/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'developers-test-key-phone');
      await page.getByRole('button', { name: 'I have stored it' }).click();
      const row = page.getByTestId('api-key-row').filter({ hasText: 'Sandbox system' });
      await poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Test');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      const live = await (await page.request.get('/api/wallet/accounts')).json();
      const call = (path: string, init: RequestInit = {}) =>
        fetch(`${app.url}/api/v1${path}`, {
          ...init,
          headers: {
            authorization: `Bearer ${secret}`,
            'content-type': 'application/json',
            ...init.headers,
          },
        });
      const top = await call('/sandbox/top-ups', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ currency: 'USD', amount: '250.00' }),
      });
      const topText = await top.text();
      expect(top.status, topText).toBe(201);
      expect(JSON.parse(topText)).toMatchObject({
        balance: { currency: 'USD', balance: '10250.00' },
      });
      // Nothing real moved: the dashboard's balances are what they were.
      expect(await (await page.request.get('/api/wallet/accounts')).json()).toEqual(live);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`/services/api and the reference pass axe without overflow (${viewport})`, async () => {
      const { context, page, problems } = await app.open(viewport);
      try {
        await page.goto('/services/api');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('API Services');
        expect(await page.getByRole('link', { name: 'Get API keys' }).count()).toBeGreaterThan(0);
        // Pre-rendered: a tap before hydration does nothing, so tap until the tab is chosen.
        const python = page.getByRole('tab', { name: 'Python' });
        await poll(async () => {
          await python.click();
          return python.getAttribute('aria-selected');
        }).toBe('true');
        await poll(() => page.getByLabel('Python example').textContent()).toContain('requests');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `api-services-${viewport}`);
        // Pre-rendered from the document's copy: in the HTML as served, nothing fetched for it.
        const fetched: string[] = [];
        page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
        const served = await (await page.goto('/services/api/reference'))!.text();
        expect(served).toContain('id="placeOrder"');
        expect(await page.locator('#placeOrder').count()).toBe(1);
        expect(await page.locator('article').count()).toBeGreaterThan(8);
        expect(fetched).not.toContain('/api/v1/openapi.json');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `api-reference-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
