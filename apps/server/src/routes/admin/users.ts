import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin users: mounted under /api/admin/users; the admin role is already enforced at the mount.
export function adminUsersRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
