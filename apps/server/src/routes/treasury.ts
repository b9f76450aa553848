import { Hono } from 'hono';
import {
  LimitOrderCreateSchema,
  RecurringCreateSchema,
  RecurringStatusSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import {
  cancelLimitOrder,
  getLimitOrder,
  listLimitOrders,
  placeLimitOrder,
} from '../services/treasury/limit-orders.ts';
import { createPlan, getPlan, listPlans, setPlanStatus } from '../services/treasury/recurring.ts';
import type { Actor } from '../services/business/members.ts';
import { forwardRoutes } from './treasury-forwards.ts';

// Treasury (issue 41, docs/treasury.md): limit orders and recurring conversions of the selected
// account. Mounted 'account': reads need `view`, changes `initiate` (so a viewer sees and an
// approver decides through the approvals, neither places); every query carries the holder id.
export function treasuryRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const appUrl = deps.env.BETTER_AUTH_URL;
  const actorOf = (c: { get: AppBindingsGet }): Actor => {
    const user = c.get('user')!;
    return { id: user.id, email: user.email, role: c.get('holder')!.role, ip: c.get('clientIp') };
  };

  app.get('/limit-orders', async (c) =>
    c.json({ limitOrders: await listLimitOrders(db, holderId(c)) }),
  );
  /** 201 open (or already triggered); 202 waiting for the business's approvers; 200 a replay. */
  app.post('/limit-orders', async (c) => {
    const body = await readJson(c, LimitOrderCreateSchema);
    const holder = c.get('holder')!;
    const r = await placeLimitOrder(db, holder, actorOf(c), body, appUrl);
    const status = r.replayed ? 200 : r.order.status === 'pending_approval' ? 202 : 201;
    return c.json({ limitOrder: r.order, approval: r.approval }, status);
  });
  app.get('/limit-orders/:id', async (c) =>
    c.json({ limitOrder: await getLimitOrder(db, holderId(c), uuidParam(c)) }),
  );
  app.post('/limit-orders/:id/cancel', async (c) =>
    c.json({
      limitOrder: await cancelLimitOrder(db, holderId(c), actorOf(c), uuidParam(c)),
    }),
  );

  app.get('/recurring', async (c) => c.json({ plans: await listPlans(db, holderId(c)) }));
  app.post('/recurring', async (c) => {
    const body = await readJson(c, RecurringCreateSchema);
    const r = await createPlan(db, c.get('holder')!, actorOf(c), body, appUrl);
    return c.json(r, r.plan.status === 'pending_approval' ? 202 : 201);
  });
  app.get('/recurring/:id', async (c) =>
    c.json({ plan: await getPlan(db, holderId(c), uuidParam(c)) }),
  );
  app.patch('/recurring/:id', async (c) => {
    const id = uuidParam(c);
    const { active } = await readJson(c, RecurringStatusSchema);
    const plan = await setPlanStatus(db, holderId(c), actorOf(c), id, active ? 'active' : 'paused');
    return c.json({ plan });
  });
  app.post('/recurring/:id/cancel', async (c) =>
    c.json({
      plan: await setPlanStatus(db, holderId(c), actorOf(c), uuidParam(c), 'cancelled'),
    }),
  );
  // Forward contracts (issue 41 item 3): their own router, the same guard.
  app.route('/forwards', forwardRoutes(deps));
  return app;
}

type AppBindingsGet = <K extends keyof AppBindings['Variables']>(
  key: K,
) => AppBindings['Variables'][K];
