import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// docs/operations.md "Backups and restore", command for command: pg_dump in custom format while
// the server runs, pg_restore into a new database, a server started on the restore is ready and
// has the data.
describe('backup with pg_dump, restore with pg_restore', () => {
  let ownPg: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  const servers: RunningServer[] = [];
  const names = {
    live: `bk_${randomUUID().replace(/-/g, '').slice(0, 10)}`,
    restore: `rs_${randomUUID().replace(/-/g, '').slice(0, 10)}`,
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-backup-'));
  let base = '';
  const dbUrl = (name: string) => {
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  };

  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    if (base) {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      for (const n of Object.values(names))
        await c.query(`drop database if exists ${n} with (force)`);
      await c.end();
    }
    ownPg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump taken while the server runs, and the restored database is ready', async () => {
    if (process.env.MIZANI_TEST_PG_URL) base = process.env.MIZANI_TEST_PG_URL;
    else {
      ownPg = await startThrowawayPostgres();
      base = ownPg.url;
    }
    const u = new URL(base);
    const pgEnv = {
      ...process.env,
      PGHOST: u.hostname,
      PGPORT: u.port,
      PGUSER: decodeURIComponent(u.username),
    };
    const run = (cmd: string, args: string[]) => {
      const r = spawnSync(cmd, args, { env: pgEnv, encoding: 'utf8' });
      expect(r.status, `${cmd} ${args.join(' ')}\n${r.stderr}`).toBe(0);
      return r.stdout;
    };

    run('createdb', [names.live]);
    const live = await startServer({
      env: { DATABASE_URL: dbUrl(names.live), SEED_DEMO: 'true', RATE_FEED: 'manual' },
    });
    servers.push(live);
    const subject = `Backup check ${randomUUID().slice(0, 8)}`;
    const sent = await fetch(`${live.url}/api/requests/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: live.url },
      body: JSON.stringify({
        name: 'Backup Person',
        email: 'backup@example.com',
        subject,
        message: 'Keep me',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    // The documented commands (PGDATABASE names the database, as in the guide).
    const file = path.join(
      dir,
      `mizani-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z.dump`,
    );
    const dump = spawnSync(
      'pg_dump',
      ['--format=custom', '--compress=9', '--no-owner', '--no-privileges', `--file=${file}`],
      { env: { ...pgEnv, PGDATABASE: names.live }, encoding: 'utf8' },
    );
    expect(dump.status, dump.stderr).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(10_000);
    expect(run('pg_restore', ['--list', file])).toContain('TABLE DATA public inquiries');

    run('createdb', [names.restore]);
    run('pg_restore', [
      `--dbname=${names.restore}`,
      '--no-owner',
      '--jobs=4',
      '--exit-on-error',
      file,
    ]);

    const restored = await startServer({
      env: { DATABASE_URL: dbUrl(names.restore), SEED_DEMO: 'false', RATE_FEED: 'manual' },
    });
    servers.push(restored);
    const ready = await fetch(`${restored.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', migrations: { pending: false } });
    const c = new pg.Client({ connectionString: dbUrl(names.restore) });
    await c.connect();
    const { rows } = await c.query<{ subject: string }>(
      'select subject from inquiries where id = $1',
      [id],
    );
    const pairs = await c.query<{ n: string }>('select count(*) as n from currency_pairs');
    await c.end();
    expect(rows).toEqual([{ subject }]);
    expect(Number(pairs.rows[0]!.n)).toBeGreaterThan(0);
    const rates = (await (await fetch(`${restored.url}/api/rates`)).json()) as { rates: unknown[] };
    expect(rates.rates.length).toBeGreaterThan(0);
  });
});
