import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin rates: mounted under /api/admin/rates; the admin role is already enforced at the mount.
export function adminRatesRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
