import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';
import { poll } from '../support/ui.ts';

// A payout the rail may have made (docs/payments.md): M-Pesa cannot be reached when the demo
// client's payout is handed over, so whether money left is unknown. The status sweep puts it in
// Reconciliation → Exceptions, where the admin, having checked the rail, says it was paid.
const app = useApp({
  env: {
    RATE_FEED: 'manual',
    RAILS: 'live',
    MPESA_BASE_URL: 'http://127.0.0.1:9', // nothing listens: the hand-over is unconfirmed
    MPESA_CONSUMER_KEY: 'check-key',
    MPESA_CONSUMER_SECRET: 'check-secret',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'check-passkey',
    MPESA_B2C_SHORTCODE: '600000',
    MPESA_INITIATOR_NAME: 'check-ops',
    MPESA_SECURITY_CREDENTIAL: 'check-credential',
    MPESA_CALLBACK_SOURCES: '127.0.0.1,::1',
    RAILS_STATUS_AFTER_SEC: '1',
  },
});

describe('a payout whose hand-over is unconfirmed', () => {
  it('waits in Reconciliation for the admin, who confirms it paid (390 px)', async () => {
    const client = await app.cookie(CLIENT);
    const call = async (method: string, path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { cookie: client, origin: app.url, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const ben = await call('POST', '/api/wallet/beneficiaries', {
      kind: 'mobile_money',
      name: 'Wanjiru Otieno',
      country: 'KE',
      currency: 'KES',
      phone: '+254722000111',
      network: 'mpesa',
    });
    const { beneficiary } = (await ben.json()) as { beneficiary: { id: string } };
    const res = await call('POST', '/api/wallet/withdrawals', {
      beneficiaryId: beneficiary.id,
      currency: 'KES',
      amount: '14000',
    });
    expect(res.status).toBe(201);
    const { withdrawal } = (await res.json()) as { withdrawal: { id: string } };

    const { page, problems } = await app.adminPage('phone');
    const paid = page.getByRole('button', { name: 'Paid by the rail' });
    await poll(async () => {
      await page.goto('/admin?tab=reconciliation', { waitUntil: 'networkidle' });
      return paid.count();
    }).toBe(1);
    const item = page.getByRole('listitem').filter({ has: paid });
    expect(await item.innerText()).toContain('14,000.00 KES');
    expect(await item.innerText()).toContain('the rail could not be reached');
    // Money-in actions are not offered for a payout.
    expect(await item.getByRole('button', { name: 'Credit to holder' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-payout-check-390');

    // A note is required (the server's rule, shown in words); then the payout completes.
    await paid.click();
    await poll(() => page.getByText('Give a reason of at least 3 characters').count()).toBe(1);
    await item.getByLabel('Note').fill('Seen paid on the M-Pesa portal');
    await paid.click();
    await poll(() => paid.count()).toBe(0);
    const list = (await (await call('GET', '/api/wallet/withdrawals')).json()) as {
      withdrawals: { id: string; status: string }[];
    };
    expect(list.withdrawals.find((w) => w.id === withdrawal.id)?.status).toBe('completed');
    // The one refusal asked for above (no note), and nothing else.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
