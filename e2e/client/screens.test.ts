import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import type { Page } from 'playwright-core';
import { atBothWidths, axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { ADMIN_TABS, CLIENT_TABS } from '../support/tabs.ts';
import { horizontalOverflow, noToasts, openTab } from '../support/ui.ts';

// Screen review of the client platform and the admin area (issues 7 and 8): every dashboard tab
// (profile excepted: it has its own tests) and every admin tab at 390 px and 1280 px, with data in
// them (a conversion, a beneficiary, a pending withdrawal and deposit), no horizontal overflow of
// the page, no axe violation and no console error. The screenshots are looked at by hand.
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

describe('client quote shows the fee', () => {
  it('the firm quote lists the fee with its rate, the converted amount and the amount received', async () => {
    const { page, context, problems } = await app.clientPage('desktop');
    // data for the other screens: a beneficiary and a pending withdrawal, a pending deposit
    const post = (url: string, data: unknown) =>
      context.request.post(url, { data, headers: { Origin: app.url } });
    const ben = await post('/api/wallet/beneficiaries', {
      kind: 'mobile_money',
      name: 'Amina Odhiambo',
      country: 'KE',
      currency: 'KES',
      phone: '+254712345678',
      // No rail pays this network yet, so the withdrawal stays pending for the admin's screens.
      network: 'airtel_money',
    });
    expect(ben.status()).toBe(201);
    const { beneficiary } = (await ben.json()) as { beneficiary: { id: string } };
    expect(
      (
        await post('/api/wallet/withdrawals', {
          beneficiaryId: beneficiary.id,
          currency: 'KES',
          // at least the 100 USD equivalent minimum transaction (issue 22)
          amount: '15000.00',
        })
      ).status(),
    ).toBe(201);
    expect(
      (await post('/api/wallet/deposits', { currency: 'USD', method: 'mobile_money' })).status(),
    ).toBe(201);

    await page.goto('/dashboard?tab=trading', { waitUntil: 'networkidle' });
    // the demo client's 1,500 USD (pending deposits do not count)
    await expect.poll(() => page.getByText('Available: 1,500.00 USD').count()).toBe(1);
    await page.getByLabel('Amount', { exact: true }).fill('250');
    await page.getByRole('button', { name: 'Get quote' }).click();
    const quote = page.getByTestId('firm-quote');
    await expect.poll(() => quote.count()).toBe(1);
    expect(await page.getByTestId('quote-sell').textContent()).toBe('250.00 USD');
    // default fee 10 bps of 250.00 = 0.25 USD
    expect(await quote.getByText('Fee (0.10%)').count()).toBe(1);
    expect(await page.getByTestId('quote-fee').textContent()).toBe('0.25 USD');
    expect(await quote.getByText('249.75 USD').count()).toBe(1);
    await screenshot(page, 'client/desktop/trading-quote');
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await expect.poll(() => page.getByText(/Order filled/).count()).toBeGreaterThan(0);
    await noToasts(page);
    // The receipt replaces the form (issue 16); a new conversion brings it back.
    await page.getByRole('button', { name: 'New conversion' }).click();

    // a field error from the shared schema shows on its field, not only in a toast
    await page.getByLabel('Amount', { exact: true }).fill('12.345');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect
      .poll(() => page.getByText('Enter an amount with at most 2 decimals').count())
      .toBe(1);
    expect(await page.getByLabel('Amount', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // a server-only rule (the country's phone format) lands on the phone field
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    await page.getByLabel('Account holder name').fill('Bad Number');
    await page.getByLabel('Mobile number').fill('0712');
    await page.getByRole('button', { name: 'Save beneficiary' }).click();
    await expect
      .poll(() => page.getByLabel('Mobile number').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByText(/Enter a Kenya mobile number/).count()).toBeGreaterThan(0);
    // fixed, it saves; then it can be removed again
    await page.getByLabel('Account holder name').fill('Removable Payee');
    await page.getByLabel('Mobile number').fill('+254712345670');
    // the network is chosen, never guessed (issue 34)
    expect(await page.getByText('Choose a mobile-money network in Kenya').count()).toBe(1);
    await page.getByLabel('Mobile-money network').selectOption({ label: 'M-Pesa' });
    await page.getByRole('button', { name: 'Save beneficiary' }).click();
    const remove = page.getByRole('button', { name: 'Remove beneficiary Removable Payee' });
    await expect.poll(() => remove.count()).toBe(1);
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    await noToasts(page);
    expect(problems).toEqual([]);
  }, 240_000);
});

// Each screen is opened once (at 1280 px) and checked at both widths on the same state
// (atBothWidths): a second sign-in and a second load of every tab showed the same screens again.
// Reaching a place through the phone's bottom bar and More is app-shell.test.ts's subject.
describe('screens at both widths', () => {
  /** No axe violation and nothing wider than the window, at this width. */
  const clean = (page: Page, what: string) => async (width: ViewportName) => {
    expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
    expect(await horizontalOverflow(page), `${what} overflows at ${width}`).toBeLessThanOrEqual(1);
  };

  it('every dashboard tab but profile', async () => {
    // The client (with a conversion, a beneficiary, a withdrawal) for the client tabs …
    const { page, problems } = await app.clientPage('desktop');
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    for (const [name, slug] of CLIENT_TABS.filter(([, s]) => s !== 'profile')) {
      await openTab(page, name);
      await noToasts(page);
      await atBothWidths(page, 'client', `dashboard-${slug}`, clean(page, name));
    }
    // … and the admin for the Admin tab.
    const admin = await app.adminPage('desktop');
    await admin.page.goto('/dashboard?tab=admin', { waitUntil: 'networkidle' });
    await atBothWidths(admin.page, 'client', 'dashboard-admin', clean(admin.page, 'Admin'));
    expect(problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  }, 240_000);

  it('every admin tab', async () => {
    const { page, context, problems } = await app.adminPage('desktop');
    // an audited change with before and after values, for the audit log screen
    const put = await context.request.put('/api/admin/settings/platform', {
      data: { 'trading.quoteValiditySeconds': 45 },
      headers: { Origin: app.url },
    });
    expect(put.status()).toBe(200);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    for (const [name, slug] of ADMIN_TABS) {
      await openTab(page, name);
      if (slug === 'funding')
        await expect
          .poll(() => page.getByText(/Mobile money/).count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
      await atBothWidths(page, 'admin', `review-${slug}`, async (width) => {
        if (slug === 'audit') {
          // A table at 1280 px, a list of entries on a phone.
          const entries = page.getByRole(width === 'phone' ? 'list' : 'region', {
            name: width === 'phone' ? 'Audit log entries' : 'Audit log table',
          });
          await expect
            .poll(() => entries.getByText('settings.platform').count())
            .toBeGreaterThan(0);
        }
        await clean(page, name)(width);
      });
    }
    // the detail dialogs of a user and of a request
    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Amina Odhiambo' }).click();
    const user = page.getByRole('dialog');
    await expect.poll(() => user.getByRole('region', { name: 'Wallet balances' }).count()).toBe(1);
    await expect.poll(() => user.getByText('KES').count()).toBeGreaterThan(0);
    await atBothWidths(page, 'admin', 'review-user-detail', clean(page, 'user detail'));
    await page.keyboard.press('Escape');
    await openTab(page, 'Requests');
    await page.getByRole('button', { name: 'Kofi Mensah' }).click();
    const request = page.getByRole('dialog');
    await expect.poll(() => request.getByTestId('request-status').count()).toBe(1);
    // The assignee list has loaded: more than the Unassigned option.
    await expect
      .poll(() => request.getByLabel('Assigned to').locator('option').count())
      .toBeGreaterThan(1);
    await atBothWidths(page, 'admin', 'review-request-detail', clean(page, 'request detail'));
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  }, 240_000);
});
