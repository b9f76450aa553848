import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';
import { noToasts, tabSelected } from '../support/ui.ts';

// Issue 9, accessibility across the whole product: axe (WCAG 2.1 AA) with zero violations at phone
// (390 px) and desktop (1280 px) widths. Each screen is checked once per width, in one place:
// - every public page as it loads (the Sign In tab of /auth included): e2e/public/routes.test.ts;
// - every dashboard tab but profile, the dashboard's Admin tab and every /admin tab, with data in
//   them: e2e/client/screens.test.ts;
// - here, what those do not reach: the profile tab, every request dialog opened, the Sign Up tab,
//   the forgot-password step and the reset-password page.
// Each screen is opened once and checked at 390 and 1280 px on the same state (atBothWidths); the
// signed-out screens share one tab (a fresh browser context per screen compiled the app's and
// axe's scripts again each time: about 4 CPU s, for the same checks).
const app = useApp({ env: { RATE_FEED: 'manual' } });

/** Transient toasts are the shell's; axe runs once none is on screen. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await noToasts(page);
}

/** The dashboard's open place (on a phone its tab may be in the closed More sheet). */
async function selectedTab(page: Page, name: string) {
  await expect.poll(() => tabSelected(page, name), { timeout: 15_000 }).toBe(true);
}

const DIALOGS = [
  ['quote', '/rates', /request a quote/i, 'Request a Quote'],
  ['consultation', '/about', /schedule a consultation/i, 'Schedule a Consultation'],
  ['contact', '/about', /^contact us$/i, 'Contact Us'],
  ['job application', '/careers', /apply now/i, null],
] as const;

/** No axe violation at this width. */
const axeClean = (page: Page, what: string) => async (width: string) => {
  expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
};

describe('axe at both widths', () => {
  // screens.test.ts opens the other tabs; the profile tab has its own journeys, none with axe.
  it('dashboard tab profile as the demo client', async () => {
    const { context, page } = await app.signedIn(CLIENT);
    try {
      await page.goto('/dashboard?tab=profile');
      await selectedTab(page, 'Profile');
      await settled(page);
      await atBothWidths(page, 'quality', 'dashboard-profile', axeClean(page, 'Profile'));
    } finally {
      await context.close();
    }
  });

  describe('signed out', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await app.open());
    });
    afterAll(async () => {
      await page.context().close();
    });

    it.each(DIALOGS)('the %s dialog, open', async (name, route, trigger, title) => {
      await page.goto(route, { waitUntil: 'networkidle' });
      const dialog = title ? page.getByRole('dialog', { name: title }) : page.getByRole('dialog');
      // A click on the pre-rendered button before hydration can be lost: click until it opens.
      await expect
        .poll(
          async () => {
            if (await dialog.isVisible()) return true;
            await page.getByRole('button', { name: trigger }).first().click();
            // The dialog loads on demand; a second click while it opens would hit its overlay.
            return dialog.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await expect.poll(() => dialog.getByRole('textbox').count()).toBeGreaterThan(0);
      await settled(page);
      await atBothWidths(page, 'quality', `dialog-${name.replace(' ', '-')}`, axeClean(page, name));
    });

    // The Sign In tab (the page as it loads) is checked with every route in routes.test.ts.
    it('/auth, the Sign Up tab', async () => {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await selectedTab(page, 'Sign In');
      await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
      await page.getByRole('tab', { name: 'Sign Up', exact: true }).click();
      await selectedTab(page, 'Sign Up');
      await expect
        .poll(() => page.getByRole('tabpanel').getByRole('textbox').count())
        .toBeGreaterThan(1);
      await atBothWidths(page, 'quality', 'auth-sign-up', axeClean(page, 'Sign Up tab'));
    });

    it('/auth forgot-password step', async () => {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Reset your password' }).count())
        .toBe(1);
      await atBothWidths(page, 'quality', 'auth-forgot-password', axeClean(page, 'Forgot'));
    });

    it.each([
      ['with a token', '/auth/reset-password?token=a11y-check-token'],
      ['with an expired link', '/auth/reset-password?error=INVALID_TOKEN'],
    ])('/auth/reset-password %s', async (name, route) => {
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByRole('heading', { name: 'Choose a new password' }).count())
        .toBe(1);
      await atBothWidths(
        page,
        'quality',
        `reset-password-${name.replace(/\W+/g, '-')}`,
        axeClean(page, name),
      );
    });
  });
});
