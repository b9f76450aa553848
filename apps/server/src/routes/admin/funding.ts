import { Hono } from 'hono';
import { z } from 'zod';
import { AdminDepositConfirmSchema, AdminRejectSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import {
  confirmDeposit,
  decideWithdrawal,
  listPendingFunding,
  rejectDeposit,
} from '../../services/funding/funding-queue.ts';
import { adminActor } from './actor.ts';

// Admin funding: mounted under /api/admin/funding; the admin role is already enforced at the mount.
// Decisions are final (a second decision answers 409) and audited in the same transaction.
export function adminFundingRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const opts = { appUrl: deps.env.BETTER_AUTH_URL };
  const actor = adminActor;

  app.get('/', async (c) => c.json(await listPendingFunding(db)));
  app.post('/deposits/:id/confirm', async (c) => {
    const body = await readJson(c, AdminDepositConfirmSchema);
    return c.json({
      deposit: await confirmDeposit(db, actor(c), uuidParam(c), body.receivedAmount, opts),
    });
  });
  app.post('/deposits/:id/reject', async (c) => {
    const body = await readJson(c, AdminRejectSchema);
    return c.json({ deposit: await rejectDeposit(db, actor(c), uuidParam(c), body.reason, opts) });
  });
  app.post('/withdrawals/:id/approve', async (c) => {
    await readJson(c, z.strictObject({}));
    return c.json({
      withdrawal: await decideWithdrawal(db, actor(c), uuidParam(c), 'approve', undefined, opts),
    });
  });
  app.post('/withdrawals/:id/reject', async (c) => {
    const body = await readJson(c, AdminRejectSchema);
    return c.json({
      withdrawal: await decideWithdrawal(db, actor(c), uuidParam(c), 'reject', body.reason, opts),
    });
  });
  return app;
}
