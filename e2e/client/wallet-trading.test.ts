import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { postAs } from '../support/session.ts';
import { noToasts } from '../support/ui.ts';

// Issue 7 journey: fund (an admin fixture confirms), convert with a firm quote, see the balance and
// history change, download a statement. Demo client starts with 1,500 USD and 250,000 KES.
const app = useApp({ env: { RATE_FEED: 'manual' } });

describe('client wallet and trading', () => {
  it('funds, converts, sees balances and history, downloads a statement', async () => {
    const { context, page, problems } = await app.clientPage('desktop');
    const adminCookie = await app.cookie(ADMIN);

    await page.goto('/dashboard?tab=funding');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('tab=wallet');
    const usd = page.getByTestId('balance-USD');
    await expect.poll(() => usd.textContent(), { timeout: 15_000 }).toBe('1,500.00 USD');

    await page.getByLabel('Currency', { exact: true }).first().selectOption('USD');
    // Issue 16: the form, a review, then the instructions as the receipt.
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await page.getByRole('button', { name: 'Get deposit instructions' }).click();
    const ref = page.getByTestId('deposit-reference');
    await expect.poll(() => ref.textContent()).toMatch(/^DEP-/);
    const reference = (await ref.textContent())!;
    await screenshot(page, 'wallet-desktop');
    await noToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    // Admin fixture: confirms the received amount.
    const queue = await (
      await fetch(`${app.url}/api/admin/funding`, { headers: { cookie: adminCookie } })
    ).json();
    const dep = queue.deposits.find((d: { reference: string }) => d.reference === reference);
    const ok = await postAs(
      adminCookie,
      `${app.url}/api/admin/funding/deposits/${dep.id}/confirm`,
      {
        receivedAmount: '100.00',
      },
    );
    expect(ok.status).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => usd.textContent()).toBe('1,600.00 USD');

    // Convert 100 USD to KES with a firm quote.
    await page.getByRole('tab', { name: 'Trading', exact: true }).click();
    await expect.poll(() => page.url()).toContain('tab=trading');
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/Quote valid for \d+ s/);
    await screenshot(page, 'trading-quote-desktop');
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await expect.poll(() => page.getByText(/Order filled/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#orders li').first().textContent()).toContain('filled');
    // The receipt offers the confirmation too; the order's details are checked below.
    expect(
      await page
        .getByTestId('receipt')
        .getByRole('link', { name: 'Download confirmation (PDF)' })
        .count(),
    ).toBe(1);
    // The order's confirmation downloads as a PDF from its details.
    await page.locator('#orders li').first().getByRole('button', { name: 'Details' }).click();
    const [confirmation] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#orders').getByRole('link', { name: 'Download confirmation (PDF)' }).click(),
    ]);
    const { readFileSync } = await import('node:fs');
    expect(
      readFileSync((await confirmation.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(confirmation.suggestedFilename()).toMatch(/^mizani-order-[0-9a-f]{8}\.pdf$/);

    await page.getByRole('tab', { name: 'Wallet', exact: true }).click();
    await expect.poll(() => page.getByTestId('balance-USD').textContent()).toBe('1,500.00 USD');

    // Overview reflects the trade.
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    await expect.poll(() => page.url()).not.toContain('tab=');
    await expect.poll(() => page.getByTestId('overview-trades').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('overview-status').textContent()).toBe('Online');

    // Statement download.
    await page.getByRole('tab', { name: 'Reports', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download statement (CSV)' }).click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path!, 'utf8');
    expect(text).toContain('"Opening balance"');
    // Readable movement types (issue 16).
    expect(text).toContain('"Conversion"');
    // And each currency's statement as a PDF.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF of the USD statement' }).click(),
    ]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pdf.suggestedFilename()).toMatch(/^mizani-statement-\d{4}-\d{2}-USD\.pdf$/);
    await screenshot(page, 'reports-desktop');
    await noToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    // Phone width: the wallet tab passes axe too.
    const phone = await app.open('phone');
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto('/dashboard?tab=wallet');
    await expect
      .poll(() => phone.page.getByTestId('balance-USD').textContent(), { timeout: 15_000 })
      .toBe('1,500.00 USD');
    await screenshot(phone.page, 'wallet-phone');
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
    await context.close();
  }, 120_000);
});
