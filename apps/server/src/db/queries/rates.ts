import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import { currencyPairs, type fxRates, type user } from '../schema/index.ts';
import type { LeftJoined, SqlRow } from './sql-row.ts';

// The admin rates desk's reads and pair writes. Rates themselves are written by
// services/rates/write.ts (alerts and notifications go with them); the public cards and history
// are read by services/rates/queries.ts.

type LatestRate = LeftJoined<SqlRow<typeof fxRates, 'bidRate' | 'askRate' | 'midRate'>> & {
  ts: string | Date | null;
};

/** Every pair (active or not) with its latest rate, by display name. */
export function listPairsWithLatestRate(db: DbOrTx) {
  return queryRows<
    SqlRow<
      typeof currencyPairs,
      'id' | 'baseCurrency' | 'quoteCurrency' | 'displayName' | 'isActive'
    > &
      LatestRate
  >(
    db,
    sql`select p.id, p.base_currency, p.quote_currency, p.display_name, p.is_active,
            l.bid_rate, l.ask_rate, l.mid_rate, l.timestamp as ts
          from currency_pairs p
          left join lateral (select bid_rate, ask_rate, mid_rate, timestamp from fx_rates r
            where r.pair_id = p.id order by r.created_at desc, r.id desc limit 1) l on true
          order by p.display_name, p.id`,
  );
}

/** Every pair's id and codes (the CSV import resolves its rows against them). */
export function listPairCodes(db: DbOrTx) {
  return queryRows<SqlRow<typeof currencyPairs, 'id' | 'baseCurrency' | 'quoteCurrency'>>(
    db,
    sql`select id, base_currency, quote_currency from currency_pairs`,
  );
}

export async function findPairIdByCodes(db: DbOrTx, p: { base: string; quote: string }) {
  const [row] = await queryRows<SqlRow<typeof currencyPairs, 'id'>>(
    db,
    sql`select id from currency_pairs where base_currency = ${p.base} and quote_currency = ${p.quote}`,
  );
  return row?.id;
}

export async function pairExists(db: DbOrTx, id: string) {
  const [pair] = await queryRows<SqlRow<typeof currencyPairs, 'id'>>(
    db,
    sql`select id from currency_pairs where id = ${id}`,
  );
  return Boolean(pair);
}

export async function insertPair(tx: DbOrTx, values: typeof currencyPairs.$inferInsert) {
  const [p] = await tx.insert(currencyPairs).values(values).returning();
  return p!;
}

/** The pair, locked for update, or undefined. */
export async function lockPair(tx: DbOrTx, id: string) {
  const [p] = await tx.select().from(currencyPairs).where(eq(currencyPairs.id, id)).for('update');
  return p;
}

export async function setPairActive(tx: DbOrTx, id: string, isActive: boolean) {
  await tx
    .update(currencyPairs)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(currencyPairs.id, id));
}

/** NOTIFY on commit: every instance listening on `channel` rebuilds its cache of these pairs. */
export async function notifyPairsChanged(tx: DbOrTx, channel: string, pairIds: string[]) {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify({ pairs: pairIds })})`);
}

/** Recent rates of one pair, newest first, with the email of who posted each. */
export function listRateHistory(db: DbOrTx, p: { pairId: string; limit: number }) {
  return queryRows<
    SqlRow<
      typeof fxRates,
      'id' | 'bidRate' | 'askRate' | 'midRate' | 'source' | 'createdBy' | 'createdAt'
    > &
      LeftJoined<SqlRow<typeof user, 'email'>>
  >(
    db,
    sql`select r.id, r.bid_rate, r.ask_rate, r.mid_rate, r.source, r.created_by, u.email, r.created_at
          from fx_rates r left join "user" u on u.id = r.created_by
          where r.pair_id = ${p.pairId} order by r.created_at desc, r.id desc limit ${p.limit}`,
  );
}
