import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { cookieFrom, createTestServer, type TestServer } from './helpers.ts';
import { buildServer } from '../src/server.ts';
import { enqueueMail } from '../src/services/mail/outbox.ts';
import { readiness } from '../src/ops/ready.ts';
import { drain, drainMs } from '../src/ops/drain.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/api/ready', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await s.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      status: string;
      database: string;
      migrations: { expected: number; applied: number; pending: boolean };
    };
    expect(body).toMatchObject({ status: 'ready', database: 'up', migrations: { pending: false } });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it('is not ready (503, same JSON shape) when this code has a migration the database lacks', async () => {
    const r = await readiness(s.deps, { count: 99, latest: Date.now() + 60_000 });
    expect(r).toMatchObject({
      ready: false,
      database: 'up',
      migrations: { expected: 99, pending: true },
    });
  });

  it('stays liveness-only on /api/health', async () => {
    const res = await s.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('/api/ready when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const s = await createTestServer();
    await s.database.close();
    const res = await s.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'not_ready',
      database: 'down',
      migrations: { applied: null },
    });
    await s.deps.services.stopAll();
    await (s.database as typeof s.database & { drop: () => Promise<void> }).drop();
  });
});

describe('/metrics without METRICS_TOKEN: loopback only', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers the ordinary 404 page to a non-loopback address', async () => {
    const res = await s.request('/metrics', { ip: '203.0.113.9' });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain('mizani_');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers 404 to a loopback request relayed by a proxy (X-Forwarded-For present)', async () => {
    const res = await s.request('/metrics', {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.status).toBe(404);
  });

  it('serves the text exposition format to a scraper on loopback', async () => {
    await s.request('/api/health', { ip: '127.0.0.1' });
    await s.request('/api/rates/USD-KES/history?range=bogus', { ip: '127.0.0.1' });
    await enqueueMail(s.database.db, {
      kind: 'test',
      to: 'ops@example.com',
      subject: 'Backlog',
      text: 'x',
    });
    const res = await s.request('/metrics', { ip: '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of [
      'mizani_http_requests_total',
      'mizani_http_request_duration_seconds_bucket',
      'mizani_http_request_duration_seconds_sum',
      'mizani_http_request_duration_seconds_count',
      'mizani_mail_outbox_backlog',
      'mizani_mail_outbox_messages',
      'mizani_sse_subscribers',
      'mizani_database_up',
    ])
      expect(text).toContain(`# TYPE ${name.replace(/_(bucket|sum|count)$/, '')}`);
    // Route patterns, not concrete paths
    expect(text).toMatch(
      /mizani_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/rates\/:pair\/history",status="400"/);
    expect(text).not.toContain('USD-KES');
    expect(text).toMatch(/mizani_mail_outbox_backlog 1\n/);
    expect(text).toMatch(/mizani_database_up 1\n/);
    expect(text).toMatch(
      /mizani_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // The process and event-loop metrics prom-client collects, under the same prefix
    expect(text).toMatch(/# TYPE mizani_nodejs_eventloop_lag_seconds gauge/);
    expect(text).toMatch(/mizani_process_cpu_seconds_total \d/);
    expect(text).toMatch(/mizani_process_resident_memory_bytes \d+/);
    expect(text).toMatch(/mizani_info\{database="(pglite|postgres)",node="v\d+/);
    if (s.database.kind === 'postgres') {
      expect(text).toMatch(/mizani_db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/mizani_db_pool_waiting \d+/);
    }
    // Clean up the backlog row so other assertions are unaffected
    await s.database.db.execute(sql`delete from mail_outbox where kind = 'test'`);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers 404 without the token, even on loopback, and with a wrong token', async () => {
    expect((await s.request('/metrics', { ip: '203.0.113.9' })).status).toBe(404);
    expect((await s.request('/metrics', { ip: '127.0.0.1' })).status).toBe(404);
    expect(
      (
        await s.request('/metrics', {
          ip: '203.0.113.9',
          headers: { authorization: `Bearer ${TOKEN}x` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.request('/metrics', { ip: '203.0.113.9', headers: { authorization: TOKEN } }))
        .status,
    ).toBe(404);
  });

  it('serves the metrics with Authorization: Bearer <token> from anywhere', async () => {
    const res = await s.request('/metrics', {
      ip: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('# TYPE mizani_http_requests_total counter');
    expect(text).toContain('# TYPE mizani_http_request_duration_seconds histogram');
    expect(text).toContain('mizani_sse_subscribers 0');
    // The refused scrapes were counted under the /metrics pattern with status 404
    expect(text).toMatch(
      /mizani_http_requests_total\{method="GET",route="\/metrics",status="404"\} 4/,
    );
  });

  it('is never answered by the web fallback for other methods', async () => {
    const res = await s.request('/metrics', {
      method: 'POST',
      ip: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('mizani_');
  });
});

// docs/operations.md "Secrets rotation": what rotating BETTER_AUTH_SECRET does, for real.
describe('BETTER_AUTH_SECRET rotation', () => {
  let s: TestServer;
  const OLD = 'test-secret-test-secret-test-secret-0123456789'; // helpers.ts's secret
  const NEW = 'rotated-secret-rotated-secret-rotated-0123456789';
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(async () => {
    delete process.env.BETTER_AUTH_SECRETS;
    await s.close();
  });

  async function withTwoFactor() {
    const u = await s.createUser();
    const en = await s.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: u.password },
      cookie: u.cookie,
      ip: '10.61.0.1',
    });
    expect(en.status).toBe(200);
    const { totpURI, backupCodes } = (await en.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const confirm = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totp.generate() },
      cookie: cookieFrom(en) || u.cookie,
      ip: '10.61.0.1',
    });
    expect(confirm.status).toBe(200);
    return { ...u, cookie: cookieFrom(confirm) || cookieFrom(en) || u.cookie, backupCodes };
  }

  /** Another instance of the app on the same database with other secret settings. */
  async function instance(env: Record<string, string>, secrets?: string) {
    if (secrets) process.env.BETTER_AUTH_SECRETS = secrets;
    else delete process.env.BETTER_AUTH_SECRETS;
    const built = await buildServer(
      { ...s.env, ...env },
      {
        database: s.database,
        workers: false,
      },
    );
    const req = (
      p: string,
      init: { method?: string; json?: unknown; cookie?: string; ip: string },
    ) =>
      Promise.resolve(
        built.app.request(p, {
          method: init.method ?? 'GET',
          headers: {
            origin: s.env.BETTER_AUTH_URL,
            'content-type': 'application/json',
            'x-test-peer': init.ip,
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        }),
      );
    return { built, req };
  }

  async function signInWithBackupCode(
    req: Awaited<ReturnType<typeof instance>>['req'],
    u: { email: string; password: string },
    code: string,
    ip: string,
  ) {
    const signIn = await req('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
      ip,
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    return req('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code },
      cookie: cookieFrom(signIn),
      ip,
    });
  }

  it('versioned rotation (old value kept as BETTER_AUTH_SECRET, BETTER_AUTH_SECRETS=2:<new>) signs everyone out but keeps 2FA working', async () => {
    const u = await withTwoFactor();
    expect((await s.request('/api/me/profile', { cookie: u.cookie })).status).toBe(200);
    const { built, req } = await instance({ BETTER_AUTH_SECRET: OLD }, `2:${NEW}`);
    try {
      // The session cookie was signed with the old secret: no longer accepted.
      expect((await req('/api/me/profile', { cookie: u.cookie, ip: '10.61.0.2' })).status).toBe(
        401,
      );
      // The TOTP secret and backup codes (encrypted with the old secret) still decrypt.
      const ok = await signInWithBackupCode(req, u, u.backupCodes[0]!, '10.61.0.3');
      expect(ok.status).toBe(200);
      expect(
        (await req('/api/me/profile', { cookie: cookieFrom(ok), ip: '10.61.0.3' })).status,
      ).toBe(200);
    } finally {
      await built.close();
    }
  });

  it('replacing the secret outright locks 2FA users out (why the docs say use versioned secrets)', async () => {
    const u = await withTwoFactor();
    const { built, req } = await instance({ BETTER_AUTH_SECRET: NEW });
    try {
      expect((await req('/api/me/profile', { cookie: u.cookie, ip: '10.61.0.4' })).status).toBe(
        401,
      );
      const res = await signInWithBackupCode(req, u, u.backupCodes[1]!, '10.61.0.5');
      expect(res.status).not.toBe(200);
    } finally {
      await built.close();
    }
  });
});

describe('graceful stop (drain)', () => {
  it('answers 503 on /api/ready with stopping:true and closes connections, while still serving', async () => {
    const s = await createTestServer();
    try {
      const before = await s.request('/api/health');
      expect(before.headers.get('connection')).toBeNull();
      await drain(s.deps, 0);
      const ready = await s.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'not_ready',
        database: 'up',
        stopping: true,
      });
      expect(ready.headers.get('connection')).toBe('close');
      const health = await s.request('/api/health');
      expect(health.status).toBe(200);
      expect(health.headers.get('connection')).toBe('close');
    } finally {
      await s.close();
    }
  });

  it('drains 5 s by default in production, not at all elsewhere, and can be set', () => {
    expect(drainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: undefined })).toBe(5_000);
    expect(drainMs({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: undefined })).toBe(0);
    expect(drainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: 0 })).toBe(0);
  });
});
