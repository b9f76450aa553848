import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { pingDatabase } from '../db/client.ts';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  // Liveness plus database reachability; 503 when the database does not answer.
  app.get('/', async (c) => {
    const database = await pingDatabase(deps.database.db);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: database ? 'ok' : 'degraded',
        database: database ? 'up' : 'down',
        time: new Date().toISOString(),
      },
      database ? 200 : 503,
    );
  });
  // A bare route (no database, no session): the baseline the benchmarks compare against.
  app.get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  return app;
}
