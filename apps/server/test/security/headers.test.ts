import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../helpers.ts';
import { apiRoutes, concrete } from './routes.ts';

let s: TestServer;
let https: TestServer;
let client: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser();
  https = await createTestServer({ env: { BETTER_AUTH_URL: 'https://mizani.example' } });
});
afterAll(async () => {
  await s.close();
  await https.close();
});

describe('security headers and cookies', () => {
  it('sends the CSP and the other headers on API and page responses', async () => {
    for (const path of ['/api/health', '/', '/no-such-page']) {
      const res = await s.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('has no high-severity finding from csp_evaluator', async () => {
    const { CspEvaluator } = await import('csp_evaluator/dist/evaluator.js');
    const { CspParser } = await import('csp_evaluator/dist/parser.js');
    const res = await s.request('/api/health');
    const parsed = new CspParser(res.headers.get('content-security-policy')!).csp;
    const findings = new CspEvaluator(parsed).evaluate();
    // Severity: 10 = HIGH, 20 = SYNTAX, 30 = MEDIUM... (csp_evaluator's enum)
    const high = findings.filter(
      (f: { severity: number }) => f.severity === 10 || f.severity === 20,
    );
    expect(high.map((f: { description: string }) => f.description)).toEqual([]);
  });

  it('sends HSTS only over https', async () => {
    expect((await s.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toMatch(
      /max-age=\d{8}/,
    );
  });

  it('marks every authenticated API response no-store', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes(s).filter(
      (r) => r.method === 'GET' && (r.access === 'session' || r.access === 'admin'),
    )) {
      if (r.path.endsWith('/stream')) continue;
      const res = await s.request(concrete(r.path), { cookie: client.cookie });
      if (!/no-store/.test(res.headers.get('cache-control') ?? ''))
        failures.push(`${r.path} ${res.status} ${res.headers.get('cache-control')}`);
    }
    expect(failures).toEqual([]);
  });

  it('sets the session cookie httpOnly and SameSite=Lax (and Secure with the __Secure- prefix over https)', async () => {
    const plain = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: client.email, password: client.password },
    });
    const cookie = plain.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const u = await https.createUser();
    const res = await https.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
    });
    const secure = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(secure).toMatch(/^__Secure-/);
    expect(secure).toMatch(/;\s*Secure/i);
  });
});
