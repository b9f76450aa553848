import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import type { RatesHub } from '../services/rates/hub.ts';
import { htmlPage } from '../web-static.ts';

/** Latency buckets in seconds (Prometheus convention). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  count: number;
  sum: number;
  buckets: number[];
}

/**
 * This process's HTTP counters, kept by hand in the Prometheus text format (no dependency).
 * Labels are the method, the ROUTE PATTERN (/api/orders/:id, never the concrete path, so the
 * number of series stays bounded) and the status code.
 */
export class HttpMetrics {
  private series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number) {
    const labels = `method="${esc(method)}",route="${esc(route)}",status="${status}"`;
    let s = this.series.get(labels);
    if (!s) {
      s = { labels, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      this.series.set(labels, s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++)
      if (seconds <= LATENCY_BUCKETS[i]!) s.buckets[i]!++;
  }

  render(): string[] {
    const out: string[] = [
      '# HELP mizani_http_requests_total HTTP requests answered, by method, route pattern and status.',
      '# TYPE mizani_http_requests_total counter',
    ];
    const all = [...this.series.values()].sort((a, b) => a.labels.localeCompare(b.labels));
    for (const s of all) out.push(`mizani_http_requests_total{${s.labels}} ${s.count}`);
    out.push(
      '# HELP mizani_http_request_duration_seconds Time to the response headers, by method, route pattern and status.',
      '# TYPE mizani_http_request_duration_seconds histogram',
    );
    for (const s of all) {
      LATENCY_BUCKETS.forEach((le, i) =>
        out.push(
          `mizani_http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i]}`,
        ),
      );
      out.push(`mizani_http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      out.push(`mizani_http_request_duration_seconds_sum{${s.labels}} ${round(s.sum)}`);
      out.push(`mizani_http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    return out;
  }
}

export function httpMetrics(deps: AppDeps): HttpMetrics {
  return (
    deps.services.get<HttpMetrics>('http-metrics') ??
    deps.services.set('http-metrics', new HttpMetrics())
  );
}

/** Middleware: records every request once its handler has answered. */
export function recordHttpMetrics(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const metrics = httpMetrics(deps);
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

/** Gauges read at scrape time: outbox backlog, SSE subscribers, database pool, process. */
async function gauges(deps: AppDeps): Promise<string[]> {
  const out: string[] = [];
  const gauge = (name: string, help: string, values: [labels: string, value: number][]) => {
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`);
    for (const [labels, value] of values)
      out.push(`${name}${labels ? `{${labels}}` : ''} ${value}`);
  };

  let up = 1;
  const outbox: Record<string, number> = { pending: 0, sending: 0, failed: 0 };
  let oldestPendingSeconds = 0;
  try {
    const rows = await queryRows<{
      status: string;
      n: string | number;
      oldest: string | number | null;
    }>(
      deps.database.db,
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
  gauge(
    'mizani_database_up',
    'Whether the last query of this scrape reached the database (1) or not (0).',
    [['', up]],
  );
  gauge(
    'mizani_mail_outbox_messages',
    'Outbox messages not yet delivered, by status (pending + sending = backlog; failed = gave up).',
    Object.entries(outbox).map(([status, n]) => [`status="${status}"`, n]),
  );
  gauge(
    'mizani_mail_outbox_backlog',
    'Outbox messages waiting to be delivered (pending + sending).',
    [['', (outbox.pending ?? 0) + (outbox.sending ?? 0)]],
  );
  gauge('mizani_mail_outbox_oldest_pending_seconds', 'Age of the oldest pending outbox message.', [
    ['', oldestPendingSeconds],
  ]);

  const hub = deps.services.get<RatesHub>('rates-hub');
  gauge('mizani_sse_subscribers', 'Open live-rate (SSE) streams on this instance.', [
    ['', hub?.subscriberCount ?? 0],
  ]);

  const pool = deps.database.pool;
  if (pool) {
    gauge('mizani_db_pool_connections', 'PostgreSQL pool connections of this instance, by state.', [
      ['state="total"', pool.totalCount],
      ['state="idle"', pool.idleCount],
      ['state="active"', pool.totalCount - pool.idleCount],
    ]);
    gauge('mizani_db_pool_waiting', 'Queries waiting for a free pool connection.', [
      ['', pool.waitingCount],
    ]);
    gauge('mizani_db_pool_max', 'Configured pool size (DATABASE_POOL_SIZE).', [
      ['', pool.options.max ?? 10],
    ]);
  }

  const mem = process.memoryUsage();
  gauge('mizani_process_resident_memory_bytes', 'Resident memory of this process.', [
    ['', mem.rss],
  ]);
  gauge('mizani_process_heap_used_bytes', 'V8 heap in use.', [['', mem.heapUsed]]);
  gauge('mizani_process_uptime_seconds', 'Seconds since this process started.', [
    ['', Math.round(process.uptime())],
  ]);
  out.push(
    '# HELP mizani_info Build and runtime facts of this instance.',
    '# TYPE mizani_info gauge',
    `mizani_info{database="${deps.database.kind}",node="${esc(process.version)}"} 1`,
  );
  return out;
}

export async function renderMetrics(deps: AppDeps): Promise<string> {
  return [...httpMetrics(deps).render(), ...(await gauges(deps))].join('\n') + '\n';
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
    c.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    return c.body(body);
  };
}

function esc(v: string) {
  return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function round(n: number) {
  return Math.round(n * 1e6) / 1e6;
}
