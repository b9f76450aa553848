import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  method: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one endpoint on loopback; bounded in time and connections. */
export async function load(opts: {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (a fresh client address behind the proxy, a new body). */
  perRequest?: () => { headers?: Record<string, string>; body?: string };
  connections?: number;
  durationSec?: number;
  expectStatus?: number[];
}): Promise<LoadFigures> {
  const method = opts.method ?? 'GET';
  const per = opts.perRequest;
  const result = await autocannon({
    url: opts.url + opts.path,
    method,
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 20,
    duration: opts.durationSec ?? 8,
    requests: per
      ? [
          {
            method,
            path: opts.path,
            setupRequest: (r: { headers?: Record<string, string>; body?: string }) => {
              const extra = per();
              return {
                ...r,
                headers: { ...opts.headers, ...r.headers, ...extra.headers },
                body: extra.body ?? opts.body,
              };
            },
          },
        ]
      : undefined,
  } as autocannon.Options);
  const ok = new Set(opts.expectStatus ?? []);
  const badStatuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !(code.startsWith('2') || code === '304' || ok.has(Number(code))))
    .reduce((n, [, v]) => n + (v as { count: number }).count, 0);
  return {
    name: opts.name,
    method,
    path: opts.path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: badStatuses,
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  return {
    cpu,
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    postgres:
      spawnSync('sh', ['-c', 'ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -1'], {
        encoding: 'utf8',
      }).stdout.trim() || 'none',
    /** 1-minute load average when the bench started: other work on the machine skews timings. */
    loadAverageAtStart: Math.round(os.loadavg()[0]! * 100) / 100,
    date: new Date().toISOString(),
  };
}
