import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../helpers.ts';
import { apiRoutes, concrete, STATE_CHANGING } from './routes.ts';

// The access matrix: for every API route of the built app, the expected outcome for an anonymous
// visitor, a client and an admin follows from the access its mount declares.
let s: TestServer;
let client: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  client = await s.createUser();
  admin = await s.createUser({ role: 'admin' });
});
afterAll(async () => {
  await s.close();
});

describe('access matrix', () => {
  it('every API route belongs to a declared mount', () => {
    const undeclared = apiRoutes(s).filter((r) => !r.access);
    expect(undeclared).toEqual([]);
    expect(apiRoutes(s).length).toBeGreaterThan(3);
  });

  it('anonymous visitors get 401 on session, account, admin and API key routes', async () => {
    const failures: string[] = [];
    const guarded = apiRoutes(s).filter(
      (r) =>
        r.access === 'session' ||
        r.access === 'account' ||
        r.access === 'admin' ||
        r.access === 'apikey',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      const res = await s.request(concrete(r.path), {
        method: r.method,
        ...(STATE_CHANGING.has(r.method) ? { json: {} } : {}),
      });
      if (res.status !== 401) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('clients get 403 on admin routes', async () => {
    const failures: string[] = [];
    const adminOnly = apiRoutes(s).filter((r) => r.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const r of adminOnly) {
      const res = await s.request(concrete(r.path), {
        method: r.method,
        cookie: client.cookie,
        ...(STATE_CHANGING.has(r.method) ? { json: {} } : {}),
      });
      if (res.status !== 403) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('no route answers 5xx to anyone, even with ids that belong to nobody', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes(s)) {
      if (r.path.endsWith('/stream')) continue; // SSE never ends by itself
      for (const who of [undefined, client.cookie, admin.cookie]) {
        const res = await s.request(concrete(r.path), {
          method: r.method,
          cookie: who,
          ...(STATE_CHANGING.has(r.method) ? { json: {} } : {}),
        });
        if (res.status >= 500)
          failures.push(
            `${r.method} ${r.path} as ${who === admin.cookie ? 'admin' : who ? 'client' : 'anonymous'} → ${res.status}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
