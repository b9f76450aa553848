// The scripts a pre-rendered page's islands need, listed on its early script's tag for it to
// preload after the first paint, a few per task (public/early-tap.js, decision 030). Vite's
// runtime alternative (a <link> appended by script for every dependency of every `import()`, all
// at once as the island's loader ran) cost a slow phone about 60 ms of main thread on /auth in one
// task. Islands that hydrate when idle load their own code then: preloading it would compete
// with what the page needs first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { islandModules } from './catalogue-usage.ts';

/** vite.config.ts chunkMap: each chunk's file, static imports and source modules (under src/). */
type Chunk = { file: string; imports: string[]; modules: string[] };

/** Reads the build's chunk map; `tags(body)` then gives the preload tags of a page's body. */
export function islandPreloads(dist: string, webRoot: string) {
  const file = path.join(dist, '.vite', 'chunks.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: vite.config.ts chunkMap writes it`);
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Chunk[];
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const holding = new Map(chunks.flatMap((c) => c.modules.map((m) => [m, c] as const)));

  /** A chunk and every chunk it imports statically, as served paths. */
  const closure = (chunk: Chunk, into = new Set<string>()) => {
    if (into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const dep of chunk.imports) closure(byFile.get(dep)!, into);
    return into;
  };
  const chunkOf = (module: string) => {
    const chunk = holding.get(module);
    if (!chunk) throw new Error(`no chunk of the build holds src/${module}`);
    return chunk;
  };
  // The islands script and what it imports: on every page, first.
  const inTemplate = closure(chunkOf('islands/main.tsx'));
  const entry = [...inTemplate][0]!;

  const srcDir = path.join(webRoot, 'src');
  const registry = readFileSync(path.join(srcDir, 'islands/registry.ts'), 'utf8');
  /** Islands whose data comes through TanStack Query (registry.ts `queried`). */
  const queried = new Set([...registry.matchAll(/^\s+(\w+): queried\(/gm)].map((m) => m[1]!));
  const srcKey = (abs: string) => path.relative(srcDir, abs).split(path.sep).join('/');
  const scriptsOf = new Map<string, string[]>();
  for (const [name, module] of islandModules(srcDir)) {
    const files = closure(chunkOf(srcKey(module)));
    if (queried.has(name)) closure(chunkOf('islands/query-root.tsx'), files);
    scriptsOf.set(
      name,
      [...files].filter((f) => !inTemplate.has(f)),
    );
  }

  // The app's script and what it imports: the app's template preloads them itself.
  const inApp = closure(chunkOf('main.tsx'));

  return {
    /**
     * The chunks of the app's modules (under src/) beyond the app's script: a screen whose route
     * the app would load only after its script ran, preloaded by its HTML beside that script.
     */
    appScripts(modules: string[]): string[] {
      const files = new Set<string>();
      for (const m of modules) closure(chunkOf(m), files);
      return [...files].filter((f) => !inApp.has(f));
    },
    /** The islands script, which the early script loads after the first paint. */
    entry,
    /**
     * What to preload: the islands script's imports, then those of the islands in `body` that
     * hydrate at once (not `idle` nor `visible` ones), each once.
     */
    scripts(body: string): string[] {
      const scripts = new Set([...inTemplate].slice(1));
      for (const m of body.matchAll(
        /<mizani-island data-island="(\w+)"( data-when="(?:idle|visible)")?/g,
      )) {
        if (m[2]) continue;
        const files = scriptsOf.get(m[1]!);
        if (!files) throw new Error(`island ${m[1]} is not in islands/registry.ts`);
        files.forEach((f) => scripts.add(f));
      }
      return [...scripts];
    },
  };
}
