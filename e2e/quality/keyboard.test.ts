import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { screenshot } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';

// Issue 9: a keyboard-only journey (Tab, Shift+Tab, Enter, Space, arrow keys; no mouse): sign up
// on /auth, sign in as the demo client, convert 100 USD to KES on the dashboard's Trading tab, sign
// out. Controls reached on the way must show a visible focus indicator.

const app = useApp({ env: { RATE_FEED: 'manual' } });

const isFocused = (target: Locator) =>
  target
    .first()
    .evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);

/** Presses `key` until `target` has focus; fails after `max` presses. Returns the presses used. */
async function focusWith(page: Page, target: Locator, key = 'Tab', max = 80) {
  const seen: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return i;
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el
          ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`
          : 'none';
      }),
    );
    await page.keyboard.press(key);
  }
  throw new Error(
    `${key} x${max} never reached ${target.toString()}; focus went: ${seen.join(', ')}`,
  );
}

/** The elements whose focus indicator was checked, in order. */
const focused: string[] = [];

/** What a focus indicator changes: the outline and the box-shadow (Tailwind rings). */
const focusStyle = (target: Locator) =>
  target.first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, ring: s.boxShadow };
  });

/**
 * Reaches `target` with `key` and asserts a visible focus indicator: its outline or its ring
 * differs from how it looked unfocused (a colour shift of the border alone does not count).
 */
async function focusVisibly(page: Page, target: Locator, key = 'Tab') {
  const before = await focusStyle(target);
  await focusWith(page, target, key);
  await expect
    .poll(async () => {
      const now = await focusStyle(target);
      return now.outline !== before.outline || now.ring !== before.ring;
    })
    .toBe(true);
  focused.push(await target.first().evaluate((el) => el.tagName));
}

describe('keyboard only', () => {
  it('signs up, signs in as the demo client, converts currency and signs out', async () => {
    const { context, page, problems } = await app.open('desktop');
    try {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      const signInTab = page.getByRole('tab', { name: 'Sign In', exact: true });
      const signUpTab = page.getByRole('tab', { name: 'Sign Up', exact: true });
      await signInTab.waitFor();

      // Sign up: Tab to the tab list, ArrowRight to the Sign Up tab.
      await focusVisibly(page, signInTab);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => signUpTab.getAttribute('aria-selected')).toBe('true');
      const panel = page.getByRole('tabpanel');
      const firstName = panel.getByLabel('First Name');
      await focusVisibly(page, firstName);
      await page.keyboard.type('Nia');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Keyboard');
      await focusWith(page, panel.getByLabel('Email'));
      const email = `keyboard-${Date.now()}@example.com`;
      await page.keyboard.type(email);
      await focusWith(page, panel.locator('input[autocomplete="new-password"]'));
      await page.keyboard.type('Keyboard-Only-2026!');
      // the terms and privacy consent (issue 34), ticked with the space bar
      const consent = panel.getByLabel(/I accept the Terms of Service/);
      await focusWith(page, consent);
      await page.keyboard.press('Space');
      expect(await consent.isChecked()).toBe(true);
      const create = panel.getByRole('button', { name: 'Create Account' });
      await focusVisibly(page, create);
      await screenshot(page, 'quality/keyboard/sign-up-focus');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => panel.getByRole('heading', { name: 'Account created!' }).count())
        .toBe(1);
      const created = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({ email, password: 'Keyboard-Only-2026!' }),
      });
      // The account exists and waits for its email verification (403), not unknown (401).
      expect(created.status).toBe(403);

      // Sign in: Shift+Tab back to the tab list (the form returns to Sign In after a sign-up;
      // ArrowLeft when it did not).
      await focusWith(page, page.getByRole('tab', { selected: true }), 'Shift+Tab');
      if ((await signUpTab.getAttribute('aria-selected')) === 'true') {
        await page.keyboard.press('ArrowLeft');
      }
      await expect.poll(() => signInTab.getAttribute('aria-selected')).toBe('true');
      await focusWith(page, page.getByRole('tabpanel').getByLabel('Email'));
      await page.keyboard.type(CLIENT.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(CLIENT.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard/, { timeout: 20_000 });

      // Trading tab: Tab to the selected tab, arrow keys to Trading (down the side navigation).
      const overview = page.getByRole('tab', { name: 'Overview', exact: true });
      const trading = page.getByRole('tab', { name: 'Trading', exact: true });
      await overview.waitFor();
      await focusVisibly(page, overview);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => trading.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.url()).toContain('tab=trading');

      const amount = page.getByLabel('Amount', { exact: true });
      await amount.waitFor();
      await focusVisibly(page, amount);
      await page.keyboard.type('100');
      const getQuote = page.getByRole('button', { name: 'Get quote' });
      await focusVisibly(page, getQuote);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('timer').textContent(), { timeout: 15_000 })
        .toMatch(/Quote valid for \d+ s/);
      const accept = page.getByRole('button', { name: 'Accept quote' });
      await focusVisibly(page, accept);
      await screenshot(page, 'quality/keyboard/accept-quote-focus');
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.getByText(/Order filled/).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => page.locator('#orders li').first().textContent()).toContain('filled');

      // Sign out: Shift+Tab up to the app shell's user menu, then Tab to its Logout button.
      const menuButton = page.getByRole('button', { name: 'Dashboard menu' });
      await focusVisibly(page, menuButton, 'Shift+Tab');
      await page.keyboard.press('Enter');
      const logout = page
        .getByRole('dialog', { name: 'Dashboard menu' })
        .getByRole('button', { name: 'Logout' });
      await logout.waitFor();
      await focusWith(page, logout);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('link', { name: 'Login' }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const session = await page.request.get('/api/wallet/overview');
      expect(session.status()).toBe(401);
      expect(problems).toEqual([]);
      // Focus rings seen on tabs, inputs and buttons (the controls checked above).
      expect(focused).toEqual([
        'BUTTON',
        'INPUT',
        'BUTTON',
        'BUTTON',
        'INPUT',
        'BUTTON',
        'BUTTON',
        'BUTTON',
      ]);
    } finally {
      await context.close();
    }
  });
});
