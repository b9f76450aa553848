import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BALANCE_IN_COOKIE, formatMoney, overviewBalanceIn } from '@mizani/shared';
import { createBusiness } from './business-helpers.ts';
import { useServerWithUsers } from './fixtures.ts';
import { fundWallet } from './wallet-helpers.ts';

// Issue 35: /dashboard's first response carries the signed-in client's balance, so the figure is
// on screen at the first paint instead of after the code, the session and the overview. The
// pre-rendered shell marks an empty element (DashboardSkeleton); the server fills it, in the
// user's language and the hero's chosen currency, and only where it cannot be the wrong figure.

const dist = mkdtempSync(path.join(tmpdir(), 'mizani-dashboard-dist-'));
mkdirSync(path.join(dist, 'dashboard'), { recursive: true });
const SHELL =
  '<!doctype html><html><body><main><p class="text-4xl" data-first-balance=""></p></main></body></html>';
writeFileSync(path.join(dist, 'dashboard', 'index.html'), SHELL);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = useServerWithUsers({ clients: 2, env: { WEB_DIST: dist } });

const slot = (html: string) =>
  /<p class="text-4xl" data-first-balance="">([^<]*)<\/p>/.exec(html)?.[1];

describe('the dashboard’s first response', () => {
  it('carries the client’s balance, in the chosen currency and the user’s language, never cached', async () => {
    await fundWallet(t.s, t.admin, t.client, 'USD', '1234.50');
    const res = await t.s.request('/dashboard', { cookie: t.client.cookie });
    expect(res.status).toBe(200);
    expect(slot(await res.text())).toBe('$1,234.50');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('Cookie');

    // The hero's currency, as the device chose it (the web app's cookie).
    const kes = await t.s.request('/dashboard', {
      cookie: `${t.client.cookie}; ${BALANCE_IN_COOKIE}=KES`,
    });
    const inKes = formatMoney(
      overviewBalanceIn([{ balance: '1234.50', currency: 'USD' }], 'KES'),
      'KES',
    );
    expect(slot(await kes.text())).toBe(inKes);
    // Anything else in that cookie is the default, never written into the page.
    const odd = await t.s.request('/dashboard', {
      cookie: `${t.client.cookie}; ${BALANCE_IN_COOKIE}=%3Cb%3E`,
    });
    expect(slot(await odd.text())).toBe('$1,234.50');

    // The user's language: French groups with a narrow no-break space and a decimal comma.
    expect(
      (await t.send('PUT', '/api/me/language', { language: 'fr' }, t.client.cookie)).status,
    ).toBe(200);
    const fr = await t.s.request('/dashboard', { cookie: t.client.cookie });
    expect(slot(await fr.text())).toBe('$1\u202f234,50');
  });

  it('is the bare shell signed out, for an admin, and for a member of a business', async () => {
    const out = await t.s.request('/dashboard');
    expect(await out.text()).toBe(SHELL);
    expect(out.headers.get('cache-control')).toBe('no-cache');
    expect(slot(await (await t.s.request('/dashboard', { cookie: t.admin.cookie })).text())).toBe(
      '',
    );
    // A member's tab may be showing the business's money: the server cannot know which.
    const owner = t.clients[1]!;
    await fundWallet(t.s, t.admin, owner, 'USD', '50.00');
    expect(slot(await (await t.s.request('/dashboard', { cookie: owner.cookie })).text())).toBe(
      '$50.00',
    );
    await createBusiness(t.s, owner);
    expect(slot(await (await t.s.request('/dashboard', { cookie: owner.cookie })).text())).toBe('');
  });
});
