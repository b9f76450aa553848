import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  consultationRequests,
  inquiries,
  jobApplications,
  quoteRequests,
} from '../src/db/schema/index.ts';
import {
  requestReference,
  type ApiErrorBody,
  type RequestDetail,
  type RequestListResponse,
  type RequestNote,
} from '@mizani/shared';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// The admin requests inbox (/api/admin/requests): the four kinds of public request in one list,
// their workflow (status, assignee, notes), the quote reply and the CSV export.

const t = useServerWithUsers({ seedContent: true, adminFirstName: 'Ada', clients: ['Cleo'] });

describe('requests inbox', () => {
  let quoteId: string;
  beforeAll(async () => {
    const db = t.s.database.db;
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
    const all = await readJson<RequestListResponse>(t.get('/api/admin/requests'));
    expect(all.items.map((i) => i.type).sort()).toEqual([
      'application',
      'consultation',
      'inquiry',
      'quote',
    ]);
    const quotes = await readJson<RequestListResponse>(t.get('/api/admin/requests?type=quote'));
    expect(quotes.items).toHaveLength(1);
    expect(quotes.items[0]!.summary).toBe('2,500.00 USD → KES · high urgency');
    const closed = await readJson<RequestListResponse>(t.get('/api/admin/requests?status=closed'));
    expect(closed.items.map((i) => i.name)).toEqual(['Zara']);
    const byCompany = await readJson<RequestListResponse>(t.get('/api/admin/requests?q=acme'));
    expect(byCompany.items.map((i) => i.email)).toEqual(['amina@acme.co']);
    const literalPercent = await readJson<RequestListResponse>(t.get('/api/admin/requests?q=%25'));
    expect(literalPercent.items).toEqual([]);
    const bad = await readJson<ApiErrorBody>(t.get('/api/admin/requests?type=nope'), 400);
    expect(bad.error.fields!.type).toBeTruthy();
  });

  it('paginates with a cursor and no row repeats or is skipped', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: RequestListResponse = await readJson<RequestListResponse>(
        t.get(`/api/admin/requests?limit=1${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    await readJson(t.get('/api/admin/requests?cursor=garbage'), 400);
  });

  it('filters by date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await readJson<RequestListResponse>(t.get(`/api/admin/requests?from=${today}&to=${today}`)))
        .items,
    ).toHaveLength(4);
    expect(
      (await readJson<RequestListResponse>(t.get('/api/admin/requests?to=2000-01-01'))).items,
    ).toHaveLength(0);
  });

  it('shows every field, moves new → in progress → closed with a note, audited', async () => {
    const detail = await readJson<RequestDetail>(t.get(`/api/admin/requests/quote/${quoteId}`));
    expect(detail.status).toBe('new');
    expect(detail.fields.find((f) => f.key === 'amount')!.value).toBe('2500.00');
    expect(detail.fields.map((f) => f.key)).toEqual(
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

    await readJson(
      t.send('PATCH', `/api/admin/requests/quote/${quoteId}`, {
        status: 'in_progress',
        assignedTo: t.admin.id,
      }),
    );
    const note = await readJson<RequestNote>(
      t.send('POST', `/api/admin/requests/quote/${quoteId}/notes`, { body: 'Called the client.' }),
      201,
    );
    expect(note.authorName).toBe('Ada User');
    await readJson(t.send('PATCH', `/api/admin/requests/quote/${quoteId}`, { status: 'closed' }));
    const after = await readJson<RequestDetail>(t.get(`/api/admin/requests/quote/${quoteId}`));
    expect(after.status).toBe('closed');
    expect(after.assigneeName).toBe('Ada User');
    expect(after.notes[0]).toMatchObject({ body: 'Called the client.', authorId: t.admin.id });
    expect(Date.parse(after.notes[0]!.createdAt)).not.toBeNaN();

    const updates = await auditRows(t.s, 'request.update');
    expect(updates.at(-1)).toMatchObject({
      actor_id: t.admin.id,
      target_id: quoteId,
      before: { status: 'in_progress' },
      after: { status: 'closed' },
    });
    expect(updates.at(-1)!.ip).toBeTruthy();
  });

  it('refuses an illegal move, an empty note, a non-admin assignee and unknown ids', async () => {
    const [c] = await queryRows<{ id: string }>(
      t.s.database.db,
      sql`select id from inquiries limit 1`,
    );
    const refused = await readJson<ApiErrorBody>(
      t.send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { status: 'new' }),
      409,
    );
    expect(refused.error.fields!.status).toBeTruthy();
    const empty = await readJson<ApiErrorBody>(
      t.send('POST', `/api/admin/requests/inquiry/${c!.id}/notes`, { body: '   ' }),
      400,
    );
    expect(empty.error.fields!.body).toBe('Write a note first');
    await readJson(
      t.send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { assignedTo: t.client.id }),
      400,
    );
    await readJson(t.get('/api/admin/requests/quote/00000000-0000-4000-8000-000000000000'), 404);
    await readJson(t.get('/api/admin/requests/other/00000000-0000-4000-8000-000000000000'), 404);
    await readJson(
      t.send('PATCH', `/api/admin/requests/inquiry/${c!.id}`, { status: 'in_progress', extra: 1 }),
      400,
    );
  });

  it('answers a quote request with an email through the outbox', async () => {
    const [q] = await t.s.database.db
      .insert(quoteRequests)
      .values({
        name: 'Lerato <b>',
        email: 'lerato@example.com',
        currencyFrom: 'USD',
        currencyTo: 'ZAR',
        amount: '1000.00',
      })
      .returning();
    const sent = await readJson(
      t.send('POST', `/api/admin/requests/quote/${q!.id}/quote`, {
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
    }>(t.s.database.db, sql`select * from mail_outbox where kind = 'quote_reply'`);
    expect(mail!.to_address).toBe('lerato@example.com');
    // Grouped amounts, the fee terms stated, the request's reference (issue 16).
    expect(mail!.text_body).toContain('You send: 1,000.00 USD');
    expect(mail!.text_body).toContain('Rate: 1 USD = 18.25 ZAR');
    expect(mail!.text_body).toContain('You receive: 18,250.00 ZAR');
    expect(mail!.text_body).toContain('Fee: None deducted: the rate includes our margin');
    expect(mail!.text_body).toContain(`Reference: ${requestReference('quote', q!.id)}`);
    expect(mail!.text_body).toContain('Call us to lock it.');
    expect(mail!.html_body).toContain('Lerato &lt;b&gt;');
    const detail = await readJson<RequestDetail>(t.get(`/api/admin/requests/quote/${q!.id}`));
    expect(detail.replies).toHaveLength(1);
    expect(detail.notes[0]!.body).toContain('Quote sent');
    await readJson(
      t.send('POST', `/api/admin/requests/quote/${q!.id}/quote`, { rate: '-1', validHours: 24 }),
      400,
    );
    const [c] = await queryRows<{ id: string }>(
      t.s.database.db,
      sql`select id from consultation_requests limit 1`,
    );
    await readJson(
      t.send('POST', `/api/admin/requests/consultation/${c!.id}/quote`, {
        rate: '1',
        validHours: 1,
      }),
      404,
    );
  });

  it('exports the filtered list as CSV with formulas defused', async () => {
    await t.s.database.db
      .insert(inquiries)
      .values({ name: '=HYPERLINK("x")', email: 'evil@example.com', subject: 'x', message: 'x' });
    const res = await t.get('/api/admin/requests/export.csv?type=inquiry');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('type,id,created_at,status,name,email,company,summary,assigned_to');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
