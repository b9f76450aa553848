import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { receive, type Received } from '../services/rails/inbox.ts';
import { callbackSourceAllowed, railsOf } from '../services/rails/registry.ts';
import { b2cResultSchema, stkCallbackSchema } from '../services/rails/mpesa/shapes.ts';
import { momoStatusSchema } from '../services/rails/momo/shapes.ts';
import { receiveStatusResult } from '../services/rails/mpesa/status.ts';
import type { RailId } from '../services/rails/types.ts';

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
    rail: RailId = 'mpesa',
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
        rail,
        kind,
        token: c.req.param('token'),
        raw,
        body,
        sourceIp: c.get('clientIp'),
        dedupeKey: key(body) ?? `unreadable:${randomUUID()}`,
      },
      callbackSourceAllowed(railsOf(deps), rail, c.get('clientIp')),
    );
    if (received.result === 'rejected') {
      c.get('log').warn(
        { rail, ip: c.get('clientIp'), reason: received.reason },
        'rail callback refused',
      );
      return rail === 'mpesa'
        ? c.json({ ResultCode: 1, ResultDesc: 'Rejected' }, 403)
        : c.json({ code: 'FORBIDDEN', message: 'Rejected' }, 403);
    }
    return rail === 'mpesa' ? c.json({ ResultCode: 0, ResultDesc: 'Accepted' }) : c.body(null, 200);
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

  // Transaction Status: Daraja's answer about a payout whose result never came (mpesa/status.ts).
  app.post('/mpesa/status/:token/:what{result|timeout}', async (c) => {
    const ip = c.get('clientIp');
    const received = await receiveStatusResult(deps.database.db, {
      token: c.req.param('token'),
      raw: await c.req.text(),
      sourceIp: ip,
      sourceAllowed: callbackSourceAllowed(railsOf(deps), 'mpesa', ip),
      serverSecret: deps.env.BETTER_AUTH_SECRET,
      timeout: c.req.param('what') === 'timeout',
    });
    if (received.result !== 'rejected') return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
    c.get('log').warn({ rail: 'mpesa', ip, reason: received.reason }, 'rail callback refused');
    return c.json({ ResultCode: 1, ResultDesc: 'Rejected' }, 403);
  });

  // MTN MoMo: the status body PUT (or POSTed) to X-Callback-Url. It carries no signature, so it
  // is only a hint: the worker asks MoMo (GET) before anything moves.
  const momo =
    (kind: 'momo_collect_callback' | 'momo_transfer_callback') => (c: Context<AppBindings>) =>
      accept(
        c,
        kind,
        (body) => {
          const parsed = momoStatusSchema.safeParse(body);
          const opId = (c.req.param('token') ?? '').split('.')[0];
          return parsed.success ? `${kind}:${opId}:${parsed.data.status}` : null;
        },
        'mtn_momo',
      );
  app.on(['PUT', 'POST'], '/mtn_momo/collect/:token', momo('momo_collect_callback'));
  app.on(['PUT', 'POST'], '/mtn_momo/payout/:token/result', momo('momo_transfer_callback'));

  return app;
}
