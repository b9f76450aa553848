import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { postAs } from '../support/session.ts';
import { poll } from '../support/ui.ts';

// Issue 39 items 4 and 5 in a real browser (docs/notifications.md, "In the browser"): a signed-in
// client turns push on for this device and a pushed notice is shown by the service worker; the
// app opens offline with the last balances, said to be as of when, and refuses a money action.
//
// Headless Chromium reaches no push service (no FCM or Mozilla endpoint on this machine), so
// PushManager.subscribe cannot succeed here. The journey therefore stands in for the push
// service at its two ends: the page's PushManager answers with a subscription whose keys the test
// made (a P-256 key pair and an auth secret, as a browser makes them), which the app saves through
// the real API; and the message is delivered into the real service worker through the DevTools
// protocol (ServiceWorker.deliverPushMessage) with the payload the server's push worker sends for
// that notice (services/push/worker.ts: id, kind, title, body, link, from the bell item). The
// encryption and the push service's side are tested on loopback in apps/server/test/push.test.ts.
const app = useApp({ env: { RATE_FEED: 'manual' } });

/** What a browser's subscribe() gives: an endpoint at its push service and the keys. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.mizani.test/e2e/${randomBytes(12).toString('hex')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** The page's PushManager answers with `sub` (subscribe, then getSubscription). */
async function standInPushService(page: Page, sub: ReturnType<typeof fakeSubscription>) {
  await page.addInitScript((s) => {
    let current: unknown = null;
    const make = () => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      current = make();
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  }, sub);
}

describe('installable app', () => {
  it('push: turned on for this device, a notice pushed is shown by the service worker', async () => {
    const { page, context, problems } = await app.clientPage('phone');
    await context.grantPermissions(['notifications'], { origin: app.url });
    const sub = fakeSubscription();
    await standInPushService(page, sub);
    await page.goto('/dashboard?tab=profile', { waitUntil: 'networkidle' });
    const card = page.getByRole('heading', { name: 'Push notifications' });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Turn on for this device' }).click();
    await page.getByText('Push notifications are on for this device.').first().waitFor();
    for (const kind of ['Money movements', 'Alerts', 'Approvals and requests', 'Security'])
      await poll(() => page.getByRole('checkbox', { name: kind }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'client/phone/push-turned-on');
    // Saved on the server for this browser, with its keys.
    const saved = await page.evaluate(async (endpoint) => {
      const r = await fetch(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`);
      return (await r.json()) as { devices: { current: boolean; kinds: string[] }[] };
    }, sub.endpoint);
    expect(saved.devices.find((d) => d.current)?.kinds).toEqual([
      'money',
      'alerts',
      'approvals',
      'security',
    ]);

    // A money notice: the client asks for a deposit, the admin confirms it; its bell item is
    // what the push worker sends (title, body, link).
    const deposit = await page.evaluate(async () => {
      const r = await fetch('/api/wallet/deposits', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'USD', method: 'bank_transfer' }),
      });
      return ((await r.json()) as { deposit: { id: string } }).deposit;
    });
    const adminCookie = await app.cookie(ADMIN);
    const confirmed = await postAs(
      adminCookie,
      `${app.url}/api/admin/funding/deposits/${deposit.id}/confirm`,
      { receivedAmount: '125.00' },
    );
    expect(confirmed.status).toBe(200);
    type Notice = { id: string; kind: string; title: string; body: string; link: string | null };
    const notice = await page.evaluate(async () => {
      const r = await fetch('/api/notifications');
      return ((await r.json()) as { notifications: Notice[] }).notifications[0]!;
    });
    expect(`${notice.title} ${notice.body}`).toMatch(/125(\.00)?/);

    // The service worker receives it as a push and shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${app.url}/` && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      id: notice.id,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: app.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          link: (n.data as { link?: string } | null)?.link ?? null,
        }));
      });
    await poll(shown).toEqual([
      { title: notice.title, body: notice.body, tag: notice.id, link: notice.link ?? '/dashboard' },
    ]);
    expect(problems).toEqual([]);
  });

  it('offline: the kept balances as of when, and no money action', async () => {
    const { page, context } = await app.clientPage('phone');
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    // The service worker installs (the shell kept) and takes the page; a second load reads the
    // balances through it, which keeps them.
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.ready;
      return !!reg.active && !!navigator.serviceWorker.controller;
    });
    await page.reload({ waitUntil: 'networkidle' });
    const total = page.getByTestId('overview-balance');
    await poll(() => total.innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    const online = await total.innerText();
    expect(await page.getByTestId('offline-as-of').count()).toBe(0);
    const deposits = () =>
      page.evaluate(async () => {
        const r = await fetch('/api/wallet/deposits');
        return ((await r.json()) as { deposits: unknown[] }).deposits.length;
      });
    const before = await deposits();

    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const note = page.getByTestId('offline-as-of');
    await poll(() => note.innerText()).toMatch(
      /^Offline: balances as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\. Money actions need a connection\.$/,
    );
    expect(await total.innerText()).toBe(online);
    await screenshot(page, 'client/phone/offline-home');
    expect(await axeViolations(page)).toEqual([]);
    // A money action is refused, by the app and by the service worker, and nothing is queued.
    const refused = await page.evaluate(async () => {
      const r = await fetch('/api/wallet/deposits', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'USD', method: 'bank_transfer' }),
      });
      return { status: r.status, body: (await r.json()) as { error: { code: string } } };
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('OFFLINE');
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    await poll(() => page.getByTestId('offline-as-of').count()).toBe(0);
    expect(await deposits()).toBe(before);
  });
});
