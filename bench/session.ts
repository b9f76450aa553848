// Signed-in reads under load (issue 14, item 6): the wallet overview with a session cookie against
// the bare /api/health/live route of the same server in the same run, on the embedded database
// and on PostgreSQL, for each tree (before/after). Runs alternate between trees.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { startTree } from './footprint.ts';
import { load } from './lib.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

export interface SessionRow {
  tree: string;
  database: string;
  bareRps: number;
  overviewRps: number;
  overviewP50Ms: number;
  overviewP99Ms: number;
  ratio: number;
}

const loadAvg = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function measure(root: string, env: Record<string, string>, durationSec: number) {
  const server = await startTree(root, env);
  try {
    if (env.DATABASE_URL) {
      const { createDemoUsersForBench } = (await import(`${root}/bench/pg-demo.ts`)) as {
        createDemoUsersForBench: (url: string) => Promise<void>;
      };
      await createDemoUsersForBench(env.DATABASE_URL);
    }
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(DEMO_CREDENTIALS.client),
    });
    if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const url = server.url;
    // Warm-up (JIT, pools), then bare and signed-in alternately, twice; the better of each.
    await load({
      name: 'warm',
      url,
      path: '/api/wallet/overview',
      headers: { cookie },
      durationSec: 2,
    });
    const bare = [];
    const overview = [];
    for (let i = 0; i < 2; i++) {
      bare.push(await load({ name: 'bare', url, path: '/api/health/live', durationSec }));
      overview.push(
        await load({
          name: 'overview',
          url,
          path: '/api/wallet/overview',
          headers: { cookie },
          durationSec,
        }),
      );
    }
    const best = <T extends { requestsPerSec: number }>(xs: T[]) =>
      xs.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));
    const b = best(bare);
    const o = best(overview);
    if (o.non2xx || o.errors) throw new Error(`overview: ${o.non2xx} non-2xx, ${o.errors} errors`);
    return {
      bareRps: b.requestsPerSec,
      overviewRps: o.requestsPerSec,
      overviewP50Ms: o.p50Ms,
      overviewP99Ms: o.p99Ms,
      ratio: Math.round((o.requestsPerSec / b.requestsPerSec) * 100) / 100,
    };
  } finally {
    await server.stop();
  }
}

export async function sessionBench(ctx: {
  trees: Record<string, string>;
  pgUrl: string;
  durationSec?: number;
}) {
  const before = loadAvg();
  const rows: SessionRow[] = [];
  const d = ctx.durationSec ?? 5;
  for (const database of ['embedded PGlite', 'PostgreSQL']) {
    for (const [tree, root] of Object.entries(ctx.trees)) {
      let env: Record<string, string> = {};
      if (database === 'PostgreSQL') {
        const db = `session_${tree}_${Date.now()}`;
        spawnSync('psql', [ctx.pgUrl, '-c', `create database ${db}`], { encoding: 'utf8' });
        env = { DATABASE_URL: ctx.pgUrl.replace(/\/postgres$/, `/${db}`), SEED_DEMO: 'true' };
      }
      rows.push({ tree, database, ...(await measure(root, env, d)) });
    }
  }
  return { loadAverage: { before, after: loadAvg() }, rows };
}
