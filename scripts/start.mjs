// `npm start`: builds the web app when its sources changed, then runs the server on the embedded
// database (data/) at http://localhost:3000 with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const dist = 'apps/web/dist/index.html';
const stale =
  !existsSync(dist) ||
  newest('apps/web/src') > statSync(dist).mtimeMs ||
  newest('packages/shared/src') > statSync(dist).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
