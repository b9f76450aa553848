// `npm start`: builds the web app only when its inputs changed since the last build (a content
// hash, so new file times from a checkout or a touch alone do not rebuild), then runs
// the server on the embedded database (data/) at http://localhost:3000 with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIST = 'apps/web/dist';
// Outside dist/, which is served as it is.
const STAMP = 'node_modules/.cache/mizani/web-build-inputs.sha256';
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function hashInputs() {
  const h = createHash('sha256');
  const add = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory())
      for (const name of readdirSync(p).sort()) add(path.join(p, name));
    else h.update(p).update('\0').update(readFileSync(p));
  };
  INPUTS.forEach(add);
  return h.digest('hex');
}

const inputs = hashInputs();
const built =
  existsSync(path.join(DIST, 'index.html')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === inputs;
if (!built) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, inputs);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
