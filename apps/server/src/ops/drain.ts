import type { MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import type { Env } from '../env.ts';

const FLAG = 'ops-stopping';

/** True once this instance has begun shutting down (/api/ready answers 503 from then on). */
export function isStopping(deps: AppDeps) {
  return deps.services.get<boolean>(FLAG) === true;
}

/**
 * How long a stopping instance keeps serving before it closes its listener. Behind nginx this
 * must outlast nginx's upstream keepalive_timeout (4 s in deploy/nginx.conf): meanwhile every
 * response says `Connection: close` and nginx lets its idle connections to us expire by itself,
 * so no request is ever sent on a connection we are closing (nginx does not replay a POST).
 */
export function drainMs(env: Pick<Env, 'SHUTDOWN_DRAIN_MS' | 'NODE_ENV'>) {
  return env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0);
}

/** First step of a graceful stop: not ready, no more keep-alive, then wait `ms`. */
export async function drain(deps: AppDeps, ms: number) {
  deps.services.set(FLAG, true);
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
}

/** While draining, every response closes its connection after it is sent. */
export function drainConnections(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    if (isStopping(deps)) c.res.headers.set('Connection', 'close');
  };
}
