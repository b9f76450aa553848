import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

// Libraries change far less often than the app: vendor chunks stay cached across deploys.
// React and the router are needed by the entry; TanStack Query only by the pages (it loads with
// the first page, see src/app/query-layout.tsx), so it is a chunk of its own.
const VENDOR = /node_modules\/(react|react-dom|scheduler|react-router)\//;
const VENDOR_QUERY = /node_modules\/@tanstack\//;

/**
 * @mizani/shared is pure (constants, schemas, pure functions) but does not declare
 * "sideEffects": false, so importing one constant through its barrel would pull every zod schema
 * (and zod) into the page. Declaring its modules side-effect free lets unused ones drop out.
 */
function sharedIsSideEffectFree(): Plugin {
  return {
    name: 'mizani:shared-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]shared[\\/]src[\\/]/ },
      handler(code) {
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

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsSideEffectFree(), compileCatalogues()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // WEB_OUT_DIR lets a build go elsewhere (a scratch folder) without touching the served dist/.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Vite 8 bundles with Rolldown: codeSplitting groups replace Rollup's manualChunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'vendor-query', test: VENDOR_QUERY },
          ],
        },
      },
    },
  },
});
