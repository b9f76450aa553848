import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { fillSendForm, noToasts, poll } from '../support/ui.ts';

// Issue 37: a client tops up from their phone with no admin in between. The dashboard sends an
// M-Pesa prompt through the rail adapter to the simulated Daraja on loopback; the prompt rings on
// /dev/phone, where the PIN is entered; the callback goes through the inbox and its worker, and
// the dashboard follows the deposit live to "Credited". Once, at 390 px; each step's screen is
// also checked at 1280 px on the same state (atBothWidths).
const app = useApp({ reuseSessions: true });

/** The screen now open at both widths: a screenshot each, and axe when `what` names it. */
const stepsOf = (page: Page, dir: string) => (name: string, what?: string) =>
  atBothWidths(page, dir, name, async (width) => {
    if (what) expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
  });

/** A KES → TZS transfer to another client, priced (`quoted` in the quote), then reviewed. */
async function reviewToAnotherClient(page: Page, amount: string, quoted: RegExp) {
  await fillSendForm(page, {
    corridor: 'KES → TZS (Tanzania)',
    method: 'Mizani client (instant)',
    currency: 'KES',
    amount,
  });
  await page.getByLabel('Their email or phone number').fill('newclient@mizani.demo');
  await poll(() => page.getByTestId('send-quote').textContent()).toMatch(quoted);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('paying in by phone', () => {
  it('prompts the phone, takes the PIN on /dev/phone and credits the balance by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    const step = stepsOf(page, 'phone-pay-in');
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    const card = page.locator('#pay-by-phone');
    await card.getByLabel('M-Pesa number').fill('+254712345678');
    const amount = '1200';
    await card.getByLabel('Amount (KES, whole shillings)').fill(amount);
    await card.getByRole('button', { name: 'Continue' }).click();
    const review = card.getByTestId('review');
    await poll(() => review.textContent()).toContain('M-Pesa +254712345678');
    await step('review', 'review');
    await card.getByRole('button', { name: 'Send the prompt to my phone' }).click();
    const receipt = card.getByTestId('receipt');
    await poll(() => receipt.textContent()).toContain('Waiting for your phone');
    await noToasts(page);
    await step('waiting', 'waiting receipt');

    // The phone: the prompt with its amount; the PIN; Pay.
    const phone = await context.newPage();
    await phone.goto(`${app.url}/dev/phone`);
    const prompt = phone
      .getByRole('article')
      .filter({ hasText: `KES ${Number(amount).toLocaleString('en-KE')}` })
      .first();
    await prompt.getByLabel('M-Pesa PIN').fill('1234');
    await prompt.getByRole('button', { name: 'Pay' }).click();
    await poll(() => phone.getByText('Paid').count()).toBeGreaterThan(0);
    await phone.close();

    // The dashboard follows the rail by itself: credited, with the balance moved.
    await poll(() => receipt.getByRole('heading', { level: 3 }).textContent()).toContain(
      'added to your balance',
    );
    expect(await receipt.textContent()).toContain('Credited to your balance');
    await step('credited', 'credited receipt');
  });

  // Issue 38: a transfer paid in for itself alone. The review offers the balance or an M-Pesa
  // prompt for the total in whole shillings; the waiting screen follows the phone, and the server
  // sends the transfer by itself once the money is in: the receipt takes over, delivered.
  it('pays a KES transfer with an M-Pesa prompt from the review, and the transfer goes by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    const step = stepsOf(page, 'send-pay-in');
    // Over the 100 USD minimum; cents, so M-Pesa's whole shillings round it up. Priced for this
    // amount (the quote follows the typing): 15,000.50 + the fee.
    await reviewToAnotherClient(page, '15000.50', /15,2\d\d\.\d\d KES/);

    const review = page.getByTestId('review');
    await poll(() => review.getByTestId('send-total').count()).toBe(1);
    const total = Number(
      (await review.getByTestId('send-total').textContent())!.replace(/[^\d.]/g, ''),
    );
    expect(total % 1).not.toBe(0);
    const whole = Math.ceil(total).toLocaleString('en-US');
    const payWith = review.getByRole('group', { name: 'Pay with' });
    await payWith.getByLabel('M-Pesa: a prompt on your phone').check();
    await review.getByLabel('M-Pesa number').fill('+254712399001');
    expect(await review.textContent()).toContain(
      `M-Pesa takes whole amounts: you pay ${whole}.00 KES, and what is over stays in your balance.`,
    );
    await step('review', 'review with M-Pesa chosen');
    await review.getByRole('button', { name: `Pay ${whole}.00 KES with M-Pesa` }).click();

    const paying = page.getByTestId('send-paying');
    await poll(() => paying.textContent()).toContain(`Approve ${whole}.00 KES on your phone`);
    await noToasts(page);
    await step('waiting', 'waiting for the phone');

    const phone = await context.newPage();
    await phone.goto(`${app.url}/dev/phone`);
    const prompt = phone
      .getByRole('article')
      .filter({ hasText: `KES ${whole}` })
      .first();
    await prompt.getByLabel('M-Pesa PIN').fill('1234');
    await prompt.getByRole('button', { name: 'Pay' }).click();
    await poll(() => phone.getByText('Paid').count()).toBeGreaterThan(0);
    await phone.close();

    // The server confirms the transfer from the money; to another client it is delivered at once.
    const receipt = page.getByTestId('receipt');
    await expect
      .poll(() => receipt.getByRole('heading', { level: 3 }).textContent(), { timeout: 30_000 })
      .toContain('Delivered');
    await step('delivered', 'receipt');
  });

  // Issue 38: the same transfer paid by bank transfer instead. The review gives the bank details
  // with the transfer's own reference; the sender's bank (/dev/bank) pays it, its camt.054 goes
  // through the statement import, and the server sends the transfer by itself.
  it('pays a transfer by bank transfer quoting its reference, and the transfer goes by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    const step = stepsOf(page, 'send-bank-pay-in');
    await reviewToAnotherClient(page, '14000', /14,\d\d\d\.\d\d KES/);

    const review = page.getByTestId('review');
    await poll(() => review.getByTestId('send-total').count()).toBe(1);
    const total = (await review.getByTestId('send-total').textContent())!.trim();
    await review
      .getByRole('group', { name: 'Pay with' })
      .getByLabel('Bank transfer from your account')
      .check();
    await review.getByRole('button', { name: 'Get the bank details' }).click();

    const bank = page.getByTestId('send-bank');
    await poll(() => bank.textContent()).toContain(`Pay ${total} by bank transfer`);
    const reference = /DEP-[A-HJ-NP-Z2-9]{10}/.exec((await bank.textContent())!)?.[0];
    expect(reference).toMatch(/^DEP-/);
    await noToasts(page);
    await step('details', 'bank details');
    // Leaving to pay later: the receipt keeps the details (and follows the transfer by itself).
    await bank.getByRole('button', { name: 'Done: I will pay from my bank' }).click();
    const kept = page.getByTestId('send-bank-details');
    await poll(() => kept.textContent()).toContain(reference!);
    const waiting = page.getByTestId('receipt');
    expect(await waiting.getByRole('heading', { level: 3 }).textContent()).toContain(
      'Waiting for your payment',
    );
    expect(await waiting.textContent()).toContain('Total to pay');
    expect(await waiting.textContent()).not.toContain('You paid');
    await step('receipt-awaiting', 'receipt awaiting the bank transfer');

    const sendersBank = await context.newPage();
    await sendersBank.goto(`${app.url}/dev/bank`);
    await sendersBank.getByRole('button', { name: new RegExp(`quoting ${reference}$`) }).click();
    await poll(() => sendersBank.getByRole('status').textContent()).toContain(`Paid.`);
    await sendersBank.close();

    const receipt = page.getByTestId('receipt');
    await expect
      .poll(() => receipt.getByRole('heading', { level: 3 }).textContent(), { timeout: 30_000 })
      .toContain('Delivered');
  });
});
