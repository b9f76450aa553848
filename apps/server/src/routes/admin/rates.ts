import { Hono } from 'hono';
import {
  CreatePairSchema,
  ImportRatesSchema,
  PairActiveSchema,
  PostRateSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import {
  findPairIdByCodes,
  insertPair,
  listPairCodes,
  listPairsWithLatestRate,
  listRateHistory,
  lockPair,
  notifyPairsChanged,
  pairExists,
  setPairActive,
} from '../../db/queries/rates.ts';
import { toIso, toIsoOrNull } from '../../db/queries/sql-row.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { said } from '../../services/i18n/refusals/index.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { RATES_CHANNEL } from '../../services/rates/hub.ts';
import { trimDecimal } from '../../services/rates/queries.ts';
import { parseRatesCsv } from '../../services/rates/csv.ts';
import { writeRates } from '../../services/rates/write.ts';

const trim = (v: string | null) => (v == null ? null : trimDecimal(v));

/** Admin rates desk under /api/admin/rates; the admin role is enforced where /api/admin is mounted. */
export function adminRatesRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  /** Every pair (active or not) with its latest rate. */
  app.get('/pairs', async (c) => {
    const rows = await listPairsWithLatestRate(db);
    return c.json({
      pairs: rows.map((r) => ({
        id: r.id,
        base: r.base_currency,
        quote: r.quote_currency,
        displayName: r.display_name,
        isActive: r.is_active,
        bid: trim(r.bid_rate),
        ask: trim(r.ask_rate),
        mid: trim(r.mid_rate),
        timestamp: toIsoOrNull(r.ts),
      })),
    });
  });

  app.post('/pairs', async (c) => {
    const input = await readJson(c, CreatePairSchema);
    const me = c.get('user')!;
    const displayName = input.displayName || `${input.base}/${input.quote}`;
    const pair = await db.transaction(async (tx) => {
      if (await findPairIdByCodes(tx, { base: input.base, quote: input.quote }))
        throw conflict(said('admin.pairExists', { base: input.base, quote: input.quote }));
      const p = await insertPair(tx, {
        baseCurrency: input.base,
        quoteCurrency: input.quote,
        displayName,
        isActive: input.isActive,
      });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'pair.create',
        targetType: 'currency_pair',
        targetId: p.id,
        after: { base: input.base, quote: input.quote, displayName, isActive: input.isActive },
        ip: c.get('clientIp'),
      });
      return p;
    });
    return c.json(
      {
        pair: {
          id: pair.id,
          base: pair.baseCurrency,
          quote: pair.quoteCurrency,
          displayName: pair.displayName,
          isActive: pair.isActive,
          bid: null,
          ask: null,
          mid: null,
          timestamp: null,
        },
      },
      201,
    );
  });

  app.patch('/pairs/:id/active', async (c) => {
    const id = uuidParam(c);
    const { isActive } = await readJson(c, PairActiveSchema);
    const me = c.get('user')!;
    await db.transaction(async (tx) => {
      const before = await lockPair(tx, id);
      if (!before) throw notFound('Currency pair');
      await setPairActive(tx, id, isActive);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: isActive ? 'pair.activate' : 'pair.deactivate',
        targetType: 'currency_pair',
        targetId: id,
        before: { isActive: before.isActive },
        after: { isActive },
        ip: c.get('clientIp'),
      });
      // The public list changes: every instance rebuilds its cache.
      await notifyPairsChanged(tx, RATES_CHANNEL, [id]);
    });
    return c.json({ ok: true, isActive });
  });

  /** Post a new bid/ask; mid is computed here. Over 20 % from the last mid needs confirm: true. */
  app.post('/pairs/:id/rates', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, PostRateSchema);
    const me = c.get('user')!;
    if (!(await pairExists(db, id))) throw notFound('Currency pair');
    const { inserted, fired } = await writeRates(
      db,
      [{ pairId: id, bid: input.bid, ask: input.ask, confirm: input.confirm }],
      {
        source: 'manual',
        actor: { id: me.id, email: me.email },
        ip: c.get('clientIp'),
        appUrl: deps.env.BETTER_AUTH_URL,
      },
    );
    const r = inserted[0]!;
    return c.json(
      {
        rate: {
          id: r.id,
          pairId: r.pairId,
          bid: trimDecimal(r.bidRate),
          ask: trimDecimal(r.askRate),
          mid: trimDecimal(r.midRate),
          createdAt: r.createdAt.toISOString(),
        },
        alertsFired: fired,
      },
      201,
    );
  });

  /** CSV import: every row validated first; one bad row refuses the whole file (nothing applied). */
  app.post('/import', async (c) => {
    const input = await readJson(c, ImportRatesSchema);
    const me = c.get('user')!;
    const pairs = await listPairCodes(db);
    const parsed = parseRatesCsv(
      input.csv,
      pairs.map((p) => ({ id: p.id, base: p.base_currency, quote: p.quote_currency })),
    );
    if (parsed.errors.length) {
      const first = parsed.errors[0]!;
      throw new AppError(
        'VALIDATION',
        `Line ${first.line}: ${first.message}${parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : ''}`,
        {
          csv: parsed.errors
            .slice(0, 20)
            .map((e) => `Line ${e.line}: ${e.message}`)
            .join('\n'),
        },
      );
    }
    if (!parsed.rows.length)
      throw new AppError('VALIDATION', 'The file has no rates', { csv: 'The file has no rates' });
    const { inserted, fired } = await writeRates(
      db,
      parsed.rows.map((r) => ({ ...r, confirm: input.confirm })),
      {
        source: 'import',
        actor: { id: me.id, email: me.email },
        ip: c.get('clientIp'),
        appUrl: deps.env.BETTER_AUTH_URL,
      },
    );
    return c.json({ imported: inserted.length, alertsFired: fired }, 201);
  });

  /** Recent rates of one pair, newest first, with who posted them. */
  app.get('/pairs/:id/history', async (c) => {
    const id = uuidParam(c);
    const limit = Math.min(200, Math.max(1, Number(c.req.query('limit') ?? 50) || 50));
    const rows = await listRateHistory(db, { pairId: id, limit });
    return c.json({
      rates: rows.map((r) => ({
        id: Number(r.id),
        bid: trimDecimal(r.bid_rate),
        ask: trimDecimal(r.ask_rate),
        mid: trimDecimal(r.mid_rate),
        source: r.source,
        createdBy: r.created_by,
        createdByEmail: r.email,
        createdAt: toIso(r.created_at),
      })),
    });
  });

  return app;
}
