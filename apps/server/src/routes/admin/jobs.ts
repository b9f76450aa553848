import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';

// Admin jobs: mounted under /api/admin/jobs; the admin role is already enforced at the mount.
export function adminJobsRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
