import { Hono } from 'hono';
import { z } from 'zod';
import { InterestRateSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import {
  forwardsToReview,
  listInterestRates,
  reviewForward,
  setInterestRate,
} from '../../services/treasury/forward-admin.ts';
import { adminActor } from './actor.ts';

const ReviewSchema = z.strictObject({ comment: z.string().trim().max(500).optional() });

/**
 * Forward contracts for the admin under /api/admin/forwards (issue 41 item 3): the interest rate
 * of each currency (audited) and people's contracts waiting for a second pair of eyes.
 */
export function adminForwardsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  app.get('/interest-rates', async (c) => c.json({ rates: await listInterestRates(db) }));
  app.put('/interest-rates', async (c) => {
    const body = await readJson(c, InterestRateSchema);
    return c.json({ rate: await setInterestRate(db, adminActor(c), body) });
  });
  app.get('/review', async (c) => c.json({ forwards: await forwardsToReview(db) }));
  for (const decision of ['approve', 'reject'] as const)
    app.post(`/:id/${decision}`, async (c) => {
      const id = uuidParam(c);
      const { comment } = await readJson(c, ReviewSchema);
      return c.json({
        forward: await reviewForward(db, adminActor(c), id, decision, comment || null),
      });
    });
  return app;
}
