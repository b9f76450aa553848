import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { receive } from '../services/rails/inbox.ts';
import { callbackSourceAllowed, railsOf } from '../services/rails/registry.ts';
import { b2cResultSchema, stkCallbackSchema } from '../services/rails/mpesa/shapes.ts';

/**
 * Where the rails call back (public: the rail proves itself by its source address and the secret
 * in the address it was given; docs/payments.md). A callback is stored, never applied here: the
 * inbox worker checks it against the rail's status first (services/rails/apply.ts).
 */
export function railsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  app.post('/mpesa/collect/:token', async (c) => {
    const raw = await c.req.text();
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as it came: an unreadable callback is evidence too.
    }
    const parsed = stkCallbackSchema.safeParse(body);
    const cb = parsed.success ? parsed.data.Body.stkCallback : null;
    const received = await receive(
      db,
      {
        rail: 'mpesa',
        kind: 'stk_callback',
        token: c.req.param('token'),
        raw,
        body,
        sourceIp: c.get('clientIp'),
        dedupeKey: cb
          ? `stk:${cb.CheckoutRequestID}:${cb.ResultCode}`
          : `unreadable:${randomUUID()}`,
      },
      callbackSourceAllowed(railsOf(deps), 'mpesa', c.get('clientIp')),
    );
    if (received.result === 'rejected') {
      c.get('log').warn(
        { ip: c.get('clientIp'), reason: received.reason },
        'rail callback refused',
      );
      return c.json({ ResultCode: 1, ResultDesc: 'Rejected' }, 403);
    }
    // Daraja's documented acknowledgement.
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  // B2C: the payout's result, or its time-out in Daraja's queue.
  app.post('/mpesa/payout/:token/:what{result|timeout}', async (c) => {
    const raw = await c.req.text();
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as it came.
    }
    const parsed = b2cResultSchema.safeParse(body);
    const r = parsed.success ? parsed.data.Result : null;
    const kind = c.req.param('what') === 'timeout' ? 'b2c_timeout' : 'b2c_result';
    const received = await receive(
      db,
      {
        rail: 'mpesa',
        kind,
        token: c.req.param('token'),
        raw,
        body,
        sourceIp: c.get('clientIp'),
        dedupeKey: r ? `${kind}:${r.ConversationID}:${r.ResultCode}` : `unreadable:${randomUUID()}`,
      },
      callbackSourceAllowed(railsOf(deps), 'mpesa', c.get('clientIp')),
    );
    if (received.result === 'rejected') {
      c.get('log').warn(
        { ip: c.get('clientIp'), reason: received.reason },
        'rail callback refused',
      );
      return c.json({ ResultCode: 1, ResultDesc: 'Rejected' }, 403);
    }
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  return app;
}
