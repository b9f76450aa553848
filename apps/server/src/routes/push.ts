import { Hono } from 'hono';
import { PushKindsUpdateSchema, PushSubscribeSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { checkReceiverUrl } from '../services/developer/ssrf.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import {
  deletePushSubscription,
  listPushDevices,
  savePushSubscription,
  setPushKinds,
} from '../services/push/subscriptions.ts';
import { vapidKeys } from '../services/push/vapid.ts';

/**
 * Web Push (issue 39, docs/notifications.md), behind the session guard at /api/push: the public
 * key browsers subscribe with, and the person's subscriptions (one per browser) with the kinds
 * each wants. Pushes themselves are sent by the push worker from the bell's notices.
 */
export function pushRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  const production = deps.env.NODE_ENV === 'production';

  const keysOrRefuse = async () => {
    const keys = await vapidKeys(deps);
    if (!keys) throw new AppError('NOT_FOUND', 'Push notifications are not offered here.');
    return keys;
  };

  app.get('/config', async (c) => {
    const keys = await vapidKeys(deps);
    return c.json({ enabled: !!keys, publicKey: keys?.publicKey ?? null });
  });

  // ?endpoint= names this browser's subscription, so the list can mark it "this device".
  app.get('/subscriptions', async (c) => {
    const endpoint = c.req.query('endpoint') ?? null;
    return c.json({ devices: await listPushDevices(db, c.get('user')!.id, endpoint) });
  });

  app.post('/subscriptions', async (c) => {
    const userId = c.get('user')!.id;
    await enforceRateLimit(db, `push-subscribe:${userId}`, [{ windowSec: 3600, max: 30 }]);
    const body = await readJson(c, PushSubscribeSchema);
    // The server will POST to this address: the webhooks' rule (https, no private address in
    // production) keeps it from being pointed inside our network.
    await checkReceiverUrl(body.endpoint, production).catch((err: unknown) => {
      if (err instanceof AppError) {
        const words = err.wording ?? err.message;
        throw new AppError('VALIDATION', words, { endpoint: words });
      }
      throw err;
    });
    // After the checks: a refused body changes nothing (not even the development key pair).
    await keysOrRefuse();
    await savePushSubscription(db, {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      kinds: body.kinds,
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ devices: await listPushDevices(db, userId, body.endpoint) }, 201);
  });

  app.put('/subscriptions/kinds', async (c) => {
    const body = await readJson(c, PushKindsUpdateSchema);
    const userId = c.get('user')!.id;
    if (!(await setPushKinds(db, userId, body.endpoint, body.kinds)))
      throw notFound('Subscription');
    return c.json({ devices: await listPushDevices(db, userId, body.endpoint) });
  });

  app.delete('/subscriptions/:id', async (c) => {
    const id = uuidParam(c);
    const userId = c.get('user')!.id;
    if (!(await deletePushSubscription(db, userId, id))) throw notFound('Subscription');
    return c.json({ devices: await listPushDevices(db, userId, c.req.query('endpoint') ?? null) });
  });

  return app;
}
