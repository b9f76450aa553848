import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { account, passkey, user as userTable, userProfiles } from '../src/db/schema/index.ts';
import {
  auditRows,
  cookieFrom,
  createTestServer,
  readJson,
  TEST_ORIGIN,
  type TestServer,
} from './helpers.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type OidcProviderServer,
} from './support/oidc-provider.ts';

// Issue 19, OpenID Connect: two real providers on loopback, the whole redirect dance (PKCE,
// state), first sign-in, linking, the verified-email rule, unlinking and the last way kept.

let s: TestServer;
let acme: OidcProviderServer;
let globex: OidcProviderServer;

beforeAll(async () => {
  const provider = (id: string, name: string) =>
    startOidcProvider({
      clientId: `${id}-client`,
      clientSecret: `${id}-secret`,
      redirectUri: `${TEST_ORIGIN}/api/auth/callback/${id}`,
      name,
    });
  acme = await provider('acme', 'Acme ID');
  globex = await provider('globex', 'Globex SSO');
  s = await createTestServer({
    env: {
      OIDC_PROVIDERS: 'acme,globex',
      OIDC_ACME_ISSUER: acme.issuer,
      OIDC_ACME_CLIENT_ID: 'acme-client',
      OIDC_ACME_CLIENT_SECRET: 'acme-secret',
      OIDC_ACME_LABEL: 'Acme ID',
      OIDC_GLOBEX_ISSUER: globex.issuer,
      OIDC_GLOBEX_CLIENT_ID: 'globex-client',
      OIDC_GLOBEX_CLIENT_SECRET: 'globex-secret',
      OIDC_GLOBEX_LABEL: 'Globex SSO',
    },
  });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await acme?.close();
  await globex?.close();
});

/** Starts at our server (sign-in or link), signs in at the provider, lands back on our callback. */
async function throughProvider(
  start: { path: string; body: Record<string, unknown>; cookie?: string },
  email: string,
) {
  const res = await s.request(start.path, {
    method: 'POST',
    json: { ...start.body, disableRedirect: true },
    cookie: start.cookie,
  });
  const { url } = await readJson<{ url: string }>(res);
  const authorize = new URL(url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const back = await signInAtProvider(url, email);
  expect(back.origin).toBe(TEST_ORIGIN);
  const cookies = [start.cookie, cookieFrom(res)].filter(Boolean).join('; ');
  const cb = await s.request(`${back.pathname}${back.search}`, { cookie: cookies });
  return { location: cb.headers.get('location') ?? '', cookie: cookieFrom(cb), status: cb.status };
}

const signInWith = (provider: string, email: string) =>
  throughProvider(
    {
      path: '/api/auth/sign-in/social',
      body: { provider, callbackURL: '/dashboard', errorCallbackURL: '/auth?signInError=1' },
    },
    email,
  );

describe('OpenID Connect sign-in', () => {
  it('lists the configured providers publicly, without secrets', async () => {
    const body = await readJson<{ providers: unknown[] }>(s.request('/api/sign-in/providers'));
    expect(body.providers).toEqual([
      { id: 'acme', label: 'Acme ID' },
      { id: 'globex', label: 'Globex SSO' },
    ]);
  });

  it('creates an account on a first sign-in, with its profile, and links a second provider', async () => {
    acme.addAccount({
      email: 'amara@corp.example',
      email_verified: true,
      given_name: 'Amara',
      family_name: 'Okafor',
    });
    globex.addAccount({ email: 'amara@corp.example', email_verified: true, given_name: 'Amara' });
    const first = await signInWith('acme', 'amara@corp.example');
    expect(first.status).toBe(302);
    expect(first.location).toContain('/dashboard');
    const [u] = await s.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, 'amara@corp.example'));
    expect(u).toMatchObject({ emailVerified: true, role: 'client' });
    const [profile] = await s.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, u!.id));
    expect(profile).toMatchObject({ firstName: 'Amara', lastName: 'Okafor' });
    const sessions = await readJson<{ signInMethod: string }[]>(
      s.request('/api/auth/list-sessions', { cookie: first.cookie }),
    );
    expect(sessions[0]?.signInMethod).toBe('oidc:acme');

    // Link a second provider from the profile.
    const linked = await throughProvider(
      {
        path: '/api/auth/link-social',
        body: { provider: 'globex', callbackURL: '/dashboard?tab=profile' },
        cookie: first.cookie,
      },
      'amara@corp.example',
    );
    expect(linked.location).toContain('/dashboard?tab=profile');
    const overview = await readJson<{
      identities: { providerId: string; label: string }[];
      signInWays: number;
      hasPassword: boolean;
    }>(s.request('/api/security', { cookie: first.cookie }));
    expect(overview.identities.map((i) => i.label)).toEqual(['Acme ID', 'Globex SSO']);
    expect(overview).toMatchObject({ signInWays: 2, hasPassword: false });
    // Either provider signs in to the same account.
    const viaGlobex = await signInWith('globex', 'amara@corp.example');
    expect(viaGlobex.location).toContain('/dashboard');
    const rows = await auditRows(s, 'auth.identity_linked');
    expect(rows.filter((r) => r.actor_id === u!.id)).toHaveLength(2);

    // Unlink one; the last way to sign in cannot go.
    const acmeAccount = (
      await s.database.db.select().from(account).where(eq(account.userId, u!.id))
    ).find((a) => a.providerId === 'acme')!;
    await readJson(
      s.request('/api/auth/unlink-account', {
        method: 'POST',
        json: { providerId: 'acme', accountId: acmeAccount.id },
        cookie: first.cookie,
      }),
    );
    const last = (await s.database.db.select().from(account).where(eq(account.userId, u!.id)))[0]!;
    const refused = await s.request('/api/auth/unlink-account', {
      method: 'POST',
      json: { providerId: 'globex', accountId: last.id },
      cookie: first.cookie,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('LAST_SIGN_IN_METHOD');
    expect(await auditRows(s, 'auth.identity_unlinked')).toHaveLength(1);
    // A passkey is a way to sign in too: with one, the last identity can go, then the passkey cannot.
    await s.database.db.insert(passkey).values({
      id: 'pk-of-amara',
      name: 'Phone',
      publicKey: 'AAAA',
      userId: u!.id,
      credentialID: 'cred-of-amara',
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
    });
    await readJson(
      s.request('/api/auth/unlink-account', {
        method: 'POST',
        json: { providerId: 'globex', accountId: last.id },
        cookie: first.cookie,
      }),
    );
    const lastPasskey = await s.request('/api/auth/passkey/delete-passkey', {
      method: 'POST',
      json: { id: 'pk-of-amara' },
      cookie: first.cookie,
    });
    expect(lastPasskey.status).toBe(400);
    expect(((await lastPasskey.json()) as { code: string }).code).toBe('LAST_SIGN_IN_METHOD');
  });

  it('never lets an unverified provider address take over an existing account', async () => {
    const victim = await s.createUser({ email: 'victim@corp.example' });
    acme.addAccount({ email: 'victim@corp.example', email_verified: false, given_name: 'Mallory' });
    const attempt = await signInWith('acme', 'victim@corp.example');
    expect(attempt.location).toContain('error=account_not_linked');
    expect(attempt.cookie).not.toContain('session_token');
    const accounts = await s.database.db
      .select()
      .from(account)
      .where(eq(account.userId, victim.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
    expect(await auditRows(s, 'auth.identity_link_refused')).toHaveLength(1);
    // A new address the provider has not verified does not sign in either.
    acme.addAccount({ email: 'unverified@corp.example', email_verified: false });
    const fresh = await signInWith('acme', 'unverified@corp.example');
    expect(fresh.location).toContain('error=');
    expect(fresh.cookie).not.toContain('session_token');
  });

  it('asks an account with two-factor for its second factor after the provider', async () => {
    const u = await s.createUser({ email: 'two-factor@corp.example' });
    const enable = await readJson<{ totpURI: string }>(
      s.request('/api/auth/two-factor/enable', {
        method: 'POST',
        json: { password: u.password },
        cookie: u.cookie,
      }),
    );
    const totp = OTPAuth.URI.parse(enable.totpURI) as OTPAuth.TOTP;
    await readJson(
      s.request('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        json: { code: totp.generate() },
        cookie: u.cookie,
      }),
    );
    globex.addAccount({ email: 'two-factor@corp.example', email_verified: true });
    const res = await signInWith('globex', 'two-factor@corp.example');
    expect(res.location).toBe('/auth?twoFactor=1&redirectTo=%2Fdashboard');
    expect(res.cookie).not.toContain('session_token=');
    const info = await readJson<{ methods: string[] }>(
      s.request('/api/auth/two-factor/challenge', { cookie: res.cookie }),
    );
    expect(info.methods).toEqual(['totp', 'backup_code']);
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const done = await s.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code },
      cookie: res.cookie,
    });
    await readJson(done);
    const sessions = await readJson<{ signInMethod: string }[]>(
      s.request('/api/auth/list-sessions', { cookie: cookieFrom(done) }),
    );
    expect(sessions.map((x) => x.signInMethod)).toContain('oidc:globex+totp');
  });
});

describe('passkeys', () => {
  it('refuses another user renaming or removing a passkey; its owner renames and removes it', async () => {
    const a = await s.createUser();
    const b = await s.createUser();
    await s.database.db.insert(passkey).values({
      id: 'pk-of-a',
      name: 'Laptop',
      publicKey: 'AAAA',
      userId: a.id,
      credentialID: 'cred-of-a',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const rename = await s.request('/api/auth/passkey/update-passkey', {
      method: 'POST',
      json: { id: 'pk-of-a', name: 'Mine now' },
      cookie: b.cookie,
    });
    expect([401, 403, 404]).toContain(rename.status);
    const remove = await s.request('/api/auth/passkey/delete-passkey', {
      method: 'POST',
      json: { id: 'pk-of-a' },
      cookie: b.cookie,
    });
    expect([401, 403, 404]).toContain(remove.status);
    const [still] = await s.database.db.select().from(passkey).where(eq(passkey.id, 'pk-of-a'));
    expect(still?.name).toBe('Laptop');
    // Its owner can rename and remove it (the password remains a way to sign in).
    await readJson(
      s.request('/api/auth/passkey/update-passkey', {
        method: 'POST',
        json: { id: 'pk-of-a', name: 'Work laptop' },
        cookie: a.cookie,
      }),
    );
    await readJson(
      s.request('/api/auth/passkey/delete-passkey', {
        method: 'POST',
        json: { id: 'pk-of-a' },
        cookie: a.cookie,
      }),
    );
    expect(await auditRows(s, 'auth.passkey_renamed')).toHaveLength(1);
    expect(await auditRows(s, 'auth.passkey_removed')).toHaveLength(1);
    // Registration needs a session.
    expect((await s.request('/api/auth/passkey/generate-register-options')).status).toBe(401);
  });
});
