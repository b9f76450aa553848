import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin dashboard: mounted under /api/admin/dashboard; the admin role is already enforced at the mount.
export function adminDashboardRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
