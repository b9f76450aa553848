import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from './helpers.ts';
import { SessionCache } from '../src/services/auth/session-cache.ts';
import type { SessionInfo, SessionUser } from '../src/context.ts';

// Decision 007: signed-in reads come from a short in-process cache; writes confirm the session in
// the database; revocations reach the cache through triggers and this process's own paths.
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const deleteSessions = (userId: string) =>
  s.database.db.execute(sql`delete from session where user_id = ${userId}`);
const setTrigger = (on: boolean) =>
  s.database.db.execute(
    sql.raw(`alter table session ${on ? 'enable' : 'disable'} trigger session_changed_notify`),
  );
/** Runs `fn` with the session trigger off: what a lost notification would look like. */
async function withoutTrigger(fn: () => Promise<void>) {
  await setTrigger(false);
  try {
    await fn();
  } finally {
    await setTrigger(true);
  }
}

describe('session cache', () => {
  it('a session ended outside the app (any instance, a manual fix) ends here too', async () => {
    const u = await s.createUser();
    expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(200);
    await deleteSessions(u.id);
    // The trigger's notification reaches the listener within milliseconds.
    await expect
      .poll(async () => (await s.request('/api/wallet/accounts', { cookie: u.cookie })).status)
      .toBe(401);
  });

  it('reads are served from the cache; any write confirms the session in the database first', async () => {
    const u = await s.createUser();
    expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(200);
    // Without the trigger the cache is never told.
    await withoutTrigger(async () => {
      await deleteSessions(u.id);
      // A read within the cache's lifetime still sees the session (the documented staleness)...
      expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(200);
      // ...but a write never does: it is refused at once, and the entry is dropped.
      const write = await s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: u.cookie,
        json: {},
      });
      expect(write.status).toBe(401);
      expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(401);
    });
  });

  it('a sign-out answers 401 on the very next request, without waiting for a notification', async () => {
    const u = await s.createUser();
    expect((await s.request('/api/wallet/overview', { cookie: u.cookie })).status).toBe(200);
    await withoutTrigger(async () => {
      const out = await s.request('/api/auth/sign-out', {
        method: 'POST',
        json: {},
        cookie: u.cookie,
      });
      expect(out.status).toBe(200);
      expect((await s.request('/api/wallet/overview', { cookie: u.cookie })).status).toBe(401);
    });
  });

  it('a cookie named twice never reuses an entry cached for one of its values', async () => {
    const u = await s.createUser();
    expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(200);
    const [name] = u.cookie.split('=');
    const twice = `${u.cookie}; ${name}=forged.value`;
    const res = await s.request('/api/wallet/accounts', { cookie: twice });
    // Whatever better-auth makes of the pair decides, not the cached entry of the first value.
    expect([200, 401]).toContain(res.status);
    await deleteSessions(u.id);
    await expect
      .poll(async () => (await s.request('/api/wallet/accounts', { cookie: twice })).status)
      .toBe(401);
  });
});

describe('SessionCache', () => {
  const user: SessionUser = {
    id: 'u1',
    email: 'a@example.com',
    name: 'A',
    role: 'client',
    emailVerified: true,
    twoFactorEnabled: false,
    language: 'en',
  };
  const session = (ms: number): SessionInfo => ({
    id: 's1',
    token: 't1',
    userId: 'u1',
    expiresAt: new Date(Date.now() + ms),
  });
  const listening = async (ttlMs = 30_000) => {
    const cache = new SessionCache(ttlMs);
    await cache.listen({ listen: async () => async () => {} } as never);
    return cache;
  };

  it('caches nothing until it listens for invalidations', () => {
    const cache = new SessionCache();
    cache.set('k', user, session(60_000), cache.mark());
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not cache a lookup that started before an invalidation', async () => {
    const cache = await listening();
    const generation = cache.mark();
    cache.dropUser('someone-else');
    cache.set('k', user, session(60_000), generation);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', user, session(60_000), cache.mark());
    expect(cache.get('k')?.user.id).toBe('u1');
  });

  it('never outlives its TTL nor the session itself', async () => {
    const cache = await listening(1_000);
    // The clock read before set: the entry lives until at least then + 1 s, whatever a loaded
    // machine spends between the two lines (reading it after set made the test flaky).
    const before = Date.now();
    cache.set('k', user, session(60_000), cache.mark());
    const after = Date.now();
    expect(cache.get('k', before + 999)).toBeDefined();
    expect(cache.get('k', after + 1_001)).toBeUndefined();
    cache.set('short', user, session(10), cache.mark());
    expect(cache.get('short', Date.now() + 20)).toBeUndefined();
  });

  it('drops every entry of a user, and everything on a resync', async () => {
    const cache = await listening();
    cache.set('laptop', user, session(60_000), cache.mark());
    cache.set('phone', user, session(60_000), cache.mark());
    cache.set('other', { ...user, id: 'u2' }, { ...session(60_000), userId: 'u2' }, cache.mark());
    cache.dropUser('u1');
    expect([cache.get('laptop'), cache.get('phone')]).toEqual([undefined, undefined]);
    expect(cache.get('other')).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
