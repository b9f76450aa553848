// Start-up time and memory of the server process (issue 14, items 3 and 4), beside references
// measured in the same run: a bare Node HTTP server, bare PGlite opening a folder and creating
// one, and the same server on PostgreSQL. Runs alternate between trees so load drifts evenly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server.ts';
import { apiLoad } from './api-load.ts';
import { median, rssMiB } from './lib.ts';

const PROBE = path.join(import.meta.dirname, 'support/memory-probe.mjs');
const loadAvg = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
const round = (n: number) => Math.round(n);

export interface Started {
  ms: number;
  pid: number;
  url: string;
  /** process.memoryUsage() of the server, in MiB, read through bench/support/memory-probe.mjs. */
  usage: () => Promise<Record<string, number>>;
  stop: () => Promise<void>;
}

const TSX_ENTRY = ['--import', 'tsx', 'apps/server/src/index.ts'];
/** How `npm start` runs the server since decision 006's update: the esbuild bundle. */
const BUNDLE_ENTRY = ['--enable-source-maps', 'apps/server/dist/index.mjs'];

/** Bundles `root`'s server as `npm start` does; false when that tree has no bundler. */
export function bundleTree(root: string): boolean {
  const script = path.join(root, 'scripts/build-server.mjs');
  if (!existsSync(script)) return false;
  const r = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bundling ${root} failed: ${r.stderr}`);
  return true;
}

/**
 * The server of `root` (`node --import tsx apps/server/src/index.ts`, or the bundle with
 * `bundled`), timed from spawn to a 200 /api/health.
 */
export async function startTree(
  root: string,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mizani-footprint-')),
  bundled = false,
): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeFile = path.join(dataDir, '..', `probe-${path.basename(dataDir)}.json`);
  const logs: string[] = [];
  const t0 = performance.now();
  const proc = spawn(
    process.execPath,
    ['--import', PROBE, ...(bundled ? BUNDLE_ENTRY : TSX_ENTRY)],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        BETTER_AUTH_URL: url,
        LOG_LEVEL: 'warn',
        VITEST: '',
        DATABASE_URL: '',
        RATE_FEED: 'manual',
        TRUSTED_PROXIES: '127.0.0.1',
        MEMORY_PROBE_FILE: probeFile,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout!.on('data', (d) => logs.push(String(d)));
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - t0 > 120_000) throw new Error(`not healthy:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - t0;
  return {
    ms,
    pid: proc.pid!,
    url,
    async usage() {
      rmSync(probeFile, { force: true });
      proc.kill('SIGUSR2');
      for (let i = 0; i < 100; i++) {
        await new Promise((r) => setTimeout(r, 50));
        try {
          return JSON.parse(readFileSync(probeFile, 'utf8')) as Record<string, number>;
        } catch {
          // not written yet
        }
      }
      return {};
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(probeFile, { force: true });
    },
  };
}

/** Milliseconds until a child process prints "ready", and its resident memory then. */
function timeScript(code: string, cwd: string, args: string[] = [], nodeArgs: string[] = []) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code, ...args], {
    cwd,
    encoding: 'utf8',
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`reference failed: ${r.stderr}`);
  return {
    wallMs: performance.now() - t0,
    ...(JSON.parse(line) as { ms: number; rssMiB: number }),
  };
}

const REPORT = `const rssMiB = Math.round(process.memoryUsage().rss / 1048576);`;
const BARE_HTTP = `import http from 'node:http';
const s = http.createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', async () => {
  await fetch('http://127.0.0.1:' + s.address().port + '/');
  ${REPORT} console.log(JSON.stringify({ ms: performance.now(), rssMiB })); s.close(); });`;
const BARE_PGLITE = `import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const t = performance.now();
const pg = await PGlite.create(process.argv[1], { extensions: { pg_trgm } });
await pg.query('select 1'); ${REPORT}
console.log(JSON.stringify({ ms: performance.now() - t, rssMiB })); await pg.close();`;

export async function startupBench(ctx: { trees: Record<string, string>; runs?: number }) {
  const runs = ctx.runs ?? 3;
  const loadBefore = loadAvg();
  const root = Object.values(ctx.trees).at(-1)!;
  const rows: { what: string; runsMs: number[]; medianMs: number; rssMiB?: number }[] = [];
  const add = (what: string, ms: number[], rss?: number[]) =>
    rows.push({
      what,
      runsMs: ms.map(round),
      medianMs: round(median(ms)),
      ...(rss ? { rssMiB: round(median(rss)) } : {}),
    });

  const http = Array.from({ length: runs }, () => timeScript(BARE_HTTP, root));
  add(
    'reference: bare Node HTTP server, spawn to first answer',
    http.map((h) => h.wallMs),
  );

  // Bare PGlite: create from nothing (initdb) once per run, then reopen that folder.
  const created: number[] = [];
  const opened: number[] = [];
  const openedRss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-bare-pglite-'));
    created.push(timeScript(BARE_PGLITE, root, [dir]).ms);
    const o = timeScript(BARE_PGLITE, root, [dir]);
    opened.push(o.ms);
    openedRss.push(o.rssMiB);
    rmSync(dir, { recursive: true, force: true });
  }
  add('reference: bare PGlite.create, new folder (initdb), in process', created);
  add('reference: bare PGlite.create, existing folder, in process', opened, openedRss);

  // The server, each tree in turn (under tsx, and bundled as `npm start` runs it when the tree
  // has a bundler), fresh data folder each time; then a restart on a kept folder.
  const variants = Object.entries(ctx.trees).flatMap(([name, tree]) => [
    { label: `server (${name}), tsx`, tree, bundled: false },
    ...(bundleTree(tree)
      ? [{ label: `server (${name}), bundled (npm start)`, tree, bundled: true }]
      : []),
  ]);
  const fresh: Record<string, { ms: number[]; rss: number[] }> = {};
  for (let i = 0; i < runs; i++)
    for (const v of variants) {
      const s = await startTree(v.tree, {}, undefined, v.bundled);
      const f = (fresh[v.label] ??= { ms: [], rss: [] });
      f.ms.push(s.ms);
      f.rss.push(rssMiB(s.pid));
      await s.stop();
    }
  for (const [label, f] of Object.entries(fresh))
    add(`${label}, fresh data folder to healthy /api/health`, f.ms, f.rss);
  const kept = mkdtempSync(path.join(os.tmpdir(), 'mizani-footprint-kept-'));
  const restart: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const s = await startTree(root, {}, kept);
    if (i > 0) restart.push(s.ms); // the first start made the folder
    await stopKeeping(s);
  }
  rmSync(kept, { recursive: true, force: true });
  add('server (after), restart on an existing data folder', restart);
  return { loadAverage: { before: loadBefore, after: loadAvg() }, rows };
}

async function stopKeeping(s: Started) {
  // stop() removes the data folder; a kept folder is stopped by signal alone.
  process.kill(s.pid, 'SIGTERM');
  for (let i = 0; i < 400; i++) {
    try {
      process.kill(s.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

type MemoryRow = {
  deployment: string;
  idleRssMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  underLoadPeakRssMiB: number;
  afterLoadRssMiB: number;
};

/** Idle memory 3 s after start, then the peak under the bench's API load (bench/api-load.ts). */
async function memoryOf(deployment: string, s: Started, durationSec: number): Promise<MemoryRow> {
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await s.usage();
  let peak = rssMiB(s.pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(s.pid))), 250);
  try {
    await apiLoad(s.url, { durationSec });
  } finally {
    clearInterval(timer);
  }
  return {
    deployment,
    idleRssMiB: idle.rss ?? NaN,
    heapUsedMiB: idle.heapUsed ?? NaN,
    externalMiB: idle.external ?? NaN,
    arrayBuffersMiB: idle.arrayBuffers ?? NaN,
    underLoadPeakRssMiB: round(peak),
    afterLoadRssMiB: round(rssMiB(s.pid)),
  };
}

export async function memoryBench(ctx: {
  trees: Record<string, string>;
  pgUrl: string;
  durationSec?: number;
}) {
  const d = ctx.durationSec ?? 4;
  const loadBefore = loadAvg();
  const rows: MemoryRow[] = [];
  const root = Object.values(ctx.trees).at(-1)!;
  const modules = timeScript(
    `const t = performance.now(); await import('./apps/server/src/server.ts'); ${REPORT}
     console.log(JSON.stringify({ ms: performance.now() - t, rssMiB }));`,
    root,
    [],
    ['--import', 'tsx'],
  );
  for (const [name, tree] of Object.entries(ctx.trees)) {
    const s = await startTree(tree);
    try {
      rows.push(await memoryOf(`embedded PGlite (${name}, tsx)`, s, d));
    } finally {
      await s.stop();
    }
    if (bundleTree(tree)) {
      const b = await startTree(tree, {}, undefined, true);
      try {
        rows.push(await memoryOf(`embedded PGlite (${name}, bundled: npm start)`, b, d));
      } finally {
        await b.stop();
      }
    }
    const db = `footprint_${name}_${Date.now()}`;
    spawnSync('psql', [ctx.pgUrl, '-c', `create database ${db}`], { encoding: 'utf8' });
    const dbUrl = ctx.pgUrl.replace(/\/postgres$/, `/${db}`);
    const p = await startTree(tree, { DATABASE_URL: dbUrl, SEED_DEMO: 'true' });
    try {
      const { createDemoUsersForBench } = await import('./pg-demo.ts');
      await createDemoUsersForBench(dbUrl);
      rows.push(await memoryOf(`PostgreSQL (${name})`, p, d));
    } finally {
      await p.stop();
    }
  }
  return {
    loadAverage: { before: loadBefore, after: loadAvg() },
    serverModulesOnlyRssMiB: modules.rssMiB,
    rows,
  };
}
