import { Hono } from 'hono';
import { D, REQUEST_TYPES, minorUnits, type AdminDashboard } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  conversionVolume30d,
  newClientCounts,
  pendingFundingCounts,
  requestCounts,
  requestsPerDay,
} from '../../db/queries/dashboard.ts';

/**
 * Funding and conversion figures come from the client platform's tables. Absent funding tables
 * give null, never a made-up 0; amounts stay decimal strings.
 */
async function fundingFigures(db: DbOrTx) {
  const { pendingDeposits, pendingWithdrawals } = await pendingFundingCounts(db);
  const rows = await conversionVolume30d(db);
  const conversionVolume: AdminDashboard['conversionVolume'] = rows.map((r) => ({
    currency: r.currency,
    amount: new D(r.amount).toFixed(minorUnits(r.currency)),
    fees: new D(r.fees).toFixed(minorUnits(r.currency)),
    count: Number(r.count),
  }));
  return { pendingDeposits, pendingWithdrawals, conversionVolume };
}

/** Admin dashboard: mounted under /api/admin/dashboard; every figure is read from the database. */
export function adminDashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const counts = await requestCounts(db);
    const requests = Object.fromEntries(
      REQUEST_TYPES.map((t) => [t, { today: 0, days7: 0, days30: 0, open: 0 }]),
    ) as AdminDashboard['requests'];
    for (const r of counts)
      requests[r.type] = {
        today: Number(r.today),
        days7: Number(r.days7),
        days30: Number(r.days30),
        open: Number(r.open),
      };

    const clients = await newClientCounts(db);

    const perDayRows = await requestsPerDay(db);
    const days: AdminDashboard['requestsPerDay'] = [];
    const today = new Date();
    for (let i = 29; i >= 0; i--) {
      const d = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i),
      )
        .toISOString()
        .slice(0, 10);
      days.push({ date: d, consultation: 0, quote: 0, inquiry: 0, application: 0 });
    }
    const byDate = new Map(days.map((d) => [d.date, d]));
    for (const r of perDayRows) {
      const d = byDate.get(r.date);
      if (d) d[r.type] = Number(r.n);
    }

    const body: AdminDashboard = {
      generatedAt: new Date().toISOString(),
      requests,
      newClients: {
        today: Number(clients?.today ?? 0),
        days7: Number(clients?.days7 ?? 0),
        days30: Number(clients?.days30 ?? 0),
      },
      ...(await fundingFigures(db)),
      requestsPerDay: days,
    };
    return c.json(body);
  });

  return app;
}
