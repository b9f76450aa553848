import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';
import { idempotent, requireScope } from '../../middleware/api-key.ts';
import { requireKeyMode } from '../../middleware/api-mode.ts';
import { inMode } from '../../services/sandbox/sandbox.ts';
import { buildOpenApi } from './openapi.ts';
import { apiOperations } from './operations.ts';

// /api/v1 (issue 18; docs/developer-api.md). The route table mounts v1Routes behind the API key
// guard and the OpenAPI document as public; both come from the same operations list. Each
// handler runs on its key's ledger: a test key's in one sandbox transaction (decision 016), after
// the idempotency claim, whose rows are shared by both modes and scoped by mode.

export function v1Routes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  for (const op of apiOperations(deps)) {
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    const chain: MiddlewareHandler<AppBindings>[] = [
      requireScope(op.scopes),
      requireKeyMode(op.mode),
      ...(op.method === 'post' ? [idempotent(deps)] : []),
      async (c) => {
        const p = c.get('apiKey')!;
        return inMode(deps.database.db, p.mode, p.holderId, async (db) => op.handler(c, p, db));
      },
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
