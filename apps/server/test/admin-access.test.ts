import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { apiRoutes, concrete, STATE_CHANGING } from './security/routes.ts';

// Generated from the built app's own route list (app.routes) and the route table: every route
// under /api/admin — including ones added later — must refuse anonymous visitors (401) and
// clients (403); every session route must refuse anonymous visitors.
let s: TestServer;
let client: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser();
});
afterAll(async () => {
  await s.close();
});

const call = (r: { method: string; path: string }, cookie?: string) =>
  s.request(concrete(r.path), {
    method: r.method,
    cookie,
    ...(STATE_CHANGING.has(r.method) ? { json: {} } : {}),
  });

describe('admin route access (generated from the route table)', () => {
  it('every route under /api/admin is mounted with admin access', () => {
    const admin = apiRoutes(s).filter((r) => r.path.startsWith('/api/admin'));
    // The admin area's own routers: dashboard, requests, settings, users, jobs, audit.
    for (const area of ['dashboard', 'requests', 'settings', 'users', 'jobs', 'audit']) {
      expect(
        admin.some((r) => r.path.startsWith(`/api/admin/${area}`)),
        area,
      ).toBe(true);
    }
    expect(admin.filter((r) => r.access !== 'admin')).toEqual([]);
  });

  it('an anonymous visitor gets 401 on every admin and session route', async () => {
    const guarded = apiRoutes(s).filter((r) => r.access === 'admin' || r.access === 'session');
    expect(guarded.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const r of guarded) {
      const res = await call(r);
      if (res.status !== 401) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('a client gets 403 on every admin route, with the spec message', async () => {
    const admin = apiRoutes(s).filter((r) => r.access === 'admin');
    const failures: string[] = [];
    for (const r of admin) {
      const res = await call(r, client.cookie);
      if (res.status !== 403) failures.push(`${r.method} ${r.path} → ${res.status}`);
      else {
        const body = (await res.json()) as { error: { message: string } };
        if (body.error.message !== 'You don’t have access to the admin area.')
          failures.push(`${r.method} ${r.path} message ${body.error.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the audit log is append-only: no route changes or deletes it', () => {
    const writes = apiRoutes(s).filter(
      (r) => r.path.startsWith('/api/admin/audit') && r.method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});
