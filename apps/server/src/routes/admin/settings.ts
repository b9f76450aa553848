import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin settings: mounted under /api/admin/settings; the admin role is already enforced at the mount.
export function adminSettingsRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
