import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '../helpers.ts';
import { apiRoutes, concrete, STATE_CHANGING } from './routes.ts';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.createUser({ role: 'admin' });
});
afterAll(async () => {
  await s.close();
});

// A forged request from another site carries the victim's cookie; it must change nothing.
describe('CSRF', () => {
  const forged = [
    {
      name: 'cross-origin JSON',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
      expect: 403,
    },
    {
      name: 'cross-origin form',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1',
      expect: 403,
    },
    {
      name: 'same-origin text/plain',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      body: '{}',
      expect: 415,
    },
    {
      name: 'same-origin form',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      expect: 415,
    },
    {
      name: 'null origin',
      headers: { origin: 'null', 'content-type': 'application/json' },
      body: '{}',
      expect: 403,
    },
  ];

  it.each(forged)('$name is refused on every state-changing route', async (f) => {
    const routes = [
      ...apiRoutes(s).filter((r) => STATE_CHANGING.has(r.method)),
      { method: 'POST', path: '/api/auth/sign-out' },
      { method: 'POST', path: '/api/auth/sign-in/email' },
    ];
    const failures: string[] = [];
    for (const r of routes) {
      const res = await s.app.request(concrete(r.path), {
        method: r.method,
        headers: { ...f.headers, cookie: admin.cookie },
        body: f.body,
      });
      if (res.status !== f.expect) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
