import { Hono } from 'hono';
import { TransferQuoteRequestSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { liveCorridors } from '../services/transfers/corridors.ts';
import { priceTransfer, trackTransfer } from '../services/transfers/transfers.ts';

// Public send-money reads (issue 38): the live corridors with their prices (the home page's
// calculator), a quote on one, and the recipient's tracking page's data.
export function corridorsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  app.get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ corridors: await liveCorridors(db) });
  });
  app.post('/quote', async (c) => {
    const body = await readJson(c, TransferQuoteRequestSchema);
    const { quote, arrival, corridor } = await priceTransfer(db, body);
    return c.json({
      quote: {
        ...quote,
        sourceCurrency: corridor.source_currency,
        destCurrency: corridor.dest_currency,
        arrival,
      },
    });
  });
  return app;
}

export function trackRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  app.get('/:token', async (c) => {
    // A capability link: never indexed, cached or sent on as a referrer.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const tracking = await trackTransfer(db, c.req.param('token'));
    // A guessed or another format of link: the same 404 as any unknown id.
    if (!tracking) throw notFound('Transfer');
    return c.json({ tracking });
  });
  return app;
}
