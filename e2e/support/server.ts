import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  logs: string[];
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the real server process (the bundle, as README's `npm start` runs it) on a free port with
 * a fresh data folder and waits for /api/health. The web app must be built (scripts/test.sh builds
 * it first). An env value of undefined drops the variable; '' means unset too (the server's env
 * loader).
 */
export async function startServer(
  opts: {
    env?: Record<string, string | undefined>;
    dataDir?: string;
    /** true: an empty data folder, migrated and seeded by this start (not the run's copy). */
    fresh?: boolean;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mizani-e2e-'));
  // A copy of the data folder global-setup.ts seeded once (migrations and demo data: about a
  // third of a start, some fifty starts a run), unless the journey brings its own folder or
  // database.
  const template = process.env.MIZANI_E2E_DATA_TEMPLATE;
  if (template && !opts.dataDir && !opts.fresh && !opts.env?.DATABASE_URL)
    cpSync(template, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  // The bundle global-setup.ts made for this run, else the sources through tsx.
  const bundle = process.env.MIZANI_E2E_SERVER;
  const entry = bundle
    ? ['--enable-source-maps', bundle]
    : ['--import', 'tsx', 'apps/server/src/index.ts'];
  const proc = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: url,
      LOG_LEVEL: 'warn',
      VITEST: '',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => logs.push(String(d)));
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    port,
    dataDir,
    proc,
    logs,
    stop: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null) proc.kill(signal);
      const code = await exited;
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
