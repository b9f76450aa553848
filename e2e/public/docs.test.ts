import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { poll } from '../support/ui.ts';
import { ADMIN } from '../support/demo.ts';
import { DOC_SLUGS, docArticlePath } from '../../apps/web/src/content/docs/catalogue.ts';
import { DOC_ARTICLE_INFO } from '../../apps/web/src/content/docs/meta.ts';

// Issue 21 (part): the documentation centre at /support/docs replaces its placeholder. The index
// filters the articles by title and text, each article is its own pre-rendered page, and the fees
// article shows the worked example priced by the product's own quote code (unit-tested in
// apps/web/src/content/docs/docs-content.test.ts). routes.test.ts runs axe, the title, canonical,
// h1 and overflow checks on the index and every article at 390 and 1280 px.
// Pages hydrate slowly on a loaded machine; the polls wait up to 15 s.

const app = useApp();

const open = app.open;
const main = (page: Page) => page.locator('main');
const cards = (page: Page) => main(page).locator('a[href^="/support/docs/"]');
const searchBox = (page: Page) =>
  main(page).getByRole('searchbox', { name: 'Search the documentation' });

/**
 * Types into the pre-rendered search box until the hydrated page reacts to it. Cleared first on
 * each try: text typed before hydration is already in the box, and filling the same text again
 * would not reach React as a change.
 */
async function search(page: Page, query: string, expectedCards: number) {
  await poll(async () => {
    await searchBox(page).fill('');
    await searchBox(page).fill(query);
    return cards(page).count();
  }).toBe(expectedCards);
}

describe.each(['phone', 'desktop'] as ViewportName[])('documentation at %s width', (viewport) => {
  it('the index lists every article; search filters by text and shows an empty state with Clear Search', async () => {
    const { context, page, problems } = await open(viewport);
    try {
      await page.goto('/support/docs', { waitUntil: 'load' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Documentation');
      expect(await cards(page).count()).toBe(DOC_SLUGS.length);
      for (const h of [
        'Getting started',
        'Wallet and payments',
        'Converting currencies',
        'Security',
      ])
        expect(await main(page).getByRole('heading', { name: h, exact: true }).count(), h).toBe(1);
      await screenshot(page, `docs/${viewport}/index`);

      // "paybill" is only in the body of the funding article, not in any title or card.
      await search(page, 'paybill', 1);
      expect(await cards(page).first().getAttribute('href')).toBe(
        '/support/docs/funding-and-withdrawals',
      );
      // A title, in any case.
      await search(page, 'RATE ALERTS', 1);
      expect(await cards(page).first().getAttribute('href')).toBe('/support/docs/rate-alerts');

      await search(page, 'qwertyuiop', 0);
      expect(await main(page).getByRole('heading', { name: 'No articles found' }).count()).toBe(1);
      expect(await main(page).textContent()).toContain('Nothing matches “qwertyuiop”');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `docs/${viewport}/index-empty`);
      await main(page).getByRole('button', { name: 'Clear Search' }).click();
      await poll(() => cards(page).count()).toBe(DOC_SLUGS.length);
      expect(await searchBox(page).inputValue()).toBe('');
      // Clear puts the focus back in the search box.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe(
        'search',
      );

      // Still need help? links to the help centre and Contact Support.
      const help = main(page).locator('#still-need-help');
      expect(await help.getByRole('link', { name: 'Help Centre' }).getAttribute('href')).toBe(
        '/support/help',
      );
      expect(await help.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
        '/support/contact',
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an article opens from the index; the fees article shows the worked example', async () => {
    const { context, page, problems } = await open(viewport);
    try {
      await page.goto('/support/docs', { waitUntil: 'load' });
      await search(page, 'worked example', 1);
      await cards(page).first().click();
      await page.waitForURL(`${app.url}/support/docs/fees-and-a-worked-example`);
      await poll(() => page.title()).toBe('Fees and a Worked Example — Mizani');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Fees and a Worked Example',
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        /\/support\/docs\/fees-and-a-worked-example$/,
      );
      // Breadcrumbs: Home › Support › Documentation (a link back to the index) › the article.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe(
        '/support/docs',
      );
      expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(
        'Fees and a Worked Example',
      );

      // The worked example at the default fee (10 bps) and spread (50 bps).
      const table = page.getByTestId('fee-example');
      const row = async (name: string) =>
        (await table.getByRole('row', { name }).locator('td').textContent())?.trim();
      expect(await row('You sell')).toBe('1,000.00 USD');
      expect(await row('Fee (0.10%)')).toBe('1.00 USD');
      expect(await row('Converted')).toBe('999.00 USD');
      expect(await row('Market rate')).toBe('1 USD = 129.00 KES');
      expect(await row('Rate (after the 0.50% spread)')).toBe('1 USD = 128.355 KES');
      expect(await row('You receive')).toBe('128,226.64 KES');
      expect(await main(page).textContent()).toContain(
        'on 1,234.56 USD the exact fee is 1.23456 USD and you pay 1.24 USD',
      );
      await screenshot(page, `docs/${viewport}/fees`);
      await table.scrollIntoViewIfNeeded();
      await screenshot(page, `docs/${viewport}/fees-example`);

      // Related articles of the same category, and back to the index.
      await main(page)
        .getByRole('link', { name: /^Rate Alerts/ })
        .click();
      await page.waitForURL(`${app.url}/support/docs/rate-alerts`);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rate Alerts');
      await main(page).getByRole('link', { name: 'All documentation' }).click();
      await page.waitForURL(`${app.url}/support/docs`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('documentation pages as served', () => {
  it.each(DOC_ARTICLE_INFO.map((a) => [a.slug, a] as const))(
    '%s is pre-rendered with its own title, description, canonical and h1, and is in the sitemap',
    async (slug, article) => {
      const html = await (await fetch(app.url + docArticlePath(slug))).text();
      expect(html).toContain(`<title>${article.title} — Mizani</title>`);
      expect(html).toContain(`<meta name="description" content="${article.description}"`);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+/support/docs/${slug}"`),
      );
      expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
      expect(html).toContain(`>${article.title.replace(/&/g, '&amp;')}</h1>`);
      const sitemap = await (await fetch(app.url + '/sitemap.xml')).text();
      expect(sitemap).toMatch(new RegExp(`/support/docs/${slug}</loc>`));
    },
  );

  it('an unknown article is the 404 page', async () => {
    const res = await fetch(app.url + '/support/docs/no-such-article');
    expect(res.status).toBe(404);
  });

  it('the site search finds an article and opens it', async () => {
    const { context, page } = await open('desktop');
    try {
      // From any page: the header's search button opens the overlay.
      await page.goto('/support/contact', { waitUntil: 'load' });
      const dialog = page.getByRole('dialog');
      const opener = page
        .getByRole('banner')
        .getByRole('button', { name: /search/i })
        .first();
      await poll(async () => {
        if (!(await dialog.isVisible())) await opener.click();
        return dialog.isVisible();
      }).toBe(true);
      await dialog.getByRole('combobox').fill('backup codes');
      await poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
      await dialog.getByRole('option', { name: /Keeping Your Account Safe/ }).click();
      await page.waitForURL(`${app.url}/support/docs/keeping-your-account-safe`);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Keeping Your Account Safe',
      );
    } finally {
      await context.close();
    }
  });

  // Last: it changes the platform's fee for the rest of this server's life.
  it('the worked example follows the fee and spread an admin sets', async () => {
    const cookie = await app.cookie(ADMIN);
    const put = await fetch(`${app.url}/api/admin/settings/platform`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ 'trading.feeBps': 25, 'trading.spreadBps': 40 }),
    });
    expect(put.status).toBe(200);
    const { page, problems } = await open('phone');
    await page.goto('/support/docs/fees-and-a-worked-example', { waitUntil: 'networkidle' });
    const table = page.getByTestId('fee-example');
    const row = async (name: string) =>
      (await table.getByRole('row', { name }).locator('td').textContent())?.trim();
    await poll(() => row('Fee (0.25%)')).toBe('2.50 USD');
    expect(await row('Rate (after the 0.40% spread)')).toBe('1 USD = 128.484 KES');
    expect(await row('You receive')).toBe('128,162.79 KES');
    expect(await main(page).textContent()).toContain(
      'The fee is currently 0.25% (25 basis points) of the amount you sell.',
    );
    expect(problems).toEqual([]);
  });
});
