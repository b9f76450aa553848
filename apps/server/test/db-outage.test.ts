import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { isDatabaseUnavailable } from '../src/lib/db-errors.ts';
import { relistenDelayMs } from '../src/db/client.ts';
import { SessionCache } from '../src/services/auth/session-cache.ts';

/** An error as node-postgres raises it: a SQLSTATE (or a socket errno) in `code`. */
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database errors: which mean "unavailable, retry" (issue 42)', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['connection reset', pgError('ECONNRESET', 'read ECONNRESET')],
    [
      'admin_shutdown (pg_ctl stop)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash_shutdown', pgError('57P02')],
    ['cannot_connect_now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', pgError('08006')],
    ['too many connections (class 53)', pgError('53300')],
    ['serialization failure', pgError('40001')],
    ['deadlock', pgError('40P01')],
    ['the socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['pg-pool timed out', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s is', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a check violation', pgError('23514')],
    ['bad input data', pgError('22P02')],
    ['an exception raised by our SQL (insufficient balance)', pgError('P0001')],
    ['a programming error', pgError('42703', 'column "x" does not exist')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('sees through the wrappers that carry the driver error as a cause', () => {
    const refused = pgError('ECONNREFUSED');
    // drizzle's "Failed query: …" wrapper
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    // better-auth's getSession turns a lookup failure into a 500 APIError with the cause
    const wrapped = APIError.from(
      'INTERNAL_SERVER_ERROR',
      { message: 'Failed to get session', code: 'FAILED_TO_GET_SESSION' },
      { cause: new DrizzleQueryError('select …', [], refused) },
    );
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('a'), refused]))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], pgError('23505')))).toBe(
      false,
    );
  });

  it('LISTEN reconnects soon after PostgreSQL is back: backoff capped at 5 s', () => {
    expect([1, 2, 3, 4, 5, 10, 50].map(relistenDelayMs)).toEqual([
      500, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
});

// In process on PostgreSQL: the pool refuses every connection, as it does while PostgreSQL is
// stopped (e2e/production/db-outage.test.ts stops a real one).
describe.skipIf(!process.env.DATABASE_URL)('while the database is unreachable', () => {
  let s: TestServer;
  let user: TestUser;
  let restore: () => void;

  beforeAll(async () => {
    s = await createTestServer();
    user = await s.createUser();
    const pool = s.database.pool!;
    const connect = pool.connect.bind(pool);
    restore = () => {
      pool.connect = connect;
    };
  });
  afterAll(async () => {
    restore?.();
    await s?.close();
  });

  function outage() {
    s.database.pool!.connect = (() =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      )) as never;
  }
  /** A signed-in request whose session this instance has not cached: it must ask the database. */
  const uncached = () => (s.deps.services.get<SessionCache>('session-cache') ?? null)?.clear();

  it('a signed-in client is never told to sign in: 503 with Retry-After and the app’s words', async () => {
    expect((await s.request('/api/wallet/accounts', { cookie: user.cookie })).status).toBe(200);
    outage();
    try {
      for (const path of ['/api/wallet/accounts', '/api/me', '/api/auth/get-session']) {
        uncached();
        const res = await s.request(path, { cookie: user.cookie });
        expect(res.status, path).toBe(503);
        expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('UNAVAILABLE');
        expect(body.error.message).toBe(
          "We can't reach our systems right now. Please try again in a moment.",
        );
      }
      // A write (its session confirmed against the database first): the words say a retry with
      // the same key is safe.
      const write = await s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: user.cookie,
        json: { beneficiaryId: randomUUID(), amount: '10.00', idempotencyKey: randomUUID() },
      });
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toBe('5');
      expect(((await write.json()) as { error: { message: string } }).error.message).toMatch(
        /may have been applied: retrying it with the same Idempotency-Key is safe/,
      );
      // The developer API answers a problem document saying the same.
      const v1 = await s.request('/api/v1/orders', {
        method: 'POST',
        headers: {
          authorization: 'Bearer mz_test_abcdefghijklmnopqrstuvwx',
          'idempotency-key': randomUUID(),
        },
        json: {},
      });
      expect(v1.status).toBe(503);
      expect(v1.headers.get('content-type')).toMatch(/problem\+json/);
      expect(await v1.json()).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        retryable: true,
        mayHaveBeenApplied: true,
        detail: expect.stringMatching(/same Idempotency-Key is safe/),
      });
      // The load balancer drains this instance.
      expect((await s.request('/api/ready')).status).toBe(503);
    } finally {
      restore();
    }
    // Back: the same cookie still works, nothing to sign in again.
    uncached();
    expect((await s.request('/api/wallet/accounts', { cookie: user.cookie })).status).toBe(200);
    expect((await s.request('/api/ready')).status).toBe(200);
  });

  it('a cookie the database does not know is still a 401', async () => {
    const res = await s.request('/api/wallet/accounts', {
      cookie: user.cookie.replace(/=([^.;]{4})/, '=zzzz'),
    });
    expect(res.status).toBe(401);
  });
});
