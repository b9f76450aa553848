import { Hono } from 'hono';
import { ForwardCreateSchema, ForwardDrawdownSchema, ForwardQuoteSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import {
  bookForward,
  getForward,
  listForwards,
  quoteForward,
} from '../services/treasury/forwards.ts';
import { drawdownForward } from '../services/treasury/forward-settle.ts';
import { cancelForward } from '../services/treasury/forward-close.ts';
import { addMargin } from '../services/treasury/forward-risk.ts';
import { forwardNotePdf } from '../services/treasury/forward-note.ts';
import { userLanguage } from '../services/i18n/language.ts';
import type { Actor } from '../services/business/members.ts';
import { pdfResponse } from './reports.ts';

// Forward contracts of the selected account (issue 41 item 3, docs/treasury.md), under
// /api/treasury/forwards (mounted by routes/treasury.ts, so the same 'account' guard: reads need
// `view`, every POST `initiate`).
export function forwardRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const appUrl = deps.env.BETTER_AUTH_URL;
  const actorOf = (c: {
    get: <K extends keyof AppBindings['Variables']>(k: K) => AppBindings['Variables'][K];
  }): Actor => {
    const user = c.get('user')!;
    return { id: user.id, email: user.email, role: c.get('holder')!.role, ip: c.get('clientIp') };
  };

  app.get('/', async (c) => c.json({ forwards: await listForwards(db, holderId(c)) }));
  /** The review: forward rate, margin, whether it will wait for approval; nothing booked. */
  app.post('/quote', async (c) => {
    const body = await readJson(c, ForwardQuoteSchema);
    return c.json({ quote: await quoteForward(db, c.get('holder')!, body) });
  });
  /** 201 open; 202 waiting for approval (four eyes, or the business's approvers); 200 a replay. */
  app.post('/', async (c) => {
    const body = await readJson(c, ForwardCreateSchema);
    const r = await bookForward(db, c.get('holder')!, actorOf(c), body, appUrl);
    const status = r.replayed ? 200 : r.forward.status === 'pending_approval' ? 202 : 201;
    return c.json({ forward: r.forward, approval: r.approval }, status);
  });
  app.get('/:id', async (c) =>
    c.json({ forward: await getForward(db, holderId(c), uuidParam(c)) }),
  );
  app.get('/:id/note.pdf', async (c) => {
    const locale = await userLanguage(db, c.get('user')?.id);
    const { pdf, reference } = await forwardNotePdf(db, holderId(c), uuidParam(c), locale);
    return pdfResponse(pdf, `forward-${reference}.pdf`, reference);
  });
  app.post('/:id/drawdown', async (c) => {
    const id = uuidParam(c);
    const { amount } = await readJson(c, ForwardDrawdownSchema);
    return c.json({
      forward: await drawdownForward(db, holderId(c), actorOf(c), id, amount, appUrl),
    });
  });
  app.post('/:id/margin', async (c) =>
    c.json({ forward: await addMargin(db, holderId(c), actorOf(c), uuidParam(c)) }),
  );
  app.post('/:id/cancel', async (c) =>
    c.json({ forward: await cancelForward(db, holderId(c), actorOf(c), uuidParam(c)) }),
  );
  return app;
}
