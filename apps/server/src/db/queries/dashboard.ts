import { sql, type SQL } from 'drizzle-orm';
import { REQUEST_TYPES, type RequestType } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../client.ts';

// The admin dashboard's figures: aggregates over several tables, so plain SQL (ADR 005).

const TABLE: Record<RequestType, string> = {
  consultation: 'consultation_requests',
  quote: 'quote_requests',
  inquiry: 'inquiries',
  application: 'job_applications',
};

/** A table's created_at index counts the rows of a rolling window's partial first day. */
function edgeCount(t: RequestType, from: SQL, dayEnd: SQL) {
  return sql`(select count(*)::int from ${sql.identifier(TABLE[t])} where created_at >= ${from} and created_at < ${dayEnd})`;
}

export interface DashboardRow {
  requests: { type: RequestType; today: number; days7: number; days30: number; open: number }[];
  per_day: { date: string; type: RequestType; n: number }[] | null;
  clients: { today: number; days7: number; days30: number };
  pending_deposits: number;
  pending_withdrawals: number;
  volume: { currency: string; amount: string; fees: string; count: number }[] | null;
}

/**
 * Every figure of the admin dashboard in one statement (decision 025). Request counts come from
 * request_day_counts (kept by triggers, migration 0029): whole UTC days from there, and the
 * partial first day of the rolling 7- and 30-day windows counted on each table's created_at
 * index, so the figures equal counting the rows themselves. Pending funding and the 30-day
 * conversion volume (per sold currency, exact decimal text) are read from the ledger's tables.
 */
export async function dashboardFigures(db: DbOrTx) {
  const perType = sql.join(
    REQUEST_TYPES.map(
      (t) =>
        sql`select ${t}::text as type, ${edgeCount(t, sql`w.b7`, sql`w.e7`)} as e7, ${edgeCount(t, sql`w.b30`, sql`w.e30`)} as e30`,
    ),
    sql` union all `,
  );
  const [row] = await queryRows<DashboardRow>(
    db,
    sql`with b as (
          select now() - interval '7 days' as b7, now() - interval '30 days' as b30,
                 (now() at time zone 'UTC')::date as today
        ), w as (
          select b.*, (b7 at time zone 'UTC')::date as d7, (b30 at time zone 'UTC')::date as d30,
                 (((b7 at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') as e7,
                 (((b30 at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') as e30
            from b
        ), edges as (select e.* from w cross join lateral (${perType}) e),
        per_type as (
          select e.type,
            coalesce(sum(c.created) filter (where c.day >= w.today), 0)::int as today,
            (coalesce(sum(c.created) filter (where c.day > w.d7), 0) + e.e7)::int as days7,
            (coalesce(sum(c.created) filter (where c.day > w.d30), 0) + e.e30)::int as days30,
            coalesce(sum(c.open), 0)::int as open
          from edges e cross join w
          left join request_day_counts c on c.request_type = e.type
          group by e.type, e.e7, e.e30, w.today, w.d7, w.d30
        )
        select
          (select json_agg(p) from per_type p) as requests,
          (select json_agg(json_build_object('date', to_char(c.day, 'YYYY-MM-DD'), 'type', c.request_type, 'n', c.created))
             from request_day_counts c, w where c.day > w.today - 30 and c.day <= w.today and c.created > 0) as per_day,
          (select json_build_object(
              'today', count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'),
              'days7', count(*) filter (where created_at >= now() - interval '7 days'),
              'days30', count(*))
             from "user" where role = 'client' and created_at >= now() - interval '30 days') as clients,
          (select count(*)::int from deposits where status = 'pending') as pending_deposits,
          (select count(*)::int from withdrawals where status = 'pending') as pending_withdrawals,
          (select json_agg(v) from (
             select sell_currency as currency, sum(sell_amount)::text as amount, sum(fee)::text as fees,
                    count(*)::int as count
               from trading_orders
              where status = 'filled' and filled_at >= now() - interval '30 days'
              group by 1 order by 1) v) as volume`,
  );
  return row!;
}
