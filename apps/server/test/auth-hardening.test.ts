import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  account,
  auditLog,
  mailOutbox,
  signInLockout,
  user as userTable,
  verification,
} from '../src/db/schema/index.ts';
import { createTestServer, type TestServer } from './helpers.ts';

// Findings of the sign-in review: per-account lock, address limits that only count failures,
// one reset link at a time, update-user closed over HTTP, NUL characters (docs/security.md).

let s: TestServer;
let n = 0;
const ip = () => `10.31.${Math.floor(++n / 200)}.${n % 200}`;
const unknownEmail = () => `nobody-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const signIn = (email: string, password: string, from = ip()) =>
  s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip: from });

async function mails(to: string, kind: string) {
  return s.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));
}

async function auditRows(action: string, email: string) {
  return s.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorEmail, email)));
}

/** Five wrong passwords, each from its own address: all plain 401s. */
async function fiveFailures(email: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-guess-${i}!`)).status).toBe(401);
}

async function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('TOO_MANY_ATTEMPTS');
  expect(body.message).toMatch(
    /^Too many failed sign-in attempts\. Try again in \d+ minutes?, or use the unlock link we have emailed you\.$/,
  );
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('per-account limit on password guessing', () => {
  it('locks the account after five failures from different addresses, even for the right password', async () => {
    const u = await s.createUser();
    await fiveFailures(u.email);
    const retryAfter = await expectLocked(await signIn(u.email, u.password));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Case and spaces do not make another account.
    await expectLocked(await signIn(`  ${u.email.toUpperCase()} `, u.password));
    expect(await mails(u.email, 'account_locked')).toHaveLength(1);
    expect(await auditRows('auth.account_locked', u.email)).toHaveLength(1);
    // Each refusal still leaves its failed-attempt audit row.
    expect((await auditRows('auth.sign_in_failed', u.email)).length).toBeGreaterThanOrEqual(7);
  });

  it('the mailed link unlocks once, is audited, and sends the browser to the sign-in page', async () => {
    const u = await s.createUser();
    await fiveFailures(u.email);
    const [mail] = await mails(u.email, 'account_locked');
    const link = mail!.textBody!.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/account-unlock?token=');
    expect(mail!.htmlBody).toContain(link!.replaceAll('&', '&amp;'));
    const url = new URL(link!);
    const res = await s.request(url.pathname + url.search, { method: 'GET', ip: ip() });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?unlocked=1');
    expect((await signIn(u.email, u.password)).status).toBe(200);
    expect(await auditRows('auth.account_unlocked', u.email)).toHaveLength(1);
    const again = await s.request(url.pathname + url.search, { method: 'GET', ip: ip() });
    expect(again.headers.get('location')).toBe('/auth?unlocked=0');
    expect(await auditRows('auth.account_unlocked', u.email)).toHaveLength(1);
  });

  it('an expired unlock link does nothing', async () => {
    const u = await s.createUser();
    await fiveFailures(u.email);
    const [mail] = await mails(u.email, 'account_locked');
    const url = new URL(mail!.textBody!.match(/https?:\/\/\S+/)![0]);
    await s.database.db
      .update(signInLockout)
      .set({ unlockExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLockout.email, u.email));
    const res = await s.request(url.pathname + url.search, { method: 'GET', ip: ip() });
    expect(res.headers.get('location')).toBe('/auth?unlocked=0');
    await expectLocked(await signIn(u.email, u.password));
  });

  it('answers an unknown email exactly like a known one, without mail', async () => {
    const e = unknownEmail();
    await fiveFailures(e);
    await expectLocked(await signIn(e, 'Correct-Horse-9!'));
    expect(await mails(e, 'account_locked')).toHaveLength(0);
  });

  it('a successful sign-in resets the failure count', async () => {
    const u = await s.createUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(u.email, `nope-${i}-x!`)).status).toBe(401);
      expect((await signIn(u.email, u.password)).status).toBe(200);
    }
    expect(await mails(u.email, 'account_locked')).toHaveLength(0);
    // Counting starts again from zero: five more failures are needed to lock.
    await fiveFailures(u.email);
    await expectLocked(await signIn(u.email, u.password));
  });

  it('doubles the lock on repeat, up to 24 hours', async () => {
    const u = await s.createUser();
    const expire = () =>
      s.database.db
        .update(signInLockout)
        .set({
          lockedUntil: new Date(Date.now() - 1000),
          windowStart: new Date(Date.now() - 3600_000),
        })
        .where(eq(signInLockout.email, u.email));
    await fiveFailures(u.email);
    expect(await expectLocked(await signIn(u.email, u.password))).toBeLessThanOrEqual(15 * 60);
    await expire();
    await fiveFailures(u.email);
    const second = await expectLocked(await signIn(u.email, u.password));
    expect(second).toBeGreaterThan(29 * 60);
    expect(second).toBeLessThanOrEqual(30 * 60);
    await expire();
    await s.database.db
      .update(signInLockout)
      .set({ lockLevel: 9 })
      .where(eq(signInLockout.email, u.email));
    await fiveFailures(u.email);
    const capped = await expectLocked(await signIn(u.email, u.password));
    expect(capped).toBeGreaterThan(23 * 3600);
    expect(capped).toBeLessThanOrEqual(24 * 3600);
    expect(await mails(u.email, 'account_locked')).toHaveLength(3);
  });

  it('parallel guesses get at most five tries at the password', async () => {
    const u = await s.createUser();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(u.email, `parallel-${i}-x!`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((st) => st === 429).length).toBeGreaterThanOrEqual(7);
    await expectLocked(await signIn(u.email, u.password));
  });
});

describe('address limits count failures only', () => {
  it('300 session checks from one address are all answered', async () => {
    const u = await s.createUser();
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const res = await s.request('/api/auth/get-session', { cookie: u.cookie, ip: '10.32.0.1' });
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('50 people sign in from one office address', { timeout: 180_000 }, async () => {
    // 50 accounts sharing one password hash (hashing is the slow part of creating a user).
    const first = await s.createUser();
    const [cred] = await s.database.db.select().from(account).where(eq(account.userId, first.id));
    const emails = [first.email];
    for (let i = 1; i < 50; i++) {
      const id = randomUUID();
      const email = `office-${i}-${id.slice(0, 8)}@example.com`;
      await s.database.db
        .insert(userTable)
        .values({ id, email, name: `Office ${i}`, emailVerified: true });
      await s.database.db.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: cred!.password,
      });
      emails.push(email);
    }
    for (const e of emails) expect((await signIn(e, first.password, '10.32.0.2')).status).toBe(200);
  });

  it('refuses an address after 20 failures across accounts, with Retry-After', async () => {
    const office = '10.32.0.3';
    for (let i = 0; i < 20; i++)
      expect((await signIn(unknownEmail(), 'wrong-guess-1!', office)).status).toBe(401);
    const res = await signIn(unknownEmail(), 'wrong-guess-1!', office);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const u = await s.createUser();
    expect((await signIn(u.email, u.password, '10.32.0.4')).status).toBe(200);
  });
});

describe('second-factor codes', () => {
  it('wrong codes count toward the same failure limit of the address', async () => {
    const from = '10.32.0.5';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await s.request('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        json: { code: '000000' },
        ip: from,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((st) => st >= 400 && st !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reset links', () => {
  async function requestReset(email: string) {
    const r = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/auth/reset-password' },
      ip: ip(),
    });
    expect(r.status).toBe(200);
    const [m] = await mails(email, 'password_reset');
    return m!.textBody!.match(/reset-password\/([^?/\s]+)/)![1]!;
  }
  const reset = (token: string, newPassword: string) =>
    s.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword },
      ip: ip(),
    });

  it('a newer request makes the older link stop working', async () => {
    const u = await s.createUser();
    const older = await requestReset(u.email);
    const newer = await requestReset(u.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Older-Kettle-82!')).status).toBe(400);
    expect((await reset(newer, 'Newer-Kettle-83!')).status).toBe(200);
    await s.signIn(u.email, 'Newer-Kettle-83!');
  });

  it('a successful reset ends every other outstanding token of the user', async () => {
    const u = await s.createUser();
    // An outstanding token as a concurrent request on another instance could leave it.
    await s.database.db.insert(verification).values({
      id: `v-${Date.now()}`,
      identifier: 'reset-password:stray-token-123456789012',
      value: u.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const token = await requestReset(u.email);
    expect((await reset(token, 'Fresh-Kettle-84!')).status).toBe(200);
    expect((await reset('stray-token-123456789012', 'Other-Kettle-85!')).status).toBe(400);
    const left = await s.database.db
      .select()
      .from(verification)
      .where(
        and(eq(verification.value, u.id), sql`${verification.identifier} like 'reset-password:%'`),
      );
    expect(left).toHaveLength(0);
  });
});

describe('update-user over HTTP', () => {
  it('is refused and changes nothing', async () => {
    const u = await s.createUser();
    const [before] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    const res = await s.request('/api/auth/update-user', {
      method: 'POST',
      json: { name: 'x'.repeat(90_000), image: 'javascript:alert(1)' },
      cookie: u.cookie,
    });
    expect([403, 404]).toContain(res.status);
    const [after] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(after).toEqual(before);
  });
});

describe('NUL characters in auth bodies', () => {
  it('sign-in answers 400 and keeps the failed-attempt audit row', async () => {
    const u = await s.createUser();
    const bad = `${u.email.replace('@', '\u0000@')}`;
    const res = await signIn(bad, u.password);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/email/);
    expect(await auditRows('auth.sign_in_failed', u.email)).toHaveLength(1);
    const pw = await signIn(u.email, 'Correct\u0000Horse-9!');
    expect(pw.status).toBe(400);
    expect(await auditRows('auth.sign_in_failed', u.email)).toHaveLength(2);
  });

  it('an over-long email is a 400, never a 500 (sign-in, sign-up, reset request)', async () => {
    const long = `${randomBytes(4000).toString('base64url')}@example.com`;
    expect((await signIn(long, 'wrong-1!')).status).toBe(400);
    for (const [path, json] of [
      [
        '/api/auth/sign-up/email',
        { email: long, password: 'Zebra-Lamp-47!', firstName: 'Ama', acceptTerms: true },
      ],
      ['/api/auth/request-password-reset', { email: long, redirectTo: '/auth/reset-password' }],
    ] as const) {
      const res = await s.request(path, { method: 'POST', json, ip: ip() });
      expect(res.status, path).toBe(400);
    }
  });

  it('sign-up answers 400 for email, password and name', async () => {
    const base = {
      email: `nul-${Date.now()}@example.com`,
      password: 'Zebra-Lamp-47!',
      firstName: 'Ama',
      name: 'Ama Mensah',
      acceptTerms: true,
    };
    for (const [field, value] of [
      ['email', base.email.replace('@', '\u0000@')],
      ['password', 'Zebra\u0000Lamp-47!'],
      ['name', 'Ama\u0000'],
    ] as const) {
      const res = await s.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { ...base, [field]: value },
        ip: ip(),
      });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(field);
    }
  });
});
