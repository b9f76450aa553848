import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from './helpers.ts';
import { queryRows, type Database } from '../src/db/client.ts';

// Decision 025: hot reads run as named statements prepared once per connection (on PGlite, one
// call into the database per run), and drizzle's queries skip PGlite's per-query parser copy.
// Both must answer exactly as plain queries do, on PGlite and on PostgreSQL.
let database: Database & { drop: () => Promise<void> };
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
  await database?.drop();
});

const probe = (n: number | string) =>
  sql`select ${n}::int + 1 as next, 'a''b'::text as quoted, now() - now() as zero,
             date '2026-11-24' as day, timestamptz '2026-11-24 10:00:00+00' as at, 1.5::numeric as exact`;

describe('named statements', () => {
  it('answer the same rows as a plain query, run after run', async () => {
    const plain = await queryRows<Record<string, unknown>>(database.db, probe(41));
    for (let i = 0; i < 3; i++) expect(await database.statement('probe', probe(41))).toEqual(plain);
    expect(await database.statement('probe', probe(1))).toEqual([{ ...plain[0], next: 2 }]);
  });

  it('recover from an error in a run: the next run answers', async () => {
    await expect(database.statement('probe_err', probe('not a number'))).rejects.toThrow();
    await expect(database.statement('probe_err', probe('not a number'))).rejects.toThrow();
    expect(await database.statement('probe_err', probe(2))).toMatchObject([{ next: 3 }]);
  });

  // Decision 031: a refusal raised by the SQL (a failed statement) keeps its pooled connection;
  // pg-pool's query() used to close it, and the next query paid for a new backend.
  it.skipIf(!process.env.DATABASE_URL)(
    'keep their connection after a failed statement',
    async () => {
      const pool = database.pool!;
      const pid = async () =>
        (
          await database.statement<{ pid: number }>(
            'probe_pid',
            sql`select pg_backend_pid() as pid`,
          )
        )[0]!.pid;
      const before = await pid();
      const total = pool.totalCount;
      await expect(database.statement('probe_err', probe('not a number'))).rejects.toThrow();
      await expect(queryRows(database.db, sql`select 1 / 0`)).rejects.toThrow();
      expect(pool.totalCount).toBe(total);
      expect(await pid()).toBe(before); // the most recently used connection, still open
    },
  );

  it('never run inside another request’s open transaction', async () => {
    await database.db.execute(sql`create table if not exists stmt_probe (n int)`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into stmt_probe values (1)`);
      await held;
      throw new Error('rolled back');
    });
    await new Promise((r) => setTimeout(r, 20));
    const read = database.statement<{ n: number }>(
      'stmt_probe_count',
      sql`select count(*)::int as n from stmt_probe`,
    );
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ n: 0 }]);
  });

  it('drizzle rows keep timestamps, dates and intervals as text, in and out of transactions', async () => {
    const q = sql`select timestamptz '2026-11-24 10:00:00+00' as at, date '2026-11-24' as day, interval '1 day' as span`;
    const out = await queryRows<Record<string, unknown>>(database.db, q);
    const inTx = await database.db.transaction((t) => queryRows<Record<string, unknown>>(t, q));
    expect(inTx).toEqual(out);
    for (const v of Object.values(out[0]!)) expect(typeof v).toBe('string');
  });
});
