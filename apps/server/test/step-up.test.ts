import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { encodeCBOR } from '@levischuck/tiny-cbor';
import * as OTPAuth from 'otpauth';
import { passkey } from '../src/db/schema/index.ts';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  cookieFrom,
  createTestServer,
  lastMail,
  lastMailUrl,
  readJson,
  TEST_ORIGIN,
  type TestServer,
  type TestUser,
} from './helpers.ts';

// Issue 33 item 2: one step-up rule for every security-sensitive change. A session that did not
// prove its person within 5 minutes (a "stolen cookie": the session is older, nothing proven
// since) is refused 403 STEP_UP_REQUIRED; after POST /api/security/step-up the change goes
// through and the account gets a mail; 5 minutes later the proof is asked again. Plus the
// "forgot password" reset that lists and removes passkeys, and issue 34's sessions ended when
// two-factor is turned on.

// Many requests per test on a shared machine: time is not what these tests measure.
vi.setConfig({ testTimeout: 300_000 });

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');

/** Ages a session's sign-in and any proof past the step-up window (what a stolen cookie is). */
async function stale(user: TestUser) {
  await s.database.db.execute(
    sql`update session set created_at = now() - interval '6 minutes' where user_id = ${user.id}`,
  );
  await s.database.db.execute(
    sql`update session_step_up set proven_at = now() - interval '6 minutes'
         where session_id in (select id from session where user_id = ${user.id})`,
  );
}

async function expectStepUp(res: Response) {
  expect(res.status).toBe(403);
  const body = (await res.json()) as { code?: string; error?: { code: string } };
  expect(body.error?.code ?? body.code).toBe('STEP_UP_REQUIRED');
}

const mailCount = async (to: string, kind: string) =>
  (
    await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from mail_outbox where to_address = ${to} and kind = ${kind}`,
    )
  )[0]!.n;

/**
 * A software authenticator's answer to registration options: a "none" attestation over a new
 * P-256 key, user present and verified (what the passkey plugin requires).
 */
function registrationResponse(options: { challenge: string; rp: { id?: string } }) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = encodeCBOR(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const rpIdHash = createHash('sha256')
    .update(options.rp.id ?? new URL(TEST_ORIGIN).hostname)
    .digest();
  const authData = Buffer.concat([
    rpIdHash,
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4),
    Buffer.alloc(16), // aaguid
    Buffer.from([0, credentialId.length]),
    credentialId,
    Buffer.from(cose),
  ]);
  const attestation = new Map<string, string | Uint8Array | Map<string, never>>();
  attestation.set('fmt', 'none');
  attestation.set('attStmt', new Map<string, never>());
  attestation.set('authData', new Uint8Array(authData));
  const attestationObject = encodeCBOR(attestation);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: TEST_ORIGIN }),
  );
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

/** Options, then the authenticator's answer, with the challenge cookie the options set. */
async function addPasskey(user: TestUser, name: string) {
  const opts = await s.request('/api/auth/passkey/generate-register-options', {
    cookie: user.cookie,
  });
  if (opts.status !== 200) return opts;
  const options = (await opts.json()) as { challenge: string; rp: { id?: string } };
  return s.request('/api/auth/passkey/verify-registration', {
    method: 'POST',
    cookie: [user.cookie, cookieFrom(opts)].filter(Boolean).join('; '),
    json: { response: registrationResponse(options), name },
  });
}

const payee = {
  kind: 'mobile_money',
  name: 'Amani Payee',
  country: 'KE',
  currency: 'KES',
  phone: '+254712345678',
  network: 'mpesa',
};

const keyInput = { name: 'Treasury', scopes: ['rates:read'], ipAllowlist: '', expiresIn: '90' };

describe('step-up for security-sensitive changes', () => {
  it('refuses a stolen session every change, then allows each one after step-up with a mail', async () => {
    const u = await s.createUser();
    await stale(u);

    // Cookie only: every change is refused and nothing is written.
    await expectStepUp(await addPasskey(u, 'Attacker key'));
    await expectStepUp(
      await s.request('/api/auth/passkey/verify-registration', {
        method: 'POST',
        cookie: u.cookie,
        json: { response: { id: 'x' } },
      }),
    );
    await expectStepUp(
      await s.request('/api/auth/phone-number/send-otp', {
        method: 'POST',
        cookie: u.cookie,
        json: { phoneNumber: '+254712345679' },
      }),
    );
    await expectStepUp(
      await s.request('/api/developers/keys', { method: 'POST', cookie: u.cookie, json: keyInput }),
    );
    await expectStepUp(
      await s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: u.cookie,
        json: payee,
      }),
    );
    // The email change asks for the password in the form itself.
    const noPassword = await s.request('/api/me/email', {
      method: 'POST',
      cookie: u.cookie,
      json: { newEmail: `new-${u.email}` },
    });
    expect(noPassword.status).toBe(400);
    expect(await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id))).toHaveLength(
      0,
    );
    expect(await mailCount(u.email, 'security_beneficiary_added')).toBe(0);

    // The web app asks what proof the account has, then sends it.
    expect(await readJson(s.request('/api/security/step-up', { cookie: u.cookie }))).toEqual({
      fresh: false,
      methods: ['password'],
    });
    const wrong = await s.request('/api/security/step-up', {
      method: 'POST',
      cookie: u.cookie,
      json: { method: 'password', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'password',
    );
    await readJson(
      s.request('/api/security/step-up', {
        method: 'POST',
        cookie: u.cookie,
        json: { method: 'password', password: u.password },
      }),
    );
    expect(await auditRows(s, 'auth.step_up')).toHaveLength(1);

    // Now each change goes through, and each one mails the account.
    const added = await addPasskey(u, 'My laptop');
    expect(added.status).toBe(200);
    const mail = await lastMail(s, u.email, 'security_passkey_added');
    expect(mail?.textBody).toContain('A passkey was added');
    expect(mail?.textBody).toContain('My laptop');

    const sent = await s.request('/api/auth/phone-number/send-otp', {
      method: 'POST',
      cookie: u.cookie,
      json: { phoneNumber: '+254712345679' },
    });
    expect(sent.status).toBe(200);

    await readJson(
      s.request('/api/developers/keys', { method: 'POST', cookie: u.cookie, json: keyInput }),
      201,
    );
    expect((await lastMail(s, u.email, 'security_api_key_created'))?.textBody).toContain(
      'Treasury',
    );

    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', { method: 'POST', cookie: u.cookie, json: payee }),
      201,
    );
    expect((await lastMail(s, u.email, 'security_beneficiary_added'))?.textBody).toContain(
      'Amani Payee',
    );

    await readJson(
      s.request('/api/me/email', {
        method: 'POST',
        cookie: u.cookie,
        json: { newEmail: `new-${u.email}`, password: u.password },
      }),
    );
    expect((await lastMail(s, u.email, 'security_email_change_requested'))?.textBody).toContain(
      `new-${u.email}`,
    );

    // Five minutes later the proof is asked again (for removing, too).
    await stale(u);
    await expectStepUp(
      await s.request(`/api/wallet/beneficiaries/${beneficiary.id}`, {
        method: 'DELETE',
        cookie: u.cookie,
      }),
    );
    const [pk] = await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id));
    await expectStepUp(
      await s.request('/api/auth/passkey/delete-passkey', {
        method: 'POST',
        cookie: u.cookie,
        json: { id: pk!.id },
      }),
    );
    expect(await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id))).toHaveLength(
      1,
    );
    // The password sent with a change is the proof too (the API key form asks for it).
    await readJson(
      s.request('/api/developers/keys', {
        method: 'POST',
        cookie: u.cookie,
        json: { ...keyInput, name: 'Second', password: u.password },
      }),
      201,
    );
    await readJson(
      s.request(`/api/wallet/beneficiaries/${beneficiary.id}`, {
        method: 'DELETE',
        cookie: u.cookie,
      }),
    );
    expect(await mailCount(u.email, 'security_beneficiary_removed')).toBe(1);
    await readJson(
      s.request('/api/auth/passkey/delete-passkey', {
        method: 'POST',
        cookie: u.cookie,
        json: { id: pk!.id },
      }),
    );
    expect(await mailCount(u.email, 'security_passkey_removed')).toBe(1);
  });

  it('takes an authenticator code as the proof, writes the mail in French, and ends the other sessions when two-factor turns on', async () => {
    const u = await s.createUser();
    await s.database.db.execute(sql`update "user" set language = 'fr' where id = ${u.id}`);
    const other = await s.signIn(u.email, u.password);
    expect(await sessionOf(other)).not.toBeNull();

    // Turn on the authenticator: password, then a first code (the enrolment).
    const { totpURI } = await readJson<{ totpURI: string }>(
      s.request('/api/auth/two-factor/enable', {
        method: 'POST',
        cookie: u.cookie,
        json: { password: u.password },
      }),
    );
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const enrolled = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: u.cookie,
      json: { code: totp.generate() },
    });
    expect(enrolled.status).toBe(200);
    const cookie = cookieFrom(enrolled);
    // Issue 34: the other device's session ended; this device's new one lives.
    expect(await sessionOf(other)).toBeNull();
    expect(await sessionOf(cookie)).not.toBeNull();
    const sessions = await readJson<unknown[]>(s.request('/api/auth/list-sessions', { cookie }));
    expect(sessions).toHaveLength(1);
    expect((await lastMail(s, u.email, 'security_totp_enabled'))?.subject).toBe(
      'Modification de sécurité sur votre compte Mizani FX',
    );

    const me = { ...u, cookie };
    await stale(me);
    await expectStepUp(
      await s.request('/api/wallet/beneficiaries', { method: 'POST', cookie, json: payee }),
    );
    expect(await readJson(s.request('/api/security/step-up', { cookie }))).toEqual({
      fresh: false,
      methods: ['password', 'totp'],
    });
    // The code of this very time step was used by the enrolment: the next one proves it.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const bad = await s.request('/api/security/step-up', {
      method: 'POST',
      cookie,
      json: { method: 'totp', code: next === '000000' ? '111111' : '000000' },
    });
    expect(bad.status).toBe(400);
    await readJson(
      s.request('/api/security/step-up', {
        method: 'POST',
        cookie,
        json: { method: 'totp', code: next },
      }),
    );
    await readJson(
      s.request('/api/wallet/beneficiaries', { method: 'POST', cookie, json: payee }),
      201,
    );
    expect((await lastMail(s, u.email, 'security_beneficiary_added'))?.textBody).toContain(
      'Un bénéficiaire a été ajouté',
    );
  });
});

async function sessionOf(cookie: string) {
  const res = await s.request('/api/auth/get-session', { cookie });
  return (await res.json()) as { user: { id: string } } | null;
}

describe('password reset after lost access', () => {
  it('lists the passkeys in the reset mail and removes them when asked', async () => {
    const u = await s.createUser();
    await addPasskey(u, 'Old phone');
    expect(await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id))).toHaveLength(
      1,
    );
    await readJson(
      s.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: u.email, redirectTo: '/auth/reset-password' },
      }),
    );
    const mail = await lastMail(s, u.email, 'password_reset');
    expect(mail?.textBody).toContain('Old phone');
    expect(mail?.textBody).toContain('Also remove my passkeys');
    const url = await lastMailUrl(s, u.email, 'password_reset');
    const token =
      url.match(/reset-password\/([^?/]+)/)?.[1] ?? new URL(url).searchParams.get('token');
    await readJson(
      s.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: 'Brand-New-Pass-42!', removePasskeys: true },
      }),
    );
    expect(await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id))).toHaveLength(
      0,
    );
    expect(
      (await lastMail(s, u.email, 'security_passkeys_removed_after_reset'))?.textBody,
    ).toContain('Old phone');
    expect(await auditRows(s, 'auth.passkeys_removed_after_reset')).toHaveLength(1);
    expect(await mailCount(u.email, 'security_password_changed')).toBe(1);
  });

  it('keeps the passkeys when the box is not ticked', async () => {
    const u = await s.createUser();
    await addPasskey(u, 'Work key');
    await readJson(
      s.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: u.email, redirectTo: '/auth/reset-password' },
      }),
    );
    const url = await lastMailUrl(s, u.email, 'password_reset');
    const token =
      url.match(/reset-password\/([^?/]+)/)?.[1] ?? new URL(url).searchParams.get('token');
    await readJson(
      s.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: 'Brand-New-Pass-43!' },
      }),
    );
    expect(await s.database.db.select().from(passkey).where(eq(passkey.userId, u.id))).toHaveLength(
      1,
    );
  });
});
