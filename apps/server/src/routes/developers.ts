import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  roleMay,
  ApiKeyCreateSchema,
  WebhookEndpointCreateSchema,
  WebhookRotateSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { assertMay, holderId } from '../middleware/holder.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { audit } from '../services/audit.ts';
import { createKey, listKeys, revokeKey } from '../services/developer/keys.ts';
import { apiKeyCacheFor } from '../services/developer/key-cache.ts';
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
import { mailSecurityChange } from '../services/auth/security-mail.ts';

// Dashboard › Developers (issue 18): the selected account's API keys and webhook endpoints (the
// person's own, or a business's: decision 017). Keys are created here only, after the password
// (or a recent sign-in for accounts without one). Every member sees the lists; only a role with
// `developers` (owner, admin) creates, revokes or changes anything.

/** better-auth's key ids: letters, digits, - and _; anything else is simply not found. */
function keyIdParam(id: string | undefined) {
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('API key');
  return id;
}

export function developersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const confirmIdentity = identityCheck(deps);
  const production = deps.env.NODE_ENV === 'production';
  // Reading is any member's (loadHolder checked `view`); every change needs `developers`.
  app.use('*', async (c, next) => {
    if (!['GET', 'HEAD'].includes(c.req.method)) assertMay(c.get('holder')!, 'developers');
    await next();
  });

  /** Whether the member's role may change keys and endpoints (the page hides what it may not). */
  const canManage = (c: Context<AppBindings>) => roleMay(c.get('holder')!.role, 'developers');

  app.get('/keys', async (c) =>
    c.json({ keys: await listKeys(db, holderId(c)), canManage: canManage(c) }),
  );

  app.post('/keys', async (c) => {
    const user = c.get('user')!;
    const holder = c.get('holder')!;
    const { password, ...input } = await readJson(c, ApiKeyCreateSchema);
    await confirmIdentity(c, password);
    const created = await createKey(
      db,
      deps.auth,
      { holderId: holder.id, createdBy: user.id },
      input,
      deps.env.API_KEY_RATE_LIMIT,
    );
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
        holderId: holder.id,
      },
      ip: c.get('clientIp'),
    });
    await mailSecurityChange(db, {
      userId: user.id,
      change: 'api_key_created',
      detail: `${created.key.name} (${created.key.mode})`,
      appUrl: deps.env.BETTER_AUTH_URL,
    });
    return c.json(created, 201);
  });

  app.post('/keys/:id/revoke', async (c) => {
    const user = c.get('user')!;
    const holder = c.get('holder')!;
    const id = keyIdParam(c.req.param('id'));
    // Another holder's key stays a 404 whatever the proof (the ownership rule comes first).
    if (!(await listKeys(db, holder.id)).some((k) => k.id === id)) throw notFound('API key');
    await confirmIdentity(c);
    const key = await db.transaction(async (tx) => {
      const revoked = await revokeKey(tx, holder.id, id);
      await mailSecurityChange(tx, {
        userId: user.id,
        change: 'api_key_revoked',
        detail: revoked.name,
        appUrl: deps.env.BETTER_AUTH_URL,
      });
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
    // This instance forgets the key at once; the others hear it from the trigger (decision 017).
    apiKeyCacheFor(deps).dropHolder(holder.id);
    return c.json({ key });
  });

  app.get('/webhooks', async (c) =>
    c.json({ endpoints: await listEndpoints(db, holderId(c)), canManage: canManage(c) }),
  );

  app.post('/webhooks', async (c) => {
    const body = await readJson(c, WebhookEndpointCreateSchema);
    await checkReceiverUrl(body.url, production);
    const created = await createEndpoint(db, deps.env.BETTER_AUTH_SECRET, holderId(c), body);
    return c.json(created, 201);
  });

  app.put('/webhooks/:id/enabled', async (c) => {
    const { enabled } = await readJson(c, z.strictObject({ enabled: z.boolean() }));
    return c.json({
      endpoint: await setEndpointEnabled(db, holderId(c), uuidParam(c), enabled),
    });
  });

  app.post('/webhooks/:id/rotate', async (c) => {
    const { overlapHours } = await readJson(c, WebhookRotateSchema);
    const rotated = await rotateSecret(
      db,
      deps.env.BETTER_AUTH_SECRET,
      holderId(c),
      uuidParam(c),
      overlapHours,
    );
    return c.json(rotated);
  });

  app.delete('/webhooks/:id', async (c) => {
    await deleteEndpoint(db, holderId(c), uuidParam(c));
    return c.json({ ok: true });
  });

  app.get('/webhooks/:id/deliveries', async (c) =>
    c.json({ deliveries: await listDeliveries(db, holderId(c), uuidParam(c)) }),
  );

  app.post('/deliveries/:id/redeliver', async (c) =>
    c.json({ delivery: await redeliver(db, holderId(c), uuidParam(c)) }, 202),
  );

  return app;
}
