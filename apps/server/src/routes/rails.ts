import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { receive, type Received } from '../services/rails/inbox.ts';
import { callbackSourceAllowed, railsOf } from '../services/rails/registry.ts';
import { b2cResultSchema, stkCallbackSchema } from '../services/rails/mpesa/shapes.ts';

/**
 * Where the rails call back (public: the rail proves itself by its source address and the secret
 * in the address it was given; docs/payments.md). A callback is stored, never applied here: the
 * inbox worker checks it against the rail's status first (services/rails/apply.ts).
 */
export function railsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();

  /**
   * Stores an M-Pesa callback as it came and answers Daraja's acknowledgement; `key` names the
   * message from its parsed body (null when it is unreadable: kept, with a key of its own).
   */
  async function accept(
    c: Context<AppBindings>,
    kind: Received['kind'],
    key: (body: unknown) => string | null,
  ) {
    const raw = await c.req.text();
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as it came: an unreadable callback is evidence too.
    }
    const received = await receive(
      deps.database.db,
      {
        rail: 'mpesa',
        kind,
        token: c.req.param('token'),
        raw,
        body,
        sourceIp: c.get('clientIp'),
        dedupeKey: key(body) ?? `unreadable:${randomUUID()}`,
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
  }

  // STK push: the payer's answer on the phone.
  app.post('/mpesa/collect/:token', (c) =>
    accept(c, 'stk_callback', (body) => {
      const parsed = stkCallbackSchema.safeParse(body);
      if (!parsed.success) return null;
      const cb = parsed.data.Body.stkCallback;
      return `stk:${cb.CheckoutRequestID}:${cb.ResultCode}`;
    }),
  );

  // B2C: the payout's result, or its time-out in Daraja's queue.
  app.post('/mpesa/payout/:token/:what{result|timeout}', (c) => {
    const kind = c.req.param('what') === 'timeout' ? 'b2c_timeout' : 'b2c_result';
    return accept(c, kind, (body) => {
      const parsed = b2cResultSchema.safeParse(body);
      if (!parsed.success) return null;
      const r = parsed.data.Result;
      return `${kind}:${r.ConversationID}:${r.ResultCode}`;
    });
  });

  return app;
}
