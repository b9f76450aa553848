import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { queryRows } from '../src/db/client.ts';
import { smsOutbox, user as userTable } from '../src/db/schema/index.ts';
import { deliverSmsOutbox } from '../src/services/sms/worker.ts';
import {
  auditRows,
  cookieFrom,
  createTestServer,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { smsEnv, startSmsGateway, type SmsGateway } from './support/sms-gateway.ts';

// Issue 19, text messages: the profile's phone verified by a code, codes as a second factor,
// the limits, and delivery through the outbox to a real HTTP gateway on loopback (with an outage).

const FAST = { baseDelayMs: 0 };
let s: TestServer;
let gw: SmsGateway;

beforeAll(async () => {
  gw = await startSmsGateway({ apiKey: 'test-key' });
  s = await createTestServer({ env: smsEnv(gw) });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await gw?.close();
});

/** Each call from its own address: these tests are about the per-number and per-account limits. */
const anyIp = () => `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (path: string, json: unknown, cookie?: string) =>
  s.request(path, { method: 'POST', json, cookie, ip: anyIp() });

/** Delivers the outbox and returns the newest code the gateway got for this number. */
async function deliveredCode(phone: string) {
  await deliverSmsOutbox(s.deps, FAST);
  const codes = gw.codesTo(phone);
  expect(codes.length).toBeGreaterThan(0);
  return codes.at(-1)!;
}

async function verifyPhone(u: TestUser, phone: string) {
  await readJson(post('/api/auth/phone-number/send-otp', { phoneNumber: phone }, u.cookie));
  const code = await deliveredCode(phone);
  await readJson(post('/api/auth/phone-number/verify', { phoneNumber: phone, code }, u.cookie));
}

describe('the profile phone number', () => {
  it('is verified by a 6-digit code sent through the gateway, stored in E.164', async () => {
    const u = await s.createUser();
    const phone = '+254712345601';
    await readJson(post('/api/auth/phone-number/send-otp', { phoneNumber: phone }, u.cookie));
    // Never blocking the request: the text waits in the outbox until the worker sends it.
    const [queued] = await s.database.db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(queued).toMatchObject({ toNumber: phone, status: 'pending', userId: u.id });
    expect(gw.codesTo(phone)).toHaveLength(0);
    const code = await deliveredCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const got = gw.received.at(-1)!;
    expect(got).toMatchObject({ from: 'MIZANI', username: 'mizani', apiKey: 'test-key' });
    expect(got.idempotencyKey).toBe(`sms-${queued!.id}`);
    expect(got.message).toContain('expires in 5 minutes');
    // Sent: the outbox no longer keeps the code itself.
    const [sent] = await s.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', providerMessageId: 'ATXid_1' });
    expect(sent!.body).not.toContain(code);

    const wrong = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code: code === '000000' ? '111111' : '000000' },
      u.cookie,
    );
    expect(wrong.status).toBe(400);
    await readJson(post('/api/auth/phone-number/verify', { phoneNumber: phone, code }, u.cookie));
    const overview = await readJson<{ phone: { number: string; verified: boolean } }>(
      s.request('/api/security', { cookie: u.cookie }),
    );
    expect(overview.phone).toMatchObject({ number: phone, verified: true });
    // Single use: the same code again is refused.
    const again = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code },
      u.cookie,
    );
    expect(again.status).toBe(400);
    expect((await auditRows(s, 'auth.phone_verified')).some((r) => r.actor_id === u.id)).toBe(true);
    const sentRows = await auditRows(s, 'auth.phone_code_sent');
    expect(JSON.stringify(sentRows)).not.toContain(code);
    expect(JSON.stringify(sentRows)).toContain('••• ••• 601');
  });

  it('refuses bad numbers, signed-out callers, phone sign-in and a number of another account', async () => {
    const u = await s.createUser();
    for (const phoneNumber of ['0712345678', '+254 712 345 678', '+2547', 42]) {
      const res = await post('/api/auth/phone-number/send-otp', { phoneNumber }, u.cookie);
      expect(res.status).toBe(400);
    }
    expect(
      (await post('/api/auth/phone-number/send-otp', { phoneNumber: '+254712345602' })).status,
    ).toBe(401);
    // Sign-in and password reset by phone are not offered.
    expect(
      (
        await post('/api/auth/sign-in/phone-number', {
          phoneNumber: '+254712345601',
          password: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post('/api/auth/phone-number/request-password-reset', {
          phoneNumber: '+254712345601',
        })
      ).status,
    ).toBe(404);
    const taken = await post(
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+254712345601' },
      u.cookie,
    );
    expect(taken.status).toBe(409);
    // A verify without a session never signs anyone in.
    expect(
      (
        await post('/api/auth/phone-number/verify', {
          phoneNumber: '+254712345601',
          code: '123456',
        })
      ).status,
    ).toBe(401);
  });

  it('sends at most 5 wrong tries per code', async () => {
    const u = await s.createUser();
    const phone = '+254712345603';
    await readJson(post('/api/auth/phone-number/send-otp', { phoneNumber: phone }, u.cookie));
    const code = await deliveredCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (
          await post(
            '/api/auth/phone-number/verify',
            { phoneNumber: phone, code: wrongCode },
            u.cookie,
          )
        ).status,
      ).toBe(400);
    const right = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber: phone, code },
      u.cookie,
    );
    expect(right.status).toBeGreaterThanOrEqual(400);
  });

  it('allows 3 codes per 10 minutes per account and per number, with Retry-After', async () => {
    const u = await s.createUser();
    for (const n of ['+254712345611', '+254712345612', '+254712345613'])
      await readJson(post('/api/auth/phone-number/send-otp', { phoneNumber: n }, u.cookie));
    const fourth = await post(
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+254712345614' },
      u.cookie,
    );
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(((await fourth.json()) as { code: string }).code).toBe('SMS_SEND_LIMIT');

    // Per number: three accounts asking for the same number share its 3 codes.
    const shared = '+254712345620';
    const others = [await s.createUser(), await s.createUser(), await s.createUser()];
    await readJson(
      post('/api/auth/phone-number/send-otp', { phoneNumber: shared }, others[0]!.cookie),
    );
    await readJson(
      post('/api/auth/phone-number/send-otp', { phoneNumber: shared }, others[1]!.cookie),
    );
    await readJson(
      post('/api/auth/phone-number/send-otp', { phoneNumber: shared }, others[1]!.cookie),
    );
    expect(
      (await post('/api/auth/phone-number/send-otp', { phoneNumber: shared }, others[2]!.cookie))
        .status,
    ).toBe(429);
  });

  it('holds the limit against parallel requests', async () => {
    const u = await s.createUser();
    const results = await Promise.all(
      [
        '+254712345631',
        '+254712345632',
        '+254712345633',
        '+254712345634',
        '+254712345635',
        '+254712345636',
      ].map((n) => post('/api/auth/phone-number/send-otp', { phoneNumber: n }, u.cookie)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });
});

describe('text-message codes as a second factor', () => {
  let u: TestUser;
  const phone = '+233241234501';

  beforeAll(async () => {
    u = await s.createUser();
    await verifyPhone(u, phone);
  });

  /** Password sign-in: the cookie of the pending second-factor challenge. */
  async function challenge() {
    const res = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const body = await readJson<{ twoFactorRedirect?: boolean }>(res);
    expect(body.twoFactorRedirect).toBe(true);
    return cookieFrom(res);
  }

  it('is turned on with the password, only with a verified number', async () => {
    const none = await s.createUser();
    const noPhone = await s.request('/api/security/sms-two-factor', {
      method: 'PUT',
      json: { enabled: true, password: none.password },
      cookie: none.cookie,
    });
    expect(noPhone.status).toBe(409);
    const wrong = await s.request('/api/security/sms-two-factor', {
      method: 'PUT',
      json: { enabled: true, password: 'not-the-password' },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(
      ((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields.password,
    ).toBeTruthy();
    await readJson(
      s.request('/api/security/sms-two-factor', {
        method: 'PUT',
        json: { enabled: true, password: u.password },
        cookie: u.cookie,
      }),
    );
    const [row] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(row).toMatchObject({ smsTwoFactor: true, twoFactorEnabled: true });
    expect(await auditRows(s, 'auth.two_factor_sms_enable')).toHaveLength(1);
    // The number cannot change while it receives sign-in codes.
    const change = await post(
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+233241234599' },
      u.cookie,
    );
    expect(change.status).toBe(400);
  });

  it('offers the text message at the challenge and signs in with its code, once', async () => {
    const cookie = await challenge();
    const info = await readJson<{ methods: string[]; phone: string }>(
      s.request('/api/auth/two-factor/challenge', { cookie }),
    );
    expect(info.methods).toEqual(['sms']);
    expect(info.phone).toBe('+233 ••• ••• 501');
    await readJson(post('/api/auth/two-factor/send-otp', {}, cookie));
    const code = await deliveredCode(phone);
    const ok = await post('/api/auth/two-factor/verify-otp', { code }, cookie);
    await readJson(ok);
    const session = cookieFrom(ok);
    const sessions = await readJson<{ signInMethod: string }[]>(
      s.request('/api/auth/list-sessions', { cookie: session }),
    );
    expect(sessions.map((x) => x.signInMethod)).toContain('password+sms');
    // Used: the same code does not open a second challenge.
    const second = await challenge();
    const reused = await post('/api/auth/two-factor/verify-otp', { code }, second);
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(await auditRows(s, 'auth.two_factor_verify_sms')).not.toHaveLength(0);
  });

  it('allows 5 wrong tries per code, and codes last 5 minutes', async () => {
    const cookie = await challenge();
    await readJson(post('/api/auth/two-factor/send-otp', {}, cookie));
    const [v] = await queryRows<{ expires_at: string }>(
      s.database.db,
      sql`select expires_at from verification where identifier like '2fa-otp-%' order by created_at desc limit 1`,
    );
    const ttl = (new Date(v!.expires_at).getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(280);
    expect(ttl).toBeLessThanOrEqual(300);
    const code = await deliveredCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/auth/two-factor/verify-otp', { code: wrongCode }, cookie)).status,
      ).toBe(401);
    const right = await post('/api/auth/two-factor/verify-otp', { code }, cookie);
    expect(right.status).toBe(400);
    expect(((await right.json()) as { code: string }).code).toBe(
      'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
    );
  });

  it('refuses a code for an account without text-message codes', async () => {
    const other = await s.createUser();
    const res = await post('/api/auth/two-factor/send-otp', {}, other.cookie);
    expect(res.status).toBe(400);
    const enableOtp = await post(
      '/api/auth/two-factor/enable',
      { password: other.password, method: 'otp' },
      other.cookie,
    );
    expect(enableOtp.status).toBe(400);
  });

  it('delivers a code sent during a gateway outage once it is back, and never twice', async () => {
    const before = gw.codesTo(phone).length;
    await gw.stop();
    // The sign-in code request does not wait for the gateway: it answers at once.
    // (A fresh user, so the 3-per-10-minutes limit of the tests above does not apply.)
    const v = await s.createUser();
    const vPhone = '+233241234502';
    await gw.start();
    await verifyPhone(v, vPhone);
    await readJson(
      s.request('/api/security/sms-two-factor', {
        method: 'PUT',
        json: { enabled: true, password: v.password },
        cookie: v.cookie,
      }),
    );
    await gw.stop();
    const res = await post('/api/auth/sign-in/email', { email: v.email, password: v.password });
    const cookie = cookieFrom(res);
    await readJson(post('/api/auth/two-factor/send-otp', {}, cookie));
    const down = await deliverSmsOutbox(s.deps, FAST);
    expect(down).toMatchObject({ sent: 0, retried: 1 });
    const down2 = await deliverSmsOutbox(s.deps, FAST);
    expect(down2.retried).toBe(1);
    await gw.start();
    const up = await deliverSmsOutbox(s.deps, FAST);
    expect(up).toMatchObject({ sent: 1, retried: 0 });
    expect(await deliverSmsOutbox(s.deps, FAST)).toMatchObject({ sent: 0, retried: 0 });
    const codes = gw.codesTo(vPhone);
    expect(codes).toHaveLength(2); // the verification code, then this sign-in code, each once
    await readJson(post('/api/auth/two-factor/verify-otp', { code: codes[1] }, cookie));
    const [row] = await s.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(gw.codesTo(phone)).toHaveLength(before);
    // Every text went out once: no idempotency key twice.
    const keys = gw.received.map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps two-factor on when the authenticator app is turned off while text codes are on', async () => {
    const enable = await readJson<{ totpURI: string }>(
      post('/api/auth/two-factor/enable', { password: u.password }, u.cookie),
    );
    const totp = OTPAuth.URI.parse(enable.totpURI) as OTPAuth.TOTP;
    const verified = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate() },
      u.cookie,
    );
    await readJson(verified);
    u.cookie = cookieFrom(verified) || u.cookie;
    const both = await challenge();
    const info = await readJson<{ methods: string[] }>(
      s.request('/api/auth/two-factor/challenge', { cookie: both }),
    );
    expect(info.methods).toEqual(['totp', 'sms', 'backup_code']);
    const off = await post('/api/auth/two-factor/disable', { password: u.password }, u.cookie);
    await readJson(off);
    u.cookie = cookieFrom(off) || u.cookie;
    const [row] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(row).toMatchObject({ smsTwoFactor: true, twoFactorEnabled: true });
    const smsOnly = await challenge();
    const after = await readJson<{ methods: string[] }>(
      s.request('/api/auth/two-factor/challenge', { cookie: smsOnly }),
    );
    expect(after.methods).toEqual(['sms']);
  });

  it('keeps two-factor on when the authenticator app is not used, and off when codes are turned off', async () => {
    await readJson(
      s.request('/api/security/sms-two-factor', {
        method: 'PUT',
        json: { enabled: false, password: u.password },
        cookie: u.cookie,
      }),
    );
    const [row] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(row).toMatchObject({ smsTwoFactor: false, twoFactorEnabled: false });
    // With codes off the number can be removed (password again).
    await readJson(
      s.request('/api/security/phone/remove', {
        method: 'POST',
        json: { password: u.password },
        cookie: u.cookie,
      }),
    );
    const overview = await readJson<{ phone: unknown }>(
      s.request('/api/security', { cookie: u.cookie }),
    );
    expect(overview.phone).toBeNull();
    expect(await auditRows(s, 'auth.phone_removed')).toHaveLength(1);
  });
});
