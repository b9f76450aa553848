import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('foundation', () => {
  it('reports database health', async () => {
    const res = await s.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await s.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such API endpoint.' },
    });
  });

  it('sets security headers on every response', async () => {
    const res = await s.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // http here
    expect(res.headers.get('x-request-id')).toMatch(/[\w-]+/);
  });

  it('refuses cross-site and non-JSON state-changing requests', async () => {
    const cross = await s.request('/api/requests/quote', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(cross.status).toBe(403);
    const noOrigin = await s.app.request('/api/requests/quote', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(noOrigin.status).toBe(403);
    const text = await s.request('/api/requests/quote', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await s.request('/api/requests/quote', {
      method: 'POST',
      json: { message: 'x'.repeat(101 * 1024) },
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('signs in a verified user and reads the session', async () => {
    const u = await s.createUser();
    const res = await s.request('/api/auth/get-session', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; role: string } };
    expect(body.user.email).toBe(u.email);
    expect(body.user.role).toBe('client');
  });

  it('guards session and admin routers', async () => {
    const anon = await s.request('/api/me');
    expect(anon.status).toBe(401);
    const client = await s.createUser();
    const admin = await s.request('/api/admin', { cookie: client.cookie });
    expect(admin.status).toBe(403);
  });
});
