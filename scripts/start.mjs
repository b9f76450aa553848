// `npm start`: builds the web app, and bundles the server (scripts/build-server.mjs), only when
// their inputs changed since the last build (a content hash, so new file times from a checkout or
// a touch alone do not rebuild), then runs the bundled server on the embedded database (data/)
// at http://localhost:3000 with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, ROOT, SERVER_BUNDLE, SERVER_INPUTS } from './build-server.mjs';

const SIGNER_BUNDLE = path.join(path.dirname(SERVER_BUNDLE), 'signer.mjs');

const DIST = 'apps/web/dist';
// Outside dist/, which is served as it is.
const STAMP = 'node_modules/.cache/mizani/web-build-inputs.sha256';
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/islands.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function hashInputs(inputs) {
  const h = createHash('sha256');
  const add = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory())
      for (const name of readdirSync(p).sort()) add(path.join(p, name));
    else h.update(p).update('\0').update(readFileSync(p));
  };
  inputs.forEach(add);
  return h.digest('hex');
}

process.chdir(ROOT);
const inputs = hashInputs(INPUTS);
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
// The bundle names this checkout's absolute paths, hence the root in its hash.
const SERVER_STAMP = 'node_modules/.cache/mizani/server-build-inputs.sha256';
const serverInputs = `${ROOT}\0${hashInputs(SERVER_INPUTS)}`;
if (
  !existsSync(SERVER_BUNDLE) ||
  !existsSync(SIGNER_BUNDLE) ||
  !existsSync(SERVER_STAMP) ||
  readFileSync(SERVER_STAMP, 'utf8') !== serverInputs
) {
  console.log('Bundling the server…');
  await buildServer();
  mkdirSync(path.dirname(SERVER_STAMP), { recursive: true });
  writeFileSync(SERVER_STAMP, serverInputs);
}
const chain = process.env.CHAIN ?? 'embedded';
// The signer (docs/stablecoins.md): its own process holding the development hot wallet's key
// (funded on the embedded node), asked by the server over loopback with a secret made here.
const signerEnv = {};
let signer;
if (chain === 'embedded' && !process.env.CHAIN_SIGNER_URL) {
  const secret = randomBytes(32).toString('hex');
  const port = await freePort(Number(process.env.SIGNER_PORT ?? 8546));
  signer = spawn(process.execPath, ['--enable-source-maps', SIGNER_BUNDLE], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SIGNER_KEY: 'devnet',
      SIGNER_TOKENS: 'devnet',
      SIGNER_CHAIN_ID: '31337',
      SIGNER_SECRET: secret,
      SIGNER_PORT: String(port),
    },
  });
  Object.assign(signerEnv, {
    CHAIN_SIGNER_URL: `http://127.0.0.1:${port}`,
    CHAIN_SIGNER_SECRET: secret,
  });
}
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
  // The development EVM node with test USDC (docs/stablecoins.md, /dev/wallet), unless said otherwise.
  env: { ...process.env, CHAIN: chain, ...signerEnv },
});
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    signer?.kill(sig);
    server.kill(sig);
  });
server.on('exit', (code) => {
  signer?.kill('SIGTERM');
  process.exit(code ?? 0);
});

/** The port asked for when free, else any free one. */
function freePort(wanted) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const { port: got } = probe.address();
        probe.close(() => resolve(got));
      });
    });
  return tryPort(wanted).catch(() => tryPort(0));
}
