import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer, type TestUser } from '../helpers.ts';
import { queryRows } from '../../src/db/client.ts';
import { apiRoutes, concrete } from './routes.ts';

// Hostile JSON for every endpoint that takes a body: wrong types, huge and odd strings, absurd
// amounts, and fields a client must never set. No 5xx, no stack trace, and a refused request
// writes nothing.
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0041',
    '𝕄𝕚𝕫𝕒𝕟𝕚',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'a'.repeat(20_000),
    '\r\nBcc: x@evil.example',
    'NaN',
    '-0',
    '1e308',
    '０',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.0000001),
);
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const FIELDS = [
  'name',
  'email',
  'amount',
  'currencyFrom',
  'currencyTo',
  'message',
  'subject',
  'role',
  'balance',
  'userId',
  'user_id',
  'status',
  'isActive',
  'id',
  'bid',
  'ask',
  'pairId',
  'targetRate',
  'firstName',
  'country',
  'coverLetter',
  'jobId',
  'quoteId',
  'idempotencyKey',
  'currency',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  hostileValue,
);

// Tables whose rows a refused request may legitimately add (counters and logs of the refusal).
const BOOKKEEPING = new Set([
  'rate_limit_hits',
  'rate_limit',
  'audit_log',
  'session',
  'verification',
]);

async function rowCounts(s: TestServer) {
  const tables = await queryRows<{ table_name: string }>(
    s.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    if (BOOKKEEPING.has(table_name)) continue;
    const [row] = await queryRows<{ n: number }>(
      s.database.db,
      sql.raw(`select count(*)::int as n from "${table_name}"`),
    );
    counts[table_name] = Number(row?.n);
  }
  return counts;
}

let ipCounter = 0;
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

describe('input fuzzing', () => {
  it('no JSON endpoint answers 5xx or leaks a stack, and refusals write nothing', async () => {
    const routes = apiRoutes(s).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const r of routes) {
      const cookie =
        r.access === 'admin' ? admin.cookie : r.access === 'session' ? client.cookie : undefined;
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const before = await rowCounts(s);
          ipCounter++;
          const ip = `203.0.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
          const res = await s.request(concrete(r.path), {
            method: r.method,
            cookie,
            json: body,
            ip,
          });
          const text = await res.text();
          if (res.status >= 500)
            failures.push(
              `${r.method} ${r.path} → ${res.status} for ${JSON.stringify(body).slice(0, 200)}`,
            );
          if (/\bat .+\.(ts|js):\d+/.test(text) || /"stack"/.test(text))
            failures.push(`${r.method} ${r.path} leaked a stack`);
          if (res.status >= 400) {
            const after = await rowCounts(s);
            const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
            if (changed.length)
              failures.push(
                `${r.method} ${r.path} → ${res.status} but wrote to ${changed.join(', ')}`,
              );
          }
          return true;
        }),
        { numRuns: 15, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
    // Every JSON route × 15 hostile bodies, each counting rows before and after: about 25 s alone.
  }, 180_000);

  it('malformed JSON answers 400 with a clear message', async () => {
    const res = await s.app.request('/api/requests/inquiry', {
      method: 'POST',
      headers: { origin: s.env.BETTER_AUTH_URL, 'content-type': 'application/json' },
      body: '{"name": "x",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });
});
