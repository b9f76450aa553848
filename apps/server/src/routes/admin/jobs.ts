import { Hono } from 'hono';
import { JobActiveSchema, JobInputSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertJob, listJobs, lockJob, updateJob, type JobRow } from '../../db/queries/jobs.ts';
import type { JobsCache } from '../jobs.ts';
import { notFound } from '../../lib/errors.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import {
  saveTranslations,
  translationsByJob,
  type JobTranslations,
} from '../../services/jobs/translations.ts';

const NONE: JobTranslations = { fr: null, sw: null };
const toJson = (j: JobRow, translations: JobTranslations = NONE) => ({
  ...j,
  createdAt: j.createdAt.toISOString(),
  updatedAt: j.updatedAt.toISOString(),
  translations,
});
const snapshot = (j: JobRow, translations: JobTranslations = NONE) => ({
  title: j.title,
  department: j.department,
  location: j.location,
  employmentType: j.employmentType,
  salaryRange: j.salaryRange,
  description: j.description,
  requirements: j.requirements,
  responsibilities: j.responsibilities,
  isActive: j.isActive,
  translations,
});

/** The posting and its translations as they are now (inside the transaction). */
async function withTranslations(tx: DbOrTx, j: JobRow) {
  const translations = (await translationsByJob(tx, [j.id])).get(j.id) ?? NONE;
  return { job: j, translations };
}

/** Admin jobs: mounted under /api/admin/jobs; only active openings reach the public /careers list. */
export function adminJobsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  // This instance's public list shows a change at once (others within JOBS_CACHE_MS).
  const published = () => deps.services.get<JobsCache>('jobs-cache')?.invalidate();

  app.get('/', async (c) => {
    const rows = await listJobs(db);
    const translations = await translationsByJob(
      db,
      rows.map((r) => r.id),
    );
    return c.json({ jobs: rows.map((r) => toJson(r, translations.get(r.id))) });
  });

  app.post('/', async (c) => {
    const input = await readJson(c, JobInputSchema);
    const me = c.get('user')!;
    const { translations: tr, ...posting } = input;
    const saved = await db.transaction(async (tx) => {
      const j = await insertJob(tx, posting);
      await saveTranslations(tx, j.id, tr);
      const after = await withTranslations(tx, j);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'job.create',
        targetType: 'job',
        targetId: j.id,
        after: snapshot(j, after.translations),
        ip: c.get('clientIp'),
      });
      return after;
    });
    published();
    return c.json({ job: toJson(saved.job, saved.translations) }, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, JobInputSchema);
    const me = c.get('user')!;
    const { translations: tr, ...posting } = input;
    const saved = await db.transaction(async (tx) => {
      const locked = await lockJob(tx, id);
      if (!locked) throw notFound('Job');
      const before = await withTranslations(tx, locked);
      const j = await updateJob(tx, id, posting);
      await saveTranslations(tx, id, tr);
      const after = await withTranslations(tx, j);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'job.update',
        targetType: 'job',
        targetId: id,
        before: snapshot(before.job, before.translations),
        after: snapshot(j, after.translations),
        ip: c.get('clientIp'),
      });
      return after;
    });
    published();
    return c.json({ job: toJson(saved.job, saved.translations) });
  });

  /** Activate or deactivate an opening. */
  app.patch('/:id/active', async (c) => {
    const id = uuidParam(c);
    const { isActive } = await readJson(c, JobActiveSchema);
    const me = c.get('user')!;
    const job = await db.transaction(async (tx) => {
      const before = await lockJob(tx, id);
      if (!before) throw notFound('Job');
      const j = await updateJob(tx, id, { isActive });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: isActive ? 'job.activate' : 'job.deactivate',
        targetType: 'job',
        targetId: id,
        before: { isActive: before.isActive },
        after: { isActive },
        ip: c.get('clientIp'),
      });
      return withTranslations(tx, j);
    });
    published();
    return c.json({ job: toJson(job.job, job.translations) });
  });

  return app;
}
