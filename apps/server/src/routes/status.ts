import { Hono } from 'hono';
import {
  isLocale,
  StatusHistoryQuerySchema,
  StatusSubscribeSchema,
  StatusTokenSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { readJson, readQuery } from '../lib/validate.ts';
import { statusPage } from '../services/status/status-page.ts';
import { confirmSubscription, subscribe, unsubscribe } from '../services/status/subscriptions.ts';

/**
 * /api/status (public): the status page's data, uptime bars, and incident subscriptions
 * (double opt-in). Reads are cheap (aggregates cached per instance) and never cached by browsers
 * for long, so an incident an admin posts shows on the next refresh.
 */
export function statusRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const page = statusPage(deps);

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await page.status());
  });

  app.get('/history', async (c) => {
    const { period } = readQuery(c, StatusHistoryQuerySchema);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(await page.history(period));
  });

  /** The home page's uptime figure (also written into its HTML: site/live-values.ts). */
  app.get('/uptime', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await page.platformUptime());
  });

  app.post('/subscriptions', async (c) => {
    const { email } = await readJson(c, StatusSubscribeSchema);
    // The page's language (the web sends it as Content-Language): the subscriber's mails'.
    const language = c.req.header('content-language')?.trim().toLowerCase();
    await subscribe(deps, email, c.get('clientIp'), isLocale(language) ? language : 'en');
    return c.json(
      { message: 'Check your inbox: follow the link in our email to confirm your subscription.' },
      202,
    );
  });

  app.post('/subscriptions/confirm', async (c) => {
    const { token } = await readJson(c, StatusTokenSchema);
    return c.json(await confirmSubscription(deps, token));
  });

  app.post('/subscriptions/unsubscribe', async (c) => {
    const { token } = await readJson(c, StatusTokenSchema);
    return c.json(await unsubscribe(deps, token));
  });

  return app;
}
