import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIsoDate } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';

// Issue 4: the four public forms, against PGlite (default) or PostgreSQL (DATABASE_URL).

let s: TestServer;
let client: TestUser;
let admin: TestUser;
let ipSeq = 0;
/** Each test posts from its own address so the per-IP limit only bites where it is tested. */
const nextIp = () => `203.0.113.${++ipSeq}`;

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  client = await s.createUser();
  admin = await s.createUser({ role: 'admin' });
});
afterAll(async () => {
  await s?.close();
});

const post = (path: string, json: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  s.request(`/api/requests/${path}`, {
    method: 'POST',
    json,
    ip: opts.ip ?? nextIp(),
    cookie: opts.cookie,
  });

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(s.database.db, q);
const count = async (table: string) =>
  Number(
    (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n,
  );

describe('POST /api/requests/consultation', () => {
  it('stores exactly the normalised row, anonymous user_id null, and queues the admin mail', async () => {
    const date = todayIsoDate(new Date(Date.now() + 3 * 86_400_000));
    const res = await post('consultation', {
      name: '  Amina   Otieno ',
      email: ' AMINA@Example.com ',
      company: '',
      phone: '+254 700 000 000',
      preferredDate: date,
      preferredTime: '10:30',
      message: '',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<Record<string, unknown>>(sql`
      select user_id, name, email, company, phone, preferred_date::text as preferred_date, preferred_time, message, status
      from consultation_requests where id = ${id}`);
    expect(row).toEqual({
      user_id: null,
      name: 'Amina Otieno',
      email: 'amina@example.com',
      company: null,
      phone: '+254 700 000 000',
      preferred_date: date,
      preferred_time: '10:30',
      message: null,
      status: 'new',
    });
    const mail = await rows<{
      to_address: string;
      subject: string;
      kind: string;
      status: string;
    }>(sql`
      select to_address, subject, kind, status from mail_outbox where kind = 'consultation_request'`);
    expect(mail).toEqual([
      {
        to_address: admin.email,
        subject: 'New Consultation Request',
        kind: 'consultation_request',
        status: 'pending',
      },
    ]);
  });

  it('attaches the signed-in user', async () => {
    const res = await post(
      'consultation',
      { name: 'Client', email: client.email },
      { cookie: client.cookie },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<{ user_id: string }>(
      sql`select user_id from consultation_requests where id = ${id}`,
    );
    expect(row!.user_id).toBe(client.id);
  });

  it('refuses invalid input with per-field messages and writes nothing', async () => {
    const before = await count('consultation_requests');
    const outboxBefore = await count('mail_outbox');
    const yesterday = todayIsoDate(new Date(Date.now() - 86_400_000));
    const res = await post('consultation', {
      name: '',
      email: 'not-an-email',
      preferredDate: yesterday,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toEqual({
      name: 'Required',
      email: 'Please enter a valid email address',
      preferredDate: 'Preferred date cannot be in the past',
    });
    expect(await count('consultation_requests')).toBe(before);
    expect(await count('mail_outbox')).toBe(outboxBefore);
  });

  it('refuses unknown fields (no user_id smuggling)', async () => {
    const res = await post('consultation', { name: 'A B', email: 'a@b.co', userId: client.id });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ userId: 'Unknown field' });
  });
});

describe('POST /api/requests/quote', () => {
  const quote = {
    name: 'Kofi Mensah',
    email: 'Kofi@Example.com',
    currencyFrom: 'USD',
    currencyTo: 'GHS',
    amount: 2500.5,
    urgency: 'high',
  };

  it('stores the normalised row with user_id when signed in', async () => {
    const res = await post(
      'quote',
      { ...quote, company: ' Mensah Trading ', message: 'Monthly payroll' },
      { cookie: client.cookie },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<Record<string, unknown>>(sql`
      select user_id, name, email, company, phone, currency_from, currency_to, amount::text as amount, urgency, message
      from quote_requests where id = ${id}`);
    expect(row).toEqual({
      user_id: client.id,
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      company: 'Mensah Trading',
      phone: null,
      currency_from: 'USD',
      currency_to: 'GHS',
      amount: '2500.50',
      urgency: 'high',
      message: 'Monthly payroll',
    });
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where kind = 'quote_request'`,
    );
    expect(mail!.subject).toBe('New Quote Request');
    expect(mail!.text_body).toContain('2,500.50 USD');
    expect(mail!.text_body).toContain('USD → GHS');
  });

  it('anonymous: user_id null, urgency defaults to medium', async () => {
    const { urgency: _u, ...rest } = quote;
    const res = await post('quote', { ...rest, amount: '1' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<Record<string, unknown>>(
      sql`select user_id, urgency, amount::text as amount from quote_requests where id = ${id}`,
    );
    expect(row).toEqual({ user_id: null, urgency: 'medium', amount: '1.00' });
  });

  it('refuses amount 0.99 and equal currencies, writing nothing', async () => {
    const before = await count('quote_requests');
    const a = await post('quote', { ...quote, amount: '0.99' });
    expect(a.status).toBe(400);
    expect(
      ((await a.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ amount: 'Minimum amount is 1' });
    const b = await post('quote', { ...quote, currencyTo: 'USD' });
    expect(b.status).toBe(400);
    expect(
      ((await b.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      currencyTo: 'Choose a different currency to convert to',
    });
    expect(await count('quote_requests')).toBe(before);
  });
});

describe('POST /api/requests/inquiry', () => {
  it('stores the row with inquiry_type defaulting to general', async () => {
    const res = await post('inquiry', {
      name: 'Zanele',
      email: 'z@example.com',
      subject: 'Payout\r\nBcc: x@evil.test',
      message: ' Hello\nthere ',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<Record<string, unknown>>(sql`
      select user_id, name, email, phone, company, subject, inquiry_type, message from inquiries where id = ${id}`);
    expect(row).toEqual({
      user_id: null,
      name: 'Zanele',
      email: 'z@example.com',
      phone: null,
      company: null,
      subject: 'Payout Bcc: x@evil.test',
      inquiry_type: 'general',
      message: 'Hello\nthere',
    });
    const [mail] = await rows<{ subject: string }>(
      sql`select subject from mail_outbox where kind = 'support_inquiry'`,
    );
    expect(mail!.subject).toBe('New Support Request: Payout Bcc: x@evil.test');
  });

  it('keeps the chosen type and the signed-in user', async () => {
    const res = await post(
      'inquiry',
      {
        name: 'C',
        email: client.email,
        subject: 'Fees',
        message: 'Question',
        inquiryType: 'billing',
      },
      { cookie: client.cookie },
    );
    const { id } = (await res.json()) as { id: string };
    const [row] = await rows<Record<string, unknown>>(
      sql`select user_id, inquiry_type from inquiries where id = ${id}`,
    );
    expect(row).toEqual({ user_id: client.id, inquiry_type: 'billing' });
  });

  it('refuses missing required fields', async () => {
    const before = await count('inquiries');
    const res = await post('inquiry', { name: 'x', email: 'x@y.co', subject: '', message: '' });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ subject: 'Required', message: 'Required' });
    expect(await count('inquiries')).toBe(before);
  });
});

describe('POST /api/requests/application and GET /api/jobs', () => {
  const letter = 'I have spent eight years pricing East African FX for corporates and banks.';

  it('GET /api/jobs lists active jobs newest first with the spec fields', async () => {
    const res = await s.request('/api/jobs');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = (await res.json()) as {
      jobs: { id: string; isActive: boolean; createdAt: string; title: string }[];
    };
    expect(body.jobs.length).toBeGreaterThan(0);
    expect(body.jobs.every((j) => j.isActive)).toBe(true);
    const dates = body.jobs.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(body.jobs[0]!).sort()).toEqual(
      [
        'createdAt',
        'department',
        'description',
        'employmentType',
        'id',
        'isActive',
        'language',
        'location',
        'requirements',
        'responsibilities',
        'salaryRange',
        'title',
      ].sort(),
    );
  });

  it('stores an application with user_id when signed in, null when not', async () => {
    const [job] = await s.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`is_active`)
      .limit(1);
    const signed = await post(
      'application',
      {
        jobId: job!.id,
        applicantName: ' Jo Banda ',
        applicantEmail: 'JO@example.com',
        applicantPhone: '',
        resumeUrl: '',
        coverLetter: letter,
      },
      { cookie: client.cookie },
    );
    expect(signed.status).toBe(201);
    const anon = await post('application', {
      jobId: null,
      applicantName: 'Open Applicant',
      applicantEmail: 'open@example.com',
      resumeUrl: 'https://cv.example.com/me.pdf',
      coverLetter: letter,
    });
    expect(anon.status).toBe(201);
    const got = await rows<Record<string, unknown>>(sql`
      select job_id, user_id, applicant_name, applicant_email, applicant_phone, resume_url, cover_letter from job_applications
      where id in (${((await signed.json()) as { id: string }).id}, ${((await anon.json()) as { id: string }).id}) order by applicant_name`);
    expect(got).toEqual([
      {
        job_id: job!.id,
        user_id: client.id,
        applicant_name: 'Jo Banda',
        applicant_email: 'jo@example.com',
        applicant_phone: null,
        resume_url: null,
        cover_letter: letter,
      },
      {
        job_id: null,
        user_id: null,
        applicant_name: 'Open Applicant',
        applicant_email: 'open@example.com',
        applicant_phone: null,
        resume_url: 'https://cv.example.com/me.pdf',
        cover_letter: letter,
      },
    ]);
  });

  it('refuses an application for a job that is not active, or does not exist', async () => {
    const [closed] = await s.database.db
      .insert(jobs)
      .values({
        title: 'Closed role',
        department: 'Ops',
        location: 'Lusaka',
        employmentType: 'full-time',
        description: 'x',
        isActive: false,
      })
      .returning({ id: jobs.id });
    const before = await count('job_applications');
    const res = await post('application', {
      jobId: closed!.id,
      applicantName: 'Jo',
      applicantEmail: 'jo@example.com',
      coverLetter: letter,
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'This position is no longer open for applications.',
    );
    const missing = await post('application', {
      jobId: '00000000-0000-4000-8000-000000000000',
      applicantName: 'Jo',
      applicantEmail: 'jo@example.com',
      coverLetter: letter,
    });
    expect(missing.status).toBe(404);
    expect(await count('job_applications')).toBe(before);
    // The inactive job is not listed either.
    const list = (await (await s.request('/api/jobs')).json()) as { jobs: { id: string }[] };
    expect(list.jobs.some((j) => j.id === closed!.id)).toBe(false);
  });

  it('refuses the spec boundaries with the spec messages', async () => {
    const res = await post('application', {
      applicantName: 'J',
      applicantEmail: 'x',
      coverLetter: letter.slice(0, 49),
      resumeUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      applicantName: 'Name must be at least 2 characters',
      applicantEmail: 'Valid email is required',
      coverLetter: 'Cover letter must be at least 50 characters',
      resumeUrl: 'Enter a valid URL starting with http:// or https://',
    });
  });
});

describe('abuse protection', () => {
  it('rate-limits each form per IP: at most 5 a minute, then 429 with a clear message', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    // 11 tries span at most two fixed one-minute windows, so at most 10 can pass.
    for (let i = 0; i < 11; i++) {
      const res = await post(
        'inquiry',
        { name: 'Rate', email: 'r@example.com', subject: `n${i}`, message: 'm' },
        { ip },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
          /Too many submissions/,
        );
        // When the sliding window lets the next one through, so the browser can say how long to
        // wait: the rest of this minute plus, past the limit, the share of the next minute the
        // extra hits still weigh (services/rate-limit.ts), so never beyond two windows.
        const retry = Number(res.headers.get('retry-after'));
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(120);
      }
    }
    expect(statuses.filter((x) => x === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, 5)).not.toContain(500);
    expect(statuses).toContain(429);
    // Another form from the same address has its own budget.
    expect(
      (await post('consultation', { name: 'Other form', email: 'o@example.com' }, { ip })).status,
    ).toBe(201);
  });

  it("reads the admin's form limits from the platform settings (per minute, then per day)", async () => {
    const setLimits = async (perMinute: number, perDay: number) => {
      const res = await s.request('/api/admin/settings/platform', {
        method: 'PUT',
        json: { 'forms.rateLimitPerMinute': perMinute, 'forms.rateLimitPerDay': perDay },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
    };
    await setLimits(2, 3);
    try {
      const ip = '198.51.100.42';
      const send = (i: number) =>
        post(
          'quote',
          {
            name: `Limit ${i}`,
            email: 'limit@example.com',
            currencyFrom: 'USD',
            currencyTo: 'KES',
            amount: '100',
          },
          { ip },
        );
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const third = await send(3);
      // Fixed one-minute windows: unless the minute turned just now, the third is over 2/minute.
      if (third.status === 429) {
        expect(((await third.json()) as { error: { message: string } }).error.message).toBe(
          'Too many submissions from your network. Please wait a minute and try again.',
        );
      } else expect(third.status).toBe(201);
      // The fourth is over 3 a day whatever the minute: the message says so.
      const fourth = await send(4);
      expect(fourth.status).toBe(429);
      expect(((await fourth.json()) as { error: { message: string } }).error.message).toBe(
        'Too many submissions from your network today. Please try again tomorrow or call us.',
      );
      // Raising the limit applies at once (read on every submission).
      await setLimits(100, 1000);
      expect((await send(5)).status).toBe(201);
    } finally {
      await setLimits(5, 50);
    }
  });

  it('honeypot filled: answered like a success, nothing stored or mailed', async () => {
    const before = await count('inquiries');
    const outbox = await count('mail_outbox');
    const res = await post('inquiry', {
      name: 'Bot',
      email: 'bot@example.com',
      subject: 'Buy',
      message: 'spam',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(await count('inquiries')).toBe(before);
    expect(await count('mail_outbox')).toBe(outbox);
  });

  it('refuses bodies over the size limit', async () => {
    const res = await post('inquiry', {
      name: 'Big',
      email: 'b@example.com',
      subject: 'x',
      message: 'y'.repeat(40_000),
    });
    expect(res.status).toBe(413);
  });

  it('admins with the flag off get no mail; several admins each get one', async () => {
    const second = await s.createUser({ role: 'admin' });
    await s.database.db.execute(
      sql`update admin_settings set email_notifications_quote = false where user_id = ${admin.id}`,
    );
    const res = await post('quote', {
      name: 'Flags',
      email: 'f@example.com',
      currencyFrom: 'EUR',
      currencyTo: 'KES',
      amount: 10,
    });
    expect(res.status).toBe(201);
    const to = await rows<{ to_address: string }>(sql`
      select to_address from mail_outbox where kind = 'quote_request' and text_body like '%f@example.com%'`);
    expect(to.map((r) => r.to_address)).toEqual([second.email]);
    const inq = await post('inquiry', {
      name: 'Flags',
      email: 'g@example.com',
      subject: 'Two admins',
      message: 'm',
    });
    expect(inq.status).toBe(201);
    const to2 = await rows<{ to_address: string }>(sql`
      select to_address from mail_outbox where kind = 'support_inquiry' and subject = 'New Support Request: Two admins' order by to_address`);
    expect(to2.map((r) => r.to_address)).toEqual([admin.email, second.email].sort());
  });
});
