import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin requests: mounted under /api/admin/requests; the admin role is already enforced at the mount.
export function adminRequestsRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
