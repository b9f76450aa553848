// Admin inbox at scale (issue 8): 100,000 requests spread over the four request tables, then the
// inbox list API (GET /api/admin/requests) timed for the pages an admin actually opens. Runs on
// the embedded database, and on PostgreSQL when the bench runner passes { pgUrl }. `root` names
// the tree whose server is measured (a "before" checkout), with this file's timing either way.
// Alone: node --import tsx bench/admin-inbox.ts [postgres://...]
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../apps/server/test/helpers.ts';
import { median, percentile } from './lib.ts';

const TOTAL = 100_000;

async function fill(s: TestServer) {
  const per = TOTAL / 4;
  const db = s.database.db;
  // Spread over 180 days; statuses mostly closed, some new/in progress/spam, as a live desk has.
  const status = sql`(case when g % 10 = 0 then 'new' when g % 10 = 1 then 'in_progress' when g % 29 = 0 then 'spam' else 'closed' end)`;
  const at = sql`now() - (g * interval '155 seconds')`;
  await db.execute(sql`insert into consultation_requests (name, email, company, message, status, created_at, updated_at)
    select 'Client ' || g, 'client' || g || '@example.com', case when g % 3 = 0 then 'Company ' || (g % 500) end, 'Message ' || g, ${status}, ${at}, ${at}
    from generate_series(1, ${per}) g`);
  await db.execute(sql`insert into quote_requests (name, email, company, currency_from, currency_to, amount, urgency, status, created_at, updated_at)
    select 'Quoter ' || g, 'quoter' || g || '@example.com', 'Trading ' || (g % 700), 'USD', 'KES', (g % 90000 + 100)::numeric, 'medium', ${status}, ${at}, ${at}
    from generate_series(1, ${per}) g`);
  await db.execute(sql`insert into inquiries (name, email, subject, inquiry_type, message, status, created_at, updated_at)
    select 'Asker ' || g, 'asker' || g || '@example.com', 'Subject ' || g, 'general', 'Help ' || g, ${status}, ${at}, ${at}
    from generate_series(1, ${per}) g`);
  await db.execute(sql`insert into job_applications (applicant_name, applicant_email, cover_letter, status, created_at, updated_at)
    select 'Applicant ' || g, 'applicant' || g || '@example.com', repeat('x', 60), ${status}, ${at}, ${at}
    from generate_series(1, ${per}) g`);
  await db.execute(sql`analyze`);
}

/** RUNS timed requests after WARM untimed ones (plan caches, JIT), one at a time. */
const WARM = 5;
const RUNS = 100;

async function timeRoute(s: TestServer, cookie: string, path: string) {
  const times: number[] = [];
  let rows = 0;
  for (let i = -WARM; i < RUNS; i++) {
    const t = performance.now();
    const res = await s.request(path, { cookie });
    const body = (await res.json()) as { items?: unknown[] };
    if (i >= 0) times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
    rows = body.items?.length ?? 0;
  }
  return {
    path,
    rows,
    p50Ms: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
  };
}
const round = (n: number) => Math.round(n * 10) / 10;

async function measure(root: string, label: string, pgUrl?: string) {
  const { createTestServer } = (await import(
    path.join(root, 'apps/server/test/helpers.ts')
  )) as typeof import('../apps/server/test/helpers.ts');
  const saved = process.env.DATABASE_URL;
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const s = await createTestServer();
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  try {
    const admin = await s.createUser({ role: 'admin' });
    const t0 = performance.now();
    await fill(s);
    const fillMs = Math.round(performance.now() - t0);
    // A deep page: follow the cursor 20 pages in.
    let cursor = '';
    for (let i = 0; i < 20; i++) {
      const res = await s.request(
        `/api/admin/requests?limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        { cookie: admin.cookie },
      );
      cursor = ((await res.json()) as { nextCursor: string }).nextCursor;
    }
    const routes = [
      '/api/admin/requests?limit=25',
      '/api/admin/requests?status=new&limit=25',
      '/api/admin/requests?type=quote&status=in_progress&limit=25',
      `/api/admin/requests?limit=25&cursor=${cursor}`,
      '/api/admin/requests?q=company%2042&limit=25',
      '/api/admin/requests?q=nobody-matches-this&limit=25',
      '/api/admin/dashboard',
    ];
    const results = [];
    for (const r of routes) results.push(await timeRoute(s, admin.cookie, r));
    return { database: label, requests: TOTAL, fillMs, runsPerRoute: RUNS, routes: results };
  } finally {
    await s.close();
  }
}

const HERE = path.resolve(import.meta.dirname, '..');

export async function adminInboxBench(ctx: { pgUrl?: string; root?: string } = {}) {
  const root = ctx.root ?? HERE;
  const out = [await measure(root, 'embedded (PGlite)')];
  if (ctx.pgUrl) out.push(await measure(root, 'PostgreSQL', ctx.pgUrl));
  return out;
}
export default adminInboxBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  adminInboxBench({ pgUrl: process.argv[2] })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
