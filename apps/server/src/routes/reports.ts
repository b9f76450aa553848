import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';

// Filled by the feature that owns it; mounted in routes/index.ts.
export function reportsRoutes(_deps: AppDeps) {
  const app = new Hono<AppBindings>();
  return app;
}
