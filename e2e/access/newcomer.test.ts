import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, newPage, screenshot } from '../support/browser.ts';

// Issue 13, items 1 and 8: a newcomer runs `npm start` (no SMTP_URL), opens the site at the
// address they typed (127.0.0.1, not the configured localhost), signs up, reads the verification
// mail in the development mailbox, verifies and signs in. Nothing extra to set up.

const app = useApp({ env: { RATE_FEED: 'manual' } });

describe('a newcomer at http://127.0.0.1', () => {
  it('signs up, verifies through /dev/mailbox and signs in', async () => {
    const base = `http://127.0.0.1:${app.server.port}`;
    const email = `newcomer.${Date.now()}@example.com`;
    const password = 'Serengeti-Dawn-58!';
    const { context, page, problems } = await newPage(app.browser, {
      viewport: 'phone',
      baseURL: base,
    });
    try {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
      await signUp.getByLabel('First Name').fill('Neema');
      await signUp.getByLabel('Last Name').fill('Mushi');
      await signUp.getByLabel('Email').fill(email);
      await signUp.getByLabel('Country').selectOption('Tanzania');
      await signUp.getByLabel(/^Password\*?$/).fill(password);
      await signUp.getByLabel(/I accept the Terms of Service/).check();
      await signUp.getByRole('button', { name: 'Create Account' }).click();
      await expect
        .poll(() => signUp.getByRole('heading', { name: 'Account created!' }).count())
        .toBe(1);

      // The mailbox, at the same address, lists the mail with a link to this address.
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Development mailbox',
      );
      const link = page.getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${base}/api/auth/verify-email`));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'newcomer-mailbox-390');
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, 'newcomer-mailbox-1280');

      await link.click();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.getByText('Your email is verified. You can sign in now.').count())
        .toBe(1);

      await page.goto('/auth', { waitUntil: 'networkidle' });
      const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel(/^Password\*?$/).fill(password);
      await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
      expect(new URL(page.url()).origin).toBe(base);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
