import { Hono } from 'hono';
import {
  AdminChainDepositsQuerySchema,
  RailExceptionActionSchema,
  RailReportQuerySchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import {
  dailyReport,
  listExceptions,
  reportCsv,
  resolveException,
} from '../../services/rails/exceptions.ts';
import { adminActor } from './actor.ts';
import { chainOf } from '../../services/chain/rail.ts';
import { adminChainDeposits } from '../../services/chain/deposits.ts';

// Reconciliation in the admin area (docs/payments.md): the exceptions queue with its actions
// (credit, refund, write off with four eyes; paid or not paid for a payout the rail may have made) and the daily report per rail, on screen and as CSV.
export function adminRailsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const opts = { appUrl: deps.env.BETTER_AUTH_URL };
  const actor = adminActor;
  const today = () => new Date().toISOString().slice(0, 10);

  app.get('/exceptions', async (c) => {
    const q = readQuery(c, RailReportQuerySchema);
    return c.json({ exceptions: await listExceptions(db, q.state ?? 'open') });
  });
  for (const [path, action] of [
    ['credit', 'credit'],
    ['refund', 'refund'],
    ['write-off', 'write_off'],
    // A payout the rail may have made (services/rails/unconfirmed.ts), once checked with the rail.
    ['paid', 'paid'],
    ['not-paid', 'not_paid'],
  ] as const) {
    app.post(`/exceptions/:id/${path}`, async (c) => {
      const body = await readJson(c, RailExceptionActionSchema);
      return c.json({
        exception: await resolveException(db, actor(c), uuidParam(c), action, body, opts),
      });
    });
  }

  // Stablecoin deposits (issue 40, docs/stablecoins.md), with hashes and confirmations.
  app.get('/chain-deposits', async (c) => {
    const q = readQuery(c, AdminChainDepositsQuerySchema);
    const rail = chainOf(deps);
    return c.json({
      available: !!rail,
      confirmations: rail?.config.confirmations ?? null,
      deposits: rail ? await adminChainDeposits(db, rail.config.confirmations, q.status) : [],
    });
  });

  app.get('/report', async (c) => {
    const q = readQuery(c, RailReportQuerySchema);
    return c.json({ report: await dailyReport(db, q.day ?? today()) });
  });
  app.get('/report.csv', async (c) => {
    const q = readQuery(c, RailReportQuerySchema);
    const day = q.day ?? today();
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="reconciliation-${day}.csv"`);
    return c.body(reportCsv(await dailyReport(db, day)));
  });
  return app;
}
