// The embedded database (PGlite): its memory settings, and a migrated template data folder so a
// fresh data folder is a file copy instead of initdb (4-18 s) plus every migration.
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { logger } from '../lib/logger.ts';

export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Extensions the migrations create (pg_trgm: admin inbox search, migration 0007). */
const EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's default shared_buffers (128 MB) lives in the WASM heap and is touched at start:
 * 123 MiB of resident memory for a database of a few MB that the OS page cache holds anyway.
 * max_connections sizes per-backend shared arrays; PGlite is one backend.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=8',
];

/**
 * PGlite's WASM (PostgreSQL) runs on V8's baseline compiler only. Tier-up to the optimising
 * compiler holds 50-80 MiB more (its code and compile zones) and competes with start-up for the
 * 2 cores; measured in bench -- memory, and the trade-off in docs/decisions/006. Process-wide, set
 * before PGlite compiles its module; the server has no other hot WASM.
 */
function baselineWasmOnly() {
  v8.setFlagsFromString('--liftoff-only');
}

/** Opens (or creates) the database folder `dir`, migrated. */
export async function createPglite(dir?: string): Promise<PGlite> {
  baselineWasmOnly();
  let client: PGlite;
  if (dir === undefined) {
    const tar = await templateTar();
    client = await PGlite.create({
      extensions: EXTENSIONS,
      startParams: START_PARAMS,
      ...(tar ? { loadDataDir: new Blob([new Uint8Array(tar)]) } : {}),
    });
  } else {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await copyTemplate(dir);
    client = await PGlite.create(dir, { extensions: EXTENSIONS, startParams: START_PARAMS });
  }
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  return client;
}

/** The template's name changes with PGlite's version and with every migration. */
function templateKey(): string {
  const h = createHash('sha256');
  h.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const f of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    h.update(f).update(readFileSync(path.join(MIGRATIONS, f)));
  h.update(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json')));
  return h.digest('hex').slice(0, 16);
}

const CACHE = path.join(ROOT, 'node_modules/.cache/mizani');

/**
 * Folder holding `pgdata/` (a migrated, cleanly closed data folder, no rows) and `pgdata.tar`
 * (the same for in-memory databases). Built once per key; null when it cannot be (read-only
 * install): the caller then runs initdb in place as before.
 */
let template: Promise<string | null> | undefined;
export function ensureTemplate(): Promise<string | null> {
  // One build per process however many databases open at once.
  return (template ??= buildTemplate());
}

async function buildTemplate(): Promise<string | null> {
  let work = '';
  try {
    const final = path.join(CACHE, `pglite-${templateKey()}`);
    if (existsSync(path.join(final, 'pgdata.tar'))) return final;
    work = `${final}.building-${process.pid}-${randomUUID().slice(0, 8)}`;
    mkdirSync(work, { recursive: true });
    const started = performance.now();
    const client = await PGlite.create(path.join(work, 'pgdata'), {
      extensions: EXTENSIONS,
      startParams: START_PARAMS,
    });
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
      const dump = await client.dumpDataDir('none');
      writeFileSync(path.join(work, 'pgdata.tar'), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    try {
      renameSync(work, final);
    } catch {
      // Another process finished the same template first: use theirs.
      rmSync(work, { recursive: true, force: true });
      if (!existsSync(path.join(final, 'pgdata.tar'))) return null;
    }
    logger.info(
      { template: final, ms: Math.round(performance.now() - started) },
      'embedded database template built',
    );
    return final;
  } catch (err) {
    if (work) rmSync(work, { recursive: true, force: true });
    logger.warn({ err, cache: CACHE }, 'no embedded database template; creating in place');
    return null;
  }
}

async function templateTar(): Promise<Buffer | null> {
  const t = await ensureTemplate();
  return t ? readFileSync(path.join(t, 'pgdata.tar')) : null;
}

/** Copies the template beside `dir` and renames it into place: a killed copy leaves no half folder. */
async function copyTemplate(dir: string) {
  // A non-empty folder without PG_VERSION is not ours to replace: PGlite decides, as before.
  if (existsSync(dir) && readdirSync(dir).length) return;
  const t = await ensureTemplate();
  if (!t) return;
  const tmp = `${dir}.copy-${process.pid}`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    cpSync(path.join(t, 'pgdata'), tmp, { recursive: true });
    rmSync(dir, { recursive: true, force: true }); // empty, or absent
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    logger.warn({ err }, 'could not copy the embedded database template; creating in place');
  }
}

/**
 * PGlite has no lock across processes, and two processes on one folder corrupt it. Take a lock
 * file holding our pid; a stale lock (its process gone) is taken over.
 */
export function takeDirLock(lockPath: string): () => void {
  const tryTake = () => {
    const fd = openSync(lockPath, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    tryTake();
  } catch {
    const pid = Number(existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : NaN);
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    rmSync(lockPath, { force: true });
    tryTake();
  }
  return () => rmSync(lockPath, { force: true });
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
