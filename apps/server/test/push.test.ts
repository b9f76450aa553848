import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ece from 'http_ece';
import type { PushDevice, PushPayload } from '@mizani/shared';
import { pushOutbox, pushSubscriptions } from '../src/db/schema/index.ts';
import { notifyClient } from '../src/services/notices/notices.ts';
import { depositCreditedNotice } from '../src/services/notices/money-notices.ts';
import { deliverPush } from '../src/services/push/worker.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';

// Issue 39: Web Push end to end. A push service on loopback (HTTPS, as web-push requires) takes
// each push the worker sends, checks its VAPID signature (RFC 8292) and decrypts the payload with
// the subscription's keys (RFC 8291, aes128gcm), as a browser's push service and browser would.

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let s: TestServer;
let service: https.Server;
let agent: https.Agent;
let base = '';
const received: Received[] = [];
/** Paths the push service answers with this status instead of 201. */
const answers = new Map<string, number>();

beforeAll(async () => {
  s = await createTestServer();
  // A self-signed certificate for 127.0.0.1, trusted by this test's agent only.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  service = https.createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answers.get(req.url ?? '') ?? 201).end();
      });
    },
  );
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
  agent = new https.Agent({ ca: cert });
}, 60_000);
afterAll(async () => {
  service?.close();
  await s?.close();
});

/** A browser's push subscription: its own P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

function decrypt(r: Received, keys: { ecdh: ECDH; auth: string }): PushPayload {
  const plain = ece.decrypt(r.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

/** Checks the VAPID header: "vapid t=<ES256 JWT>, k=<public key>" signed by that key. */
function checkVapid(r: Received, publicKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(r.headers.authorization));
  expect(m?.[2]).toBe(publicKey);
  const [head, claims, signature] = m![1]!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(ok).toBe(true);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
  expect(body.aud).toBe(base);
  expect(String(body.sub)).toMatch(/^mailto:/);
}

const subscribe = (
  u: TestUser,
  endpoint: string,
  keys: { p256dh: string; auth: string },
  kinds: string[],
) =>
  s.request('/api/push/subscriptions', {
    method: 'POST',
    cookie: u.cookie,
    json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, kinds },
  });

const deliver = () => deliverPush(s.deps, { agent, baseDelayMs: 60_000 });

describe('web push', () => {
  it('gives the public key to subscribe with, generated once outside production', async () => {
    const u = await s.createUser();
    const a = await readJson<{ enabled: boolean; publicKey: string }>(
      s.request('/api/push/config', { cookie: u.cookie }),
    );
    expect(a.enabled).toBe(true);
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    const b = await readJson<{ publicKey: string }>(
      s.request('/api/push/config', { cookie: u.cookie }),
    );
    expect(b.publicKey).toBe(a.publicKey);
    expect((await s.request('/api/push/config')).status).toBe(401);
  });

  it('pushes a bell notice of a chosen kind, encrypted for the subscription, signed with VAPID', async () => {
    const u = await s.createUser();
    const keys = browserKeys();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    const saved = await readJson<{ devices: PushDevice[] }>(
      subscribe(u, endpoint, keys, ['money', 'security']),
      201,
    );
    expect(saved.devices).toEqual([
      expect.objectContaining({ kinds: ['money', 'security'], current: true }),
    ]);
    const { publicKey } = await readJson<{ publicKey: string }>(
      s.request('/api/push/config', { cookie: u.cookie }),
    );

    // A deposit credited (money) through the notice service, and a rate alert (alerts: not chosen).
    await s.database.db.transaction(async (tx) => {
      await notifyClient(
        tx,
        u.id,
        depositCreditedNotice({
          reference: 'DP-PUSH0001',
          currency: 'KES',
          method: 'mpesa',
          expectedAmount: null,
          receivedAmount: '1500.00',
        }),
      );
      await tx.execute(sql`insert into notifications (user_id, kind, title, body, link)
        values (${u.id}, 'rate_alert', 'USD/KES above 130', 'The rate is now 130.5', '/dashboard?tab=alerts')`);
    });
    const before = received.length;
    const result = await deliver();
    expect(result).toMatchObject({ sent: 1, gone: 0, retried: 0 });
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    const [push] = got;
    expect(push!.path).toBe(new URL(endpoint).pathname);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.urgency).toBe('normal');
    checkVapid(push!, publicKey);
    const payload = decrypt(push!, keys);
    expect(payload).toMatchObject({
      kind: 'deposit_credited',
      title: '1,500.00 KES credited to your wallet',
      link: '/dashboard?tab=wallet',
    });
    expect(payload.body).toContain('DP-PUSH0001');
    // Nothing left to send: each push goes once.
    expect((await deliver()).sent).toBe(0);
  });

  it('pushes a new-device sign-in as an urgent security notice', async () => {
    const u = await s.createUser();
    const keys = browserKeys();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await readJson(subscribe(u, endpoint, keys, ['security']), 201);
    const res = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
      ip: '10.39.200.1',
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15' },
    });
    expect(res.status).toBe(200);
    const before = received.length;
    expect((await deliver()).sent).toBe(1);
    const [push] = received.slice(before);
    expect(push!.headers.urgency).toBe('high');
    expect(decrypt(push!, keys)).toMatchObject({
      kind: 'security_new_sign_in',
      title: 'New sign-in: Safari on macOS',
    });
  });

  it('removes a subscription the push service says is gone (410, 404) and retries a 500', async () => {
    const u = await s.createUser();
    const gone = `${base}/push/gone-${randomBytes(4).toString('hex')}`;
    const missing = `${base}/push/missing-${randomBytes(4).toString('hex')}`;
    const flaky = `${base}/push/flaky-${randomBytes(4).toString('hex')}`;
    answers.set(new URL(gone).pathname, 410);
    answers.set(new URL(missing).pathname, 404);
    answers.set(new URL(flaky).pathname, 500);
    for (const e of [gone, missing, flaky])
      await readJson(subscribe(u, e, browserKeys(), ['approvals']), 201);
    await s.database.db.execute(sql`insert into notifications (user_id, kind, title, body, link)
      values (${u.id}, 'approval_requested', 'A payment waits for your approval', 'KES 10,000.00 to Acme', '/dashboard')`);
    const result = await deliver();
    expect(result).toMatchObject({ gone: 2, retried: 1 });
    const left = await s.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, u.id));
    expect(left.map((r) => r.endpoint)).toEqual([flaky]);
    const [row] = await s.database.db
      .select()
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, flaky));
    expect(row?.push_outbox).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.push_outbox.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('lets each device choose its kinds, and only its owner change or remove it', async () => {
    const u = await s.createUser();
    const other = await s.createUser();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    const saved = await readJson<{ devices: PushDevice[] }>(
      subscribe(u, endpoint, browserKeys(), ['money']),
      201,
    );
    const id = saved.devices[0]!.id;
    const changed = await readJson<{ devices: PushDevice[] }>(
      s.request('/api/push/subscriptions/kinds', {
        method: 'PUT',
        cookie: u.cookie,
        json: { endpoint, kinds: ['alerts', 'approvals'] },
      }),
    );
    expect(changed.devices[0]!.kinds).toEqual(['alerts', 'approvals']);

    const notTheirs = await s.request('/api/push/subscriptions/kinds', {
      method: 'PUT',
      cookie: other.cookie,
      json: { endpoint, kinds: [] },
    });
    expect(notTheirs.status).toBe(404);
    const del = await s.request(`/api/push/subscriptions/${id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(del.status).toBe(404);
    const theirList = await readJson<{ devices: PushDevice[] }>(
      s.request('/api/push/subscriptions', { cookie: other.cookie }),
    );
    expect(theirList.devices).toEqual([]);

    const removed = await readJson<{ devices: PushDevice[] }>(
      s.request(`/api/push/subscriptions/${id}`, { method: 'DELETE', cookie: u.cookie }),
    );
    expect(removed.devices).toEqual([]);
  });

  it('refuses a malformed subscription with field errors', async () => {
    const u = await s.createUser();
    const bad = await s.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: u.cookie,
      json: { endpoint: 'not a url', keys: { p256dh: 'x', auth: '!' }, kinds: ['sms'] },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(
      expect.arrayContaining(['endpoint', 'keys.p256dh', 'keys.auth', 'kinds.0']),
    );
    const ftp = await subscribe(u, 'ftp://127.0.0.1/push', browserKeys(), []);
    expect(ftp.status).toBe(400);
  });
});
