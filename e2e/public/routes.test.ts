import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import {
  axeViolations,
  screenshot,
  WCAG21_AA,
  WCAG22_AA,
  type ViewportName,
} from '../support/browser.ts';
import { DOC_SLUGS, docArticlePath } from '../../apps/web/src/content/docs/catalogue.ts';
import { SEED_NEWS } from '../../apps/server/src/db/seed/news.ts';

// Every route of the spec's route table (signed out). Protected routes land on /auth.
const ROUTES = [
  '/',
  '/auth',
  '/dashboard',
  '/rates',
  '/trading',
  '/about',
  '/offices',
  '/team',
  '/careers',
  '/legal/privacy',
  '/legal/terms',
  '/legal/license',
  '/legal/compliance',
  '/legal/risk',
  '/support/help',
  '/support/contact',
  '/support/docs',
  // Every documentation article, from the articles' own list.
  ...DOC_SLUGS.map(docArticlePath),
  '/support/status',
  '/services/api',
  '/services/api/reference',
  '/services/corporate',
  '/services/institutional',
  '/news',
  // A seeded news article: its page is the template filled in by the server (issue 21).
  `/news/${SEED_NEWS[0].slug}`,
  '/accessibility',
];

/**
 * Pages that claim WCAG 2.2 AA (issue 21: the disclosures, the service pages and the
 * accessibility statement): axe runs the 2.2 rules on them, the 2.1 set elsewhere.
 */
const WCAG22_ROUTES = new Set([
  '/legal/compliance',
  '/legal/risk',
  '/services/corporate',
  '/services/institutional',
  '/accessibility',
]);

const app = useApp();

// The one place every public page is loaded and axe-checked in English, at each width (the
// translations are checked in languages.test.ts, the open dialogs and sign-in steps in
// quality/a11y.test.ts). One page per width visits every route in turn: a fresh context per route
// only re-downloaded and re-compiled the same scripts (nothing here signs in or stores a choice).
describe.each(['phone', 'desktop'] as ViewportName[])('every route at %s width', (viewport) => {
  let tab: Awaited<ReturnType<typeof app.open>>;
  beforeAll(async () => {
    tab = await app.open(viewport);
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it.each(ROUTES)(
    '%s has its title, canonical, h1, no errors and no axe violations',
    async (route) => {
      const { page, problems } = tab;
      // Only this route's problems count.
      problems.length = 0;
      const res = await page.goto(route, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\//);
      // No horizontal scroll at any width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await axeViolations(page, WCAG22_ROUTES.has(route) ? WCAG22_AA : WCAG21_AA)).toEqual(
        [],
      );
      expect(problems).toEqual([]);
      await screenshot(page, `routes/${viewport}${route === '/' ? '/home' : route}`);
    },
  );

  it('an unknown route shows the 404 page with status 404', async () => {
    const { context, page } = await app.open(viewport);
    try {
      const res = await page.goto('/this/page/does-not-exist', { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).count())
        .toBe(1);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(app.url + '/');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('pre-rendered HTML', () => {
  it.each(ROUTES.filter((r) => !['/dashboard', '/auth'].includes(r)))(
    '%s has title, description and canonical in the first response',
    async (route) => {
      const html = await (await fetch(app.url + route)).text();
      expect(html).toMatch(/<title>[^<]{4,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<h1[\s>]/);
    },
  );

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await fetch(app.url + '/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap:/);
    const sitemap = await fetch(app.url + '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    // The sign-in form is findable (a search for the brand's sign-in finds the real one); the
    // password reset form and the signed-in areas are not.
    expect(xml).toContain(`<loc>${app.url}/auth</loc>`);
    expect(xml).not.toContain('/auth/reset-password<');
    expect(xml).not.toContain('/dashboard<');
    const auth = await (await fetch(app.url + '/auth')).text();
    expect(auth).toContain('<meta name="robots" content="index, follow" />');
    const reset = await (await fetch(app.url + '/auth/reset-password')).text();
    expect(reset).toContain('<meta name="robots" content="noindex" />');
  });
});
