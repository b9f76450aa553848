import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

/**
 * A throwaway PostgreSQL cluster (Debian's postgresql package) on loopback, for benchmarks and
 * tests that need a server of their own. Runs initdb as the postgres user (it refuses root).
 */
export async function startThrowawayPostgres() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-pg-'));
  const port = await freePort();
  const asPostgres = (cmd: string) => {
    const r = spawnSync('su', ['postgres', '-c', cmd], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd}\n${r.stderr}`);
  };
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  asPostgres(
    `${bin}/initdb -D ${dir} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`,
  );
  asPostgres(
    `${bin}/pg_ctl -D ${dir} -l ${dir}/log -w -o '-h 127.0.0.1 -p ${port} -k /tmp -c max_connections=300' start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** PostgreSQL gone at once, as a crash or a failover does (`pg_ctl -m immediate stop`). */
    crash() {
      asPostgres(`${bin}/pg_ctl -D ${dir} -m immediate stop >/dev/null`);
    },
    /** Starts the same cluster again on the same port; returns once it accepts connections. */
    restart() {
      asPostgres(
        `${bin}/pg_ctl -D ${dir} -l ${dir}/log -w -o '-h 127.0.0.1 -p ${port} -k /tmp -c max_connections=300' start >/dev/null`,
      );
    },
    stop() {
      spawnSync('su', ['postgres', '-c', `${bin}/pg_ctl -D ${dir} -m fast stop`], {
        encoding: 'utf8',
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
