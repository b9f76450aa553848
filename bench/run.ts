// npm run bench: builds the app, starts it on loopback (embedded database, then a throwaway
// PostgreSQL), runs every benchmark and writes bench/report.md and bench/report.json.
// Flags: --quick (shorter load runs, Lighthouse on four pages), --no-build, --no-lighthouse.
// The web app is built into bench/.tmp/dist (never the served apps/web/dist), or WEB_DIST names an
// existing build to measure (then nothing is built).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, ROOT, type RunningServer } from '../e2e/support/server.ts';
import { startThrowawayPostgres } from '../e2e/support/postgres.ts';
import { apiLoad } from './api-load.ts';
import { bundleSizes } from './bundle.ts';
import { lighthouse, type LighthouseRow } from './lighthouse.ts';
import { openSubscribers } from './sse.ts';
import { machine, median, rssMiB } from './lib.ts';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const GIVEN_DIST = process.env.WEB_DIST;
const DIST = GIVEN_DIST ? path.resolve(GIVEN_DIST) : path.join(ROOT, 'bench/.tmp/dist');
// Every server the bench starts (startServer passes process.env on) serves this build.
process.env.WEB_DIST = DIST;
const report: Record<string, unknown> = { machine: machine() };
const md: string[] = [];

function section(title: string, lines: string[]) {
  md.push(`## ${title}`, '', ...lines, '');
  console.log(`\n## ${title}\n${lines.join('\n')}`);
}
function table(rows: object[]): string[] {
  if (!rows.length) return ['(no rows)'];
  const cols = Object.keys(rows[0]!) as string[];
  return [
    `| ${cols.join(' | ')} |`,
    `| ${cols.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (r) => `| ${cols.map((c) => fmt((r as Record<string, unknown>)[c])).join(' | ')} |`,
    ),
  ];
}
const fmt = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
}

async function startupTimes(env: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [server, ms] = await timed(() => startServer({ env: { ...env, RATE_FEED: 'manual' } }));
    times.push(ms);
    await server.stop();
  }
  return { runsMs: times.map(Math.round), medianMs: Math.round(median(times)) };
}

/** Highest resident memory of the server while `fn` runs (sampled every 250 ms). */
async function peakRss<T>(server: RunningServer, fn: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(server.proc.pid!);
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(server.proc.pid!))), 250);
  try {
    return [await fn(), peak];
  } finally {
    clearInterval(timer);
  }
}

async function sseMemory(server: RunningServer) {
  const sse = await openSubscribers(`${server.url}/api/rates/stream`, 5000).catch((e: Error) => ({
    error: e.message,
    closeAll() {},
  }));
  await new Promise((r) => setTimeout(r, 2000));
  const with5000 = rssMiB(server.proc.pid!);
  sse.closeAll();
  return { with5000SseMiB: with5000, sseError: 'error' in sse ? sse.error : undefined };
}

/** Feature benchmarks live beside this file; each exports a function returning its figures. */
async function featureBench(file: string, ctx: Record<string, unknown>) {
  const full = path.join(ROOT, 'bench', file);
  if (!existsSync(full)) return { skipped: `${file} not present` };
  const mod = (await import(full)) as Record<string, unknown>;
  const fn = (mod.default ?? mod.run ?? Object.values(mod).find((v) => typeof v === 'function')) as
    ((c: unknown) => Promise<unknown>) | undefined;
  if (!fn) return { skipped: `${file} exports no function` };
  try {
    return await fn(ctx);
  } catch (err) {
    return { error: (err as Error).message };
  }
}

async function main() {
  if (!args.has('--no-build') && !GIVEN_DIST) {
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, WEB_OUT_DIR: DIST },
    });
    if (r.status !== 0) throw new Error('build failed');
  }
  const pages = [
    ...readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8').matchAll(
      /<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g,
    ),
  ].map((m) => m[1] || '/');

  // 1. Bundle sizes
  const bundles = bundleSizes(DIST, pages);
  report.bundles = bundles;
  section('JavaScript and CSS at first load (gzip)', [
    ...table(bundles.pages),
    '',
    `Lazy chunks: ${bundles.lazyChunks}, ${bundles.lazyTotalGzipKB} kB gzip in total. Largest: ${bundles.largestLazy.map((l) => `${l.file} ${l.gzipKB} kB`).join(', ')}`,
  ]);

  // 2. Start-up time
  const startup = await startupTimes();
  report.startup = startup;
  section('Start-up (fresh data folder to healthy /api/health, embedded database)', [
    `median ${startup.medianMs} ms over ${startup.runsMs.join(', ')} ms`,
  ]);

  // 3. Embedded database: load, memory, Lighthouse
  const embedded = await startServer({
    env: { TRUSTED_PROXIES: '127.0.0.1', RATE_FEED: 'manual' },
  });
  try {
    const idleMiB = rssMiB(embedded.proc.pid!);
    const [loadEmbedded, underLoadPeakMiB] = await peakRss(embedded, () =>
      apiLoad(embedded.url, { durationSec: quick ? 3 : 8 }),
    );
    report.apiEmbedded = loadEmbedded.rows;
    section('API load on the embedded database (autocannon, loopback)', table(loadEmbedded.rows));
    const mem = { idleMiB, underLoadPeakMiB, ...(await sseMemory(embedded)) };
    report.memory = mem;
    section('Server memory (RSS, embedded database)', [
      `idle after start: ${mem.idleMiB} MiB; peak under the API load above: ${mem.underLoadPeakMiB} MiB; with 5,000 SSE subscribers: ${mem.with5000SseMiB} MiB${mem.sseError ? ` (SSE: ${mem.sseError})` : ''}`,
    ]);

    if (!args.has('--no-lighthouse')) {
      const lhPages = quick ? ['/', '/rates', '/careers', '/support/help'] : pages;
      const rows: LighthouseRow[] = [];
      const failed: string[] = [];
      for (const p of lhPages)
        for (const ff of ['mobile', 'desktop'] as const) {
          // One retry: a run can fail on a busy machine (Chromium paints nothing in time).
          for (let attempt = 1; attempt <= 2; attempt++) {
            try {
              rows.push(lighthouse(embedded.url, p, ff));
              break;
            } catch (err) {
              console.error((err as Error).message);
              if (attempt === 2)
                failed.push(`${p} (${ff}): ${(err as Error).message.split('\n')[0]}`);
            }
          }
        }
      report.lighthouse = rows;
      report.lighthouseFailed = failed;
      section('Lighthouse', [
        ...table(rows),
        ...(failed.length ? ['', `Failed twice, no figures: ${failed.join('; ')}`] : []),
      ]);
    }
  } finally {
    await embedded.stop();
  }

  // 4. Feature benchmarks (rates/SSE/alerts, orders storm, admin inbox) on both databases
  const pg = await startThrowawayPostgres();
  try {
    for (const [file, title] of [
      ['rates.ts', 'Rates: cache, SSE fan-out, alert evaluation'],
      ['orders.ts', 'Orders storm'],
      ['admin-inbox.ts', 'Admin inbox with 100,000 requests'],
    ] as const) {
      const figures = await featureBench(file, { pgUrl: pg.url, quick });
      report[file.replace('.ts', '')] = figures;
      section(title, ['```json', JSON.stringify(figures, null, 2), '```']);
    }
    // API load again on PostgreSQL
    const db = `bench_${Date.now()}`;
    spawnSync('psql', [pg.url, '-c', `create database ${db}`], { encoding: 'utf8' });
    const pgServer = await startServer({
      env: {
        DATABASE_URL: pg.url.replace(/\/postgres$/, `/${db}`),
        SEED_DEMO: 'true',
        TRUSTED_PROXIES: '127.0.0.1',
        RATE_FEED: 'manual',
      },
    });
    try {
      const { createDemoUsersForBench } = await import('./pg-demo.ts');
      await createDemoUsersForBench(pg.url.replace(/\/postgres$/, `/${db}`));
      const loadPg = await apiLoad(pgServer.url, { durationSec: quick ? 3 : 8 });
      report.apiPostgres = loadPg.rows;
      section('API load on PostgreSQL (autocannon, loopback)', table(loadPg.rows));
    } finally {
      await pgServer.stop();
    }
  } finally {
    pg.stop();
  }

  const header = [
    '# Benchmark report',
    '',
    `Made by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${report.machine && (report.machine as { date: string }).date}.`,
    '',
    '```json',
    JSON.stringify(report.machine, null, 2),
    '```',
    '',
    'Load figures are from autocannon on loopback; "ratio" is requests per second against the bare',
    '`/api/health/live` route measured in the same run. Timings that vary run to run are medians.',
    '',
  ];
  writeFileSync(path.join(ROOT, 'bench/report.md'), [...header, ...md].join('\n'));
  writeFileSync(path.join(ROOT, 'bench/report.json'), JSON.stringify(report, null, 2));
  console.log('\nWrote bench/report.md and bench/report.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
