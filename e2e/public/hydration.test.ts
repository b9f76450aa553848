import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { poll } from '../support/ui.ts';

// Hydration agrees with the pre-rendered HTML (decisions 030, 032). React's production build
// neither reports an attribute that differs when it hydrates nor fixes it: a pre-rendered id that
// the browser renders differently (useId counted otherwise) leaves every label, description and
// tab pointing at nothing, silently. So after hydrating, every element React owns in an island is
// compared with the props it rendered (React keeps them on the node, `__reactProps$…`), and every
// id reference in the page must name an element. Each island is a root of its own (decision 030,
// its ids prefixed by its place: src/islands/names.ts), so no id may appear twice in the page.

const app = useApp();

const PAGES = [
  '/',
  '/rates',
  '/auth',
  '/fr/auth',
  '/support/contact',
  '/support/help',
  '/legal/terms',
  '/support/docs/rate-alerts',
  '/services/corporate',
  '/trading',
  '/careers',
  '/support/status',
  '/fr',
  '/services/api',
];

interface Agreement {
  elements: number;
  references: number;
  differences: string[];
  dangling: string[];
}

describe('hydration', () => {
  // One tab visits every page, as routes.test.ts does: each visit is a new document that hydrates
  // from scratch, and a fresh context per page only compiled the same scripts again.
  let tab: Awaited<ReturnType<typeof app.open>>;
  beforeAll(async () => {
    tab = await app.open('phone');
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it.each(PAGES)(
    '%s: every element keeps the id, for, aria references, href and class it was rendered with',
    async (pagePath) => {
      const { context, page, problems } = tab;
      // Only this page's problems count, and no language choice carries over from a /fr page.
      problems.length = 0;
      await context.clearCookies();
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      // Those that wake near the screen (the home carousel) are brought to it.
      for (const box of await page.locator('mizani-island[data-when="visible"] > *').all())
        await box.scrollIntoViewIfNeeded();
      // Every island hydrated (the idle ones after the load event).
      await poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('mizani-island')).every(
            (el) =>
              el.hasAttribute('data-hydrated') &&
              Object.keys(el).some((k) => k.startsWith('__reactContainer$')),
          ),
        ),
      ).toBe(true);
      const result: Agreement = await page.evaluate(() => {
        const ATTRS: [string, (p: Record<string, unknown>) => unknown][] = [
          ['id', (p) => p.id],
          ['for', (p) => p.htmlFor],
          ['aria-labelledby', (p) => p['aria-labelledby']],
          ['aria-describedby', (p) => p['aria-describedby']],
          ['aria-controls', (p) => p['aria-controls']],
          ['href', (p) => p.href],
          ['class', (p) => p.className],
        ];
        const shown = (v: unknown) => (v == null || v === false ? null : String(v));
        const differences: string[] = [];
        let elements = 0;
        const root = document.getElementById('root')!;
        for (const island of Array.from(document.querySelectorAll('mizani-island'))) {
          for (const el of Array.from(island.querySelectorAll('*'))) {
            const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
            if (!key) continue; // not (yet) React's: a part still waiting, or plain HTML
            elements++;
            const props = (el as unknown as Record<string, Record<string, unknown>>)[key]!;
            for (const [attr, prop] of ATTRS) {
              const rendered = shown(prop(props));
              const inPage = el.getAttribute(attr);
              // React writes an empty class="" no differently from none.
              if (rendered !== inPage && !(attr === 'class' && !rendered && !inPage))
                differences.push(
                  `<${el.localName}> ${attr}: rendered ${JSON.stringify(rendered)}, page ${JSON.stringify(inPage)}`,
                );
            }
          }
        }
        // A reference to an id that is not in the page, unless it names something closed.
        const dangling: string[] = [];
        let references = 0;
        for (const attr of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
          for (const el of Array.from(root.querySelectorAll(`[${attr}]`))) {
            for (const id of el.getAttribute(attr)!.split(/\s+/).filter(Boolean)) {
              references++;
              const closed =
                attr === 'aria-controls' && el.getAttribute('aria-expanded') === 'false';
              if (!document.getElementById(id) && !closed)
                dangling.push(`<${el.localName}> ${attr}="${id}"`);
            }
          }
        }
        const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
        for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i)))
          differences.push(`id "${id}" appears more than once`);
        return { elements, references, differences, dangling };
      });
      console.log(`${pagePath}: ${result.elements} elements, ${result.references} id references`);
      // The header alone is more than 40.
      expect(result.elements).toBeGreaterThan(40);
      expect(result.differences).toEqual([]);
      expect(result.dangling).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('island scripts', () => {
  it('start after the first paint, preloaded a few at a time: the islands that hydrate at once, not the idle ones', async () => {
    const html = await (await fetch(`${app.url}/auth`)).text();
    const tag =
      /<script src="\/assets\/early-tap-[\w-]+\.js" defer data-entry="([^"]+)" data-preload="([^"]*)">/.exec(
        html,
      );
    expect(tag).not.toBeNull();
    const preloads = tag![2]!.split(' ');
    expect(preloads.some((p) => /^\/assets\/AuthCard-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /^\/assets\/Header-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /^\/assets\/vendor-[\w-]+\.js$/.test(p))).toBe(true);
    // The language bar and switcher hydrate when idle: their code is not preloaded.
    expect(preloads.some((p) => /language-suggestion/.test(p))).toBe(false);
    expect(new Set(preloads).size).toBe(preloads.length);
    // The build's chunk map is not served.
    expect((await fetch(`${app.url}/.vite/chunks.json`)).status).toBe(404);

    // In the browser: the islands script comes after the first paint, and no island of /auth
    // waits on a chain of imports discovered one after the other.
    const { context, page, problems } = await app.open('phone');
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/auth', { waitUntil: 'networkidle' });
      await page.locator('mizani-island[data-island="AuthCard"][data-hydrated]').waitFor();
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      const entryStart = await page.evaluate(
        (entry) =>
          performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === entry)
            ?.startTime ?? NaN,
        tag![1]!,
      );
      expect(entryStart).toBeGreaterThanOrEqual(firstPaint);
      const island = (f: string) => /\/(AuthCard|Header)-/.test(f);
      expect(scripts.filter(island).every((f) => preloads.includes(f))).toBe(true);
      // The stylesheet is in the page: loading an island's code does not fetch it again (a
      // second download and a whole-page style recalculation).
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      expect(
        await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name)),
      ).toEqual(expect.arrayContaining(['island Header', 'island AuthCard']));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
