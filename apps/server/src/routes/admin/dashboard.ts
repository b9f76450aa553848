import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  D,
  REQUEST_TYPES,
  minorUnits,
  type AdminDashboard,
  type RequestType,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

const TABLE: Record<RequestType, string> = {
  consultation: 'consultation_requests',
  quote: 'quote_requests',
  inquiry: 'inquiries',
  application: 'job_applications',
};

async function tableExists(db: DbOrTx, name: string) {
  const [r] = await queryRows<{ t: string | null }>(
    db,
    sql`select to_regclass(${`public.${name}`})::text as t`,
  );
  return Boolean(r?.t);
}
async function columnsOf(db: DbOrTx, name: string): Promise<Set<string>> {
  const rows = await queryRows<{ c: string }>(
    db,
    sql`select column_name as c from information_schema.columns where table_schema = 'public' and table_name = ${name}`,
  );
  return new Set(rows.map((r) => r.c));
}

/**
 * Funding and conversion figures come from the client platform's tables. They are read only when
 * those tables exist (the features ship separately); absent tables give null, never a made-up 0.
 */
async function fundingFigures(db: DbOrTx) {
  let pendingDeposits: number | null = null;
  let pendingWithdrawals: number | null = null;
  for (const [name, set] of [
    ['deposits', (n: number) => (pendingDeposits = n)],
    ['withdrawals', (n: number) => (pendingWithdrawals = n)],
  ] as const) {
    if (await tableExists(db, name)) {
      const [r] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(name)} where status = 'pending'`,
      );
      set(Number(r?.n ?? 0));
    }
  }
  if (
    (pendingDeposits === null || pendingWithdrawals === null) &&
    (await tableExists(db, 'funding_requests'))
  ) {
    const cols = await columnsOf(db, 'funding_requests');
    const kindCol = cols.has('kind') ? 'kind' : cols.has('type') ? 'type' : null;
    if (kindCol) {
      const rows = await queryRows<{ k: string; n: number }>(
        db,
        sql`select ${sql.identifier(kindCol)} as k, count(*)::int as n from funding_requests where status = 'pending' group by 1`,
      );
      pendingDeposits ??= Number(rows.find((r) => r.k === 'deposit')?.n ?? 0);
      pendingWithdrawals ??= Number(rows.find((r) => r.k === 'withdrawal')?.n ?? 0);
    }
  }
  // Filled orders of the last 30 days per sold currency: the amount sold (fee included) and the
  // fees earned, both in that currency; amounts stay decimal strings.
  const rows = await queryRows<{ currency: string; amount: string; fees: string; count: number }>(
    db,
    sql`select sell_currency as currency, sum(sell_amount)::text as amount, sum(fee)::text as fees,
               count(*)::int as count
          from trading_orders
         where status = 'filled' and filled_at >= now() - interval '30 days'
         group by 1 order by 1`,
  );
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
    const counts = await queryRows<{
      type: RequestType;
      today: number;
      days7: number;
      days30: number;
      open: number;
    }>(
      db,
      sql.join(
        REQUEST_TYPES.map(
          (t) => sql`select ${t}::text as type,
            count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
            count(*) filter (where created_at >= now() - interval '7 days')::int as days7,
            count(*) filter (where created_at >= now() - interval '30 days')::int as days30,
            (select count(*)::int from ${sql.identifier(TABLE[t])} where status = 'new') as open
            from ${sql.identifier(TABLE[t])} where created_at >= now() - interval '30 days'`,
        ),
        sql` union all `,
      ),
    );
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

    const [clients] = await queryRows<{ today: number; days7: number; days30: number }>(
      db,
      sql`select count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
        count(*) filter (where created_at >= now() - interval '7 days')::int as days7,
        count(*)::int as days30
        from "user" where role = 'client' and created_at >= now() - interval '30 days'`,
    );

    const perDayRows = await queryRows<{ date: string; type: RequestType; n: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as date, x.type, count(*)::int as n from (
          ${sql.join(
            REQUEST_TYPES.map(
              (t) =>
                sql`select ${t}::text as type, date_trunc('day', created_at at time zone 'UTC') as d from ${sql.identifier(TABLE[t])} where created_at >= now() - interval '30 days'`,
            ),
            sql` union all `,
          )}
        ) x group by 1, 2`,
    );
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
