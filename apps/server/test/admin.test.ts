/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in assertions; shapes are checked by the expectations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  consultationRequests,
  inquiries,
  jobApplications,
  quoteRequests,
} from '../src/db/schema/index.ts';
import { readPlatformSetting, spreadBpsFor } from '../src/services/platform-settings.ts';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';

let s: TestServer;
let admin: TestUser;
let client: TestUser;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin', firstName: 'Ada' });
  client = await s.createUser({ firstName: 'Cleo' });
});
afterAll(async () => {
  await s.close();
});

async function json<T = any>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return text ? JSON.parse(text) : (undefined as T);
}
const get = (path: string, cookie = admin.cookie) => s.request(path, { cookie });
const send = (method: string, path: string, body: unknown, cookie = admin.cookie) =>
  s.request(path, { method, json: body, cookie });
const auditRows = (action: string) =>
  queryRows<{ actor_id: string; target_id: string; before: any; after: any; ip: string }>(
    s.database.db,
    sql`select * from audit_log where action = ${action} order by id`,
  );

describe('requests inbox', () => {
  let quoteId: string;
  beforeAll(async () => {
    const db = s.database.db;
    await db.insert(consultationRequests).values({
      name: 'Amina Otieno',
      email: 'amina@acme.co',
      company: 'Acme Ltd',
      message: 'Treasury call please',
    });
    const [q] = await db
      .insert(quoteRequests)
      .values({
        name: 'Kofi Mensah',
        email: 'kofi@example.com',
        currencyFrom: 'USD',
        currencyTo: 'KES',
        amount: '2500.00',
        urgency: 'high',
      })
      .returning();
    quoteId = q!.id;
    await db.insert(inquiries).values({
      name: 'Zara',
      email: 'zara@example.com',
      subject: 'Login help',
      inquiryType: 'account',
      message: 'Cannot sign in',
      status: 'closed',
    });
    await db.insert(jobApplications).values({
      applicantName: 'Juma',
      applicantEmail: 'juma@example.com',
      coverLetter: 'x'.repeat(60),
    });
  });

  it('lists all four kinds newest first, filters by type, status and search', async () => {
    const all = await json(get('/api/admin/requests'));
    expect(all.items.map((i: any) => i.type).sort()).toEqual([
      'application',
      'consultation',
      'inquiry',
      'quote',
    ]);
    const quotes = await json(get('/api/admin/requests?type=quote'));
    expect(quotes.items).toHaveLength(1);
    expect(quotes.items[0].summary).toBe('2,500.00 USD → KES · high urgency');
    const closed = await json(get('/api/admin/requests?status=closed'));
    expect(closed.items.map((i: any) => i.name)).toEqual(['Zara']);
    const byCompany = await json(get('/api/admin/requests?q=acme'));
    expect(byCompany.items.map((i: any) => i.email)).toEqual(['amina@acme.co']);
    const literalPercent = await json(get('/api/admin/requests?q=%25'));
    expect(literalPercent.items).toEqual([]);
    const bad = await json(get('/api/admin/requests?type=nope'), 400);
    expect(bad.error.fields.type).toBeTruthy();
  });

  it('paginates with a cursor and no row repeats or is skipped', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await json(
        get(`/api/admin/requests?limit=1${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.items.map((i: any) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    await json(get('/api/admin/requests?cursor=garbage'), 400);
  });

  it('filters by date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await json(get(`/api/admin/requests?from=${today}&to=${today}`))).items).toHaveLength(
      4,
    );
    expect((await json(get('/api/admin/requests?to=2000-01-01'))).items).toHaveLength(0);
  });

  it('shows every field, moves new → in progress → closed with a note, audited', async () => {
    const detail = await json(get(`/api/admin/requests/quote/${quoteId}`));
    expect(detail.status).toBe('new');
    expect(detail.fields.find((f: any) => f.key === 'amount').value).toBe('2500.00');
    expect(detail.fields.map((f: any) => f.key)).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'company',
        'phone',
        'currencyFrom',
        'currencyTo',
        'urgency',
        'message',
      ]),
    );

    await json(
      send('PATCH', `/api/admin/requests/quote/${quoteId}`, {
        status: 'in_progress',
        assignedTo: admin.id,
      }),
    );
    const note = await json(
      send('POST', `/api/admin/requests/quote/${quoteId}/notes`, { body: 'Called the client.' }),
      201,
    );
    expect(note.authorName).toBe('Ada User');
    await json(send('PATCH', `/api/admin/requests/quote/${quoteId}`, { status: 'closed' }));
    const after = await json(get(`/api/admin/requests/quote/${quoteId}`));
    expect(after.status).toBe('closed');
    expect(after.assigneeName).toBe('Ada User');
    expect(after.notes[0]).toMatchObject({ body: 'Called the client.', authorId: admin.id });
    expect(Date.parse(after.notes[0].createdAt)).not.toBeNaN();

    const updates = await auditRows('request.update');
    expect(updates.at(-1)).toMatchObject({
      actor_id: admin.id,
      target_id: quoteId,
      before: { status: 'in_progress' },
      after: { status: 'closed' },
    });
    expect(updates.at(-1)!.ip).toBeTruthy();
  });

  it('refuses an illegal move, an empty note, a non-admin assignee and unknown ids', async () => {
    const [c] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from inquiries limit 1`,
    );
    const refused = await json(
      send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { status: 'new' }),
      409,
    );
    expect(refused.error.fields.status).toBeTruthy();
    const empty = await json(
      send('POST', `/api/admin/requests/inquiry/${c!.id}/notes`, { body: '   ' }),
      400,
    );
    expect(empty.error.fields.body).toBe('Write a note first');
    await json(
      send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { assignedTo: client.id }),
      400,
    );
    await json(get('/api/admin/requests/quote/00000000-0000-4000-8000-000000000000'), 404);
    await json(get('/api/admin/requests/other/00000000-0000-4000-8000-000000000000'), 404);
    await json(
      send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { status: 'in_progress', extra: 1 }),
      400,
    );
  });

  it('answers a quote request with an email through the outbox', async () => {
    const [q] = await s.database.db
      .insert(quoteRequests)
      .values({
        name: 'Lerato <b>',
        email: 'lerato@example.com',
        currencyFrom: 'USD',
        currencyTo: 'ZAR',
        amount: '1000.00',
      })
      .returning();
    const sent = await json(
      send('POST', `/api/admin/requests/quote/${q!.id}/quote`, {
        rate: '18.25',
        validHours: 24,
        message: 'Call us to lock it.',
      }),
      201,
    );
    expect(sent).toMatchObject({ status: 'in_progress', converted: '18250.00' });
    const [mail] = await queryRows<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
    }>(s.database.db, sql`select * from mail_outbox where kind = 'quote_reply'`);
    expect(mail!.to_address).toBe('lerato@example.com');
    expect(mail!.text_body).toContain('18250.00 ZAR');
    expect(mail!.html_body).toContain('Lerato &lt;b&gt;');
    const detail = await json(get(`/api/admin/requests/quote/${q!.id}`));
    expect(detail.replies).toHaveLength(1);
    expect(detail.notes[0].body).toContain('Quote sent');
    await json(
      send('POST', `/api/admin/requests/quote/${q!.id}/quote`, { rate: '-1', validHours: 24 }),
      400,
    );
    const [c] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from consultation_requests limit 1`,
    );
    await json(
      send('POST', `/api/admin/requests/consultation/${c!.id}/quote`, { rate: '1', validHours: 1 }),
      404,
    );
  });

  it('exports the filtered list as CSV with formulas defused', async () => {
    await s.database.db
      .insert(inquiries)
      .values({ name: '=HYPERLINK("x")', email: 'evil@example.com', subject: 'x', message: 'x' });
    const res = await get('/api/admin/requests/export.csv?type=inquiry');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('type,id,created_at,status,name,email,company,summary,assigned_to');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('dashboard', () => {
  it('counts come from the database', async () => {
    const before = await json(get('/api/admin/dashboard'));
    await s.database.db
      .insert(consultationRequests)
      .values({ name: 'New One', email: 'n@example.com' });
    const after = await json(get('/api/admin/dashboard'));
    expect(after.requests.consultation.today).toBe(before.requests.consultation.today + 1);
    expect(after.requests.consultation.days30).toBe(before.requests.consultation.days30 + 1);
    expect(after.newClients.days30).toBeGreaterThanOrEqual(1);
    expect(after.requestsPerDay).toHaveLength(30);
    // Funding figures come from the ledger's tables.
    expect(typeof after.pendingDeposits).toBe('number');
    await s.database.db.execute(
      sql`insert into deposits (user_id, currency, method, reference) values (${client.id}, 'KES', 'bank', 'DEP-ADMIN-TEST')`,
    );
    const withDeposit = await json(get('/api/admin/dashboard'));
    expect(withDeposit.pendingDeposits).toBe(after.pendingDeposits + 1);
    expect(typeof withDeposit.pendingWithdrawals).toBe('number');
    const today = after.requestsPerDay.at(-1);
    expect(today.consultation).toBe(after.requests.consultation.today);
  });
});

describe('settings', () => {
  it('saves my notification preferences, audited', async () => {
    const start = await json(get('/api/admin/settings'));
    expect(start.notifications).toEqual({
      emailNotificationsConsultation: true,
      emailNotificationsQuote: true,
      emailNotificationsApplication: true,
    });
    await json(
      send('PUT', '/api/admin/settings/notifications', {
        emailNotificationsConsultation: false,
        emailNotificationsQuote: true,
        emailNotificationsApplication: false,
      }),
    );
    const now = await json(get('/api/admin/settings'));
    expect(now.notifications.emailNotificationsConsultation).toBe(false);
    const [row] = await queryRows<{ email_notifications_consultation: boolean }>(
      s.database.db,
      sql`select * from admin_settings where user_id = ${admin.id}`,
    );
    expect(row!.email_notifications_consultation).toBe(false);
    expect((await auditRows('settings.notifications')).length).toBe(1);
    await json(
      send('PUT', '/api/admin/settings/notifications', { emailNotificationsConsultation: 'yes' }),
      400,
    );
  });

  it('validates and audits platform settings that other features read', async () => {
    const start = await json(get('/api/admin/settings'));
    expect(start.platform['trading.spreadBps']).toBe(50);
    const saved = await json(
      send('PUT', '/api/admin/settings/platform', {
        'trading.spreadBps': 40,
        'trading.spreadBpsByPair': { 'USD-KES': 25 },
        'trading.quoteValiditySeconds': 45,
      }),
    );
    expect(saved.platform['trading.quoteValiditySeconds']).toBe(45);
    expect(await spreadBpsFor(s.database.db, 'USD-KES')).toBe(25);
    expect(await spreadBpsFor(s.database.db, 'USD-NGN')).toBe(40);
    expect(await readPlatformSetting(s.database.db, 'forms.rateLimitPerMinute')).toBe(5);
    const [entry] = await auditRows('settings.platform');
    expect(entry!.before).toMatchObject({ 'trading.spreadBps': 50 });
    expect(entry!.after).toMatchObject({ 'trading.spreadBps': 40 });

    const bad = await json(
      send('PUT', '/api/admin/settings/platform', { 'trading.spreadBps': -3 }),
      400,
    );
    expect(bad.error.fields['trading.spreadBps']).toBe('At least 0');
    await json(
      send('PUT', '/api/admin/settings/platform', { 'trading.spreadBpsByPair': { usdkes: 1 } }),
      400,
    );
    await json(send('PUT', '/api/admin/settings/platform', { 'unknown.key': 1 }), 400);
    await json(send('PUT', '/api/admin/settings/platform', { 'forms.rateLimitPerDay': 2 }), 400);
  });
});

describe('users and roles', () => {
  it('lists and searches users and shows one in detail', async () => {
    const list = await json(get(`/api/admin/users?q=${encodeURIComponent(client.email)}`));
    expect(list.items.map((u: any) => u.id)).toEqual([client.id]);
    const detail = await json(get(`/api/admin/users/${client.id}`));
    expect(detail).toMatchObject({
      email: client.email,
      role: 'client',
      emailVerified: true,
      twoFactorEnabled: false,
      firstName: 'Cleo',
      disabledAt: null,
    });
    expect(detail.activeSessions).toBeGreaterThanOrEqual(1);
    expect(detail.balances).toEqual([]);
    // A balance appears as soon as the ledger holds an account for the client.
    await s.database.db.execute(
      sql`insert into ledger_accounts (kind, user_id, currency, balance) values ('client', ${client.id}, 'KES', '1250.5000')`,
    );
    const withWallet = await json(get(`/api/admin/users/${client.id}`));
    expect(withWallet.balances).toEqual([{ currency: 'KES', balance: '1250.5000' }]);
    await json(get('/api/admin/users/nobody'), 404);
    const p1 = await json(get('/api/admin/users?limit=1'));
    const p2 = await json(get(`/api/admin/users?limit=1&cursor=${p1.nextCursor}`));
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
  });

  it('grants admin (with a settings row) and the new admin can enter; the last admin cannot be removed', async () => {
    const other = await s.createUser({ firstName: 'Promoted' });
    await json(get('/api/admin/dashboard', other.cookie), 403);
    await json(send('PUT', `/api/admin/users/${other.id}/role`, { role: 'admin' }));
    await json(get('/api/admin/dashboard', other.cookie));
    const [row] = await queryRows(
      s.database.db,
      sql`select * from admin_settings where user_id = ${other.id}`,
    );
    expect(row).toBeTruthy();
    expect((await auditRows('user.grant_admin')).at(-1)).toMatchObject({
      target_id: other.id,
      before: { role: 'client' },
      after: { role: 'admin' },
    });

    // Revoke the other one; then the sole remaining admin cannot remove their own role.
    await json(send('PUT', `/api/admin/users/${other.id}/role`, { role: 'client' }));
    await json(get('/api/admin/dashboard', other.cookie), 403);
    const refused = await json(
      send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'client' }),
      409,
    );
    expect(refused.error.message).toContain('At least one admin must remain');
    await json(get('/api/admin/dashboard'));
  });

  it('disabling ends the sessions at once; re-enabling lets the user sign in again', async () => {
    const victim = await s.createUser();
    expect((await s.request('/api/admin/users', { cookie: victim.cookie })).status).toBe(403);
    await json(
      send('POST', `/api/admin/users/${victim.id}/disable`, { reason: 'Suspected fraud' }),
    );
    const [n] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from session where user_id = ${victim.id}`,
    );
    expect(Number(n!.n)).toBe(0);
    const meAfter = await s.request('/api/admin/users', { cookie: victim.cookie });
    expect(meAfter.status).toBe(401);
    // Even a fresh sign-in gives no usable session while the account is disabled.
    const retry = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: victim.email, password: victim.password },
    });
    expect(retry.status).toBe(403);
    // A code the browser words as "Account disabled" (lib/error-messages.ts).
    expect(((await retry.clone().json()) as { code?: string }).code).toBe('ACCOUNT_DISABLED');
    const retryCookie = retry.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await s.request('/api/admin/users', { cookie: retryCookie })).status).toBe(401);
    await json(send('POST', `/api/admin/users/${victim.id}/disable`, { reason: '' }), 400);
    await json(send('POST', `/api/admin/users/${admin.id}/disable`, { reason: 'myself' }), 409);
    await json(send('POST', `/api/admin/users/${victim.id}/enable`, {}));
    const cookie = await s.signIn(victim.email, victim.password);
    expect((await s.request('/api/admin/users', { cookie })).status).toBe(403);
    expect((await auditRows('user.disable')).at(-1)!.after).toMatchObject({
      reason: 'Suspected fraud',
    });
  });
});

describe('jobs', () => {
  it('creates, edits, deactivates and reactivates an opening, audited', async () => {
    const input = {
      title: 'FX Dealer',
      department: 'Treasury',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      salaryRange: '',
      description: 'Price and execute client FX flows across African corridors.',
      requirements: ['3+ years dealing', ''],
      responsibilities: ['Quote clients'],
    };
    const { job } = await json(send('POST', '/api/admin/jobs', input), 201);
    expect(job).toMatchObject({
      title: 'FX Dealer',
      salaryRange: null,
      requirements: ['3+ years dealing'],
      isActive: true,
    });
    const edited = await json(
      send('PUT', `/api/admin/jobs/${job.id}`, { ...input, title: 'Senior FX Dealer' }),
    );
    expect(edited.job.title).toBe('Senior FX Dealer');
    await json(send('PATCH', `/api/admin/jobs/${job.id}/active`, { isActive: false }));
    const list = await json(get('/api/admin/jobs'));
    expect(list.jobs.find((j: any) => j.id === job.id).isActive).toBe(false);
    const [row] = await queryRows<{ is_active: boolean }>(
      s.database.db,
      sql`select is_active from jobs where id = ${job.id}`,
    );
    expect(row!.is_active).toBe(false);
    expect((await auditRows('job.update')).at(-1)).toMatchObject({
      before: { title: 'FX Dealer' },
      after: { title: 'Senior FX Dealer' },
    });
    const bad = await json(
      send('POST', '/api/admin/jobs', { ...input, title: 'x', employmentType: 'gig' }),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      title: 'Title must be at least 2 characters',
      employmentType: 'Choose an employment type',
    });
    await json(send('PUT', '/api/admin/jobs/00000000-0000-4000-8000-000000000000', input), 404);
  });
});

describe('audit log', () => {
  it('is searchable and pages by id', async () => {
    const all = await json(get('/api/admin/audit?limit=2'));
    expect(all.items).toHaveLength(2);
    expect(all.items[0].id).toBeGreaterThan(all.items[1].id);
    const next = await json(get(`/api/admin/audit?limit=2&cursor=${all.nextCursor}`));
    expect(next.items[0].id).toBeLessThan(all.items[1].id);
    const jobsOnly = await json(get('/api/admin/audit?q=job.'));
    expect(jobsOnly.items.length).toBeGreaterThan(0);
    expect(jobsOnly.items.every((i: any) => i.action.startsWith('job.'))).toBe(true);
    const byAction = await json(get('/api/admin/audit?action=user.disable'));
    expect(byAction.items[0]).toMatchObject({ actorEmail: admin.email, targetType: 'user' });
    const { actions } = await json(get('/api/admin/audit/actions'));
    expect(actions).toContain('settings.platform');
  });

  it('has no way to change or delete entries', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await send(method, '/api/admin/audit', {});
      expect(res.status).toBe(404);
    }
  });
});
