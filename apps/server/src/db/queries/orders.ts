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
