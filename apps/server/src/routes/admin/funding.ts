import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin funding: mounted under /api/admin/funding; the admin role is already enforced at the mount.
export function adminFundingRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
