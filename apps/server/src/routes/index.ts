import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { loadSession, requireRole, requireSession } from '../middleware/session.ts';
import { noStore } from '../middleware/no-store.ts';
import { loadHolder } from '../middleware/holder.ts';
import { healthRoutes } from './health.ts';
import { jobsRoutes } from './jobs.ts';
import { requestsRoutes } from './requests.ts';
import { ratesRoutes } from './rates.ts';
import { meRoutes } from './me.ts';
import { walletRoutes } from './wallet.ts';
import { ordersRoutes } from './orders.ts';
import { alertsRoutes } from './alerts.ts';
import { notificationsRoutes } from './notifications.ts';
import { reportsRoutes } from './reports.ts';
import { adminRoutes } from './admin.ts';
import { adminDocumentsRoutes } from './admin/documents.ts';
import { readyRoutes } from '../ops/ready.ts';
import { verificationRoutes } from './verification.ts';
import { adminVerificationRoutes } from './admin/verification.ts';
import { adminScreeningRoutes } from './admin/screening.ts';
import { securityRoutes, signInProvidersRoutes } from './security.ts';
import { statusRoutes } from './status.ts';
import { adminStatusRoutes } from './admin/status.ts';
import { newsRoutes } from './news.ts';
import { adminNewsRoutes } from './admin/news.ts';
import { openApiRoutes, v1Routes } from './v1/index.ts';
import { developersRoutes } from './developers.ts';
import { requireApiKey } from '../middleware/api-key.ts';
import { businessRoutes } from './business.ts';
import { adminBusinessesRoutes } from './admin/businesses.ts';
import { railsRoutes } from './rails.ts';
import { devicesRoutes } from './devices.ts';
import { pushRoutes } from './push.ts';
import { treasuryRoutes } from './treasury.ts';
import { bulkPayoutRoutes } from './bulk-payouts.ts';
import { transfersRoutes } from './transfers.ts';
import { transferSchedulesRoutes } from './transfer-schedules.ts';
import { corridorsRoutes, trackRoutes } from './corridors.ts';
import { adminCorridorsRoutes } from './admin/corridors.ts';
import { insightsRoutes } from './insights.ts';
import { adminForwardsRoutes } from './admin/forwards.ts';

type Access = 'public' | 'optional' | 'session' | 'account' | 'admin' | 'apikey';

/**
 * The API's route table (paths relative to /api). Permission is fixed here, where a router is
 * mounted, so a route cannot forget its guard (no router uses a '/' prefix, so guards never leak): 'session' routers only ever see a signed-in user
 * and scope every query to c.var.user.id; 'account' routers scope every query to c.var.holder.id
 * (the person or the business selected, role checked: decision 012); 'admin' routers only ever see an admin.
 */
export function routeTable(
  deps: AppDeps,
): [prefix: string, access: Access, router: Hono<AppBindings>][] {
  return [
    ['/health', 'public', healthRoutes(deps)],
    ['/ready', 'public', readyRoutes(deps)],
    ['/jobs', 'public', jobsRoutes(deps)],
    ['/rates', 'public', ratesRoutes(deps)],
    ['/requests', 'optional', requestsRoutes(deps)],
    ['/me', 'session', meRoutes(deps)],
    ['/wallet', 'account', walletRoutes(deps)],
    ['/orders', 'account', ordersRoutes(deps)],
    ['/alerts', 'account', alertsRoutes(deps)],
    ['/treasury', 'account', treasuryRoutes(deps)],
    ['/bulk-payouts', 'account', bulkPayoutRoutes(deps)],
    ['/notifications', 'session', notificationsRoutes(deps)],
    ['/reports', 'account', reportsRoutes(deps)],
    ['/admin', 'admin', adminRoutes(deps)],
    ['/admin/documents', 'admin', adminDocumentsRoutes(deps)],
    ['/verification', 'session', verificationRoutes(deps)],
    ['/admin/verification', 'admin', adminVerificationRoutes(deps)],
    ['/admin/screening', 'admin', adminScreeningRoutes(deps)],
    ['/sign-in', 'public', signInProvidersRoutes(deps)],
    ['/security', 'session', securityRoutes(deps)],
    // Issue 39: trusted devices and sign-in alerts; Web Push subscriptions (docs/notifications.md).
    ['/devices', 'session', devicesRoutes(deps)],
    ['/push', 'session', pushRoutes(deps)],
    ['/status', 'public', statusRoutes(deps)],
    ['/admin/status', 'admin', adminStatusRoutes(deps)],
    ['/news', 'public', newsRoutes(deps)],
    ['/admin/news', 'admin', adminNewsRoutes(deps)],
    // Mounted before /v1 so the document answers before the key guard (docs/developer-api.md).
    ['/v1/openapi.json', 'public', openApiRoutes(deps)],
    ['/v1', 'apikey', v1Routes(deps)],
    ['/developers', 'account', developersRoutes(deps)],
    ['/business', 'session', businessRoutes(deps)],
    ['/admin/businesses', 'admin', adminBusinessesRoutes(deps)],
    // The rails' callbacks: each proves itself (source address, secret in its address).
    ['/rails', 'public', railsRoutes(deps)],
    // Send money (issue 38): transfers act on the selected account; corridors and the
    // recipient's tracking link are public.
    ['/transfers', 'account', transfersRoutes(deps)],
    ['/transfer-schedules', 'account', transferSchedulesRoutes(deps)],
    ['/corridors', 'public', corridorsRoutes(deps)],
    ['/track', 'public', trackRoutes(deps)],
    ['/admin/corridors', 'admin', adminCorridorsRoutes(deps)],
    // Charts' figures (issue 39): a wallet's balance over time, monthly volumes.
    ['/insights', 'account', insightsRoutes(deps)],
    // Forward contracts (issue 41): interest rates and the four-eyes review.
    ['/admin/forwards', 'admin', adminForwardsRoutes(deps)],
  ];
}

export function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppBindings>();
  const session = loadSession(deps);
  const guards: Record<Access, MiddlewareHandler<AppBindings>[]> = {
    // Hot public reads (rates, jobs, health) never touch the session store.
    public: [],
    // Forms read the session only to attach user_id when present.
    optional: [session],
    // noStore runs before the check, so a 401/403 answer is not cacheable either.
    session: [session, noStore, requireSession(deps)],
    // Money routes: the selected account (personal or a business) and the member's role.
    account: [session, noStore, requireSession(deps), loadHolder(deps)],
    admin: [session, noStore, requireRole('admin')],
    // The public API: a Bearer key, never the session cookie (middleware/api-key.ts).
    apikey: [noStore, requireApiKey(deps)],
  };
  for (const [prefix, access, router] of routeTable(deps)) {
    const mounted = new Hono<AppBindings>();
    mounted.use('*', ...guards[access]);
    mounted.route('/', router);
    api.route(prefix, mounted);
  }
  return api;
}
