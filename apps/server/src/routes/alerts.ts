import { Hono } from 'hono';
import { AlertActiveSchema, AlertInputSchema, MAX_ACTIVE_ALERTS } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  activePairExists,
  countActiveAlerts,
  deleteAlert,
  insertAlert,
  listAlerts,
  lockAlert,
  lockOwnerAlerts,
  updateAlert,
  type AlertSqlRow,
} from '../db/queries/alerts.ts';
import { toIso, toIsoOrNull } from '../db/queries/sql-row.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { holderId } from '../middleware/holder.ts';
import { trimDecimal } from '../services/rates/queries.ts';
import { said } from '../services/i18n/refusals/index.ts';

const toJson = (r: AlertSqlRow) => ({
  id: r.id,
  pairId: r.pair_id,
  displayName: r.display_name,
  direction: r.direction,
  targetRate: trimDecimal(r.target_rate),
  channelEmail: r.channel_email,
  channelInApp: r.channel_in_app,
  isActive: r.is_active,
  armed: r.armed,
  lastTriggeredAt: toIsoOrNull(r.last_triggered_at),
  lastTriggeredRate: r.last_triggered_rate == null ? null : trimDecimal(r.last_triggered_rate),
  triggerCount: Number(r.trigger_count),
  createdAt: toIso(r.created_at),
});

/**
 * Serializes one holder's alert writes (advisory lock on the holder id) so the 50-active cap holds
 * under concurrent requests, then checks it.
 */
async function assertUnderCap(tx: DbOrTx, userId: string, excludeId?: string) {
  await lockOwnerAlerts(tx, userId);
  if ((await countActiveAlerts(tx, { userId, excludeId })) >= MAX_ACTIVE_ALERTS)
    throw new AppError('CONFLICT', said('alerts.tooMany', { max: MAX_ACTIVE_ALERTS }));
}

async function assertPair(tx: DbOrTx, pairId: string) {
  if (!(await activePairExists(tx, pairId)))
    throw new AppError('VALIDATION', said('alerts.choosePair'), {
      pairId: said('alerts.choosePairField'),
    });
}

/**
 * The rate alerts of the selected account (mounted 'account': the person's own, or the business's
 * for its members, `view` to read and `initiate` to change; decision 019). Every query carries the
 * holder id; an alert names the member who made it, who hears it while still a member.
 */
export function alertsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const rows = await listAlerts(db, { userId: holderId(c) });
    return c.json({ alerts: rows.map(toJson), maxActive: MAX_ACTIVE_ALERTS });
  });

  /** Spec overview card Active Alerts: count rate_alerts for the user with is_active true. */
  app.get('/summary', async (c) => {
    return c.json({ active: await countActiveAlerts(db, { userId: holderId(c) }) });
  });

  app.post('/', async (c) => {
    const input = await readJson(c, AlertInputSchema);
    const userId = holderId(c);
    const id = await db.transaction(async (tx) => {
      await assertPair(tx, input.pairId);
      if (input.isActive) await assertUnderCap(tx, userId);
      return insertAlert(tx, {
        userId,
        createdBy: c.get('user')!.id,
        pairId: input.pairId,
        direction: input.direction,
        targetRate: input.targetRate,
        channelEmail: input.channelEmail,
        channelInApp: input.channelInApp,
        isActive: input.isActive,
      });
    });
    const [row] = await listAlerts(db, { userId, id });
    return c.json({ alert: toJson(row!) }, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, AlertInputSchema);
    const userId = holderId(c);
    await db.transaction(async (tx) => {
      const before = await lockAlert(tx, { userId, id });
      if (!before) throw notFound('Alert');
      await assertPair(tx, input.pairId);
      if (input.isActive && !before.isActive) await assertUnderCap(tx, userId, id);
      // A changed condition is a new alert: it may fire on the next crossing.
      const changed =
        before.pairId !== input.pairId ||
        before.direction !== input.direction ||
        trimDecimal(before.targetRate) !== trimDecimal(input.targetRate);
      await updateAlert(tx, { userId, id }, { ...input, ...(changed ? { armed: true } : {}) });
    });
    const [row] = await listAlerts(db, { userId, id });
    return c.json({ alert: toJson(row!) });
  });

  /** Pause or resume. */
  app.patch('/:id/active', async (c) => {
    const id = uuidParam(c);
    const { isActive } = await readJson(c, AlertActiveSchema);
    const userId = holderId(c);
    await db.transaction(async (tx) => {
      const before = await lockAlert(tx, { userId, id });
      if (!before) throw notFound('Alert');
      if (isActive && !before.isActive) await assertUnderCap(tx, userId, id);
      await updateAlert(tx, { userId, id }, { isActive });
    });
    const [row] = await listAlerts(db, { userId, id });
    return c.json({ alert: toJson(row!) });
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c);
    if (!(await deleteAlert(db, { userId: holderId(c), id }))) throw notFound('Alert');
    return c.json({ ok: true });
  });

  return app;
}
