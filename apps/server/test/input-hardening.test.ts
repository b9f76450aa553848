import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARS_MESSAGE } from '@mizani/shared';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';

// PostgreSQL refuses NUL in text and out-of-range dates: such input used to reach the database
// and answer 500. Each case must be a 400 with the field named, and nothing written.

let s: TestServer;
let client: TestUser;
let admin: TestUser;
let ipN = 0;
const ip = () => `198.51.100.${++ipN}`;

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  client = await s.createUser();
  admin = await s.createUser({ role: 'admin' });
});
afterAll(() => s?.close());

const count = async (table: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        s.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]!.n,
  );

async function expectFieldError(res: Response, field: string, message?: string) {
  const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.fields?.[field], JSON.stringify(body)).toEqual(message ?? expect.any(String));
}

const inquiry = {
  name: 'Amina Njoroge',
  email: 'amina@example.com',
  subject: 'Payout question',
  inquiryType: 'billing',
  message: 'Hello, when does my payout arrive?',
};

describe('NUL, control characters and lone surrogates are refused with a field error', () => {
  it('profile name (PATCH /api/me/profile)', async () => {
    for (const firstName of ['Ami\u0000na', 'Ami\u0007na', 'Amina\u007f', 'Ami\ud800na']) {
      const res = await s.request('/api/me/profile', {
        method: 'PATCH',
        cookie: client.cookie,
        json: { firstName },
      });
      await expectFieldError(res, 'firstName', CONTROL_CHARS_MESSAGE);
    }
    const ok = await s.request('/api/me/profile', {
      method: 'PATCH',
      cookie: client.cookie,
      json: { firstName: 'Amina 😀', lastName: 'N\u00f6' },
    });
    expect(ok.status).toBe(200);
  });

  it('public inquiry, no account needed (POST /api/requests/inquiry)', async () => {
    const before = await count('inquiries');
    for (const [field, value] of [
      ['name', 'Amina\u0000'],
      ['subject', 'Pay\u0000out'],
      ['message', 'Hello\u0000 there, when does it arrive?'],
      ['message', 'Hello \udc00 there'],
      ['company', '\u001bAcme'],
    ] as const) {
      const res = await s.request('/api/requests/inquiry', {
        method: 'POST',
        json: { ...inquiry, [field]: value },
        ip: ip(),
      });
      await expectFieldError(res, field, CONTROL_CHARS_MESSAGE);
    }
    expect(await count('inquiries')).toBe(before);
    // A multi-line message keeps its line breaks and tabs; a valid emoji pair is fine.
    const ok = await s.request('/api/requests/inquiry', {
      method: 'POST',
      json: { ...inquiry, message: 'Line one\r\n\tLine two 😀' },
      ip: ip(),
    });
    expect(ok.status).toBe(201);
    expect(await count('inquiries')).toBe(before + 1);
  });

  it('other public forms refuse NUL too (consultation, quote, application)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['consultation', { name: 'A\u0000', email: 'a@example.com', message: 'hi' }, 'name'],
      [
        'quote',
        {
          name: 'Amina',
          email: 'a@example.com',
          currencyFrom: 'USD',
          currencyTo: 'KES',
          amount: '100',
          message: 'x\u0000',
        },
        'message',
      ],
      [
        'application',
        {
          applicantName: 'Amina',
          applicantEmail: 'a@example.com',
          resumeUrl: 'https://cv.example.com/a\u0000b',
          coverLetter: 'c'.repeat(60),
        },
        'resumeUrl',
      ],
    ];
    for (const [path, json, field] of cases) {
      const res = await s.request(`/api/requests/${path}`, { method: 'POST', json, ip: ip() });
      await expectFieldError(res, field);
    }
  });

  it('beneficiary name (POST /api/wallet/beneficiaries)', async () => {
    const before = await count('beneficiaries');
    const base = {
      kind: 'mobile_money',
      country: 'KE',
      currency: 'KES',
      phone: '+254712345678',
      network: 'mpesa',
    };
    for (const json of [
      { ...base, name: 'Wanjiru\u0000 Kamau' },
      { ...base, name: 'Wanjiru \ud83d' },
      // Not used by mobile money, but stored as sent: must be clean too.
      { ...base, name: 'Wanjiru Kamau', bankName: 'Bank\u0000' },
    ]) {
      const res = await s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: client.cookie,
        json,
      });
      const field = 'bankName' in json ? 'bankName' : 'name';
      await expectFieldError(res, field, CONTROL_CHARS_MESSAGE);
    }
    expect(await count('beneficiaries')).toBe(before);
  });

  it('admin search and path parameters with NUL answer 400/404, not 500', async () => {
    for (const url of [
      '/api/admin/users?q=a%00b',
      '/api/admin/requests?q=a%00b',
      '/api/admin/audit?q=a%00b',
      '/api/admin/audit?action=x%00',
      '/api/admin/requests?assignee=x%00',
    ]) {
      const res = await s.request(url, { cookie: admin.cookie });
      expect(res.status, url).toBe(400);
    }
    const res = await s.request('/api/admin/users/abc%00def', { cookie: admin.cookie });
    expect(res.status).toBe(404);
  });
});

describe('dates and months are range-checked', () => {
  it('statement month: 0000-01, 2026-13, 9999-12 → 400 with a field error', async () => {
    for (const month of ['0000-01', '2026-13', '9999-12', '1999-12', '2026-00', '2026-1', 'x']) {
      const res = await s.request(`/api/reports/statement?month=${month}`, {
        cookie: client.cookie,
      });
      await expectFieldError(res, 'month');
    }
    const ok = await s.request('/api/reports/statement?month=2026-01', { cookie: client.cookie });
    expect(ok.status).toBe(200);
  });

  it('transaction, audit and inbox date filters refuse impossible and out-of-range dates', async () => {
    const bad = ['0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '2025-02-29'];
    for (const d of bad) {
      for (const [url, cookie] of [
        [`/api/wallet/transactions?from=${d}`, client.cookie],
        [`/api/wallet/transactions?to=${d}`, client.cookie],
        [`/api/admin/audit?from=${d}`, admin.cookie],
        [`/api/admin/audit?to=${d}`, admin.cookie],
        [`/api/admin/requests?from=${d}`, admin.cookie],
        [`/api/admin/requests/export.csv?to=${d}`, admin.cookie],
      ] as const) {
        const res = await s.request(url, { cookie });
        const field = url.includes('from=') ? 'from' : 'to';
        await expectFieldError(res, field);
      }
    }
    for (const [url, cookie] of [
      ['/api/wallet/transactions?from=2024-02-29&to=2026-12-31', client.cookie],
      ['/api/admin/audit?from=2024-02-29&to=2026-12-31', admin.cookie],
      ['/api/admin/requests?from=2024-02-29&to=2026-12-31', admin.cookie],
    ] as const) {
      expect((await s.request(url, { cookie })).status, url).toBe(200);
    }
  });

  it('a preferred consultation date far in the future is refused', async () => {
    const res = await s.request('/api/requests/consultation', {
      method: 'POST',
      json: { name: 'Amina', email: 'a@example.com', preferredDate: '9999-12-31' },
      ip: ip(),
    });
    await expectFieldError(res, 'preferredDate', 'Enter a valid date');
  });
});

describe('page cursors carry a timestamp: a forged one is a 400, not a database error', () => {
  it('admin inbox and users refuse a cursor whose time PostgreSQL would refuse', async () => {
    const cursor = (ts: string, id: string) =>
      Buffer.from(JSON.stringify({ ts, id })).toString('base64url');
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const ts of ['1', '+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00.000Z', 'May 1 99']) {
      for (const url of [
        `/api/admin/requests?cursor=${cursor(ts, uuid)}`,
        `/api/admin/users?cursor=${cursor(ts, 'abc')}`,
      ]) {
        const res = await s.request(url, { cookie: admin.cookie });
        await expectFieldError(res, 'cursor');
      }
    }
  });
});
