import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { auditLog, user as userTable, userProfiles } from '../src/db/schema/index.ts';
import { cookieFrom, createTestServer, lastMailUrl, type TestServer } from './helpers.ts';

let s: TestServer;
let n = 0;
const ip = () => `10.20.${Math.floor(++n / 200)}.${n % 200}`;
const email = () => `acct-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function signUp(body: Record<string, unknown>) {
  // Consent is given unless a test says otherwise (issue 34).
  return s.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { acceptTerms: true, ...body },
    ip: ip(),
  });
}

describe('sign-up', () => {
  it('ignores a role sent by the client and stores the metadata as the profile', async () => {
    const e = email();
    const res = await signUp({
      email: e,
      password: 'Zebra-Lamp-47!',
      name: 'Ama Mensah',
      firstName: 'Ama',
      lastName: 'Mensah',
      company: 'Acme',
      country: 'Ghana',
      role: 'admin',
    });
    expect([200, 400]).toContain(res.status);
    if (res.status === 400) return; // refusing the field outright is also acceptable
    const [u] = await s.database.db.select().from(userTable).where(eq(userTable.email, e));
    expect(u!.role).toBe('client');
    const [p] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, u!.id));
    expect(p).toMatchObject({
      firstName: 'Ama',
      lastName: 'Mensah',
      company: 'Acme',
      country: 'Ghana',
    });
  });

  it('tells an API client that leaves out the first name so, and creates nothing', async () => {
    const e = email();
    const res = await signUp({ email: e, password: 'Zebra-Lamp-47!', name: 'Neema Mushi' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('First name is required');
    expect(await s.database.db.select().from(userTable).where(eq(userTable.email, e))).toEqual([]);
  });

  it('needs consent to the terms and privacy notice, and keeps when it was given (issue 34)', async () => {
    for (const acceptTerms of [undefined, false, 'yes']) {
      const e = email();
      const res = await signUp({
        email: e,
        password: 'Zebra-Lamp-47!',
        firstName: 'Ama',
        acceptTerms,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Accept the terms and the privacy notice to create an account',
      );
      expect(await s.database.db.select().from(userTable).where(eq(userTable.email, e))).toEqual(
        [],
      );
    }
    const e = email();
    const before = Date.now();
    expect((await signUp({ email: e, password: 'Zebra-Lamp-47!', firstName: 'Ama' })).status).toBe(
      200,
    );
    const [u] = await s.database.db.select().from(userTable).where(eq(userTable.email, e));
    const [p] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, u!.id));
    expect(p!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('resending the verification mail is limited to 3 a minute per address (issue 34)', async () => {
    const e = email();
    await signUp({ email: e, password: 'Zebra-Lamp-47!', firstName: 'Ama' });
    const at = '10.99.0.1';
    const resend = () =>
      s.request('/api/auth/send-verification-email', {
        method: 'POST',
        json: { email: e, callbackURL: '/auth?verified=1' },
        ip: at,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses short, over-long and common passwords and unknown countries', async () => {
    expect((await signUp({ email: email(), password: 'Ab1!xyz', firstName: 'A' })).status).toBe(
      400,
    );
    expect(
      (await signUp({ email: email(), password: 'Ab1!'.repeat(33), firstName: 'A' })).status,
    ).toBe(400);
    const common = await signUp({ email: email(), password: 'Password123', firstName: 'A' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toMatch(/too common/);
    expect(
      (
        await signUp({
          email: email(),
          password: 'Zebra-Lamp-47!',
          firstName: 'A',
          country: 'Atlantis',
        })
      ).status,
    ).toBe(400);
    expect((await signUp({ email: email(), password: 'Zebra-Lamp-47!' })).status).toBe(400);
  });

  it('refuses sign-in until the email is verified, then accepts it after the link', async () => {
    const e = email();
    expect((await signUp({ email: e, password: 'Zebra-Lamp-47!', firstName: 'Kofi' })).status).toBe(
      200,
    );
    const refused = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: e, password: 'Zebra-Lamp-47!' },
      ip: ip(),
    });
    expect(refused.status).toBe(403);
    const url = new URL(await lastMailUrl(s, e, 'email_verification'));
    const verified = await s.request(url.pathname + url.search, { method: 'GET' });
    expect(verified.status).toBeLessThan(400);
    const ok = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: e, password: 'Zebra-Lamp-47!' },
      ip: ip(),
    });
    expect(ok.status).toBe(200);
  });

  it('reports an existing email (spec: Account exists)', async () => {
    const e = email();
    expect((await signUp({ email: e, password: 'Zebra-Lamp-47!', firstName: 'Kofi' })).status).toBe(
      200,
    );
    const dup = await signUp({
      email: e.toUpperCase(),
      password: 'Zebra-Lamp-47!',
      firstName: 'Kofi',
    });
    expect(dup.status).toBe(422);
    expect(((await dup.json()) as { message: string }).message).toContain(
      'User already registered',
    );
  });
});

describe('password reset', () => {
  it('works once with its token and writes an audit row', async () => {
    const u = await s.createUser();
    const r = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: u.email, redirectTo: '/auth/reset-password' },
      ip: ip(),
    });
    expect(r.status).toBe(200);
    const url = await lastMailUrl(s, u.email, 'password_reset');
    const token =
      url.match(/reset-password\/([^?/]+)/)?.[1] ?? new URL(url).searchParams.get('token');
    expect(token).toBeTruthy();
    const first = await s.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Fresh-Kettle-82!' },
      ip: ip(),
    });
    expect(first.status).toBe(200);
    const again = await s.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Other-Kettle-83!' },
      ip: ip(),
    });
    expect(again.status).toBe(400);
    await s.signIn(u.email, 'Fresh-Kettle-82!');
  });

  it('refuses an expired token', async () => {
    const u = await s.createUser();
    await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: u.email, redirectTo: '/auth/reset-password' },
      ip: ip(),
    });
    const url = await lastMailUrl(s, u.email, 'password_reset');
    const token =
      url.match(/reset-password\/([^?/]+)/)?.[1] ?? new URL(url).searchParams.get('token');
    const { verification } = await import('../src/db/schema/index.ts');
    await s.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await s.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Fresh-Kettle-82!' },
      ip: ip(),
    });
    expect(res.status).toBe(400);
  });
});

describe('two-factor', () => {
  it('audits "two-factor enabled" only once a code is verified, not when enrolment starts', async () => {
    const u = await s.createUser();
    const actions = async () =>
      (await s.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id))).map(
        (r) => r.action,
      );
    const en = await s.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: u.password },
      cookie: u.cookie,
      ip: ip(),
    });
    expect(en.status).toBe(200);
    const { totpURI } = (await en.json()) as { totpURI: string };
    expect(await actions()).toContain('auth.two_factor_enrolment_started');
    expect(await actions()).not.toContain('auth.two_factor_enable');
    const cookie = cookieFrom(en) || u.cookie;
    const wrong = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: '000000' },
      cookie,
      ip: ip(),
    });
    expect(wrong.status).toBe(401);
    expect(await actions()).not.toContain('auth.two_factor_enable');
    const ok = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate() },
      cookie,
      ip: ip(),
    });
    expect(ok.status).toBe(200);
    expect((await actions()).filter((a) => a === 'auth.two_factor_enable')).toHaveLength(1);
  });

  it('enrols, challenges sign-in, and refuses a code used twice', async () => {
    const u = await s.createUser();
    const en = await s.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: u.password },
      cookie: u.cookie,
      ip: ip(),
    });
    expect(en.status).toBe(200);
    const { totpURI, backupCodes } = (await en.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes).toHaveLength(10);
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const cookie = cookieFrom(en) || u.cookie;
    const code = totp.generate();
    const confirm = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code },
      cookie,
      ip: ip(),
    });
    expect(confirm.status).toBe(200);

    // Sign in: challenged, then the same code (same time step) is refused.
    const signIn = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
      ip: ip(),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const tfCookie = cookieFrom(signIn);
    const reused = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code },
      cookie: tfCookie,
      ip: ip(),
    });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { message: string }).message).toMatch(/already used/);

    // A backup code still works, once.
    const b = await s.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: backupCodes[0] },
      cookie: tfCookie,
      ip: ip(),
    });
    expect(b.status).toBe(200);
    const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.two_factor_enable', 'auth.sign_in_challenged']),
    );
    expect(JSON.stringify(rows)).not.toContain(u.password);
  });

  it('regenerates backup codes behind the password: old ones refused, new ones work, audited', async () => {
    const u = await s.createUser();
    const { session, oldCodes } = await enrol(u);

    const wrong = await s.request('/api/auth/two-factor/generate-backup-codes', {
      method: 'POST',
      json: { password: 'not-the-password-1' },
      cookie: session,
      ip: ip(),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const regen = await s.request('/api/auth/two-factor/generate-backup-codes', {
      method: 'POST',
      json: { password: u.password },
      cookie: session,
      ip: ip(),
    });
    expect(regen.status).toBe(200);
    const { backupCodes: newCodes } = (await regen.json()) as { backupCodes: string[] };
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((c) => oldCodes.includes(c))).toEqual([]);

    const signIn = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
      ip: ip(),
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const tfCookie = cookieFrom(signIn);
    const old = await s.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: oldCodes[1] },
      cookie: tfCookie,
      ip: ip(),
    });
    expect(old.status).toBe(401);
    const fresh = await s.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: newCodes[0] },
      cookie: tfCookie,
      ip: ip(),
    });
    expect(fresh.status).toBe(200);

    const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('auth.two_factor_backup_codes_regenerated');
    expect(actions).toContain('auth.two_factor_backup_codes_regenerated_failed');
    const text = JSON.stringify(rows);
    for (const c of [...oldCodes, ...newCodes]) expect(text).not.toContain(c);
    expect(text).not.toContain(u.password);
  });
});

/** Turns two-factor on for a user; returns the session cookie and the enrolment backup codes. */
async function enrol(u: { password: string; cookie: string }) {
  const en = await s.request('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password: u.password },
    cookie: u.cookie,
    ip: ip(),
  });
  expect(en.status).toBe(200);
  const { totpURI, backupCodes } = (await en.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const cookie = cookieFrom(en) || u.cookie;
  const confirm = await s.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code: (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate() },
    cookie,
    ip: ip(),
  });
  expect(confirm.status).toBe(200);
  return { session: cookieFrom(confirm) || cookie, oldCodes: backupCodes };
}

describe('sessions and guards', () => {
  it('rate-limits sign-in per socket address even when X-Forwarded-For changes', async () => {
    const u = await s.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await s.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: u.email, password: 'wrong-password-1' },
        ip: '10.77.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((st) => st === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const failures = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });

  it('logout everywhere then replaying the old cookie gives 401', async () => {
    const u = await s.createUser();
    expect((await s.request('/api/me/profile', { cookie: u.cookie })).status).toBe(200);
    expect(
      (await s.request('/api/auth/revoke-sessions', { method: 'POST', json: {}, cookie: u.cookie }))
        .status,
    ).toBe(200);
    await s.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: u.cookie });
    expect((await s.request('/api/me/profile', { cookie: u.cookie })).status).toBe(401);
  });

  it('refuses a cross-origin POST and a non-JSON body', async () => {
    const u = await s.createUser();
    const cross = await s.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'X' },
      cookie: u.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const crossAuth = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
      headers: { origin: 'https://evil.example' },
      ip: ip(),
    });
    expect(crossAuth.status).toBeGreaterThanOrEqual(400);
    const form = await s.request('/api/me/profile', {
      method: 'PATCH',
      body: 'firstName=X',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: u.cookie,
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
  });
});

describe('change password and sessions', () => {
  it('needs the current password, refuses a common one, and can end the other sessions', async () => {
    const u = await s.createUser();
    const other = await s.signIn(u.email, u.password);
    const list = await s.request('/api/auth/list-sessions', { cookie: u.cookie });
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBe(2);

    const wrong = await s.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'not-my-password', newPassword: 'Quiet-Harbour-63!' },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    const common = await s.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: u.password, newPassword: 'Password123' },
      cookie: u.cookie,
    });
    expect(common.status).toBe(400);

    const ok = await s.request('/api/auth/change-password', {
      method: 'POST',
      json: {
        currentPassword: u.password,
        newPassword: 'Quiet-Harbour-63!',
        revokeOtherSessions: true,
      },
      cookie: u.cookie,
    });
    expect(ok.status).toBe(200);
    const mine = cookieFrom(ok) || u.cookie;
    expect((await s.request('/api/me/profile', { cookie: other })).status).toBe(401);
    expect((await s.request('/api/me/profile', { cookie: mine })).status).toBe(200);
    const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.password_change', 'auth.password_change_failed']),
    );
    expect(JSON.stringify(rows)).not.toContain('Quiet-Harbour-63!');
    await s.signIn(u.email, 'Quiet-Harbour-63!');
  });
});

describe('password checks behind a session', () => {
  it('rate-limits change-password guesses per client address', async () => {
    const u = await s.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await s.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: `guess-${i}-wrong`, newPassword: 'Quiet-Harbour-63!' },
        cookie: u.cookie,
        ip: '10.88.0.1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((st) => st === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('rate-limits backup-code regeneration guesses per client address', async () => {
    const u = await s.createUser();
    const { session } = await enrol(u);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await s.request('/api/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        json: { password: `guess-${i}-wrong` },
        cookie: session,
        ip: '10.88.0.2',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((st) => st === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
