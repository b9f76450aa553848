import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../support/postgres.ts';
import { freePort, ROOT, startServer, type RunningServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';

// Production topology, for real: one PostgreSQL, Debian's nginx in front (running the location
// blocks of deploy/nginx.conf), two server processes behind it, a loopback SMTP server.
// Clients reach nginx from distinct loopback addresses (127.0.x.y), the way distinct people reach
// the edge, so per-address rate limits behave as in production.
const NGINX = '/usr/sbin/nginx';
const ADMIN_EMAIL = `ops-admin-${randomUUID().slice(0, 8)}@example.com`;
const ADMIN_PASSWORD = 'Ops-Admin-Pass-2026!';

interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from a chosen local (client) address. */
function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; json?: unknown; from?: string } = {},
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        localAddress: opts.from,
        agent: false,
        headers: {
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** An SSE subscriber: collects the raw stream text. */
function subscribe(url: string, from?: string) {
  let text = '';
  let status = 0;
  let headers: http.IncomingHttpHeaders = {};
  const req = http.get(
    url,
    { localAddress: from, agent: false, headers: { accept: 'text/event-stream' } },
    (res) => {
      status = res.statusCode ?? 0;
      headers = res.headers;
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('error', () => {});
    },
  );
  req.on('error', () => {});
  return {
    get text() {
      return text;
    },
    get status() {
      return status;
    },
    get headers() {
      return headers;
    },
    close: () => req.destroy(),
  };
}

async function until(what: string, pred: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await pred())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** nginx with a generated config: our upstream, a plain-http loopback listener, deploy/'s locations. */
async function startNginx(upstreams: number[], port: number) {
  const deployConf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const locations = /# BEGIN mizani locations[^\n]*\n([\s\S]*?)# END mizani locations/.exec(
    deployConf,
  )?.[1];
  if (!locations) throw new Error('deploy/nginx.conf has no "BEGIN/END mizani locations" block');
  const upstreamBlock = /upstream mizani \{([\s\S]*?)\n\}/.exec(deployConf)?.[1] ?? '';
  // http-level zones the locations use (limit_conn on the live-rates stream).
  const zones = deployConf.split('\n').filter((l) => /^limit_conn_zone /.test(l));
  const serverOpts = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(upstreamBlock)?.[1] ?? '';
  // The upstream's other directives (keepalive, keepalive_timeout) as deployed.
  const upstreamRest = upstreamBlock
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('server '))
    .join('\n    ');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  const conf = (ports: number[]) => `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${zones.join('\n  ')}
  upstream mizani {
${ports.map((p) => `    server 127.0.0.1:${p} ${serverOpts};`).join('\n')}
    ${upstreamRest}
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    # Test only: which instance answered.
    add_header X-Upstream $upstream_addr always;
${locations}
  }
}
`;
  const write = (ports: number[]) => {
    writeFileSync(path.join(dir, 'nginx.conf'), conf(ports));
    const test = spawnSync(
      NGINX,
      ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
      { encoding: 'utf8' },
    );
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}\n${conf(ports)}`);
  };
  write(upstreams);
  const proc: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await until('nginx to listen', async () => {
    if (proc.exitCode !== null)
      throw new Error(`nginx exited: ${readFileSync(`${dir}/error.log`, 'utf8')}`);
    return request(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
  });
  return {
    url,
    dir,
    /** New upstream list, then a graceful reload (SIGHUP), as `systemctl reload nginx` does. */
    reload: (ports: number[]) => {
      write(ports);
      proc.kill('SIGHUP');
    },
    stop: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGQUIT');
        await new Promise((r) => proc.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!existsSync(NGINX))('production: PostgreSQL, nginx and two instances', () => {
  let ownPg: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  let serverUrl = '';
  let dbName = '';
  let dbUrl = '';
  let db: pg.Pool;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let a: RunningServer;
  let b: RunningServer;
  let publicUrl = '';
  let adminCookie = '';
  let env: Record<string, string> = {};

  /** `total` inquiries through nginx from 30 addresses (3 each: under the 5-a-minute form limit), 6 at a time. */
  async function formLoad(total: number, net: string, onAccepted: (count: number) => void) {
    const accepted: { id: string; subject: string }[] = [];
    const refused: number[] = [];
    let next = 0;
    const worker = async (w: number) => {
      while (next < total) {
        const n = next++;
        const subject = `Load ${net} ${n} ${randomUUID().slice(0, 6)}`;
        try {
          const r = await request(`${nginx.url}/api/requests/inquiry`, {
            method: 'POST',
            from: `${net}.${(n % 30) + 1}`,
            headers: { origin: publicUrl },
            json: {
              name: `Load ${w}`,
              email: `load-${n}@example.com`,
              subject,
              message: 'Under load',
            },
          });
          if (r.status === 201) {
            accepted.push({ id: (JSON.parse(r.body) as { id: string }).id, subject });
            onAccepted(accepted.length);
          } else refused.push(r.status);
        } catch {
          refused.push(0);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    return { accepted, refused };
  }

  async function allStored(ids: string[]) {
    const { rows } = await db.query<{ id: string }>(
      'select id from inquiries where id = any($1::uuid[])',
      [ids],
    );
    return rows.length === ids.length;
  }

  beforeAll(async () => {
    const t0 = Date.now();
    // PostgreSQL: the run's throwaway cluster (scripts/test.sh) or one of our own.
    if (process.env.MIZANI_TEST_PG_URL) serverUrl = process.env.MIZANI_TEST_PG_URL;
    else {
      ownPg = await startThrowawayPostgres();
      serverUrl = ownPg.url;
    }
    dbName = `prod_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    db = new pg.Pool({ connectionString: dbUrl, max: 3 });

    smtp = await startSmtp();
    // nginx's port must be known before the instances start (it is their BETTER_AUTH_URL).
    const nginxPort = await freePort();
    publicUrl = `http://127.0.0.1:${nginxPort}`;
    env = {
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '8',
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_URL: smtp.url,
      BETTER_AUTH_URL: publicUrl,
      BETTER_AUTH_SECRET: 'multi-instance-test-secret-0123456789abcdef',
      SEED_DEMO: 'true', // content only (pairs, jobs) on PostgreSQL, never demo users
      RATE_FEED: 'manual',
      SHUTDOWN_DRAIN_MS: '5000', // the production default (graceful stop behind nginx)
    };
    // Both at once: migrations run once, under the advisory lock.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    nginx = await startNginx([a.port, b.port], nginxPort);

    // The first admin, as an operator makes one (docs/operations.md).
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/admin-create.ts',
        '--email',
        ADMIN_EMAIL,
        '--password',
        ADMIN_PASSWORD,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
      },
    );
    expect(made.status, made.stderr).toBe(0);
    // Signed in on instance B directly.
    const signIn = await request(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: publicUrl },
      json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.status, signIn.body).toBe(200);
    adminCookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    console.log(`multi-instance setup: ${Date.now() - t0} ms`);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await smtp?.close();
    await db?.end();
    if (serverUrl && dbName) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
    ownPg?.stop();
  });

  it('deploy/nginx.conf as a whole (TLS, HTTP/2, redirect) passes nginx -t', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-nginx-t-'));
    try {
      const cert = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          `${dir}/key.pem`,
          '-out',
          `${dir}/cert.pem`,
          '-days',
          '1',
          '-subj',
          '/CN=fx.example.com',
        ],
        { encoding: 'utf8' },
      );
      expect(cert.status, cert.stderr).toBe(0);
      const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
        .replace('/etc/letsencrypt/live/fx.example.com/fullchain.pem', `${dir}/cert.pem`)
        .replace('/etc/letsencrypt/live/fx.example.com/privkey.pem', `${dir}/key.pem`)
        .replaceAll('/var/log/nginx/', `${dir}/`);
      writeFileSync(`${dir}/site.conf`, site);
      writeFileSync(
        `${dir}/nginx.conf`,
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
      );
      const t = spawnSync(
        NGINX,
        ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
        { encoding: 'utf8' },
      );
      expect(t.status, t.stderr).toBe(0);
      expect(t.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('both instances are ready on the one migrated database, and nginx hides /metrics', async () => {
    for (const s of [a, b]) {
      const r = await request(`${s.url}/api/ready`);
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toMatchObject({
        status: 'ready',
        database: 'up',
        migrations: { pending: false },
      });
    }
    // Migrations ran once although both started together.
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      readFileSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(Number(rows[0]!.n)).toBe(journal.entries.length);
    const viaNginx = await request(`${nginx.url}/api/ready`, { from: '127.0.0.2' });
    expect(viaNginx.status).toBe(200);
    expect((await request(`${nginx.url}/metrics`, { from: '127.0.0.2' })).status).toBe(404);
    // A scraper on the instance's own loopback gets the metrics (no METRICS_TOKEN set here).
    const m = await request(`${a.url}/metrics`);
    expect(m.status).toBe(200);
    expect(m.body).toContain('mizani_db_pool_connections{state="total"}');
  });

  it('an idle keep-alive connection outlives a balancer’s (it is reused after Node’s old 5 s)', async () => {
    // A balancer or any pooling client reuses idle connections; an instance closing them first
    // answers some requests with a reset (CI's ECONNRESET, a balancer's 502).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ reused: boolean; keepAlive: string }>((resolve, reject) => {
        const req = http.get(`${a.url}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ reused: req.reusedSocket, keepAlive: String(res.headers['keep-alive']) }),
          );
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ reused: false, keepAlive: 'timeout=65' });
      await new Promise((r) => setTimeout(r, 6_000));
      expect((await get()).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('a form submitted through instance A is visible to an admin on instance B', async () => {
    const subject = `Payout delay ${randomUUID().slice(0, 6)}`;
    const sent = await request(`${a.url}/api/requests/inquiry`, {
      method: 'POST',
      headers: { origin: publicUrl },
      json: {
        name: 'Zanele Dube',
        email: 'zanele@example.com',
        subject,
        message: 'Where is my payout?',
      },
    });
    expect(sent.status, sent.body).toBe(201);
    const { id } = JSON.parse(sent.body) as { id: string };
    const seen = await request(`${b.url}/api/admin/requests/inquiry/${id}`, {
      headers: { cookie: adminCookie },
    });
    expect(seen.status, seen.body).toBe(200);
    expect(seen.body).toContain(subject);
  });

  it('an admin rate posted on A reaches SSE subscribers on B and through nginx (unbuffered)', async () => {
    // The pair from the admin list (a query), not the public list: that is each instance's cache,
    // and with both instances seeding at start the one that lost the race may hold an empty cache
    // until the next rate change or its 60 s refresh (seeding sends no NOTIFY).
    const pairs = JSON.parse(
      (await request(`${a.url}/api/admin/rates/pairs`, { headers: { cookie: adminCookie } })).body,
    ) as { pairs: { id: string; displayName: string; isActive: boolean }[] };
    const pair =
      pairs.pairs.find((r) => r.displayName === 'USD/KES' && r.isActive) ??
      pairs.pairs.find((r) => r.isActive)!;
    const onB = subscribe(`${b.url}/api/rates/stream`);
    const viaNginx = subscribe(`${nginx.url}/api/rates/stream`, '127.0.0.3');
    try {
      await until(
        'both streams to open',
        () => onB.text.includes('event: ready') && viaNginx.text.includes('event: ready'),
      );
      expect(viaNginx.headers['content-type']).toMatch(/text\/event-stream/);
      const metricsB = await request(`${b.url}/metrics`);
      expect(metricsB.body).toMatch(/mizani_sse_subscribers [1-9]/);
      // Admin cookie from B works on A too: sessions live in PostgreSQL.
      const t0 = Date.now();
      const posted = await request(`${a.url}/api/admin/rates/pairs/${pair.id}/rates`, {
        method: 'POST',
        headers: { origin: publicUrl, cookie: adminCookie },
        json: { bid: '129.10', ask: '129.30' },
      });
      expect(posted.status, posted.body).toBe(201);
      await until(
        'the rate on both streams',
        () => onB.text.includes('"mid":"129.2') && viaNginx.text.includes('"mid":"129.2'),
        3_000,
      );
      expect(Date.now() - t0).toBeLessThan(3_000);
      // B's cached public list has it too (rebuilt on the NOTIFY).
      const listB = JSON.parse((await request(`${b.url}/api/rates`)).body) as {
        rates: { pairId: string; mid: string }[];
      };
      expect(listB.rates.find((r) => r.pairId === pair.id)?.mid).toMatch(/^129\.2/);
    } finally {
      onB.close();
      viaNginx.close();
    }
  });

  it('failed sign-ins are limited per real client address and per account across both instances; a forged X-Forwarded-For changes nothing', async () => {
    const attempt = (from: string, forged: string, email: string) =>
      request(`${nginx.url}/api/auth/sign-in/email`, {
        method: 'POST',
        from,
        headers: { origin: publicUrl, 'x-forwarded-for': forged },
        json: { email, password: 'Wrong-Password-1!' },
      });
    // The address limit (20 failures in 5 minutes, services/auth/sign-in-guard.ts): a new email
    // each time so the per-account lock never starts; the forged header changes every time.
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 22; i++) {
      const r = await attempt(
        '127.0.0.7',
        `198.51.100.${i + 1}`,
        `nobody-${i}-${randomUUID().slice(0, 6)}@example.com`,
      );
      statuses.push(r.status);
      upstreams.add(String(r.headers['x-upstream']));
    }
    // nginx round-robins: both instances answered, and they share one counter.
    expect(upstreams.size).toBe(2);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another person (another address) is not affected.
    expect((await attempt('127.0.0.8', '198.51.100.1', 'someone@example.com')).status).toBe(401);
    // The limiter saw the edge's address, not the forged one.
    const { rows } = await db.query<{ key: string }>(
      `select key from rate_limit_hits where key like 'auth-fail:127.0.0.7:%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const forged = await db.query(
      `select key from rate_limit_hits where key like 'auth-fail:198.51.100.%'`,
    );
    expect(forged.rows).toEqual([]);

    // The account lock: 5 failures for one account from five addresses, spread over both
    // instances, lock it; the sixth try from yet another address is refused too.
    const target = `target-${randomUUID().slice(0, 6)}@example.com`;
    for (let i = 0; i < 5; i++)
      expect((await attempt(`127.0.3.${i + 1}`, '203.0.113.9', target)).status).toBe(401);
    const locked = await attempt('127.0.3.9', '203.0.113.9', target);
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body).code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('each outbox mail is delivered exactly once although both instances run the worker', async () => {
    // Sign-ups from 12 addresses through nginx: a verification mail each, plus inquiries (admin mail).
    const emails: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const email = `once-${i}-${randomUUID().slice(0, 6)}@example.com`;
        emails.push(email);
        const r = await request(`${nginx.url}/api/auth/sign-up/email`, {
          method: 'POST',
          from: `127.0.2.${i + 1}`,
          headers: { origin: publicUrl },
          json: {
            email,
            password: 'Zebra-Lamp-47!',
            name: 'Once Person',
            firstName: 'Once',
            acceptTerms: true,
          },
        });
        expect(r.status, r.body).toBe(200);
      }),
    );
    await until(
      'the outbox to drain',
      async () => {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from mail_outbox where status <> 'sent'`,
        );
        return Number(rows[0]!.n) === 0;
      },
      20_000,
    );
    const { rows: outbox } = await db.query<{ to_address: string; subject: string }>(
      'select to_address, subject from mail_outbox',
    );
    const key = (to: string, subject: string) => `${to.toLowerCase()}|${subject}`;
    const expected = new Map<string, number>();
    for (const r of outbox)
      expected.set(
        key(r.to_address, r.subject),
        (expected.get(key(r.to_address, r.subject)) ?? 0) + 1,
      );
    // Give a duplicate time to show up.
    await new Promise((r) => setTimeout(r, 2_500));
    const got = new Map<string, number>();
    for (const m of smtp.received)
      for (const to of m.to) got.set(key(to, m.subject), (got.get(key(to, m.subject)) ?? 0) + 1);
    console.log(`outbox: ${outbox.length} rows sent, SMTP received ${smtp.received.length}`);
    expect(smtp.received.length).toBe(outbox.length);
    expect(got).toEqual(expected);
    for (const e of emails) expect(got.get(key(e, 'Verify your email for Mizani'))).toBe(1);
  });

  it('rolling restart: SIGTERM of B mid-load loses nothing, a new B joins after an nginx reload', async () => {
    let stopping: Promise<number | null> | null = null;
    const { accepted, refused } = await formLoad(60, '127.0.4', (n) => {
      if (n === 20 && !stopping) stopping = b.stop('SIGTERM');
    });
    expect(await stopping).toBe(0); // graceful: exit status 0
    console.log(`rolling: ${accepted.length} accepted, refused: ${JSON.stringify(refused)}`);
    expect(await allStored(accepted.map((x) => x.id))).toBe(true);
    // Graceful: B drains (Connection: close, nginx's idle connections expire first), so not even
    // a request in flight is lost.
    expect(refused).toEqual([]);
    expect(accepted.length).toBe(60);
    // The replacement (a new process on a new port) is ready, then nginx is reloaded to use it.
    b = await startServer({ env });
    expect((await request(`${b.url}/api/ready`)).status).toBe(200);
    nginx.reload([a.port, b.port]);
    await until('nginx to route to the new B', async () => {
      const r = await request(`${nginx.url}/api/ready`, { from: '127.0.0.2' });
      return String(r.headers['x-upstream']) === `127.0.0.1:${b.port}`;
    });
  });

  it('SIGKILL of one instance mid-load loses no accepted submission; nginx keeps serving', async () => {
    const TOTAL = 90;
    let killedAt = -1;
    const { accepted, refused } = await formLoad(TOTAL, '127.0.3', (n) => {
      if (n === 30 && killedAt < 0) {
        killedAt = n;
        a.proc.kill('SIGKILL');
      }
    });
    console.log(
      `kill: A killed after ${killedAt} accepted submissions; ${accepted.length} accepted, refused: ${JSON.stringify(refused)}`,
    );
    expect(killedAt).toBeGreaterThanOrEqual(0);
    expect(a.proc.signalCode).toBe('SIGKILL');
    // Almost everything is accepted: only requests in flight on A at the kill can fail.
    expect(accepted.length).toBeGreaterThanOrEqual(TOTAL - 6);
    expect(refused.every((s) => s === 502 || s === 0)).toBe(true);
    // Every accepted submission is stored, and the admin sees it on the surviving instance.
    const { rows } = await db.query<{ id: string }>(
      'select id from inquiries where id = any($1::uuid[])',
      [accepted.map((x) => x.id)],
    );
    expect(rows.length).toBe(accepted.length);
    for (const x of accepted.slice(-5)) {
      const r = await request(`${nginx.url}/api/admin/requests/inquiry/${x.id}`, {
        from: '127.0.0.2',
        headers: { cookie: adminCookie },
      });
      expect(r.status).toBe(200);
      expect(r.body).toContain(x.subject);
    }
    // nginx now serves from B alone.
    const after = await Promise.all(
      Array.from({ length: 6 }, () => request(`${nginx.url}/api/ready`, { from: '127.0.0.2' })),
    );
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The instance that answered is B (A, when still tried, appears first as refused).
    for (const r of after)
      expect(String(r.headers['x-upstream']).split(', ').at(-1)).toBe(`127.0.0.1:${b.port}`);
  });
});
