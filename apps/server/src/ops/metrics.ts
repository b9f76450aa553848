import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import type { RatesHub } from '../services/rates/hub.ts';
import { htmlPage } from '../web-static.ts';

/** Latency buckets in seconds (Prometheus convention). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This app's metrics in its own prom-client registry (decision 032): one per app, so several apps
 * in one process (the tests) never share or double-register a series. Process, heap, GC and
 * event-loop metrics are prom-client's defaults under the same `mizani_` prefix. HTTP labels are
 * the method, the ROUTE PATTERN (/api/orders/:id, never the concrete path, so the number of series
 * stays bounded) and the status code.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'mizani_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'mizani_http_request_duration_seconds',
    help: 'Time to the response headers, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly databaseUp = this.gauge(
    'mizani_database_up',
    'Whether the last query of this scrape reached the database (1) or not (0).',
  );
  private readonly outboxMessages = this.gauge(
    'mizani_mail_outbox_messages',
    'Outbox messages not yet delivered, by status (pending + sending = backlog; failed = gave up).',
    ['status'],
  );
  private readonly outboxBacklog = this.gauge(
    'mizani_mail_outbox_backlog',
    'Outbox messages waiting to be delivered (pending + sending).',
  );
  private readonly outboxOldest = this.gauge(
    'mizani_mail_outbox_oldest_pending_seconds',
    'Age of the oldest pending outbox message.',
  );

  constructor(private readonly deps: AppDeps) {
    collectDefaultMetrics({ register: this.registry, prefix: 'mizani_' });
    const registers = [this.registry];
    new Gauge({
      name: 'mizani_sse_subscribers',
      help: 'Open live-rate (SSE) streams on this instance.',
      registers,
      collect() {
        this.set(deps.services.get<RatesHub>('rates-hub')?.subscriberCount ?? 0);
      },
    });
    const pool = deps.database.pool;
    if (pool) {
      new Gauge({
        name: 'mizani_db_pool_connections',
        help: 'PostgreSQL pool connections of this instance, by state.',
        labelNames: ['state'] as const,
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
        },
      });
      new Gauge({
        name: 'mizani_db_pool_waiting',
        help: 'Queries waiting for a free pool connection.',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
      new Gauge({
        name: 'mizani_db_pool_max',
        help: 'Configured pool size (DATABASE_POOL_SIZE).',
        registers,
      }).set(pool.options.max ?? 10);
    }
    // Kept beside prom-client's defaults (mizani_nodejs_heap_size_used_bytes,
    // mizani_process_start_time_seconds) because dashboards and alerts already use these names.
    new Gauge({
      name: 'mizani_process_heap_used_bytes',
      help: 'V8 heap in use.',
      registers,
      collect() {
        this.set(process.memoryUsage().heapUsed);
      },
    });
    new Gauge({
      name: 'mizani_process_uptime_seconds',
      help: 'Seconds since this process started.',
      registers,
      collect() {
        this.set(Math.round(process.uptime()));
      },
    });
    new Gauge({
      name: 'mizani_info',
      help: 'Build and runtime facts of this instance.',
      labelNames: ['database', 'node'] as const,
      registers,
    }).set({ database: deps.database.kind, node: process.version }, 1);
  }

  private gauge(name: string, help: string, labelNames: string[] = []) {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  observe(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  /** The Prometheus text of a scrape; the outbox is read once here, not once per gauge. */
  async render(): Promise<string> {
    const outbox: Record<string, number> = { pending: 0, sending: 0, failed: 0 };
    let oldestPendingSeconds = 0;
    let up = 1;
    try {
      const rows = await queryRows<{
        status: string;
        n: string | number;
        oldest: string | number | null;
      }>(
        this.deps.database.db,
        sql`select status, count(*) as n,
              coalesce(extract(epoch from now() - min(created_at)), 0) as oldest
            from mail_outbox where status in ('pending', 'sending', 'failed') group by status`,
      );
      for (const r of rows) {
        outbox[r.status] = Number(r.n);
        if (r.status === 'pending') oldestPendingSeconds = Math.round(Number(r.oldest ?? 0));
      }
    } catch {
      up = 0;
    }
    this.databaseUp.set(up);
    for (const [status, n] of Object.entries(outbox)) this.outboxMessages.set({ status }, n);
    this.outboxBacklog.set((outbox.pending ?? 0) + (outbox.sending ?? 0));
    this.outboxOldest.set(oldestPendingSeconds);
    return this.registry.metrics();
  }
}

export function appMetrics(deps: AppDeps): AppMetrics {
  return (
    deps.services.get<AppMetrics>('app-metrics') ??
    deps.services.set('app-metrics', new AppMetrics(deps))
  );
}

/** Middleware: records every request once its handler has answered. */
export function recordHttpMetrics(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const metrics = appMetrics(deps);
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observe(
      c.req.method,
      routeLabel(c),
      c.res.status,
      (performance.now() - started) / 1000,
    );
  };
}

function routeLabel(c: Context<AppBindings>): string {
  let route = '';
  try {
    route = routePath(c);
  } catch {
    route = '';
  }
  // Anything the web fallback answers is one series; API paths keep their pattern.
  if (!route || route === '*' || route === '/*')
    return c.req.path.startsWith('/api/') ? '/api/*' : 'web';
  return route;
}

export function renderMetrics(deps: AppDeps): Promise<string> {
  return appMetrics(deps).render();
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

/**
 * Who may read /metrics: with METRICS_TOKEN set, only `Authorization: Bearer <token>`; without
 * it, only a scraper on this machine talking to Node directly (loopback address and no forwarding
 * header — a request relayed by a local proxy carries X-Forwarded-For and is refused).
 */
export function metricsAllowed(c: Context<AppBindings>, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(token).digest();
    return given.length > 0 && timingSafeEqual(a, b);
  }
  const forwarded =
    c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip');
  return !forwarded && LOOPBACK.test(c.get('clientIp'));
}

/**
 * GET /metrics. Anyone else gets the site's ordinary 404 page, so the endpoint's existence is not
 * revealed; the web fallback never answers this path.
 */
export function metricsHandler(deps: AppDeps, webDist: string) {
  const notFoundFile = path.join(webDist, '404.html');
  return async (c: Context<AppBindings>) => {
    if (!metricsAllowed(c, deps.env.METRICS_TOKEN)) {
      const html = existsSync(notFoundFile)
        ? readFileSync(notFoundFile, 'utf8')
        : '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1><a href="/">Return to Home</a>';
      return htmlPage(c, html, 404);
    }
    const body = await renderMetrics(deps);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', appMetrics(deps).registry.contentType);
    return c.body(body);
  };
}
