import { inArray, sql } from 'drizzle-orm';
import { checkBidAsk, fatFingerCheck, midOf, D } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { currencyPairs, fxRates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { evaluateAlerts } from './alert-eval.ts';
import { RATES_CHANNEL } from './hub.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { triggerLimitOrders } from '../treasury/limit-execute.ts';

export interface NewRate {
  pairId: string;
  bid: string;
  ask: string;
  /** Market time of the rate; defaults to now. */
  timestamp?: Date;
  /** Lets a move over 20 % through (fat-finger guard). */
  confirm?: boolean;
  /** CSV line number, for error messages. */
  line?: number;
}

export interface WriteOptions {
  source: 'manual' | 'import' | 'simulated' | 'feed';
  actor?: { id: string; email: string } | null;
  ip?: string;
  appUrl?: string;
}

export interface RateProblemReport {
  line?: number;
  pairId: string;
  field: string;
  message: string;
}

/**
 * Writes new rates: validates every one (positive, bid ≤ ask, fat-finger guard against the last
 * mid of its pair, or against the previous row of the same batch), then in ONE transaction inserts
 * them, evaluates alerts, records the audit entry and NOTIFYs every instance (delivered on
 * commit). Any problem refuses the whole batch: nothing is applied.
 */
export async function writeRates(db: DbOrTx, rates: NewRate[], opts: WriteOptions) {
  if (!rates.length) return { inserted: [], fired: 0 };
  const pairIds = [...new Set(rates.map((r) => r.pairId))];
  return db.transaction(async (tx) => {
    // Lock the pairs: concurrent writers to one pair queue up, so "the last rate" is well defined.
    const pairs = await tx
      .select({
        id: currencyPairs.id,
        displayName: currencyPairs.displayName,
        base: currencyPairs.baseCurrency,
        quote: currencyPairs.quoteCurrency,
      })
      .from(currencyPairs)
      .where(inArray(currencyPairs.id, pairIds))
      .orderBy(currencyPairs.id)
      .for('update');
    const names = new Map(pairs.map((p) => [p.id, p.displayName]));
    const byId = new Map(pairs.map((p) => [p.id, p]));
    const last = new Map<string, string>();
    const lastRows = await queryRows<{ pair_id: string; mid_rate: string }>(
      tx,
      sql`select distinct on (pair_id) pair_id, mid_rate from fx_rates
          where pair_id in (${sql.join(
            pairIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          order by pair_id, created_at desc, id desc`,
    );
    for (const r of lastRows) last.set(r.pair_id, r.mid_rate);

    const problems: RateProblemReport[] = [];
    const rows: (typeof fxRates.$inferInsert)[] = [];
    const now = new Date();
    for (const r of rates) {
      const report = (field: string, message: string) =>
        problems.push({ line: r.line, pairId: r.pairId, field, message });
      if (!names.has(r.pairId)) {
        report('pairId', 'Unknown currency pair');
        continue;
      }
      const bad = checkBidAsk(r.bid, r.ask);
      if (bad) {
        report(bad.field, bad.message);
        continue;
      }
      const mid = midOf(r.bid, r.ask);
      const guard = fatFingerCheck(last.get(r.pairId), mid, r.confirm ?? false);
      if (guard) {
        report('confirm', guard.message);
        continue;
      }
      last.set(r.pairId, mid);
      rows.push({
        pairId: r.pairId,
        bidRate: new D(r.bid).toFixed(),
        askRate: new D(r.ask).toFixed(),
        midRate: new D(mid).toDecimalPlaces(10).toFixed(),
        source: opts.source,
        createdBy: opts.actor?.id ?? null,
        createdAt: now,
        timestamp: r.timestamp ?? now,
      });
    }
    if (problems.length) {
      const first = problems[0]!;
      const where = (p: RateProblemReport) => (p.line != null ? `Line ${p.line}: ` : '');
      const fields: Record<string, string> =
        rates.length === 1 && first.line == null
          ? { [first.field]: first.message }
          : {
              csv: problems
                .slice(0, 20)
                .map((p) => `${where(p)}${p.message}`)
                .join('\n'),
            };
      throw new AppError(
        'VALIDATION',
        `${where(first)}${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
        fields,
      );
    }

    const inserted = await tx.insert(fxRates).values(rows).returning();
    let fired = 0;
    // Limit orders (issue 41) are checked on every rate written, as alerts are.
    const settings = await readPlatformSettings(tx);
    for (const row of inserted) {
      const pair = byId.get(row.pairId)!;
      await triggerLimitOrders(
        tx,
        { id: row.pairId, base: pair.base, quote: pair.quote, bid: row.bidRate, ask: row.askRate },
        settings,
      );
      const r = await evaluateAlerts(
        tx,
        {
          pairId: row.pairId,
          displayName: names.get(row.pairId)!,
          mid: row.midRate,
          at: row.createdAt,
        },
        { appUrl: opts.appUrl },
      );
      fired += r.fired;
    }
    if (opts.actor) {
      await audit(tx, {
        actorId: opts.actor.id,
        actorEmail: opts.actor.email,
        action: opts.source === 'import' ? 'rate.import' : 'rate.post',
        targetType: 'currency_pair',
        targetId: pairIds.length === 1 ? pairIds[0] : undefined,
        after: {
          count: inserted.length,
          rates: inserted.slice(0, 50).map((r) => ({
            pair: names.get(r.pairId),
            bid: r.bidRate,
            ask: r.askRate,
            mid: r.midRate,
          })),
        },
        ip: opts.ip,
      });
    }
    // Delivered on commit to every instance LISTENing (this one included); the payload is a hint,
    // listeners rebuild from the database.
    await tx.execute(
      sql`select pg_notify(${RATES_CHANNEL}, ${JSON.stringify({ pairs: pairIds.slice(0, 100) })})`,
    );
    return { inserted, fired };
  });
}
