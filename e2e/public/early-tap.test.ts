import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ROOT } from '../support/server.ts';
import { useApp } from '../support/app.ts';
import { axeViolations, VIEWPORTS, type ViewportName } from '../support/browser.ts';

// A tap before the page's scripts have run is not lost (docs/public-site.md "First taps"): the
// app's JavaScript is held back (a slow phone), the visitor taps a button that needs script, the
// button shows it is busy at once, and once the scripts arrive and React has hydrated the tap is
// replayed exactly once: its dialog opens (and stays open: a second click would toggle it shut).

const app = useApp();

declare global {
  interface Window {
    __dialogsAdded?: number;
  }
}

/**
 * A page whose module scripts (/assets/*.js) wait until release() is called. It counts the
 * dialogs added to the DOM, so a dialog opened twice (open, close, open) shows as 2.
 */
async function heldPage(viewport: ViewportName) {
  const context = await app.browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: app.url,
    reducedMotion: 'reduce',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));

  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  // Every module script of the app; not the early script (also under /assets, content-hashed).
  const appScript = (url: URL) =>
    /^\/assets\/[^/]+\.js$/.test(url.pathname) && !url.pathname.startsWith('/assets/early-tap-');
  await page.route(appScript, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  await page.addInitScript(() => {
    window.__dialogsAdded = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof Element)
            window.__dialogsAdded! +=
              (n.matches('[role="dialog"]') ? 1 : 0) + n.querySelectorAll('[role="dialog"]').length;
    }).observe(document, { childList: true, subtree: true });
  });
  return { context, page, problems, held, release };
}

/** What the visitor sees (the viewport, not the whole page): .artifacts/screenshots/early-tap/. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(
      ROOT,
      '.artifacts',
      'screenshots',
      'early-tap',
      `${name.replace(/\W+/g, '-')}.png`,
    ),
  });
}

async function tapOrClick(page: Page, viewport: ViewportName, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  // Polled: a dialog that has just closed hides the page from role queries until it unmounts.
  await expect.poll(() => button.count(), { message: name }).toBe(1);
  if (viewport === 'phone') await button.tap();
  else await button.click();
  return button;
}

const CASES: { viewport: ViewportName; path: string; button: string; dialog: string }[] = [
  { viewport: 'phone', path: '/', button: 'Open menu', dialog: 'Menu' },
  { viewport: 'phone', path: '/support/help', button: 'Search', dialog: 'Search the site' },
  { viewport: 'desktop', path: '/offices', button: 'Search', dialog: 'Search the site' },
  {
    viewport: 'phone',
    path: '/about',
    button: 'Schedule a Consultation',
    dialog: 'Schedule a Consultation',
  },
  { viewport: 'desktop', path: '/rates', button: 'Request a Quote', dialog: 'Request a Quote' },
];

describe('a tap before the scripts have run', () => {
  it.each(CASES)(
    '$viewport $path: "$button" tapped early opens "$dialog" exactly once',
    async ({ viewport, path, button, dialog }) => {
      const { context, page, problems, held, release } = await heldPage(viewport);
      try {
        await page.goto(path, { waitUntil: 'commit' });
        const trigger = page.getByRole('button', { name: button, exact: true });
        await trigger.waitFor();
        // The early script is deferred (decision 026): it runs once the HTML is parsed, before
        // the app's held scripts; a tap before that moment is not recorded.
        await page.waitForFunction(() => '__earlyTap' in window);
        await tapOrClick(page, viewport, button);
        // The node itself: an open modal hides the rest of the page from role queries.
        const node = (await trigger.elementHandle())!;
        // Still before any of the app's code: the scripts are held, no dialog; the button says
        // it is busy (visible feedback from public/early-tap.js).
        await expect.poll(() => held.length).toBeGreaterThan(0);
        expect(await node.getAttribute('aria-busy')).toBe('true');
        expect(await page.getByRole('dialog').count()).toBe(0);
        await screenshot(page, `${viewport}-${button}-waiting`);

        release();
        const opened = page.getByRole('dialog', { name: dialog });
        await opened.waitFor({ state: 'visible', timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(await opened.isVisible()).toBe(true);
        expect(await page.evaluate(() => window.__dialogsAdded)).toBe(1);
        expect(await page.getByRole('dialog').count()).toBe(1);
        // The replay cleared the busy state (a request dialog's button is then re-rendered as the
        // dialog's own trigger, so look at the whole page too).
        expect(await node.getAttribute('aria-busy')).toBeNull();
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${viewport}-${button}-opened`);

        // The recording ended with hydration: closing and opening again works as usual, once.
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'hidden' });
        await tapOrClick(page, viewport, button);
        await opened.waitFor({ state: 'visible' });
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('phone /support/help: a question tapped early opens its answer once hydrated', async () => {
    const { context, page, problems, release } = await heldPage('phone');
    try {
      await page.goto('/support/help', { waitUntil: 'commit' });
      const question = page.getByRole('button', { name: 'How do I open an account?' });
      await question.waitFor();
      await page.waitForFunction(() => '__earlyTap' in window);
      await question.tap();
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      release();
      await expect
        .poll(() => question.getAttribute('aria-expanded'), { timeout: 20_000 })
        .toBe('true');
      await page.waitForLoadState('networkidle');
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByText('then the Sign Up tab').isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('phone /auth: the Sign Up tab tapped early is the one open once hydrated', async () => {
    const { context, page, problems, release } = await heldPage('phone');
    try {
      await page.goto('/auth', { waitUntil: 'commit' });
      const tab = page.getByRole('tab', { name: 'Sign Up' });
      await tab.waitFor();
      await page.waitForFunction(() => '__earlyTap' in window);
      await tab.tap();
      expect(await tab.getAttribute('aria-busy')).toBe('true');
      release();
      await page
        .getByRole('tabpanel', { name: 'Sign Up' })
        .getByLabel(/^First Name/)
        .waitFor({ timeout: 20_000 });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(await tab.getAttribute('aria-busy')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('phone /rates: an amount typed before the script ran is the one converted', async () => {
    const { context, page, problems, release } = await heldPage('phone');
    try {
      await page.goto('/rates#calculator', { waitUntil: 'commit' });
      const amount = page.getByLabel('Amount', { exact: true });
      await amount.waitFor();
      await amount.fill('2500');
      release();
      await page.locator('mizani-island[data-island="Calculator"][data-hydrated]').waitFor();
      await expect
        .poll(() => page.locator('#calculator').innerText(), { timeout: 20_000 })
        .toContain('2,500.00 USD');
      expect(await amount.inputValue()).toBe('2500');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('phone /auth: a sign-in sent before the script ran stays out of the address and is sent once, hydrated', async () => {
    const { context, page, problems, release } = await heldPage('phone');
    try {
      const sent: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/auth/sign-in')) sent.push(r.method());
      });
      await page.goto('/auth', { waitUntil: 'commit' });
      await page.waitForFunction(() => '__earlyTap' in window);
      await page.getByRole('textbox', { name: /^Email/ }).fill('early@example.com');
      const password = page.locator('input[name="password"]');
      await password.fill('not-the-password-1');
      await password.press('Enter');
      // Held by the early script: no plain GET with the fields in the address.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      expect(sent).toEqual([]);

      release();
      await expect
        .poll(() => page.getByText('Please check your email and password and try again.').count(), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      expect(sent).toEqual(['POST']);
      expect(new URL(page.url()).search).toBe('');
      // The refused sign-in is the one console error.
      expect(problems.filter((p) => !/401|sign-in/i.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in the app, the early script hands over at once: a header button it saw tapped is not left busy', async () => {
    const { context, page, problems, release } = await heldPage('desktop');
    try {
      release();
      // Signed out, the app's /dashboard leads to its sign-in screen, drawn by the app.
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.waitForURL(/\/auth\?redirectTo=/);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('dialog', { name: 'Search the site' }).waitFor();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links work without script: header links are real hrefs and navigate while scripts are held', async () => {
    const { context, page, release } = await heldPage('desktop');
    try {
      await page.goto('/', { waitUntil: 'commit' });
      const links = page.locator('header a');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(4);
      for (const href of hrefs) expect(href).toMatch(/^\/[^\s]*$/);
      await page.getByRole('link', { name: 'Offices', exact: true }).click();
      await page.waitForURL(`${app.url}/offices`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      release();
    } finally {
      await context.close();
    }
  });
});

describe('the early script', () => {
  it('is an external, deferred script in the head, and the only script of the HTML (decisions 026, 030)', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    // Deferred: it never holds the first paint. It starts the islands' script itself after the
    // first paint (data-entry), so the page's HTML names no other script and preloads none.
    const tag =
      /<script src="(\/assets\/early-tap-[\w-]+\.js)" defer data-entry="\/assets\/islands-[\w-]+\.js" data-preload="[^"]*"><\/script>/.exec(
        head,
      );
    expect(tag).not.toBeNull();
    expect(html.match(/<script[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    // Nothing else blocks rendering: the stylesheet is inline, no external one.
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<style>');
    const js = await fetch(`${app.url}${tag![1]}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    // Content-hashed: cached for good, never revalidated on the critical path.
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    // Tiny: it is on every page's critical path (about 1.1 kB since it also holds forms sent
    // before hydration, 630 B gzip).
    expect((await js.text()).length).toBeLessThan(1280);
  });
});
