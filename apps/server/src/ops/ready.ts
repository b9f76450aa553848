import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { isStopping } from './drain.ts';

const JOURNAL = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** The migrations this code was built with: drizzle-kit's journal (the `when` of each). */
export function expectedMigrations(journalPath = JOURNAL): { count: number; latest: number } {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  const whens = journal.entries.map((e) => e.when);
  return { count: whens.length, latest: whens.length ? Math.max(...whens) : 0 };
}

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  migrations: { expected: number; applied: number | null; pending: boolean | null };
  stopping: boolean;
}

/**
 * Ready = the database answers and every migration of this code is applied (drizzle's own rule:
 * the newest applied migration is at least as recent as our newest). A database migrated by a
 * newer release still counts as ready, so old instances keep serving during a rolling upgrade.
 */
export async function readiness(
  deps: AppDeps,
  expected = expectedMigrations(),
): Promise<Readiness> {
  const stopping = isStopping(deps);
  try {
    const [row] = await queryRows<{ applied: string | number; latest: string | number | null }>(
      deps.database.db,
      sql`select count(*) as applied, max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    const applied = Number(row?.applied ?? 0);
    const latest = row?.latest == null ? 0 : Number(row.latest);
    const pending = latest < expected.latest;
    return {
      ready: !pending && !stopping,
      database: 'up',
      migrations: { expected: expected.count, applied, pending },
      stopping,
    };
  } catch {
    return {
      ready: false,
      database: 'down',
      migrations: { expected: expected.count, applied: null, pending: null },
      stopping,
    };
  }
}

/** GET /api/ready: 200 when this instance can take traffic, 503 (same JSON shape) otherwise. */
export function readyRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const expected = expectedMigrations();
  // Graceful shutdown (index.ts stops services first): answer 503 so the proxy drains us.
  deps.services.onStop(() => {
    deps.services.set('ops-stopping', true);
  });
  app.get('/', async (c) => {
    const r = await readiness(deps, expected);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: r.ready ? 'ready' : 'not_ready',
        database: r.database,
        migrations: r.migrations,
        ...(r.stopping ? { stopping: true } : {}),
        time: new Date().toISOString(),
      },
      r.ready ? 200 : 503,
    );
  });
  return app;
}
