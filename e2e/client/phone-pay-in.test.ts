import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { noToasts, poll } from '../support/ui.ts';

// Issue 37: a client tops up from their phone with no admin in between. The dashboard sends an
// M-Pesa prompt through the rail adapter to the simulated Daraja on loopback; the prompt rings on
// /dev/phone, where the PIN is entered; the callback goes through the inbox and its worker, and
// the dashboard follows the deposit live to "Credited".
const app = useApp({ reuseSessions: true });

describe.each(['desktop', 'phone'] as ViewportName[])('paying in by phone at %s width', (vp) => {
  it('prompts the phone, takes the PIN on /dev/phone and credits the balance by itself', async () => {
    const { page, context } = await app.clientPage(vp);
    const shot = (name: string) => screenshot(page, `phone-pay-in/${vp}/${name}`);
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    const card = page.locator('#pay-by-phone');
    await card.getByLabel('M-Pesa number').fill('+254712345678');
    const amount = vp === 'phone' ? '1200' : '2500';
    await card.getByLabel('Amount (KES, whole shillings)').fill(amount);
    await card.getByRole('button', { name: 'Continue' }).click();
    const review = card.getByTestId('review');
    await poll(() => review.textContent()).toContain('M-Pesa +254712345678');
    await shot('review');
    await card.getByRole('button', { name: 'Send the prompt to my phone' }).click();
    const receipt = card.getByTestId('receipt');
    await poll(() => receipt.textContent()).toContain('Waiting for your phone');
    await noToasts(page);
    expect(await axeViolations(page), 'waiting receipt').toEqual([]);
    await shot('waiting');

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
    expect(await axeViolations(page), 'credited receipt').toEqual([]);
    await shot('credited');
  });
});
