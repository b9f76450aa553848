import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { deliverSmsOutbox } from '../src/services/sms/worker.ts';
import { createTestServer, readJson, type TestServer } from './helpers.ts';

// Issue 19's configuration (SMS_*, PASSKEY_*, OIDC_*) and the unconfigured SMS path: the outbox,
// the log and /dev/mailbox, like mail.

const PROD = {
  NODE_ENV: 'production',
  BETTER_AUTH_URL: 'https://fx.example.com',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  DATABASE_URL: 'postgres://u:p@db:5432/m',
  DOCUMENTS_ENCRYPTION_KEY: 'k2026:ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMTI=',
  PUSH: 'off',
};

describe('configuration', () => {
  it('reads OpenID Connect providers from OIDC_PROVIDERS and their variables', () => {
    const env = loadEnv({
      OIDC_PROVIDERS: 'acme, google',
      OIDC_ACME_ISSUER: 'https://id.acme.example/',
      OIDC_ACME_CLIENT_ID: 'a',
      OIDC_ACME_CLIENT_SECRET: 'b',
      OIDC_ACME_LABEL: 'Acme SSO',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'c',
      OIDC_GOOGLE_CLIENT_SECRET: 'd',
    });
    expect(env.oidcProviders).toEqual([
      {
        id: 'acme',
        issuer: 'https://id.acme.example',
        clientId: 'a',
        clientSecret: 'b',
        label: 'Acme SSO',
      },
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'c',
        clientSecret: 'd',
        label: 'google',
      },
    ]);
    expect(() => loadEnv({ OIDC_PROVIDERS: 'acme' })).toThrow(/OIDC_ACME_ISSUER/);
    expect(() => loadEnv({ OIDC_PROVIDERS: 'Bad_Id!' })).toThrow(/lower-case/);
  });

  it('derives the passkey relying party from BETTER_AUTH_URL and checks it', () => {
    const env = loadEnv({ BETTER_AUTH_URL: 'http://localhost:4000' });
    expect(env).toMatchObject({
      PASSKEY_RP_ID: 'localhost',
      PASSKEY_ORIGIN: 'http://localhost:4000',
    });
    expect(() =>
      loadEnv({ PASSKEY_RP_ID: 'example.com', PASSKEY_ORIGIN: 'https://evil.test' }),
    ).toThrow(/PASSKEY_ORIGIN must be on PASSKEY_RP_ID/);
    expect(() => loadEnv({ SMS_GATEWAY_URL: 'https://sms.example' })).toThrow(/SMS_API_KEY/);
  });

  it('refuses plain http for passkeys, providers and the gateway in production', () => {
    expect(() => loadEnv(PROD)).not.toThrow();
    expect(() =>
      loadEnv({ ...PROD, PASSKEY_RP_ID: 'example.com', PASSKEY_ORIGIN: 'http://fx.example.com' }),
    ).toThrow(/PASSKEY_ORIGIN must be an https/);
    expect(() =>
      loadEnv({
        ...PROD,
        OIDC_PROVIDERS: 'acme',
        OIDC_ACME_ISSUER: 'http://id.acme.example',
        OIDC_ACME_CLIENT_ID: 'a',
        OIDC_ACME_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/OIDC_<ID>_ISSUER must be an https/);
    expect(() =>
      loadEnv({ ...PROD, SMS_GATEWAY_URL: 'http://sms.example', SMS_API_KEY: 'k' }),
    ).toThrow(/SMS_GATEWAY_URL must be an https/);
  });
});

describe('without an SMS gateway', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  }, 60_000);
  afterAll(() => s?.close());

  it('keeps the code in the outbox, logs it and shows it on /dev/mailbox', async () => {
    const u = await s.createUser();
    await readJson(
      s.request('/api/auth/phone-number/send-otp', {
        method: 'POST',
        json: { phoneNumber: '+255712345678' },
        cookie: u.cookie,
      }),
    );
    const result = await deliverSmsOutbox(s.deps);
    expect(result).toMatchObject({ kept: 1, sent: 0 });
    const page = await (await s.request('/dev/mailbox')).text();
    expect(page).toContain('Text messages');
    expect(page).toContain('+255712345678');
    expect(page).toMatch(/\d{6} is your Mizani verification code/);
    // Kept, not sent again and again: the next pass has nothing due.
    expect((await deliverSmsOutbox(s.deps)).kept).toBe(0);
  });
});
