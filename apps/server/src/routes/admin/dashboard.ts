import { Hono } from 'hono';
import { D, REQUEST_TYPES, minorUnits, type AdminDashboard } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { dashboardFigures } from '../../db/queries/dashboard.ts';

/** Admin dashboard: mounted under /api/admin/dashboard; every figure is read from the database. */
export function adminDashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    // One statement (decision 025): an admin meets this page on every sign-in.
    const f = await dashboardFigures(db);
    const requests = Object.fromEntries(
      REQUEST_TYPES.map((t) => [t, { today: 0, days7: 0, days30: 0, open: 0 }]),
    ) as AdminDashboard['requests'];
    for (const r of f.requests)
      requests[r.type] = {
        today: Number(r.today),
        days7: Number(r.days7),
        days30: Number(r.days30),
        open: Number(r.open),
      };

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
    for (const r of f.per_day ?? []) {
      const d = byDate.get(r.date);
      if (d) d[r.type] = Number(r.n);
    }

    const body: AdminDashboard = {
      generatedAt: new Date().toISOString(),
      requests,
      newClients: {
        today: Number(f.clients.today),
        days7: Number(f.clients.days7),
        days30: Number(f.clients.days30),
      },
      pendingDeposits: Number(f.pending_deposits),
      pendingWithdrawals: Number(f.pending_withdrawals),
      // Amounts stay decimal strings, shown with the sold currency's minor units.
      conversionVolume: (f.volume ?? []).map((r) => ({
        currency: r.currency,
        amount: new D(r.amount).toFixed(minorUnits(r.currency)),
        fees: new D(r.fees).toFixed(minorUnits(r.currency)),
        count: Number(r.count),
      })),
      requestsPerDay: days,
    };
    return c.json(body);
  });

  return app;
}
