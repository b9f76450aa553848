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
}

/** Lighthouse through its CLI with Debian's Chromium (about 11 s a page). */
export function lighthouse(
  url: string,
  pagePath: string,
  formFactor: 'mobile' | 'desktop',
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
    };
  } catch (err) {
    throw new Error(
      `lighthouse failed for ${pagePath} (${formFactor}): ${(err as Error).message} ${r.stderr?.slice(-300) ?? ''}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
