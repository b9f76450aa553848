import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';

// Issue 39 item 3: what the wallet's balance chart and the business home's volumes read. Every
// query is scoped to the holder (the person or the business selected) in its WHERE, and reads the
// ledger's entries on the holder's client accounts, the lines the statements are made of.
// Days and months are UTC, as the statements' are.

/**
 * The balance of the holder's wallet in `currency` at the end of each UTC day from `months`
 * months before `today` to `today`: the sum of the account's entries up to that day's end, the
 * figure a statement's running balance shows after that day's last movement. No rows when the
 * holder has no wallet in that currency.
 */
export function balanceByDay(
  db: DbOrTx,
  p: { holderId: string; currency: string; today: string; months: number },
) {
  return queryRows<{ day: string; balance: string }>(
    db,
    sql`with acct as (
          select id from ledger_accounts
           where kind = 'client' and user_id = ${p.holderId} and currency = ${p.currency}),
        span as (
          select (${p.today}::date - make_interval(months => ${p.months}::int))::date as first_day,
                 ${p.today}::date as last_day),
        days as (
          select d::date as day from span, generate_series(span.first_day, span.last_day, interval '1 day') d),
        opening as (
          select coalesce(sum(e.amount), 0) as v from ledger_entries e, span
           where e.account_id in (select id from acct)
             and e.created_at < (span.first_day::timestamp at time zone 'UTC')),
        daily as (
          select (e.created_at at time zone 'UTC')::date as day, sum(e.amount) as v
            from ledger_entries e, span
           where e.account_id in (select id from acct)
             and e.created_at >= (span.first_day::timestamp at time zone 'UTC')
             and e.created_at < ((span.last_day + 1)::timestamp at time zone 'UTC')
           group by 1)
        select to_char(days.day, 'YYYY-MM-DD') as day,
               ((select v from opening) + coalesce(sum(daily.v) over (order by days.day), 0))::text as balance
          from days left join daily on daily.day = days.day
         where exists (select 1 from acct)
         order by days.day`,
  );
}

/** One kind's total in one month and currency, and how many movements made it. */
export interface VolumeRow {
  kind: 'conversions' | 'payouts';
  month: string;
  currency: string;
  amount: string;
  n: number;
}

/**
 * Conversions and payouts of the holder per UTC month since `firstMonth` (YYYY-MM-01), per
 * currency. Conversions: the amount each filled order took from the wallet (its journal's debit
 * on the holder's account, fee included, as the statement shows it). Payouts: withdrawals paid
 * out (single, bulk lines, send-money payouts to a payee) by the month they were paid, and money
 * sent to another client (the transfer journal's debit).
 */
export function volumesByMonth(db: DbOrTx, p: { holderId: string; firstMonth: string }) {
  const start = sql`(${p.firstMonth}::date::timestamp at time zone 'UTC')`;
  return queryRows<VolumeRow>(
    db,
    sql`with debits as (
          select e.journal_id, e.currency, -e.amount as amount, e.created_at
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${p.holderId}
           where e.amount < 0 and e.created_at >= ${start}),
        moves as (
          select 'conversions' as kind, d.currency, d.amount, d.created_at as at
            from debits d join trading_orders o on o.journal_id = d.journal_id
             and o.user_id = ${p.holderId} and o.status = 'filled'
          union all
          select 'payouts', w.currency, w.amount, w.decided_at
            from withdrawals w
           where w.user_id = ${p.holderId} and w.status = 'completed' and w.decided_at >= ${start}
          union all
          select 'payouts', d.currency, d.amount, d.created_at
            from debits d join ledger_journals j on j.id = d.journal_id and j.type = 'transfer')
        select kind, to_char(at at time zone 'UTC', 'YYYY-MM') as month, currency,
               sum(amount)::text as amount, count(*)::int as n
          from moves group by 1, 2, 3 order by 2, 1, 3`,
  );
}

/** The latest mid of each pair quoted against USD, for USD equivalents (`usdEquivalent`). */
export function usdMids(db: DbOrTx) {
  return queryRows<{ base: string; quote: string; mid: string }>(
    db,
    sql`select cp.base_currency as base, cp.quote_currency as quote,
               (select f.mid_rate::text from fx_rates f where f.pair_id = cp.id
                 order by f.created_at desc, f.id desc limit 1) as mid
          from currency_pairs cp
         where cp.base_currency = 'USD' or cp.quote_currency = 'USD'`,
  );
}
