import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  type TestServer,
  type TestUser,
} from '../helpers.ts';
import { queryRows } from '../../src/db/client.ts';
import { apiRoutes, concrete } from './routes.ts';

// Hostile JSON for every endpoint that takes a body: wrong types, huge and odd strings, absurd
// amounts, and fields a client must never set. No 5xx, no stack trace, and a refused request
// writes nothing.

/** Text PostgreSQL refuses or that no field means: NUL, C0 controls, DEL, lone surrogates. */
const CONTROL_PIECES = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
];
const controlText = fc
  .array(fc.oneof(fc.constantFrom(...CONTROL_PIECES, '\t', '\r\n'), fc.string({ maxLength: 6 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''))
  .filter((v) => CONTROL_PIECES.some((c) => v.includes(c)));
/** Dates and months out of range or not in the calendar (PostgreSQL refuses year 0). */
const badDate = fc.constantFrom(
  '0000-01-01',
  '9999-12-31',
  '2026-13-01',
  '2026-02-30',
  '2025-02-29',
  '0000-01',
  '9999-12',
  '2026-13',
  '2026-00',
  '-001-01-01',
  '+275760-09-13',
  '1999-12-31',
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  controlText,
  badDate,
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
  'lastName',
  'company',
  'phone',
  'bankName',
  'accountNumber',
  'body',
  'reason',
  'title',
  'description',
  'displayName',
  'csv',
  'preferredDate',
  'resumeUrl',
  'applicantName',
  'assignedTo',
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

/** One statement counting every table's rows: a query per table, twice per request, was most of this file's time. */
let countAll: string | undefined;
async function rowCounts(s: TestServer) {
  if (!countAll) {
    const tables = await queryRows<{ table_name: string }>(
      s.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    countAll = tables
      .filter(({ table_name }) => !BOOKKEEPING.has(table_name))
      .map(
        ({ table_name }) => `select '${table_name}' as t, count(*)::int as n from "${table_name}"`,
      )
      .join(' union all ');
  }
  const rows = await queryRows<{ t: string; n: number }>(s.database.db, sql.raw(countAll));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)])) as Record<string, number>;
}

let ipCounter = 0;
let s: TestServer;
let client: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  client = await s.createUser();
  admin = await s.createUser({ role: 'admin' });
});
afterAll(async () => {
  await s.close();
});

const nextIp = () => {
  ipCounter++;
  return `203.0.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * Sends one request and records a failure for a 5xx, a leaked stack, or (with checkWrites) a
 * refusal that wrote rows. An event stream is closed as soon as its status is known.
 */
async function probe(
  failures: string[],
  label: string,
  path: string,
  init: { method: string; cookie?: string; json?: unknown },
  checkWrites = false,
) {
  const before = checkWrites ? await rowCounts(s) : null;
  const res = await s.request(path, { ...init, ip: nextIp() });
  const text = res.headers.get('content-type')?.includes('text/event-stream')
    ? (await res.body?.cancel(), '')
    : await res.text();
  if (res.status >= 500) failures.push(`${label} → ${res.status}`);
  if (/\bat .+\.(ts|js):\d+/.test(text) || /"stack"/.test(text))
    failures.push(`${label} leaked a stack`);
  if (before && res.status >= 400) {
    const after = await rowCounts(s);
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length)
      failures.push(`${label} → ${res.status} but wrote to ${changed.join(', ')}`);
  }
  return res.status;
}

const cookieFor = (access: string | undefined) =>
  access === 'admin' ? admin.cookie : access === 'session' ? client.cookie : undefined;

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
    // The counts see every table (a broken count would pass everything).
    expect(Object.keys(await rowCounts(s)).length).toBeGreaterThan(50);
  }, 300_000);

  it('a valid body with one text field made hostile (NUL, controls, lone surrogates) never answers 5xx', async () => {
    // Valid bodies, so the hostile text reaches the insert or update (a random body is refused
    // earlier for other reasons). Targets with ids are real rows.
    const inquiry = await s.request('/api/requests/inquiry', {
      method: 'POST',
      ip: nextIp(),
      json: {
        name: 'Amina',
        email: 'amina@example.com',
        subject: 'Payout',
        message: 'Hello there',
      },
    });
    const quote = await s.request('/api/requests/quote', {
      method: 'POST',
      ip: nextIp(),
      json: {
        name: 'Amina',
        email: 'amina@example.com',
        currencyFrom: 'USD',
        currencyTo: 'KES',
        amount: '100',
      },
    });
    const inquiryId = ((await inquiry.json()) as { id: string }).id;
    const quoteId = ((await quote.json()) as { id: string }).id;
    const jobs = (await (await s.request('/api/jobs')).json()) as { jobs: { id: string }[] };
    const victim = await s.createUser();
    const job = {
      title: 'Engineer',
      department: 'Technology',
      location: 'Nairobi',
      employmentType: 'full-time',
      salaryRange: 'KES 1',
      description: 'A description of at least twenty characters.',
      requirements: ['One'],
      responsibilities: ['Two'],
    };
    const samples: [string, string, string | undefined, Record<string, unknown>][] = [
      [
        'POST',
        '/api/requests/consultation',
        undefined,
        {
          name: 'Amina',
          email: 'amina@example.com',
          company: 'Acme',
          phone: '+254712345678',
          preferredDate: '2099-01-01',
          preferredTime: 'Morning',
          message: 'Hello',
        },
      ],
      [
        'POST',
        '/api/requests/quote',
        undefined,
        {
          name: 'Amina',
          email: 'amina@example.com',
          company: 'Acme',
          currencyFrom: 'USD',
          currencyTo: 'KES',
          amount: '100',
          message: 'Hello',
        },
      ],
      [
        'POST',
        '/api/requests/inquiry',
        undefined,
        {
          name: 'Amina',
          email: 'amina@example.com',
          company: 'Acme',
          subject: 'Payout',
          message: 'Hello there',
        },
      ],
      [
        'POST',
        '/api/requests/application',
        undefined,
        {
          applicantName: 'Amina',
          applicantEmail: 'amina@example.com',
          resumeUrl: 'https://cv.example.com/amina',
          coverLetter: 'c'.repeat(60),
        },
      ],
      [
        'PATCH',
        '/api/me/profile',
        'session',
        { firstName: 'Amina', lastName: 'N', company: 'Acme' },
      ],
      [
        'POST',
        '/api/me/email',
        'session',
        { newEmail: 'new@example.com', password: 'wrong-password' },
      ],
      [
        'POST',
        '/api/wallet/beneficiaries',
        'session',
        {
          kind: 'bank_account',
          name: 'Wanjiru Kamau',
          country: 'KE',
          currency: 'KES',
          bankName: 'KCB',
          accountNumber: '12345678',
        },
      ],
      [
        'POST',
        '/api/wallet/withdrawals',
        'session',
        {
          beneficiaryId: randomUUID(),
          currency: 'KES',
          amount: '10',
          idempotencyKey: 'key-12345678',
        },
      ],
      ['POST', '/api/orders', 'session', { quoteId: randomUUID(), idempotencyKey: 'key-12345678' }],
      ['POST', '/api/admin/jobs', 'admin', job],
      ['PUT', `/api/admin/jobs/${jobs.jobs[0]!.id}`, 'admin', job],
      [
        'POST',
        '/api/admin/rates/pairs',
        'admin',
        { base: 'AAA', quote: 'BBB', displayName: 'AAA/BBB' },
      ],
      ['POST', '/api/admin/rates/import', 'admin', { csv: 'pair,bid,ask\nUSD/KES,129,130' }],
      ['POST', `/api/admin/requests/inquiry/${inquiryId}/notes`, 'admin', { body: 'Called back' }],
      ['PATCH', `/api/admin/requests/inquiry/${inquiryId}`, 'admin', { assignedTo: 'nobody' }],
      [
        'POST',
        `/api/admin/requests/quote/${quoteId}/quote`,
        'admin',
        {
          rate: '130',
          validHours: 24,
          message: 'Our offer',
        },
      ],
      ['POST', `/api/admin/users/${victim.id}/disable`, 'admin', { reason: 'Fraud check' }],
      [
        'POST',
        `/api/admin/funding/deposits/${randomUUID()}/reject`,
        'admin',
        { reason: 'No funds' },
      ],
    ];
    const failures: string[] = [];
    for (const [method, path, access, sample] of samples) {
      const textFields = Object.keys(sample).filter((k) => typeof sample[k] === 'string');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...textFields), controlText, async (field, value) => {
          const body = { ...sample, [field]: value };
          const status = await probe(
            failures,
            `${method} ${path} ${field}=${JSON.stringify(value)}`,
            path,
            { method, cookie: cookieFor(access), json: body },
            true,
          );
          if (status < 400)
            failures.push(`${method} ${path} accepted ${field}=${JSON.stringify(value)}`);
          return true;
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('no GET endpoint answers 5xx for hostile query parameters (text, controls, bad dates)', async () => {
    const routes = apiRoutes(s).filter((r) => r.method === 'GET');
    const QUERY_KEYS = [
      'month',
      'from',
      'to',
      'q',
      'action',
      'assignee',
      'cursor',
      'limit',
      'page',
      'pageSize',
      'status',
      'type',
      'currency',
      'range',
      'format',
      'role',
    ];
    const hostileQuery = fc.dictionary(
      fc.constantFrom(...QUERY_KEYS),
      fc.oneof(hostileString, controlText, badDate),
      { minKeys: 1, maxKeys: 4 },
    );
    const failures: string[] = [];
    // Each key alone with each value that used to reach PostgreSQL (so no other key's refusal
    // hides it), then random combinations.
    const SWEEP = ['0000-01', '0000-01-01', '9999-12-31', '2026-13', 'a\u0000b', '\ud800'];
    // Keyset cursors are base64url JSON with a timestamp the server hands to PostgreSQL.
    const FORGED_CURSORS = ['1', '+275760-09-13T00:00:00.000Z'].flatMap((ts) =>
      [randomUUID(), 'abc'].map((id) =>
        Buffer.from(JSON.stringify({ ts, id })).toString('base64url'),
      ),
    );
    for (const r of routes) {
      if (r.path === '/api/rates/stream') continue; // takes no query; probed below
      for (const key of QUERY_KEYS)
        for (const value of key === 'cursor' ? [...SWEEP, ...FORGED_CURSORS] : SWEEP) {
          const qs = new URLSearchParams({ [key]: value }).toString();
          await probe(failures, `GET ${r.path}?${qs}`, `${concrete(r.path)}?${qs}`, {
            method: 'GET',
            cookie: cookieFor(r.access),
          });
        }
    }
    for (const r of routes) {
      const path = concrete(r.path);
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (query) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          await probe(failures, `GET ${r.path}?${qs.slice(0, 200)}`, `${path}?${qs}`, {
            method: 'GET',
            cookie: cookieFor(r.access),
          });
          return true;
        }),
        { numRuns: 15, seed: 20261124 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('no endpoint answers 5xx for hostile path parameters', async () => {
    const SEGMENTS = [
      '%00',
      'a%00b',
      '%1b%5b31m',
      '%7f',
      '%ED%A0%80',
      '%ff',
      '0000-01-01',
      'x'.repeat(300),
    ];
    const failures: string[] = [];
    for (const r of apiRoutes(s).filter((x) => x.path.includes(':'))) {
      for (const seg of SEGMENTS) {
        const path = r.path.replace(/:(\w+)(\{[^}]*\})?/g, seg);
        await probe(failures, `${r.method} ${path.slice(0, 120)}`, path, {
          method: r.method,
          cookie: cookieFor(r.access),
          json: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
        });
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

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
