import { Hono } from 'hono';
import { JobActiveSchema, JobInputSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { insertJob, listJobs, lockJob, updateJob, type JobRow } from '../../db/queries/jobs.ts';
import { notFound } from '../../lib/errors.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';

const toJson = (j: JobRow) => ({
  ...j,
  createdAt: j.createdAt.toISOString(),
  updatedAt: j.updatedAt.toISOString(),
});
const snapshot = (j: JobRow) => ({
  title: j.title,
  department: j.department,
  location: j.location,
  employmentType: j.employmentType,
  salaryRange: j.salaryRange,
  description: j.description,
  requirements: j.requirements,
  responsibilities: j.responsibilities,
  isActive: j.isActive,
});

/** Admin jobs: mounted under /api/admin/jobs; only active openings reach the public /careers list. */
export function adminJobsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const rows = await listJobs(db);
    return c.json({ jobs: rows.map(toJson) });
  });

  app.post('/', async (c) => {
    const input = await readJson(c, JobInputSchema);
    const me = c.get('user')!;
    const job = await db.transaction(async (tx) => {
      const j = await insertJob(tx, input);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'job.create',
        targetType: 'job',
        targetId: j.id,
        after: snapshot(j),
        ip: c.get('clientIp'),
      });
      return j;
    });
    return c.json({ job: toJson(job) }, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, JobInputSchema);
    const me = c.get('user')!;
    const job = await db.transaction(async (tx) => {
      const before = await lockJob(tx, id);
      if (!before) throw notFound('Job');
      const j = await updateJob(tx, id, input);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'job.update',
        targetType: 'job',
        targetId: id,
        before: snapshot(before),
        after: snapshot(j),
        ip: c.get('clientIp'),
      });
      return j;
    });
    return c.json({ job: toJson(job) });
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
      return j;
    });
    return c.json({ job: toJson(job) });
  });

  return app;
}
