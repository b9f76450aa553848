import { Hono } from 'hono';
import { z } from 'zod';
import { AdminChainPayoutDecisionSchema, CHAIN_PAYOUT_STATUSES } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import { AppError } from '../../lib/errors.ts';
import { said } from '../../services/i18n/refusals/index.ts';
import { chainOf } from '../../services/chain/rail.ts';
import { adminChainPayouts, decideChainPayout } from '../../services/chain/admin-payouts.ts';
import { adminActor } from './actor.ts';

// Admin → on-chain payouts and the chain's treasury card (issue 40, docs/stablecoins.md):
// /api/admin/chain/payouts (with hashes and confirmations), their decisions (screening hits and
// four eyes), and /api/admin/chain/treasury (hot wallet, low-balance alert, reconciliation).
const PayoutsQuery = z.strictObject({ status: z.enum(CHAIN_PAYOUT_STATUSES).optional() });

export function adminChainRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  app.get('/payouts', async (c) => {
    const q = readQuery(c, PayoutsQuery);
    const rail = chainOf(deps);
    return c.json({
      available: !!rail,
      payouts: rail ? await adminChainPayouts(db, rail.config.confirmations, q.status) : [],
    });
  });
  app.post('/payouts/:id/decision', async (c) => {
    const body = await readJson(c, AdminChainPayoutDecisionSchema);
    const rail = chainOf(deps);
    if (!rail) throw new AppError('CONFLICT', said('chain.payoutsUnavailable'));
    const payout = await decideChainPayout(
      db,
      uuidParam(c),
      adminActor(c),
      body.decision,
      body.reason,
      {
        appUrl: deps.env.BETTER_AUTH_URL,
        confirmations: rail.config.confirmations,
      },
    );
    return c.json({ payout });
  });
  app.get('/treasury', async (c) => {
    const rail = chainOf(deps);
    const { chainTreasury } = await import('../../services/chain/treasury.ts');
    return c.json(await chainTreasury(db, rail, rail?.signer));
  });
  return app;
}
