// Bundles the server (apps/server/src and packages/shared) into apps/server/dist/index.mjs with
// esbuild, so `npm start` runs plain JavaScript: no tsx loader thread (about 60 MiB) and no
// per-module round trip through its hooks at start (decision 006). Libraries stay in node_modules.
// Each module keeps its own import.meta.url (the drizzle folder, the web build and the template
// cache are found relative to the source file), so the bundle belongs to this checkout.
// Usage: node scripts/build-server.mjs [outdir]   (or import { buildServer } from here)
import { readFile } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/index.mjs');
/** What the bundle is made of: a change to any of these rebuilds it (scripts/start.mjs). */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** `outdir`: the e2e journeys bundle into their own folder (e2e/support/global-setup.ts). */
export async function buildServer(outdir = path.dirname(SERVER_BUNDLE)) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  // Every dependency but our own workspace package (TypeScript sources) stays external.
  const external = Object.keys(pkg.dependencies)
    .filter((d) => !d.startsWith('@mizani/'))
    .flatMap((d) => [d, `${d}/*`]);
  // Chunks of an earlier build would pile up beside the new ones.
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  const ours = /[\\/](apps[\\/]server|packages[\\/]shared)[\\/]src[\\/].*\.ts$/;
  await build({
    // The signer (docs/stablecoins.md) is its own process with its own entry: dist/signer.mjs.
    entryPoints: {
      index: path.join(ROOT, 'apps/server/src/index.ts'),
      signer: path.join(ROOT, 'apps/server/src/signer/main.ts'),
    },
    // Split at dynamic imports: what a running instance may never need (the chain rail's viem)
    // then stays out of start-up, where one file would hoist its imports to the top.
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'keep-module-url',
        setup(b) {
          b.onLoad({ filter: ours }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return path.join(outdir, path.basename(SERVER_BUNDLE));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // An optional folder (relative to the root) instead of apps/server/dist.
  const built = await buildServer(
    process.argv[2] ? path.resolve(ROOT, process.argv[2]) : undefined,
  );
  console.log(`Built ${path.relative(ROOT, built)}`);
}
