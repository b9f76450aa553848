import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { adminDashboardRoutes } from './admin/dashboard.ts';
import { adminRequestsRoutes } from './admin/requests.ts';
import { adminSettingsRoutes } from './admin/settings.ts';
import { adminUsersRoutes } from './admin/users.ts';
import { adminJobsRoutes } from './admin/jobs.ts';
import { adminFundingRoutes } from './admin/funding.ts';
import { adminRatesRoutes } from './admin/rates.ts';
import { adminAuditRoutes } from './admin/audit.ts';
import { adminBankRoutes } from './admin/bank.ts';
import { adminRailsRoutes } from './admin/rails.ts';
import { adminChainRoutes } from './admin/chain.ts';

/** Everything under /api/admin. requireRole('admin') is applied where this router is mounted. */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  app.route('/dashboard', adminDashboardRoutes(deps));
  app.route('/requests', adminRequestsRoutes(deps));
  app.route('/settings', adminSettingsRoutes(deps));
  app.route('/users', adminUsersRoutes(deps));
  app.route('/jobs', adminJobsRoutes(deps));
  app.route('/funding', adminFundingRoutes(deps));
  app.route('/rates', adminRatesRoutes(deps));
  app.route('/audit', adminAuditRoutes(deps));
  app.route('/bank', adminBankRoutes(deps));
  app.route('/rails', adminRailsRoutes(deps));
  app.route('/chain', adminChainRoutes(deps));
  return app;
}
