import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin audit: mounted under /api/admin/audit; the admin role is already enforced at the mount.
export function adminAuditRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
