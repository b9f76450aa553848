import { Hono } from 'hono';
import { z } from 'zod';
import {
  ApiKeyCreateSchema,
  WebhookEndpointCreateSchema,
  WebhookRotateSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { audit } from '../services/audit.ts';
import { createKey, listKeys, revokeKey } from '../services/developer/keys.ts';
import { checkReceiverUrl } from '../services/developer/ssrf.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  setEndpointEnabled,
} from '../services/developer/webhooks.ts';
import { identityCheck } from './security.ts';

// Dashboard › Developers (issue 18): the signed-in client's API keys and webhook endpoints. Keys
// are created here only, after the password (or a recent sign-in for accounts without one).

/** better-auth's key ids: letters, digits, - and _; anything else is simply not found. */
function keyIdParam(id: string | undefined) {
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new AppError('NOT_FOUND', 'API key not found');
  return id;
}

export function developersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const confirmIdentity = identityCheck(deps);
  const production = deps.env.NODE_ENV === 'production';

  app.get('/keys', async (c) => c.json({ keys: await listKeys(db, c.get('user')!.id) }));

  app.post('/keys', async (c) => {
    const user = c.get('user')!;
    const { password, ...input } = await readJson(c, ApiKeyCreateSchema);
    await confirmIdentity(c, password);
    const created = await createKey(db, deps.auth, user.id, input, deps.env.API_KEY_RATE_LIMIT);
    await audit(db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'developer.key_create',
      targetType: 'api_key',
      targetId: created.key.id,
      after: {
        name: created.key.name,
        mode: created.key.mode,
        scopes: created.key.scopes,
        start: created.key.start,
      },
      ip: c.get('clientIp'),
    });
    return c.json(created, 201);
  });

  app.post('/keys/:id/revoke', async (c) => {
    const user = c.get('user')!;
    const key = await db.transaction(async (tx) => {
      const revoked = await revokeKey(tx, user.id, keyIdParam(c.req.param('id')));
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'developer.key_revoke',
        targetType: 'api_key',
        targetId: revoked.id,
        ip: c.get('clientIp'),
      });
      return revoked;
    });
    return c.json({ key });
  });

  app.get('/webhooks', async (c) =>
    c.json({ endpoints: await listEndpoints(db, c.get('user')!.id) }),
  );

  app.post('/webhooks', async (c) => {
    const body = await readJson(c, WebhookEndpointCreateSchema);
    await checkReceiverUrl(body.url, production);
    const created = await createEndpoint(db, deps.env.BETTER_AUTH_SECRET, c.get('user')!.id, body);
    return c.json(created, 201);
  });

  app.put('/webhooks/:id/enabled', async (c) => {
    const { enabled } = await readJson(c, z.strictObject({ enabled: z.boolean() }));
    return c.json({
      endpoint: await setEndpointEnabled(db, c.get('user')!.id, uuidParam(c), enabled),
    });
  });

  app.post('/webhooks/:id/rotate', async (c) => {
    const { overlapHours } = await readJson(c, WebhookRotateSchema);
    const rotated = await rotateSecret(
      db,
      deps.env.BETTER_AUTH_SECRET,
      c.get('user')!.id,
      uuidParam(c),
      overlapHours,
    );
    return c.json(rotated);
  });

  app.delete('/webhooks/:id', async (c) => {
    await deleteEndpoint(db, c.get('user')!.id, uuidParam(c));
    return c.json({ ok: true });
  });

  app.get('/webhooks/:id/deliveries', async (c) =>
    c.json({ deliveries: await listDeliveries(db, c.get('user')!.id, uuidParam(c)) }),
  );

  app.post('/deliveries/:id/redeliver', async (c) =>
    c.json({ delivery: await redeliver(db, c.get('user')!.id, uuidParam(c)) }, 202),
  );

  return app;
}
