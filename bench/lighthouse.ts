import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseRow {
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  cssKB: number;
  /** The page's HTML as sent (gzip): since decision 026 it carries the stylesheet. */
  htmlKB: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/** Lighthouse through its CLI with Debian's Chromium (about 11 s a page). */
export function lighthouse(
  url: string,
  pagePath: string,
  formFactor: 'mobile' | 'desktop',
  extraArgs: string[] = [],
): LighthouseRow {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const args = [
    url + pagePath,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  args.push(...extraArgs);
  const r = spawnSync('node_modules/.bin/lighthouse', args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    // A run Chromium could not finish (e.g. NO_FCP on a loaded machine) has no metrics: an error,
    // never a row of zeros.
    if (report.runtimeError?.code)
      throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    if (!Number.isFinite(report.audits['largest-contentful-paint']?.numericValue))
      throw new Error('no largest contentful paint measured');
    const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
    const items: { resourceType: string; transferSize: number }[] =
      report.audits['network-requests']?.details?.items ?? [];
    const bytes = (type: string) =>
      Math.round(
        items
          .filter((i) => i.resourceType === type)
          .reduce((n, i) => n + (i.transferSize ?? 0), 0) / 102.4,
      ) / 10;
    return {
      path: pagePath,
      formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? NaN),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
      cls:
        Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      jsKB: bytes('Script'),
      cssKB: bytes('Stylesheet'),
      htmlKB: bytes('Document'),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    };
  } catch (err) {
    throw new Error(
      `lighthouse failed for ${pagePath} (${formFactor}): ${(err as Error).message} ${r.stderr?.slice(-300) ?? ''}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on a signed-in page. Its `--extra-headers` cookie does not hold: the first cookie the
 * page sets (the language, mizani_lang) makes Chromium send the jar's cookies instead, and the
 * next API call answers 401. So the session goes into the jar of a fresh Chromium, which
 * Lighthouse then drives (`--port`) without clearing its storage; the profile is new, so the
 * cache is as cold as in any other run.
 */
export async function lighthouseSignedIn(
  url: string,
  pagePath: string,
  formFactor: 'mobile' | 'desktop',
  cookies: { name: string; value: string }[],
): Promise<LighthouseRow> {
  const { spawn } = await import('node:child_process');
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const port = 9300 + Math.floor(Math.random() * 600);
  const chrome = spawn(
    '/usr/bin/chromium',
    [...FLAGS.split(' '), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  try {
    let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
    for (let i = 0; !browser; i++) {
      try {
        browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      } catch (err) {
        if (i > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await browser.contexts()[0]!.addCookies(cookies.map((c) => ({ ...c, url })));
    await browser.close(); // disconnects: the browser and its cookies stay for Lighthouse
    return lighthouse(url, pagePath, formFactor, [`--port=${port}`, '--disable-storage-reset']);
  } finally {
    chrome.kill();
    await new Promise((r) => chrome.once('exit', r).once('error', r));
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's flag that keeps every script from loading: the page as its HTML and CSS alone. */
export const WITHOUT_SCRIPTS = ['--blocked-url-patterns=*.js'];

/**
 * A page with a heading and a paragraph and nothing else, on loopback: its mobile TBT is what this
 * machine costs before any page of ours (on a fast desktop it is 0 ms), the reference beside which
 * the pages' figures are read. In a process of its own: lighthouse() blocks this one's event loop.
 */
export async function startBlankPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A blank page."><title>Blank</title></head><body><h1>Blank</h1><p>A heading and a paragraph.</p></body></html>';
  const code = `const s = require('node:http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); r.end(${JSON.stringify(html)}); });
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const proc = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.once('data', (d) => resolve(Number(String(d).trim())));
    proc.once('exit', () => reject(new Error('the blank page server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      proc.kill();
    },
  };
}
