// JavaScript a real browser fetches before the load event (issue 14, item 2), per public page,
// /auth and the signed-in dashboard. Debian's Chromium (playwright-core) opens each page in a
// fresh context (empty cache, phone viewport); every script the page fetched is listed from the
// Resource Timing entries, and those that finished before `loadEventStart` are counted. Sizes are
// the built files gzipped at level 9 (the same unit as the bundle table), so they do not depend
// on the server's on-the-fly compression level; `wireKB` is what actually crossed the network.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

export interface FirstLoadRow {
  path: string;
  /** Scripts finished before the load event: count and gzip size. */
  scriptsBeforeLoad: number;
  jsBeforeLoadGzipKB: number;
  /** Every script fetched until the network was quiet, without interaction: what the page needs. */
  jsToRenderGzipKB: number;
  /** Bytes of scripts on the wire before the load event (as served, compressed). */
  wireKB: number;
  loadEventMs: number;
  /** Every script fetched, `name kB` with a `*` when it ended after the load event (JSON only). */
  scripts: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function firstLoadBench(opts: {
  url: string;
  dist: string;
  pages: string[];
  /** Measured signed in as the demo client (the dashboard). */
  signedInPages?: string[];
}): Promise<FirstLoadRow[]> {
  const sizes = new Map<string, number>();
  const gzipOf = (urlPath: string) => {
    let n = sizes.get(urlPath);
    if (n === undefined) {
      const file = path.join(opts.dist, decodeURIComponent(urlPath));
      n = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
      sizes.set(urlPath, n);
    }
    return n;
  };
  const browser = await launchBrowser({ asUsers: true });
  const rows: FirstLoadRow[] = [];
  try {
    const measure = async (pagePath: string, signedIn: boolean) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      try {
        if (signedIn) {
          const res = await context.request.post(`${opts.url}/api/auth/sign-in/email`, {
            data: DEMO_CREDENTIALS.client,
            headers: { Origin: opts.url },
          });
          if (res.status() !== 200) throw new Error(`sign-in answered ${res.status()}`);
        }
        const page = await context.newPage();
        await page.goto(opts.url + pagePath, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        const timing = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return {
            loadEventStart: nav.loadEventStart,
            scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => new URL(e.name).pathname.endsWith('.js'))
              .map((e) => ({
                path: new URL(e.name).pathname,
                responseEnd: e.responseEnd,
                encoded: e.encodedBodySize,
              })),
          };
        });
        const before = timing.scripts.filter((s) => s.responseEnd <= timing.loadEventStart);
        const sum = (list: { path: string }[]) =>
          kb([...new Set(list.map((s) => s.path))].reduce((n, p) => n + gzipOf(p), 0));
        rows.push({
          path: signedIn ? `${pagePath} (signed in)` : pagePath,
          scriptsBeforeLoad: before.length,
          jsBeforeLoadGzipKB: sum(before),
          jsToRenderGzipKB: sum(timing.scripts),
          wireKB: kb(before.reduce((n, s) => n + s.encoded, 0)),
          loadEventMs: Math.round(timing.loadEventStart),
          scripts: timing.scripts.map(
            (s) =>
              `${path.basename(s.path)} ${kb(gzipOf(s.path))}${s.responseEnd > timing.loadEventStart ? ' *' : ''}`,
          ),
        });
      } finally {
        await context.close();
      }
    };
    for (const p of opts.pages) await measure(p, false);
    for (const p of opts.signedInPages ?? []) await measure(p, true);
  } finally {
    await browser.close();
  }
  return rows;
}
