import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createTestServer } from './helpers.ts';

const STRONG = 'k3V9q2LmZ8xT4wRb7NcY1pHs6JdF0gUe'; // 32 characters
const PROD = {
  NODE_ENV: 'production',
  BETTER_AUTH_URL: 'https://fx.example.com',
  BETTER_AUTH_SECRET: STRONG,
  DATABASE_URL: 'postgres://mizani@db.internal:5432/mizani',
  DOCUMENTS_ENCRYPTION_KEY: 'k2026:ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMTI=',
  VAPID_PUBLIC_KEY:
    'BJE2QaZRMUPJCANTc9dgGGZs-wzF-ZpgK5eKOSTjwcACAP7vpZWHqCmUWQ3O2xQPJAmFqfZC9kfF7BZi2kkxb3U',
  VAPID_PRIVATE_KEY: 'w3uA8hIadX7dRlAM-Uwqx7RpAoMuGB9KyC7mnBEpts4',
  VAPID_SUBJECT: 'mailto:ops@fx.example.com',
} as const;

const load = (env: Record<string, string>) => () => loadEnv(env as NodeJS.ProcessEnv);

describe('production refusals', () => {
  it('refuses Web Push without its VAPID keys and subject, unless PUSH=off (issue 39)', () => {
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...noKeys } = PROD;
    expect(load(noKeys)).toThrow(/Refusing to start in production[\s\S]*VAPID_PUBLIC_KEY/);
    const { VAPID_SUBJECT: _s, ...noSubject } = PROD;
    expect(load(noSubject)).toThrow(/VAPID_SUBJECT must be set/);
    expect(load({ ...noKeys, PUSH: 'off' })).not.toThrow();
    expect(load({ ...PROD, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(load({ ...PROD, VAPID_SUBJECT: 'ops@fx.example.com' })).toThrow(/mailto:/);
    const { VAPID_PRIVATE_KEY: _only, ...publicOnly } = PROD;
    expect(load({ ...publicOnly, NODE_ENV: 'development' })).toThrow(/set together/);
  });

  it('starts with an https URL, a strong secret and a PostgreSQL URL', () => {
    const env = loadEnv({ ...PROD } as NodeJS.ProcessEnv);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_POOL_SIZE).toBe(10);
  });

  it('refuses to start without a documents encryption key, and refuses a malformed one', () => {
    const { DOCUMENTS_ENCRYPTION_KEY: _k, ...noKey } = PROD;
    expect(load(noKey)).toThrow(/Refusing to start in production[\s\S]*DOCUMENTS_ENCRYPTION_KEY/);
    expect(load({ ...PROD, DOCUMENTS_ENCRYPTION_KEY: 'not-a-key' })).toThrow(
      /DOCUMENTS_ENCRYPTION_KEY must look like/,
    );
  });

  it('refuses simulated rails, and a live M-Pesa rail without its whole configuration', () => {
    expect(load({ ...PROD, RAILS: 'simulated' })).toThrow(
      /Refusing to start in production[\s\S]*RAILS=simulated/,
    );
    const partial = {
      ...PROD,
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'k',
    };
    expect(load(partial)).toThrow(/MPESA_CONSUMER_SECRET is required[\s\S]*MPESA_CALLBACK_SOURCES/);
    const full = {
      ...partial,
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '600100',
      MPESA_PASSKEY: 'p',
      MPESA_B2C_SHORTCODE: '600200',
      MPESA_INITIATOR_NAME: 'ops',
      MPESA_SECURITY_CREDENTIAL: 'c',
      MPESA_CALLBACK_SOURCES: '196.201.214.200',
    };
    expect(loadEnv(full as NodeJS.ProcessEnv).RAILS).toBe('auto');
    expect(load({ ...full, MPESA_BASE_URL: 'http://api.safaricom.co.ke' })).toThrow(
      /MPESA_BASE_URL must be an https/,
    );
  });

  it('refuses a missing, short or development secret', () => {
    const { BETTER_AUTH_SECRET: _s, ...noSecret } = PROD;
    expect(load(noSecret)).toThrow(/Refusing to start in production[\s\S]*BETTER_AUTH_SECRET/);
    expect(load({ ...PROD, BETTER_AUTH_SECRET: '' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(load({ ...PROD, BETTER_AUTH_SECRET: 'x'.repeat(31) })).toThrow(/BETTER_AUTH_SECRET/);
    expect(
      load({
        ...PROD,
        BETTER_AUTH_SECRET: 'mizani-development-secret-do-not-use-in-production-0000',
      }),
    ).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('refuses a public URL that is not https (or missing, which defaults to http://localhost)', () => {
    expect(load({ ...PROD, BETTER_AUTH_URL: 'http://fx.example.com' })).toThrow(
      /BETTER_AUTH_URL must be an https:\/\/ URL/,
    );
    const { BETTER_AUTH_URL: _u, ...noUrl } = PROD;
    expect(load(noUrl)).toThrow(/BETTER_AUTH_URL must be an https:\/\/ URL/);
  });

  it('refuses the embedded database unless explicitly allowed', () => {
    const { DATABASE_URL: _d, ...noDb } = PROD;
    expect(load(noDb)).toThrow(/DATABASE_URL is required in production/);
    expect(load({ ...noDb, ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'false' })).toThrow(
      /DATABASE_URL is required/,
    );
    expect(
      loadEnv({ ...noDb, ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' } as NodeJS.ProcessEnv)
        .ALLOW_EMBEDDED_DB_IN_PRODUCTION,
    ).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(load({ NODE_ENV: 'production' })).toThrow(
      /BETTER_AUTH_SECRET[\s\S]*BETTER_AUTH_URL[\s\S]*DATABASE_URL/,
    );
  });

  it('never seeds demo users or runs the simulated feed by default in production', () => {
    const env = loadEnv({
      ...PROD,
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true',
    } as NodeJS.ProcessEnv);
    expect(env.SEED_DEMO).toBe('false');
    expect(env.RATE_FEED).toBe('manual');
    expect(loadEnv({ ...PROD, SEED_DEMO: 'true' } as NodeJS.ProcessEnv).SEED_DEMO).toBe('true');
  });

  it('checks the pool size and the other typed settings', () => {
    expect(
      loadEnv({ ...PROD, DATABASE_POOL_SIZE: '25' } as NodeJS.ProcessEnv).DATABASE_POOL_SIZE,
    ).toBe(25);
    expect(load({ ...PROD, DATABASE_POOL_SIZE: '0' })).toThrow(
      /Invalid environment[\s\S]*DATABASE_POOL_SIZE/,
    );
    expect(load({ ...PROD, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('development defaults', () => {
  it('needs nothing and keeps the demo on the embedded database', () => {
    const env = loadEnv({} as NodeJS.ProcessEnv);
    expect(env.NODE_ENV).toBe('development');
    expect(env.BETTER_AUTH_URL).toBe('http://localhost:3000');
    expect(env.SEED_DEMO).toBe('auto');
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe('FORMS_RATE_LIMIT_OFF (security scans only)', () => {
  it('is off unless set, and refused in production', () => {
    expect(loadEnv({} as NodeJS.ProcessEnv).FORMS_RATE_LIMIT_OFF).toBe(false);
    expect(
      loadEnv({ FORMS_RATE_LIMIT_OFF: 'true' } as NodeJS.ProcessEnv).FORMS_RATE_LIMIT_OFF,
    ).toBe(true);
    expect(load({ ...PROD, FORMS_RATE_LIMIT_OFF: 'true' })).toThrow(
      /Refusing to start in production[\s\S]*FORMS_RATE_LIMIT_OFF/,
    );
    expect(
      loadEnv({ ...PROD, FORMS_RATE_LIMIT_OFF: 'false' } as NodeJS.ProcessEnv).FORMS_RATE_LIMIT_OFF,
    ).toBe(false);
  });

  it('lets one address submit a form past the per-minute limit; without it the limit answers 429', async () => {
    const inquiry = {
      name: 'Scan Visitor',
      email: 'scan@example.com',
      subject: 'Scanner',
      inquiryType: 'general',
      message: 'A security scanner sends many of these in a row.',
    };
    const eleven = async (off: 'true' | 'false') => {
      const s = await createTestServer({ env: { FORMS_RATE_LIMIT_OFF: off } });
      try {
        const statuses: number[] = [];
        // 5 a minute per address by default; 11 tries span at most two fixed one-minute windows.
        for (let i = 0; i < 11; i++) {
          const res = await s.request('/api/requests/inquiry', {
            method: 'POST',
            json: inquiry,
            ip: '10.20.30.40',
          });
          statuses.push(res.status);
        }
        return statuses;
      } finally {
        await s.close();
      }
    };
    expect(await eleven('true')).toEqual(Array(11).fill(201));
    expect(await eleven('false')).toContain(429);
  });
});
