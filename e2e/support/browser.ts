import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { ROOT } from './server.ts';

/**
 * axe-core's browser script, minified: the version @axe-core/playwright pins (and would inject).
 * Its `source` export is the unminified axe.js (1.3 MB), which a fresh renderer parsed in about
 * 1.1 CPU s per document; axe.min.js (0.58 MB) takes about 0.75 (docs/testing.md).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Journeys only: V8's optimising tiers (Maglev, TurboFan) compile code that a page visited for
 * seconds never pays back. Without them Chromium used about 20 % less CPU over the same twenty
 * page visits with axe (35.4 → 28.4 CPU s, docs/testing.md), and the journeys are CPU-bound on
 * two cores. The app's code runs the same; a bench that times pages (`asUsers`) keeps them.
 */
const JOURNEY_ARGS = ['--js-flags=--no-opt --no-maglev'];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(opts: { asUsers?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: opts.asUsers ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, ...JOURNEY_ARGS],
  });
}

/** A page that records console errors and failed requests, so tests can assert there were none. */
export async function newPage(
  browser: Browser,
  opts: { viewport?: ViewportName; baseURL?: string; locale?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    baseURL: opts.baseURL,
    reducedMotion: 'reduce',
    // The browser's language (navigator.languages, Accept-Language); Chromium's own otherwise.
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    // Navigations away cancel in-flight requests (net::ERR_ABORTED): not a failure of the app.
    if (!failure.includes('ERR_ABORTED')) problems.push(`requestfailed: ${req.url()} ${failure}`);
  });
  return { context, page, problems };
}

/** The WCAG 2.1 A and AA rules: every screen. */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA on top (target size): the pages that claim it (routes.test.ts lists them). */
export const WCAG22_AA = [...WCAG21_AA, 'wcag22aa'];

/** Runs axe (WCAG 2.1 AA unless `tags` says otherwise) and returns the violations, readable. */
export async function axeViolations(page: Page, tags: string[] = WCAG21_AA) {
  // Let finite animations (a dialog fading in) end first: mid-fade text has a lower contrast.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // axe.run in the page itself, its script injected once per document. @axe-core/playwright's
  // AxeBuilder evaluated the 550 kB script twice per call and, by default, ran axe per frame and
  // then opened a blank page to merge the frames' results (a page, a third injection, every
  // passing node sent across); the app has no iframes, so the result is the same. Only
  // violations are collected (passes and incomplete are not reported). docs/testing.md.
  const injected = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'] },
      ),
    tags,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

const SHOTS = path.join(ROOT, '.artifacts', 'screenshots');
/**
 * A screenshot for review by hand. The window only by default: a whole-page capture lays the
 * page out again at its full height and encodes a tall image (5-10 times the time, seconds per
 * shot on a busy machine, ~150 shots); E2E_FULL_SCREENSHOTS=1 takes whole pages.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const take = () =>
    page.screenshot({
      path: path.join(SHOTS, `${name.replace(/[^\w.-]+/g, '_')}.png`),
      fullPage: process.env.E2E_FULL_SCREENSHOTS === '1',
    });
  try {
    await take();
  } catch (error) {
    // Chromium refuses a capture while a navigation swaps the document (seen once on CI): a
    // shot is for review, so wait for the new page and take it again rather than fail the test.
    if (!String(error).includes('Unable to capture screenshot')) throw error;
    await page.waitForLoadState('load');
    await take();
  }
}

/**
 * The screen now open, at both widths: for each, the page is resized to it, `check` runs (axe,
 * layout) and a screenshot is taken as `<prefix>/<width>/<name>`; then the first size comes back.
 * A journey runs its money flow once and still shows both layouts of each step (issue 36: no two
 * journeys proving the same path).
 */
export async function atBothWidths(
  page: Page,
  prefix: string,
  name: string,
  check: (width: ViewportName) => Promise<void> = async () => {},
) {
  const start = page.viewportSize();
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    // Laid out again at the new size (media queries, the shell's navigation), with nothing
    // wider than the window.
    await page.waitForFunction(
      (w) =>
        window.innerWidth === w &&
        document.documentElement.scrollWidth <= w + 1 &&
        new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
      VIEWPORTS[width].width,
      { timeout: 10_000 },
    );
    await check(width);
    await screenshot(page, `${prefix}/${width}/${name}`);
  }
  if (start) await page.setViewportSize(start);
}
