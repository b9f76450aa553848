import { Hono } from 'hono';
import type { Job, JobsResponse } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { listActiveJobs } from '../db/queries/jobs.ts';

/** How long one instance reuses the active-jobs list (and browsers/CDNs may cache it). */
export const JOBS_CACHE_MS = 30_000;

/** Lets the admin jobs editor drop the cache after a change: deps.services.get<JobsCache>('jobs-cache')?.invalidate(). */
export interface JobsCache {
  invalidate(): void;
}

/** GET /api/jobs: active jobs, newest first (spec §4, §7). Public and briefly cached. */
export function jobsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  let cached: { at: number; body: JobsResponse } | null = null;
  deps.services.set<JobsCache>('jobs-cache', { invalidate: () => (cached = null) });

  async function load(): Promise<JobsResponse> {
    const rows = await listActiveJobs(deps.database.db);
    const list: Job[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      department: r.department,
      location: r.location,
      employmentType: r.employmentType,
      salaryRange: r.salaryRange,
      description: r.description,
      requirements: r.requirements,
      responsibilities: r.responsibilities,
      isActive: r.isActive,
      createdAt: r.createdAt.toISOString(),
    }));
    return { jobs: list };
  }

  app.get('/', async (c) => {
    if (!cached || Date.now() - cached.at > JOBS_CACHE_MS)
      cached = { at: Date.now(), body: await load() };
    c.header('Cache-Control', `public, max-age=${JOBS_CACHE_MS / 1000}`);
    return c.json(cached.body);
  });

  return app;
}
