import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';
import { postAs } from '../support/session.ts';
import { addMobilePayee, noToasts, openTab, poll } from '../support/ui.ts';

// Issue 16: fund, convert and withdraw as a client does, once at 390 px with each step's screen
// also checked at 1280 px on the same state (atBothWidths): the form, a review of
// what will happen, Confirm, a receipt with a reference and what happens next; a short balance is
// stopped at the form with Add money; each movement lands in the bell and in the client's mailbox
// (a real SMTP server on loopback). The demo client starts with 1,500 USD and 250,000 KES.
const app = useApp({ env: { RATE_FEED: 'manual' }, smtp: true, reuseSessions: true });

/** Axe once the transient toasts are gone (their colours are the shell's). */
async function clean(page: Page, what: string) {
  await noToasts(page);
  expect(await axeViolations(page), what).toEqual([]);
}

/** Reloads the dashboard on a tab (an admin acted beside the page). */
async function reload(page: Page, tab: string) {
  await page.goto(`/dashboard?tab=${tab}`, { waitUntil: 'networkidle' });
}

describe('money flows', () => {
  it('fund, convert and withdraw through review and receipt; Add money on a short balance; bell and mail for each', async () => {
    const { page, context, problems } = await app.clientPage('phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const admin = await app.cookie(ADMIN);
    /** The screen now open at both widths: a screenshot each, and axe when `what` names it. */
    const step = (name: string, what?: string) =>
      atBothWidths(page, 'money', name, async (width) => {
        if (what) await clean(page, `${what} at ${width}`);
      });

    // Balance cards: an SVG flag, the currency's name, the amount, Add / Convert / Send.
    await reload(page, 'wallet');
    const kesCard = page.getByRole('listitem', { name: 'KES balance' });
    await poll(() => kesCard.getByText('Kenyan Shilling').count()).toBe(1);
    expect(await kesCard.locator('svg').first().getAttribute('aria-hidden')).toBe('true');
    // At today's mid (the limits' basis), not the overview's fixed reference rates (issue 34).
    expect(await kesCard.getByText(/^≈ \$[\d,.]+ at today’s mid rate/).count()).toBe(1);
    await step('wallet-balances');

    // FUND: Add on the KES card opens funding in KES; review; instructions with copy buttons.
    await kesCard.getByRole('button', { name: 'Add KES' }).click();
    await poll(() => page.locator('#fund-currency').inputValue()).toBe('KES');
    const expected = '5000';
    await page.getByLabel('Amount you will send (optional)').fill(expected);
    await page.getByRole('button', { name: 'Continue' }).first().click();
    const review = page.locator('#funding').getByTestId('review');
    await poll(() => review.textContent()).toContain('Your KES balance');
    expect(await review.textContent()).toContain(
      `${Number(expected).toLocaleString('en-US')}.00 KES`,
    );
    await step('fund-review', 'fund review');
    await page.getByRole('button', { name: 'Get deposit instructions' }).click();
    const ref = page.getByTestId('deposit-reference');
    await poll(() => ref.textContent()).toMatch(/^DEP-/);
    const depositRef = (await ref.textContent())!;
    const fundReceipt = page.locator('#funding').getByTestId('receipt');
    expect(await fundReceipt.getByRole('button', { name: 'Copy Account number' }).count()).toBe(1);
    await fundReceipt.getByRole('button', { name: 'Copy Payment reference' }).click();
    await poll(() => fundReceipt.getByText('Copied', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(depositRef);
    expect(await fundReceipt.textContent()).toContain('What happens next');
    await poll(() =>
      page.getByTestId('pending-deposit').filter({ hasText: depositRef }).textContent(),
    ).toContain(`Expecting ${Number(expected).toLocaleString('en-US')}.00 KES`);
    await step('fund-receipt', 'fund receipt');

    // The admin credits 49.50 KES less than expected: the difference is explained, in the wallet,
    // the bell and the mail.
    const queue = await (
      await fetch(`${app.url}/api/admin/funding`, { headers: { cookie: admin } })
    ).json();
    const dep = queue.deposits.find((d: { reference: string }) => d.reference === depositRef);
    const credited = (Number(expected) - 49.5).toFixed(2);
    const ok = await postAs(admin, `${app.url}/api/admin/funding/deposits/${dep.id}/confirm`, {
      receivedAmount: credited,
    });
    expect(ok.status).toBe(200);
    await reload(page, 'wallet');
    await poll(() => page.getByTestId('deposit-difference').first().textContent()).toContain(
      '49.50 KES less than the',
    );
    // Not the receipt mailed when the deposit was requested (issue 34): the credit's own mail.
    const depositMail = await app.smtp.waitFor(
      (m) =>
        m.raw.includes(depositRef) &&
        m.to[0] === CLIENT.email &&
        !m.subject.includes('payment details'),
    );
    expect(depositMail.raw.replace(/=\r\n/g, '')).toContain('49.50 KES less than the');

    // CONVERT, short: more USD than the client holds is stopped at the form with Add money.
    await openTab(page, 'Trading');
    await page.getByLabel('Amount', { exact: true }).fill('999999');
    await page.getByRole('button', { name: 'Get quote' }).click();
    const short = page.getByTestId('insufficient-funds');
    await poll(() => short.textContent()).toMatch(/you have [\d,]+\.\d{2} USD available/);
    expect(await page.getByTestId('firm-quote').count()).toBe(0);
    await step('convert-insufficient', 'convert insufficient');
    await short.getByRole('button', { name: 'Add money' }).click();
    await poll(() => page.url()).toContain('tab=wallet');
    expect(page.url()).toContain('currency=USD');
    await poll(() => page.locator('#fund-currency').inputValue()).toBe('USD');

    // CONVERT: the firm quote is the review; Accept is the confirmation; then the receipt.
    await openTab(page, 'Trading');
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Get quote' }).click();
    const quote = page.getByTestId('firm-quote');
    await poll(() => quote.textContent()).toContain('Your KES balance');
    expect(await quote.textContent()).toContain('Instantly, when you accept');
    await quote.getByRole('button', { name: 'Show the rate as 1 KES in USD' }).click();
    expect(await page.getByTestId('quote-rate').textContent()).toMatch(/^1 KES = 0\.00\d+ USD$/);
    await step('convert-review');
    await page.getByRole('button', { name: 'Accept quote' }).click();
    const receipt = page.locator('#order-form').getByTestId('receipt');
    await poll(() => receipt.textContent()).toContain('Converted 100.00 USD to');
    const orderRef = /ORD-[0-9A-F]{8}/.exec((await receipt.textContent())!)![0];
    expect(await receipt.getByRole('link', { name: 'Download confirmation (PDF)' }).count()).toBe(
      1,
    );
    await step('convert-receipt', 'convert receipt');
    await app.smtp.waitFor((m) => m.raw.includes(orderRef));

    // WITHDRAW: Send on the KES card picks a KES beneficiary; review; Confirm; receipt.
    await addMobilePayee(context, app.url, {
      name: 'Achieng Otieno',
      country: 'KE',
      currency: 'KES',
      phone: '+254712000001',
      // A network no rail pays yet: this payout is the admin's (M-Pesa's is phone-pay-in's).
      network: 'airtel_money',
    });
    await reload(page, 'wallet');
    await page
      .getByRole('listitem', { name: 'KES balance' })
      .getByRole('button', { name: 'Send KES' })
      .click();
    await poll(() => page.getByLabel('Amount (KES)').count()).toBe(1);
    // More than the balance: stopped, with Add money.
    await page.getByLabel('Amount (KES)').fill('99999999');
    await page.locator('#withdrawal').getByRole('button', { name: 'Continue' }).click();
    await poll(() => page.locator('#withdrawal').getByTestId('insufficient-funds').count()).toBe(1);
    // 20,000 KES is above the 100 USD equivalent minimum transaction (spec, Promises).
    await page.getByLabel('Amount (KES)').fill('20000');
    await page.locator('#withdrawal').getByRole('button', { name: 'Continue' }).click();
    const wdReview = page.locator('#withdrawal').getByTestId('review');
    await poll(() => wdReview.textContent()).toContain('Mizani fee');
    expect(await page.getByTestId('wd-receives').textContent()).toBe('20,000.00 KES');
    expect(await wdReview.textContent()).toContain('Usually within minutes of approval');
    await step('withdraw-review', 'withdraw review');
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const wdReceipt = page.locator('#withdrawal').getByTestId('receipt');
    await poll(() => wdReceipt.textContent()).toContain('Withdrawal requested');
    const wdRef = /WDR-[A-Z0-9]{10}/.exec((await wdReceipt.textContent())!)![0];
    expect(await wdReceipt.textContent()).toContain('On hold, awaiting payout');
    await step('withdraw-receipt', 'withdraw receipt');

    // The admin pays it out: bell and mail.
    const q2 = await (
      await fetch(`${app.url}/api/admin/funding`, { headers: { cookie: admin } })
    ).json();
    const wd = q2.withdrawals.find((w: { reference: string }) => w.reference === wdRef);
    expect(
      (await postAs(admin, `${app.url}/api/admin/funding/withdrawals/${wd.id}/approve`, {})).status,
    ).toBe(200);
    await app.smtp.waitFor((m) => m.raw.includes(wdRef) && m.to[0] === CLIENT.email);

    // The bell lists each movement.
    await reload(page, 'wallet');
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await poll(() => bell.getByTestId('notification').count()).toBeGreaterThanOrEqual(3);
    const text = (await bell.textContent())!;
    expect(text).toContain(
      `${Number(credited).toLocaleString('en-US', { minimumFractionDigits: 2 })} KES credited: 49.50 KES short`,
    );
    expect(text).toMatch(/Converted 100\.00 USD to [\d,]+\.\d{2} KES/);
    expect(text).toContain('20,000.00 KES paid out to');
    await screenshot(page, 'money/phone/bell');
    expect(await axeViolations(page), 'bell').toEqual([]);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  }, 240_000);
});
