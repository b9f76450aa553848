// The developer API under load (issue 18): GET /api/v1/rates with an API key against the bare
// public GET /api/rates of the same server process (both serve the same cached snapshot; the
// difference is the key lookup, the per-key rate counter and last use). The server runs with
// API_KEY_RATE_LIMIT raised so the limiter counts every request without refusing any.
// Embedded database only.
import os from 'node:os';
import { startTree } from './footprint.ts';
import { load } from './lib.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

export interface ApiKeyBenchRow {
  database: string;
  bareRps: number;
  keyRps: number;
  keyP50Ms: number;
  keyP99Ms: number;
  ratio: number;
}

export async function apiKeyBench(ctx: { root: string; durationSec?: number }) {
  const before = os.loadavg();
  const server = await startTree(ctx.root, { RATE_FEED: 'manual', API_KEY_RATE_LIMIT: '1000000' });
  const d = ctx.durationSec ?? 5;
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(DEMO_CREDENTIALS.client),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${server.url}/api/developers/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({
        name: 'Bench',
        scopes: ['rates:read'],
        ipAllowlist: '',
        expiresIn: '30',
        password: DEMO_CREDENTIALS.client.password,
      }),
    });
    if (created.status !== 201) throw new Error(`key creation answered ${created.status}`);
    const { secret } = (await created.json()) as { secret: string };
    const url = server.url;
    const headers = { authorization: `Bearer ${secret}` };
    await load({ name: 'warm', url, path: '/api/v1/rates', headers, durationSec: 1 });
    const bare = [];
    const keyed = [];
    for (let i = 0; i < 2; i++) {
      bare.push(await load({ name: 'bare', url, path: '/api/rates', durationSec: d }));
      keyed.push(await load({ name: 'key', url, path: '/api/v1/rates', headers, durationSec: d }));
    }
    const best = <T extends { requestsPerSec: number }>(xs: T[]) =>
      xs.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));
    const b = best(bare);
    const k = best(keyed);
    return {
      loadAverage: { before, after: os.loadavg() },
      rows: [
        {
          database: 'embedded PGlite',
          bareRps: b.requestsPerSec,
          keyRps: k.requestsPerSec,
          keyP50Ms: k.p50Ms,
          keyP99Ms: k.p99Ms,
          ratio: Math.round((k.requestsPerSec / b.requestsPerSec) * 100) / 100,
        },
      ] satisfies ApiKeyBenchRow[],
    };
  } finally {
    await server.stop();
  }
}
