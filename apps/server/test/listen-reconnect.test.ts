import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshDatabase } from './helpers.ts';
import type { Database } from '../src/db/client.ts';

// A PostgreSQL restart or a proxy timeout kills the LISTEN connection. The instance must listen
// again by itself, and wake its handlers once so caches resync what was missed meanwhile.
describe.skipIf(!process.env.DATABASE_URL)('LISTEN survives a dropped connection', () => {
  let database: Database & { drop: () => Promise<void> };

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await database?.drop();
  });

  it('reconnects, resyncs its handlers, and receives later notifications', async () => {
    const received: string[] = [];
    await database.listen('rates_test', (payload) => received.push(payload));
    await database.notify('rates_test', 'before');
    await expect.poll(() => received, { timeout: 5000 }).toContain('before');

    // Terminate the backend that holds LISTEN, as a server restart would.
    const url = database.pool!.options.connectionString!;
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const killed = await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
    );
    await killer.end();
    expect(killed.rowCount).toBeGreaterThan(0);

    // The resync wake-up is an empty payload.
    await expect.poll(() => received.includes(''), { timeout: 10_000 }).toBe(true);
    await database.notify('rates_test', 'after');
    await expect.poll(() => received, { timeout: 5000 }).toContain('after');
  });
});
