import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../helpers.ts';
import { apiRoutes, concrete } from './routes.ts';

// A minimal build as scripts/prerender.ts writes it (decision 026): the stylesheet inlined, its
// hash in csp.json, and the placeholder of the nonce for style elements added at run time.
const STYLE = 'body{color:#0b1f3a}';
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const dist = mkdtempSync(path.join(tmpdir(), 'mizani-csp-dist-'));
const head = `<head><meta property="csp-nonce" nonce="__STYLE_NONCE__" /><style>${STYLE}</style></head>`;
writeFileSync(path.join(dist, 'index.html'), `<html>${head}<body><h1>Home</h1></body></html>`);
writeFileSync(
  path.join(dist, '404.html'),
  `<html>${head}<body><h1>Oops! Page not found</h1></body></html>`,
);
// The one style attribute value the pre-rendered pages carry (Radix's tab panel).
const ATTRIBUTE = 'outline:none';
writeFileSync(
  path.join(dist, 'csp.json'),
  JSON.stringify({ styleHashes: [hashOf(STYLE)], styleAttributeHashes: [hashOf(ATTRIBUTE)] }),
);

let s: TestServer;
let https: TestServer;
let client: TestUser;
beforeAll(async () => {
  s = await createTestServer({ env: { WEB_DIST: dist } });
  client = await s.createUser();
  // No build at all (an empty folder), whatever apps/web/dist holds on this machine.
  const unbuilt = mkdtempSync(path.join(tmpdir(), 'mizani-unbuilt-'));
  https = await createTestServer({
    env: { BETTER_AUTH_URL: 'https://mizani.example', WEB_DIST: unbuilt },
  });
});
afterAll(async () => {
  await s.close();
  await https.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The sources of one directive of a CSP header. */
function directive(csp: string, name: string) {
  const d = csp.split(';').map((x) => x.trim().split(/\s+/));
  return d.find((x) => x[0] === name)?.slice(1) ?? null;
}

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

  it('allows inline style elements only by the build hash and a fresh nonce per page, never unsafe-inline', async () => {
    const pages = await Promise.all(['/', '/', '/no-such-page'].map((p) => s.request(p)));
    const nonces: string[] = [];
    for (const res of pages) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const styleSrc = directive(csp, 'style-src')!;
      expect(styleSrc).toContain(`'${hashOf(STYLE)}'`);
      expect(styleSrc).not.toContain("'unsafe-inline'");
      const nonce = styleSrc.find((x) => x.startsWith("'nonce-"))!.slice(7, -1);
      // The page carries the same nonce for the style elements Radix adds (lib/style-nonce.ts).
      const html = await res.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(html).not.toContain('__STYLE_NONCE__');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(Buffer.from(nonces[0]!, 'base64')).toHaveLength(16);
    // API responses get no nonce.
    const api = (await s.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(directive(api, 'style-src')!.join(' ')).not.toMatch(/nonce|unsafe-inline/);
  });

  it('allows style attributes only by the hashes of the values the build wrote, on every response (issue 33)', async () => {
    for (const p of ['/api/health', '/', '/no-such-page', '/api/v1/balances']) {
      const csp = (await s.request(p)).headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'style-src-attr')).toEqual([
        "'unsafe-hashes'",
        `'${hashOf(ATTRIBUTE)}'`,
      ]);
    }
    // Without a build (no pre-rendered attributes), no style attribute at all.
    const bare = (await https.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(directive(bare, 'style-src-attr')).toEqual(["'none'"]);
    expect(bare).not.toContain("'unsafe-inline'");
  });

  it('has no high-severity finding from csp_evaluator', async () => {
    const { CspEvaluator } = await import('csp_evaluator/dist/evaluator.js');
    const { CspParser } = await import('csp_evaluator/dist/parser.js');
    for (const p of ['/api/health', '/']) {
      const res = await s.request(p);
      const parsed = new CspParser(res.headers.get('content-security-policy')!).csp;
      const findings = new CspEvaluator(parsed).evaluate();
      // Severity: 10 = HIGH, 20 = SYNTAX, 30 = MEDIUM... (csp_evaluator's enum)
      const high = findings.filter(
        (f: { severity: number }) => f.severity === 10 || f.severity === 20,
      );
      expect(high.map((f: { description: string }) => f.description)).toEqual([]);
    }
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
