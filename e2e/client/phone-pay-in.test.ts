import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { noToasts, poll } from '../support/ui.ts';

// Issue 37: a client tops up from their phone with no admin in between. The dashboard sends an
// M-Pesa prompt through the rail adapter to the simulated Daraja on loopback; the prompt rings on
// /dev/phone, where the PIN is entered; the callback goes through the inbox and its worker, and
// the dashboard follows the deposit live to "Credited". Once, at 390 px; each step's screen is
// also checked at 1280 px on the same state (atBothWidths).
const app = useApp({ reuseSessions: true });

describe('paying in by phone', () => {
  it('prompts the phone, takes the PIN on /dev/phone and credits the balance by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    const step = (name: string, what?: string) =>
      atBothWidths(page, 'phone-pay-in', name, async (width) => {
        if (what) expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
      });
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
});
