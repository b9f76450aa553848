import { sql } from 'drizzle-orm';
import { REQUEST_TYPES, type RequestType } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../client.ts';

// The admin dashboard's figures: aggregates over several tables, so plain SQL (ADR 005).

const TABLE: Record<RequestType, string> = {
  consultation: 'consultation_requests',
  quote: 'quote_requests',
  inquiry: 'inquiries',
  application: 'job_applications',
};

/** Per request type: created today (UTC), in 7 and 30 days, and open (status new). */
export function requestCounts(db: DbOrTx) {
  return queryRows<{
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
}

/** Client accounts created today (UTC), in 7 and in 30 days. */
export async function newClientCounts(db: DbOrTx) {
  const [clients] = await queryRows<{ today: number; days7: number; days30: number }>(
    db,
    sql`select count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
        count(*) filter (where created_at >= now() - interval '7 days')::int as days7,
        count(*)::int as days30
        from "user" where role = 'client' and created_at >= now() - interval '30 days'`,
  );
  return clients;
}

/** Requests per UTC day and type over the last 30 days (days without any are absent). */
export function requestsPerDay(db: DbOrTx) {
  return queryRows<{ date: string; type: RequestType; n: number }>(
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
}

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
 * Pending deposits and withdrawals, read only when the funding tables exist (the features ship
 * separately); an absent table gives null, never a made-up 0.
 */
export async function pendingFundingCounts(db: DbOrTx) {
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
  return { pendingDeposits, pendingWithdrawals };
}

/**
 * Filled orders of the last 30 days per sold currency: the amount sold (fee included) and the fees
 * earned, both in that currency, as exact decimal text.
 */
export function conversionVolume30d(db: DbOrTx) {
  return queryRows<{ currency: string; amount: string; fees: string; count: number }>(
    db,
    sql`select sell_currency as currency, sum(sell_amount)::text as amount, sum(fee)::text as fees,
               count(*)::int as count
          from trading_orders
         where status = 'filled' and filled_at >= now() - interval '30 days'
         group by 1 order by 1`,
  );
}
