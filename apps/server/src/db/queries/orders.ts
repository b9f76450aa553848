import { sql } from 'drizzle-orm';
import type { Order } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../client.ts';
import type { fxQuotes, tradingOrders } from '../schema/index.ts';
import type { Narrowed, SqlRow, SqlRowAll } from './sql-row.ts';

// A client's conversion orders and firm quotes: every function takes the owner's user id.

export type OrderSqlRow = Narrowed<SqlRowAll<typeof tradingOrders>, { status: Order['status'] }>;

/** One page of the owner's orders, newest first, each row carrying the filtered total (bigint text). */
export function listOrders(
  db: DbOrTx,
  p: { userId: string; status?: string; currency?: string; page: number; pageSize: number },
) {
  return queryRows<OrderSqlRow & { total: string }>(
    db,
    sql`select *, count(*) over() as total from trading_orders
           where user_id = ${p.userId}
             and (${p.status ?? null}::text is null or status = ${p.status ?? null})
             and (${p.currency ?? null}::text is null or sell_currency = ${p.currency ?? null} or buy_currency = ${p.currency ?? null})
           order by created_at desc, id limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`,
  );
}

export async function findOrder(db: DbOrTx, p: { userId: string; id: string }) {
  const [row] = await queryRows<OrderSqlRow>(
    db,
    sql`select * from trading_orders where id = ${p.id} and user_id = ${p.userId}`,
  );
  return row;
}

export async function findQuote(db: DbOrTx, p: { userId: string; id: string }) {
  const [row] = await queryRows<SqlRowAll<typeof fxQuotes>>(
    db,
    sql`select * from fx_quotes where id = ${p.id} and user_id = ${p.userId}`,
  );
  return row;
}

/** The owner's latest 10,000 orders for the CSV export, amounts as exact text. */
export function listOrdersForExport(db: DbOrTx, userId: string) {
  return queryRows<
    SqlRow<
      typeof tradingOrders,
      | 'id'
      | 'createdAt'
      | 'filledAt'
      | 'status'
      | 'rejectReason'
      | 'sellCurrency'
      | 'sellAmount'
      | 'buyCurrency'
      | 'buyAmount'
      | 'rate'
      | 'fee'
    >
  >(
    db,
    sql`select id, created_at, filled_at, status, reject_reason, sell_currency, sell_amount::text, buy_currency, buy_amount::text, rate::text, fee::text
            from trading_orders where user_id = ${userId} order by created_at desc limit 10000`,
  );
}

/** The API's cursor pages (newest first): `limit + 1` rows tell whether another page follows. */
export function listOrdersAfter(
  db: DbOrTx,
  p: { userId: string; before: { ts: string; id: string } | null; limit: number },
) {
  return queryRows<OrderSqlRow & { cursor_ts: string }>(
    db,
    sql`select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
          from trading_orders
         where user_id = ${p.userId}
           and (${p.before?.ts ?? null}::timestamptz is null
                or (created_at, id) < (${p.before?.ts ?? null}::timestamptz, ${p.before?.id ?? null}::uuid))
         order by created_at desc, id desc limit ${p.limit + 1}`,
  );
}
