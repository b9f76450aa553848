import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './server.ts';

// Once per run, before any journey: the server bundled as `npm start` runs it (esbuild, about two
// seconds), into a folder of the journeys' own so a running `npm start` keeps its bundle. Every
// journey's server then starts from plain JavaScript instead of compiling the sources through
// tsx at each start (about a third of a start, and some fifty starts a run). A journey run
// without this setup (a single file through another runner) falls back to tsx (server.ts).
export const E2E_SERVER_DIR = 'apps/server/dist-e2e';

export default async function setup() {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs', E2E_SERVER_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`bundling the server failed:\n${r.stdout}${r.stderr}`);
  process.env.MIZANI_E2E_SERVER = path.join(ROOT, E2E_SERVER_DIR, 'index.mjs');

  // One data folder migrated and seeded with the demo data, stopped cleanly: each journey's
  // server starts from a copy of it (server.ts) rather than migrating and seeding its own.
  const template = mkdtempSync(path.join(os.tmpdir(), 'mizani-e2e-template-'));
  const server = await startServer({ dataDir: template });
  if ((await server.stop()) !== 0) throw new Error(`the template server did not stop cleanly`);
  process.env.MIZANI_E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
