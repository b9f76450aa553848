import { Hono } from 'hono';
import { BalanceHistoryQuerySchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { readQuery } from '../lib/validate.ts';
import { balanceHistory } from '../services/insights/balance-history.ts';
import { monthlyVolumes } from '../services/insights/monthly-volumes.ts';

// Charts' figures (issue 39 item 3, docs/client-platform.md). Mounted 'account': the person or
// the business selected, the member's role checked (reads need `view`, which every business
// role has); every query carries the holder id, so another account's wallet is never read.
export function insightsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  /** ?currency=KES&range=1M|3M|6M|1Y: the wallet's balance at the end of each UTC day. */
  app.get('/balance-history', async (c) =>
    c.json(await balanceHistory(db, holderId(c), readQuery(c, BalanceHistoryQuerySchema))),
  );

  /** Conversions and payouts per month, the last 12 months (the business home's chart). */
  app.get('/monthly-volumes', async (c) => c.json(await monthlyVolumes(db, holderId(c))));

  return app;
}
