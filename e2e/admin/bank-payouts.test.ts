import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';

// A payout to a bank account through the simulated bank (issue 37, docs/payments.md): the demo
// client withdraws to an IBAN payee; the admin makes the payment file in Reconciliation → Bank
// payouts, sends it to the simulated bank, and the card shows it paid, without the funding queue.
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

describe('bank payouts', () => {
  it('a withdrawal to a bank account is paid by a payment file through the simulated bank', async () => {
    const client = await app.cookie(CLIENT);
    const call = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { cookie: client, origin: app.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // An IBAN with spaces is taken; one with a wrong check digit is refused with its field.
    const bad = await call('/api/wallet/beneficiaries', {
      kind: 'bank_account',
      name: 'Amelia Hart',
      country: 'GB',
      currency: 'USD',
      bankName: 'Westminster Bank',
      accountNumber: 'GB82 WEST 1234 5698 7654 33',
    });
    expect(bad.status).toBe(400);
    const ben = await call('/api/wallet/beneficiaries', {
      kind: 'bank_account',
      name: 'Amelia Hart',
      country: 'GB',
      currency: 'USD',
      bankName: 'Westminster Bank',
      accountNumber: 'GB82 WEST 1234 5698 7654 32',
      bic: 'NWBKGB2L',
    });
    expect(ben.status).toBe(201);
    const { beneficiary } = (await ben.json()) as { beneficiary: { id: string } };
    const wd = await call('/api/wallet/withdrawals', {
      beneficiaryId: beneficiary.id,
      currency: 'USD',
      amount: '150.00',
    });
    expect(wd.status).toBe(201);

    const { page, problems } = await app.signedIn(ADMIN);
    await page.goto('/admin?tab=reconciliation', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('No payment file yet.').count()).toBe(1);
    await page.getByRole('button', { name: 'Make a payment file' }).click();
    const table = page.getByRole('region', { name: 'Bank payouts' });
    await expect.poll(() => table.getByText('1 with the bank, 0 paid, 0 refused').count()).toBe(1);
    const download = table.getByRole('link', { name: 'Download pain.001' });
    expect(await download.getAttribute('href')).toMatch(
      /^\/api\/admin\/bank\/payouts\/batches\/[0-9a-f-]{36}\/pain\.001\.xml$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('button', { name: 'Send to the simulated bank' }).click();
    await expect
      .poll(() => table.getByText('0 with the bank, 1 paid, 0 refused').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await screenshot(page, 'admin/desktop/bank-payouts');
    expect(problems).toEqual([]);
  });
});
