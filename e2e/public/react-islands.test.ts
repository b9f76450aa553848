import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { poll } from '../support/ui.ts';

// Issue 35: the islands on React 19 (decision 032). Two things broke silently when the runtime
// changed from Preact: every <Later> part (the header's controls, the sign-in form) stayed
// pre-rendered HTML without its script, because its island read whether a part had waited right
// after hydrateRoot(), which only Preact's synchronous hydration answers; and /news asked for
// /__NL_COVER__, because React's pre-rendered HTML preloads each image, the template's token too.
const app = useApp();

type Step = { name: string; start: number; end: number };

/** The hydration steps islands/main.tsx measures: `island X`, then `island X (later)`. */
const steps = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('island '))
      .map((m) => ({ name: m.name, start: m.startTime, end: m.startTime + m.duration })),
  ) as Promise<Step[]>;

/** The island's <Later> parts hydrated after the island's own tree, in a later step. */
async function laterAfterIsland(page: Page, island: string) {
  await page.locator(`mizani-island[data-island="${island}"][data-hydrated]`).waitFor();
  expect(
    await page.locator(`mizani-island[data-island="${island}"]`).getAttribute('data-later'),
  ).toBe('1');
  const all = await steps(page);
  const own = all.find((s) => s.name === `island ${island}`);
  const later = all.find((s) => s.name === `island ${island} (later)`);
  expect(own, `island ${island} measured`).toBeTruthy();
  expect(later, `island ${island}'s <Later> part measured`).toBeTruthy();
  expect(later!.start).toBeGreaterThanOrEqual(own!.end);
}

describe('islands on React', () => {
  it("the header's <Later> controls hydrate after the header and answer a click", async () => {
    const { page, problems } = await app.open('desktop');
    await page.goto('/rates', { waitUntil: 'networkidle' });
    await laterAfterIsland(page, 'Header');
    // The search button is inside the header's <Later> part: only its script opens the dialog.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    // Includes "a <Later> part hydrated before its island" (islands/later.tsx) and any hydration
    // mismatch React reports.
    expect(problems).toEqual([]);
  });

  it('the sign-in form (a <Later> part of the auth card) hydrates after the card and validates', async () => {
    const { page, problems } = await app.open('phone');
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await laterAfterIsland(page, 'AuthCard');
    // Sent empty: the form's own validation answers (without its script the browser would send
    // a GET with the fields in the address).
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await poll(() => page.getByText('Email is required').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });
});

describe('pre-rendered templates', () => {
  it("no request for a template's token on /news and a news article", async () => {
    for (const path of ['/news', '/fr/news']) {
      const { page, problems } = await app.open('phone');
      const asked: string[] = [];
      page.on('request', (r) => asked.push(r.url()));
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('mizani-island[data-island="NewsList"][data-hydrated]').waitFor();
      // An article of the list, served from the article template.
      const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
      await first.click();
      await page.waitForURL(/\/news\/[\w-]+$/);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((url) => /__N(L|EWS)_/.test(decodeURIComponent(url)))).toEqual([]);
      expect(problems).toEqual([]);
    }
  });
});

describe('the signed-in dashboard', () => {
  it('paints its shell and skeleton before any script, then the app takes over', async () => {
    const { page, problems } = await app.clientPage('phone');
    // Every module script waits until released: what shows is the HTML alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/assets\/[^/]+\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Loading your session' }).waitFor();
    expect(
      await page.locator('section[aria-busy="true"] [data-slot="skeleton"]').count(),
    ).toBeGreaterThan(4);
    expect(await page.getByRole('banner').count()).toBe(1);
    release();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(await page.locator('section[aria-busy="true"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
