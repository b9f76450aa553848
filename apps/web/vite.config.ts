import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { catalogueParts } from './scripts/catalogue-usage.ts';

// Libraries change far less often than the app: vendor chunks stay cached across deploys.
// The runtime (React and React DOM, decision 033) is needed by both entries; the router
// only by the app's (the pre-rendered pages' islands run without it, decision 030); TanStack
// Query only by what reads data (the app's pages, see src/app/query-layout.tsx, and the islands
// that read), so each is a chunk of its own.
const VENDOR = /node_modules\/(react|react-dom|scheduler)\//;
const VENDOR_ROUTER = /node_modules\/react-router\//;
const VENDOR_QUERY = /node_modules\/@tanstack\//;

/**
 * @mizani/shared is pure (constants, schemas, pure functions) and so is the app's own code (its
 * only side effects are main.tsx, the zod setting and the stylesheet, imported bare from
 * main.tsx), but neither declares "sideEffects": false. Without it, one constant or component
 * taken from a barrel (`@mizani/shared`, `@/components/admin-list`) pulls every module the barrel
 * names, and their zod, forms and decimal code, into the page that wanted one export.
 */
const KEEPS_SIDE_EFFECTS = /[\\/](main\.tsx|zod-config\.ts)$/;
function sourcesAreSideEffectFree(): Plugin {
  return {
    name: 'mizani:sources-side-effect-free',
    apply: 'build',
    transform: {
      // And SimpleWebAuthn (pure, undeclared): the sign-in card's passkey autofill then takes its
      // authentication half, not the registration the profile's passkey client also imports.
      filter: {
        id: /[\\/](packages[\\/]shared[\\/]src[\\/].*\.ts|apps[\\/]web[\\/]src[\\/].*\.tsx?|@simplewebauthn[\\/]browser[\\/]esm[\\/].*\.js)$/,
      },
      handler(code, id) {
        if (KEEPS_SIDE_EFFECTS.test(id)) return null;
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

/**
 * The language catalogues (src/lib/i18n/catalogues/*.json) are ICU source; the browser gets them
 * compiled, so Lingui's runtime needs no ICU parser (decision 014).
 */
function compileCatalogues(): Plugin {
  const CATALOGUE = /[\\/]lib[\\/]i18n[\\/]catalogues[\\/][a-z]+\.json$/;
  return {
    name: 'mizani:compile-catalogues',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      const source = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([k, v]) => [k, compileMessageOrThrow(v)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}

const compileAll = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessageOrThrow(v)]));

/**
 * The catalogues in parts (decision 022): src/lib/i18n/catalogue-loader.ts becomes one chunk per
 * language and part, "shell" (what the entry renders) and one per page module (the namespaces it
 * and everything it imports name, beyond the shell's; scripts/catalogue-usage.ts). A page then
 * loads its own words only, not every page's.
 */
function splitCatalogues(): Plugin {
  const SRC = fileURLToPath(new URL('./src', import.meta.url));
  const DIR = `${SRC}/lib/i18n/catalogues`;
  const LOADER = '\0mizani:catalogue-loader';
  // A part's id names its chunk ("catalogue-fr-HomePage"): the page key's last segment, as a
  // "/" in the id would make a folder of it.
  const PART = /^\0catalogue-([a-z]+)-(.+)$/;
  const idOf = (locale: string, part: string) => `\0catalogue-${locale}-${part.split('/').pop()}`;
  let parts: Map<string, Set<string>> | undefined;
  const partsOf = () => {
    const en = JSON.parse(readFileSync(`${DIR}/en.json`, 'utf8')) as Record<string, string>;
    parts ??= catalogueParts(SRC, Object.keys(en));
    return parts;
  };
  return {
    name: 'mizani:split-catalogues',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './catalogue-loader.ts' && importer?.includes('/lib/i18n/')) return LOADER;
      return PART.test(source) ? source : null;
    },
    load(id) {
      if (id === LOADER) {
        // An island's part is its namespaces, one chunk each (decision 030): the islands of a
        // page often share one (the status page's three read "status"), loaded once.
        const load = (locale: string, part: string, namespaces: Set<string>) =>
          part.startsWith('island-')
            ? `() => Promise.all([${[...namespaces]
                .map((n) => `import(${JSON.stringify(idOf(locale, `ns-${n}`))})`)
                .join(', ')}]).then(merge)`
            : `() => import(${JSON.stringify(idOf(locale, part))})`;
        const entries = (locale: string) =>
          [...partsOf()]
            .map(
              ([part, namespaces]) => `${JSON.stringify(part)}: ${load(locale, part, namespaces)}`,
            )
            .join(',\n');
        const locales = ['en', 'fr', 'sw'].map((l) => `${l}: {\n${entries(l)}\n}`).join(',\n');
        return {
          code: `const merge = (parts) => ({ default: Object.assign({}, ...parts.map((p) => p.default)) });\nconst PARTS = {\n${locales}\n};\nexport function loadMessages(locale, part) {\n  const load = PARTS[locale]?.[part];\n  if (!load) throw new Error('No catalogue part ' + locale + ' ' + part);\n  return load();\n}\n`,
          moduleType: 'js',
        };
      }
      const m = PART.exec(id);
      if (!m) return null;
      const part = [...partsOf().keys()].find((k) => k.split('/').pop() === m[2]);
      const namespaces = m[2]!.startsWith('ns-')
        ? new Set([m[2]!.slice(3)])
        : (part && partsOf().get(part)) || new Set<string>();
      const source = JSON.parse(readFileSync(`${DIR}/${m[1]}.json`, 'utf8')) as Record<
        string,
        string
      >;
      const picked = Object.fromEntries(
        Object.entries(source).filter(([id]) => namespaces.has(id.split('.')[0]!)),
      );
      return { code: `export default ${JSON.stringify(compileAll(picked))};`, moduleType: 'js' };
    },
  };
}

/**
 * Which chunk holds each source module, and what each chunk imports: `.vite/chunks.json`, read
 * by the pre-renderer to preload a page's islands (scripts/island-preloads.ts), then deleted.
 * Vite's manifest names a chunk by its source only when it is an entry of its own, and an
 * island's module often shares a chunk (the header with the app's layout).
 */
function chunkMap(): Plugin {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  return {
    name: 'mizani:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                imports: c.imports,
                modules: c.moduleIds
                  .filter((id) => id.startsWith(src))
                  .map((id) => id.slice(src.length)),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sourcesAreSideEffectFree(),
    splitCatalogues(),
    compileCatalogues(),
    chunkMap(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // WEB_OUT_DIR lets a build go elsewhere (a scratch folder) without touching the served dist/.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app, linked by the HTML and inlined by the pre-renderer. Split,
    // it was a dependency of every chunk importing lib/utils, so loading an island or a screen
    // appended a <link> to the same CSS again: a second download and a whole-page style recalc
    // (about 80 ms at 4x on home) after the page had painted.
    cssCodeSplit: false,
    // Every browser we serve preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: {
      polyfill: false,
      // An island's code is preloaded by its page's HTML (scripts/island-preloads.ts), not by a
      // <link> the islands script appends for each dependency as the island's loader runs.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)islands-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      // The app (dashboard, admin: index.html) and the pre-rendered pages (islands.html).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        islands: fileURLToPath(new URL('./islands.html', import.meta.url)),
      },
      output: {
        // Vite 8 bundles with Rolldown: codeSplitting groups replace Rollup's manualChunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'vendor-router', test: VENDOR_ROUTER },
            { name: 'vendor-query', test: VENDOR_QUERY },
          ],
        },
      },
    },
  },
});
