import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { TransferScheduleCreateSchema, TransferScheduleStatusSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { holderId } from '../middleware/holder.ts';
import { railsOf } from '../services/rails/registry.ts';
import { personalHolder } from './transfers.ts';
import { reviewWaitingRun, skipWaitingRun } from '../services/transfers/schedule-runs.ts';
import {
  createSchedule,
  getSchedule,
  listSchedules,
  setScheduleStatus,
} from '../services/transfers/schedules.ts';

const ReviewRunSchema = z.strictObject({ idempotencyKey: z.string().trim().min(8).max(100) });

// Recurring transfers (issue 38, docs/send-money.md): list, set up, pause, resume, cancel; a run
// waiting for the client (the rate moved) is reviewed as a transfer or skipped. Every query
// carries the selected holder; another holder's schedule answers 404.
export function transferSchedulesRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  const actor = (c: Context<AppBindings>) => {
    const user = c.get('user')!;
    return { id: user.id, email: user.email, ip: c.get('clientIp') };
  };

  app.get('/', async (c) => c.json({ schedules: await listSchedules(db, holderId(c)) }));

  app.post('/', async (c) => {
    const body = await readJson(c, TransferScheduleCreateSchema);
    const schedule = await createSchedule(
      db,
      personalHolder(c),
      { sessionId: c.get('session')!.id, actor: actor(c) },
      body,
    );
    return c.json({ schedule }, 201);
  });

  app.get('/:id', async (c) =>
    c.json({ schedule: await getSchedule(db, holderId(c), uuidParam(c)) }),
  );

  app.patch('/:id', async (c) => {
    const id = uuidParam(c);
    const { status } = await readJson(c, TransferScheduleStatusSchema);
    return c.json({ schedule: await setScheduleStatus(db, holderId(c), actor(c), id, status) });
  });

  app.post('/:id/runs/:runId/review', async (c) => {
    const id = uuidParam(c);
    const runId = uuidParam(c, 'runId');
    const { idempotencyKey } = await readJson(c, ReviewRunSchema);
    const transfer = await reviewWaitingRun(
      db,
      personalHolder(c),
      c.get('user')!.id,
      id,
      runId,
      idempotencyKey,
      railsOf(deps),
    );
    return c.json({ transfer }, 201);
  });

  app.post('/:id/runs/:runId/skip', async (c) => {
    const id = uuidParam(c);
    const runId = uuidParam(c, 'runId');
    return c.json({ schedule: await skipWaitingRun(db, holderId(c), id, runId) });
  });
  return app;
}
