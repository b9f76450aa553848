// npm run check: every static check (types per workspace, lint, format, the language
// catalogues, conflict markers, the layers), as many at once as the machine has cores, slowest
// first. One after another they took 125 s here with a core idle most of the time (tsc, ESLint
// and Prettier each run on one). Each check's output is printed whole when it ends; the exit code
// is non-zero when any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;
/** [name, command, arguments], slowest first (seconds measured on two cores, 3 December). */
const CHECKS = [
  ['types: web', bin('tsc'), ['-p', 'apps/web']],
  ['types: server', bin('tsc'), ['-p', 'apps/server']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['lint', bin('eslint'), ['.']],
  ['types: e2e and bench', bin('tsc'), ['-p', 'e2e']],
  ['layers', 'node', ['scripts/layers.mjs', '--check']],
  ['types: shared', bin('tsc'), ['-p', 'packages/shared']],
  ['catalogues', 'node', ['--import', 'tsx', 'apps/web/scripts/check-catalogues.ts']],
  ['conflict markers', 'node', ['scripts/conflict-markers.mjs']],
];

const lanes = Math.max(1, Math.min(os.availableParallelism(), 4));
const failed = [];
let next = 0;

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      if (code !== 0) failed.push(name);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (out.trim() && code !== 0) process.stdout.write(`${out.trimEnd()}\n`);
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (next < CHECKS.length) await run(CHECKS[next++]);
  }),
);
if (failed.length) {
  console.error(`Checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
