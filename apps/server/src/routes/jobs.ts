import { Hono } from 'hono';
import { JobsQuerySchema, type JobsResponse, type Locale } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { listActiveJobs, listActiveTranslations } from '../db/queries/jobs.ts';
import { readQuery } from '../lib/validate.ts';
import { publicJob, translationTexts } from '../services/jobs/translations.ts';

/** How long one instance reuses the active-jobs list (and browsers/CDNs may cache it). */
export const JOBS_CACHE_MS = 30_000;

/** Lets the admin jobs editor drop the cache after a change: deps.services.get<JobsCache>('jobs-cache')?.invalidate(). */
export interface JobsCache {
  invalidate(): void;
}

/**
 * GET /api/jobs: active jobs, newest first (spec §4, §7), in `?lang=` (en, fr, sw; English when
 * left out) where a posting has that translation, else in English (decision 020). Public and
 * briefly cached, one list per language.
 */
export function jobsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const cached = new Map<Locale, { at: number; body: JobsResponse }>();
  deps.services.set<JobsCache>('jobs-cache', { invalidate: () => cached.clear() });

  async function load(locale: Locale): Promise<JobsResponse> {
    const { db } = deps.database;
    const [rows, translations] = await Promise.all([
      listActiveJobs(db),
      locale === 'en' ? [] : listActiveTranslations(db, locale),
    ]);
    const byJob = new Map(translations.map((t) => [t.jobId, translationTexts(t)]));
    return { jobs: rows.map((r) => publicJob(r, locale, byJob.get(r.id))) };
  }

  app.get('/', async (c) => {
    const { lang } = readQuery(c, JobsQuerySchema);
    let entry = cached.get(lang);
    if (!entry || Date.now() - entry.at > JOBS_CACHE_MS) {
      entry = { at: Date.now(), body: await load(lang) };
      cached.set(lang, entry);
    }
    c.header('Cache-Control', `public, max-age=${JOBS_CACHE_MS / 1000}`);
    return c.json(entry.body);
  });

  return app;
}
