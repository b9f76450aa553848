import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { ADMIN, CLIENT, type Credentials } from '../support/demo.ts';
import { ADMIN_TABS, CLIENT_TABS } from '../support/tabs.ts';
import { noToasts } from '../support/ui.ts';

// Issue 9, accessibility across the whole product: axe (WCAG 2.1 AA) with zero violations at phone
// (390 px) and desktop (1280 px) widths on every dashboard tab (client and admin), every /admin
// tab, every request dialog opened, both /auth tabs, the forgot-password step and the
// reset-password page. The public pages are covered by e2e/public/routes.test.ts.
// One sign-in per user (sign-in is rate limited to 5 a minute); later pages reuse the session.
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

/** A page at `viewport`, signed in as `who` when given; closes its context after `fn`. */
async function withPage(
  viewport: ViewportName,
  who: Credentials | null,
  fn: (page: Page) => Promise<void>,
) {
  const { context, page } = who ? await app.signedIn(who, viewport) : await app.open(viewport);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

/** Transient toasts are the shell's; axe runs once none is on screen. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await noToasts(page);
}

async function selectedTab(page: Page, name: string) {
  await expect
    .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'), {
      timeout: 15_000,
    })
    .toBe('true');
}

// [slug, label]: the slug names the test.
const bySlug = <T extends readonly (readonly [string, string])[]>(tabs: T) =>
  tabs.map(([label, slug]) => [slug, label] as const);
const DIALOGS = [
  ['quote', '/rates', /request a quote/i, 'Request a Quote'],
  ['consultation', '/about', /schedule a consultation/i, 'Schedule a Consultation'],
  ['contact', '/about', /^contact us$/i, 'Contact Us'],
  ['job application', '/careers', /apply now/i, null],
] as const;

describe.each(['phone', 'desktop'] as ViewportName[])('axe at %s width', (viewport) => {
  it.each(bySlug(CLIENT_TABS))('dashboard tab %s as the demo client', async (slug, label) => {
    await withPage(viewport, CLIENT, async (page) => {
      await page.goto(slug === 'overview' ? '/dashboard' : `/dashboard?tab=${slug}`);
      await selectedTab(page, label);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/dashboard-${slug}`);
    });
  });

  it('dashboard tab admin as the demo admin', async () => {
    await withPage(viewport, ADMIN, async (page) => {
      await page.goto('/dashboard?tab=admin');
      await selectedTab(page, 'Admin');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/dashboard-admin`);
    });
  });

  it.each(bySlug(ADMIN_TABS))('/admin tab %s', async (slug, label) => {
    await withPage(viewport, ADMIN, async (page) => {
      await page.goto(slug === 'dashboard' ? '/admin' : `/admin?tab=${slug}`);
      await selectedTab(page, label);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/admin-${slug}`);
    });
  });

  it.each(DIALOGS)('the %s dialog, open', async (name, route, trigger, title) => {
    await withPage(viewport, null, async (page) => {
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
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/dialog-${name.replace(' ', '-')}`);
    });
  });

  it('/auth, Sign In and Sign Up tabs', async () => {
    await withPage(viewport, null, async (page) => {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await selectedTab(page, 'Sign In');
      await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
      expect(await axeViolations(page), 'Sign In tab').toEqual([]);
      await screenshot(page, `quality/${viewport}/auth-sign-in`);
      await page.getByRole('tab', { name: 'Sign Up', exact: true }).click();
      await selectedTab(page, 'Sign Up');
      await expect
        .poll(() => page.getByRole('tabpanel').getByRole('textbox').count())
        .toBeGreaterThan(1);
      expect(await axeViolations(page), 'Sign Up tab').toEqual([]);
      await screenshot(page, `quality/${viewport}/auth-sign-up`);
    });
  });

  it('/auth forgot-password step', async () => {
    await withPage(viewport, null, async (page) => {
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Reset your password' }).count())
        .toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/auth-forgot-password`);
    });
  });

  it.each([
    ['with a token', '/auth/reset-password?token=a11y-check-token'],
    ['with an expired link', '/auth/reset-password?error=INVALID_TOKEN'],
  ])('/auth/reset-password %s', async (name, route) => {
    await withPage(viewport, null, async (page) => {
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByRole('heading', { name: 'Choose a new password' }).count())
        .toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `quality/${viewport}/reset-password-${name.replace(/\W+/g, '-')}`);
    });
  });
});
