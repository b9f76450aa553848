import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';
import { idempotent, requireScope } from '../../middleware/api-key.ts';
import { buildOpenApi } from './openapi.ts';
import { apiOperations } from './operations.ts';

// /api/v1 (issue 18; docs/developer-api.md). The route table mounts v1Routes behind the API key
// guard and the OpenAPI document as public; both come from the same operations list.

export function v1Routes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  for (const op of apiOperations(deps)) {
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    const chain: MiddlewareHandler<AppBindings>[] = [
      requireScope(op.scopes),
      ...(op.method === 'post' ? [idempotent(deps)] : []),
      async (c) => op.handler(c, c.get('apiKey')!),
    ];
    app.on(op.method.toUpperCase(), path, ...(chain as [MiddlewareHandler<AppBindings>]));
  }
  return app;
}

export function openApiRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  let doc: string | null = null;
  app.get('/', (c) => {
    doc ??= JSON.stringify(buildOpenApi(apiOperations(deps), deps.env.BETTER_AUTH_URL));
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(doc);
  });
  return app;
}
