import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { atBothWidths, axeViolations, launchBrowser, newPage } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { sessionCookie, signIn } from '../support/session.ts';
import { poll } from '../support/ui.ts';

// A payment prompt whose id died with the process (docs/payments.md): M-Pesa takes the prompt,
// the server is killed before it records the CheckoutRequestID, so neither the callback nor a
// status query can be matched to the deposit. After the restart the sweep puts it in
// Reconciliation → Exceptions; the admin, having checked M-Pesa, says the client paid, and the
// deposit is credited once.

/** An "M-Pesa" that takes every connection and never answers: the hand-over is in flight. */
function silentRail(): Promise<{ server: Server; port: number; connections: () => number }> {
  const sockets: Socket[] = [];
  const server = createServer((s) => sockets.push(s));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as { port: number }).port,
        connections: () => sockets.length,
      }),
    ),
  );
}

let rail: Awaited<ReturnType<typeof silentRail>>;
let server: RunningServer | undefined;
let browser: Browser | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mizani-e2e-collect-'));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rail?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a payment prompt whose id died with the server', () => {
  it('waits in Reconciliation; the admin says paid and the deposit is credited once', async () => {
    rail = await silentRail();
    const env = {
      RATE_FEED: 'manual',
      RAILS: 'live',
      MPESA_BASE_URL: `http://127.0.0.1:${rail.port}`,
      MPESA_CONSUMER_KEY: 'check-key',
      MPESA_CONSUMER_SECRET: 'check-secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'check-passkey',
      MPESA_B2C_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'check-ops',
      MPESA_SECURITY_CREDENTIAL: 'check-credential',
      MPESA_CALLBACK_SOURCES: '127.0.0.1,::1',
      RAILS_STATUS_AFTER_SEC: '1',
    };
    server = await startServer({ env, dataDir });
    const first = server;
    const cookie = await sessionCookie(first.url, CLIENT);
    const call = (url: string, method: string, route: string, body?: unknown) =>
      fetch(`${url}${route}`, {
        method,
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const kes = async (url: string) => {
      const res = await call(url, 'GET', '/api/wallet/accounts');
      const { accounts } = (await res.json()) as {
        accounts: { currency: string; balance: string }[];
      };
      return accounts.find((a) => a.currency === 'KES')?.balance ?? '0';
    };
    const before = await kes(first.url);
    type Deposit = { id: string; receivedAmount: string | null; status: string };
    const deposits = async (url: string) =>
      ((await (await call(url, 'GET', '/api/wallet/deposits')).json()) as { deposits: Deposit[] })
        .deposits;
    const earlier = new Set((await deposits(first.url)).map((d) => d.id));

    // The prompt is on its way to the rail (a connection is open) when the server is killed.
    void call(first.url, 'POST', '/api/wallet/deposits/phone', {
      rail: 'mpesa',
      currency: 'KES',
      amount: '2500',
      phone: '+254712345678',
    }).catch(() => undefined);
    await poll(() => rail.connections()).toBeGreaterThan(0);
    await first.stop('SIGKILL');

    server = await startServer({ env, dataDir });
    const url = server.url;
    browser = await launchBrowser();
    const { context, page, problems } = await newPage(browser, {
      viewport: 'desktop',
      baseURL: url,
    });
    await signIn(context, url, ADMIN);
    const paid = page.getByRole('button', { name: 'Paid: credit the client' });
    await poll(async () => {
      await page.goto('/admin?tab=reconciliation', { waitUntil: 'load' });
      return paid.waitFor({ timeout: 3_000 }).then(
        () => paid.count(),
        () => 0,
      );
    }).toBe(1);
    const item = page.getByRole('listitem').filter({ has: paid });
    expect(await item.innerText()).toContain('M-Pesa · 2,500.00 KES');
    // The day's report says it in words: a prompt still being handed over, with its amount.
    const report = page.getByRole('region', { name: 'Daily reconciliation report' });
    await poll(() => report.innerText()).toMatch(
      /M-Pesa\s+Money in\s+KES\s+Being handed over\s+1\s+2,500\.00 KES/,
    );
    expect(await item.innerText()).toContain('check with the rail whether the client paid');
    // A collection is not a payout: neither the payout's nor the generic money-in actions.
    expect(await item.getByRole('button', { name: 'Paid by the rail' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Not paid: close the deposit' }).count()).toBe(1);
    await atBothWidths(page, 'admin', 'collection-check', async () => {
      expect(await axeViolations(page)).toEqual([]);
      // The shot shows the check itself, below the statement import and the bank payouts.
      await item.scrollIntoViewIfNeeded();
    });

    // The note is the admin's record of what they checked; then the deposit is credited once.
    await item.getByLabel('Note').fill('Paid: seen on the M-Pesa portal, receipt QK12ABC');
    await paid.click();
    await poll(() => paid.count()).toBe(0);
    expect((await deposits(url)).filter((d) => !earlier.has(d.id))).toEqual([
      expect.objectContaining({ status: 'completed', receivedAmount: '2500.00' }),
    ]);
    expect(Number(await kes(url))).toBe(Number(before) + 2500);
    expect(problems).toEqual([]);
  });
});
