import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Seconds the slowest files took in a recent full run (scripts/test-summary.mjs writes them). */
const DURATIONS = JSON.parse(
  readFileSync(new URL('scripts/test-durations.json', import.meta.url), 'utf8'),
) as Record<string, number>;

/**
 * Slow files first. On a fresh clone (CI) Vitest has no timings and starts the largest files
 * first, so a short file that runs long (routes.test.ts: 145 lines, 272 s) started near the end
 * and kept one worker busy alone while the other had nothing left. Within a project, files with a
 * known duration go first, longest first; the rest keep Vitest's order.
 */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const seconds = (f: TestSpecification) => DURATIONS[relative(ROOT, f.moduleId)] ?? 0;
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) =>
        a.f.project.name === b.f.project.name
          ? seconds(b.f) - seconds(a.f) || a.i - b.i
          : a.i - b.i,
      )
      .map(({ f }) => f);
  }
}

// One runner for everything. The server project runs against PGlite by default and against
// PostgreSQL when DATABASE_URL is set (scripts/test.sh runs it twice).
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    // Vitest's default on two cores is one file at a time; every file is independent (its own
    // database, or its own server and browser), so run two. TEST_WORKERS=1 runs them in turn.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
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
          // Each file builds its own server and database and closes them, so a worker imports the
          // server once for all its files: importing it again per file was 748 of 2,819 worker
          // seconds (docs/testing.md). The web project keeps isolation (module-level settings).
          isolate: false,
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
          // The server bundled once for every journey (e2e/support/global-setup.ts).
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page on a busy machine (two journeys at once) can take seconds to answer a click:
          // expect.poll waits up to 15 s, as e2e/support/ui.ts's poll() does, not Vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
          // Each file starts its own server, data folder and browser (most of a journey's time
          // is waiting on the page), so journeys also run two at a time.
          pool: 'forks',
          // A worker keeps playwright-core and the support modules loaded from one journey file
          // to the next (each file still starts its own server and browser in its hooks).
          isolate: false,
          // A journey that fails runs once more in a fresh browser context, and the run's summary
          // names it as flaky (scripts/test-summary.mjs): one CI run in 376 journeys waited 30 s
          // on a click whose page painted no frame (docs/testing.md). A real defect fails twice.
          retry: 1,
        },
      },
    ],
  },
});
