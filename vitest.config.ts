import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for everything. The server project runs against PGlite by default and against
// PostgreSQL when DATABASE_URL is set (scripts/test.sh runs it twice).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
        // The web app's '@/' alias (apps/web/tsconfig.json), for content modules that use it.
        resolve: {
          alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
