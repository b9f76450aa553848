import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { AlertActiveSchema, AlertInputSchema, MAX_ACTIVE_ALERTS } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { rateAlerts } from '../db/schema/index.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { trimDecimal } from '../services/rates/queries.ts';

type AlertRow = {
  id: string;
  pair_id: string;
  display_name: string;
  direction: 'above' | 'below';
  target_rate: string;
  channel_email: boolean;
  channel_in_app: boolean;
  is_active: boolean;
  armed: boolean;
  last_triggered_at: string | Date | null;
  last_triggered_rate: string | null;
  trigger_count: number;
  created_at: string | Date;
};
const iso = (v: string | Date | null) =>
  v == null ? null : (v instanceof Date ? v : new Date(v)).toISOString();
const toJson = (r: AlertRow) => ({
  id: r.id,
  pairId: r.pair_id,
  displayName: r.display_name,
  direction: r.direction,
  targetRate: trimDecimal(r.target_rate),
  channelEmail: r.channel_email,
  channelInApp: r.channel_in_app,
  isActive: r.is_active,
  armed: r.armed,
  lastTriggeredAt: iso(r.last_triggered_at),
  lastTriggeredRate: r.last_triggered_rate == null ? null : trimDecimal(r.last_triggered_rate),
  triggerCount: Number(r.trigger_count),
  createdAt: iso(r.created_at)!,
});

async function listAlerts(db: DbOrTx, userId: string, id?: string) {
  return queryRows<AlertRow>(
    db,
    sql`select a.id, a.pair_id, p.display_name, a.direction, a.target_rate, a.channel_email, a.channel_in_app,
          a.is_active, a.armed, a.last_triggered_at, a.last_triggered_rate, a.trigger_count, a.created_at
        from rate_alerts a join currency_pairs p on p.id = a.pair_id
        where a.user_id = ${userId} ${id ? sql`and a.id = ${id}` : sql``}
        order by a.created_at desc, a.id desc limit 500`,
  );
}

/**
 * Serializes one client's alert writes (advisory lock on the user id) so the 50-active cap holds
 * under concurrent requests, then checks it.
 */
async function assertUnderCap(tx: DbOrTx, userId: string, excludeId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${userId}`}))`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from rate_alerts where user_id = ${userId} and is_active ${excludeId ? sql`and id <> ${excludeId}` : sql``}`,
  );
  if (Number(row?.n) >= MAX_ACTIVE_ALERTS)
    throw new AppError(
      'CONFLICT',
      `You can have at most ${MAX_ACTIVE_ALERTS} active alerts. Pause or delete one first.`,
    );
}

async function assertPair(tx: DbOrTx, pairId: string) {
  const [p] = await queryRows<{ id: string }>(
    tx,
    sql`select id from currency_pairs where id = ${pairId} and is_active`,
  );
  if (!p)
    throw new AppError('VALIDATION', 'Please check the form: Choose a currency pair', {
      pairId: 'Choose a currency pair',
    });
}

/** The signed-in client's rate alerts (session enforced at the mount; every query carries user_id). */
export function alertsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const rows = await listAlerts(db, c.get('user')!.id);
    return c.json({ alerts: rows.map(toJson), maxActive: MAX_ACTIVE_ALERTS });
  });

  /** Spec overview card Active Alerts: count rate_alerts for the user with is_active true. */
  app.get('/summary', async (c) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from rate_alerts where user_id = ${c.get('user')!.id} and is_active`,
    );
    return c.json({ active: Number(row?.n ?? 0) });
  });

  app.post('/', async (c) => {
    const input = await readJson(c, AlertInputSchema);
    const userId = c.get('user')!.id;
    const id = await db.transaction(async (tx) => {
      await assertPair(tx, input.pairId);
      if (input.isActive) await assertUnderCap(tx, userId);
      const [a] = await tx
        .insert(rateAlerts)
        .values({
          userId,
          pairId: input.pairId,
          direction: input.direction,
          targetRate: input.targetRate,
          channelEmail: input.channelEmail,
          channelInApp: input.channelInApp,
          isActive: input.isActive,
        })
        .returning({ id: rateAlerts.id });
      return a!.id;
    });
    const [row] = await listAlerts(db, userId, id);
    return c.json({ alert: toJson(row!) }, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, AlertInputSchema);
    const userId = c.get('user')!.id;
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(rateAlerts)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
        .for('update');
      if (!before) throw notFound('Alert');
      await assertPair(tx, input.pairId);
      if (input.isActive && !before.isActive) await assertUnderCap(tx, userId, id);
      // A changed condition is a new alert: it may fire on the next crossing.
      const changed =
        before.pairId !== input.pairId ||
        before.direction !== input.direction ||
        trimDecimal(before.targetRate) !== trimDecimal(input.targetRate);
      await tx
        .update(rateAlerts)
        .set({ ...input, ...(changed ? { armed: true } : {}), updatedAt: new Date() })
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)));
    });
    const [row] = await listAlerts(db, userId, id);
    return c.json({ alert: toJson(row!) });
  });

  /** Pause or resume. */
  app.patch('/:id/active', async (c) => {
    const id = uuidParam(c);
    const { isActive } = await readJson(c, AlertActiveSchema);
    const userId = c.get('user')!.id;
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ isActive: rateAlerts.isActive })
        .from(rateAlerts)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)))
        .for('update');
      if (!before) throw notFound('Alert');
      if (isActive && !before.isActive) await assertUnderCap(tx, userId, id);
      await tx
        .update(rateAlerts)
        .set({ isActive, updatedAt: new Date() })
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, userId)));
    });
    const [row] = await listAlerts(db, userId, id);
    return c.json({ alert: toJson(row!) });
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c);
    const deleted = await db
      .delete(rateAlerts)
      .where(and(eq(rateAlerts.id, id), eq(rateAlerts.userId, c.get('user')!.id)))
      .returning({ id: rateAlerts.id });
    if (!deleted.length) throw notFound('Alert');
    return c.json({ ok: true });
  });

  return app;
}
