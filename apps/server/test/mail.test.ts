import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { deliverDueMail, deliverOutbox, retryDelayMs } from '../src/services/mail/worker.ts';
import { createMailTransport } from '../src/services/mail/transport.ts';
import { clientMail } from '../src/services/mail/client-mail.ts';
import { logger } from '../src/lib/logger.ts';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { freePort, header, part, startSmtp, type Received } from './smtp-helpers.ts';

// Issue 4: notifications reach the admins through a REAL SMTP server on loopback, survive the
// SMTP server going away, and are delivered exactly once when it is back.

let s: TestServer;
let admin: TestUser;
let port: number;
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;
const FAST = { baseDelayMs: 20 };

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtp(port, received);
  s = await createTestServer({
    seedContent: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mizani <no-reply@mizani.test>' },
  });
  admin = await s.createUser({ role: 'admin' });
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

let ip = 0;
const post = (path: string, json: unknown) =>
  s.request(`/api/requests/${path}`, { method: 'POST', json, ip: `192.0.2.${++ip}` });

const outbox = () =>
  queryRows<{
    id: number;
    status: string;
    attempts: number;
    last_error: string | null;
    subject: string;
  }>(
    s.database.db,
    sql`select id, status, attempts, last_error, subject from mail_outbox order by id`,
  );

async function deliverUntil(pred: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out; received: ${received.map((m) => header(m.raw, 'Subject')).join(', ')}`,
      );
    await deliverOutbox(s.deps, FAST);
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe('admin notification mail over SMTP', () => {
  it('delivers each form notification to the admin with an escaped HTML part and a plain-text part', async () => {
    const evil = '<script>alert("x")</script> & Co';
    const [job] = await queryRows<{ id: string; title: string }>(
      s.database.db,
      sql`select id, title from jobs where is_active limit 1`,
    );
    expect(
      (
        await post('consultation', {
          name: 'Amina <b>Otieno</b>',
          email: 'amina@example.com',
          company: evil,
          message: 'Call me',
        })
      ).status,
    ).toBe(201);
    const quoteRes = await post('quote', {
      name: 'Kofi',
      email: 'kofi@example.com',
      currencyFrom: 'USD',
      currencyTo: 'NGN',
      amount: '1500.25',
      urgency: 'high',
      company: evil,
    });
    expect(quoteRes.status).toBe(201);
    const { reference: quoteRef } = (await quoteRes.json()) as { reference: string };
    expect(quoteRef).toMatch(/^QT-[0-9A-F]{8}$/);
    expect(
      (
        await post('inquiry', {
          name: 'Zanele',
          email: 'z@example.com',
          subject: 'Refund <now>\r\nBcc: victim@example.com',
          message: evil,
          inquiryType: 'billing',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('application', {
          jobId: job!.id,
          applicantName: 'Jo <i>Banda</i>',
          applicantEmail: 'jo@example.com',
          coverLetter: `${evil} `.repeat(5),
        })
      ).status,
    ).toBe(201);

    // Four admin notifications and four acknowledgements to the requesters.
    await deliverUntil(() => received.length >= 8);
    const bySubject = (subject: string) => {
      const hits = received.filter((m) => header(m.raw, 'Subject') === subject);
      expect(hits, subject).toHaveLength(1);
      return hits[0]!;
    };

    const consultation = bySubject('New Consultation Request');
    expect(consultation.to).toEqual([admin.email]);
    expect(header(consultation.raw, 'From')).toContain('no-reply@mizani.test');
    const chtml = part(consultation.raw, 'text/html');
    expect(chtml).toContain('Amina &lt;b&gt;Otieno&lt;/b&gt;');
    expect(chtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(chtml).not.toContain('<script>');
    expect(chtml).not.toContain('<b>Otieno');
    const ctext = part(consultation.raw, 'text/plain');
    expect(ctext).toContain('Name: Amina <b>Otieno</b>');
    expect(ctext).toContain('Email: amina@example.com');
    expect(ctext).toContain('Call me');

    const quote = bySubject('New Quote Request');
    expect(quote.to).toEqual([admin.email]);
    const qtext = part(quote.raw, 'text/plain');
    // Grouped amounts and the fee terms in force (issue 16).
    expect(qtext).toContain('Amount: 1,500.25 USD');
    expect(qtext).toContain('Urgency: High (Urgent, same day)');
    expect(qtext).toContain(
      'Fee terms now: spread 0.50% on the market rate, conversion fee 0.10% of the amount sold',
    );
    expect(part(quote.raw, 'text/html')).not.toContain('<script>');

    // The subject is one line: the visitor's line break became a space, no Bcc header exists.
    const inquiry = bySubject('New Support Request: Refund <now> Bcc: victim@example.com');
    expect(inquiry.to).toEqual([admin.email]);
    expect(header(inquiry.raw, 'Bcc')).toBeUndefined();
    expect(inquiry.raw).not.toMatch(/^Bcc:/im);
    const ihtml = part(inquiry.raw, 'text/html');
    expect(ihtml).toContain('Refund &lt;now&gt;');
    expect(ihtml).not.toContain('<script>');
    expect(part(inquiry.raw, 'text/plain')).toContain('Type: Billing Question');

    const application = bySubject(`New Job Application: ${job!.title}`);
    expect(application.to).toEqual([admin.email]);
    expect(part(application.raw, 'text/html')).toContain('Jo &lt;i&gt;Banda&lt;/i&gt;');

    // Each requester gets an acknowledgement with the reference the form answered.
    const ack = (to: string, what: string) => {
      const hits = received.filter((m) => m.to[0] === to);
      expect(hits, to).toHaveLength(1);
      expect(header(hits[0]!.raw, 'Subject')).toMatch(
        new RegExp(`^We received your ${what} \\((CN|QT|SU|JA)-[0-9A-F]{8}\\)$`),
      );
      return hits[0]!;
    };
    const quoteAck = ack('kofi@example.com', 'quote request');
    expect(header(quoteAck.raw, 'Subject')).toBe(`We received your quote request (${quoteRef})`);
    const qack = part(quoteAck.raw, 'text/plain');
    expect(qack).toContain(`Reference: ${quoteRef}`);
    expect(qack).toContain('Amount: 1,500.25 USD');
    expect(qack).toContain('What happens next:');
    const cack = part(ack('amina@example.com', 'consultation request').raw, 'text/html');
    expect(cack).toContain('Amina &lt;b&gt;Otieno&lt;/b&gt;');
    expect(cack).not.toContain('<b>Otieno');
    expect(part(ack('amina@example.com', 'consultation request').raw, 'text/plain')).toContain(
      "We'll contact you within 24 hours to confirm your consultation.",
    );
    expect(part(ack('z@example.com', 'message').raw, 'text/html')).not.toContain('<script>');
    ack('jo@example.com', 'job application');

    const rows = await outbox();
    expect(
      rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.last_error === null),
    ).toBe(true);
  });

  it('SMTP down: submissions still succeed, the outbox keeps them, and they arrive once each when it is back', async () => {
    await smtp!.close();
    smtp = null;
    const before = received.length;

    const started = Date.now();
    expect(
      (await post('consultation', { name: 'While Down', email: 'down1@example.com' })).status,
    ).toBe(201);
    expect(
      (
        await post('quote', {
          name: 'While Down',
          email: 'down2@example.com',
          currencyFrom: 'GBP',
          currencyTo: 'KES',
          amount: 99,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('inquiry', {
          name: 'While Down',
          email: 'down3@example.com',
          subject: 'Down',
          message: 'm',
        })
      ).status,
    ).toBe(201);
    // The visitor never waits for mail.
    expect(Date.now() - started).toBeLessThan(5_000);

    // Three admin notifications and three acknowledgements.
    const result = await deliverOutbox(s.deps, FAST);
    expect(result.retried).toBe(6);
    let pending = (await outbox()).filter((r) => r.status !== 'sent');
    expect(pending).toHaveLength(6);
    for (const r of pending) {
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    // A second attempt while still down backs off further and keeps the messages.
    await new Promise((r) => setTimeout(r, 40));
    await deliverOutbox(s.deps, FAST);
    pending = (await outbox()).filter((r) => r.status !== 'sent');
    expect(pending.every((r) => r.status === 'pending' && r.attempts === 2)).toBe(true);
    expect(received.length).toBe(before);

    smtp = await startSmtp(port, received);
    await deliverUntil(() => received.length >= before + 6);
    // More passes must not send anything twice.
    await new Promise((r) => setTimeout(r, 100));
    await deliverOutbox(s.deps, FAST);
    await deliverOutbox(s.deps, FAST);
    const late = received.slice(before);
    expect(
      late
        .map((m) => header(m.raw, 'Subject')!.replace(/\((CN|QT|SU)-[0-9A-F]{8}\)/, '(ref)'))
        .sort(),
    ).toEqual(
      [
        'New Consultation Request',
        'New Quote Request',
        'New Support Request: Down',
        'We received your consultation request (ref)',
        'We received your quote request (ref)',
        'We received your message (ref)',
      ].sort(),
    );
    const rows = await outbox();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('two workers racing over the same outbox deliver each message exactly once', async () => {
    const before = received.length;
    for (let i = 0; i < 6; i++) {
      expect(
        (
          await post('inquiry', {
            name: 'Race',
            email: `race${i}@example.com`,
            subject: `Race ${i}`,
            message: 'm',
          })
        ).status,
      ).toBe(201);
    }
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`, logger);
    const ctx = { db: s.database.db, transport, from: 'Mizani <no-reply@mizani.test>', logger };
    await Promise.all([
      deliverDueMail(ctx, { batchSize: 2 }),
      deliverDueMail(ctx, { batchSize: 2 }),
      deliverOutbox(s.deps, { batchSize: 2 }),
    ]);
    // Six admin notifications and six acknowledgements, each once.
    await deliverUntil(() => received.length >= before + 12);
    await deliverOutbox(s.deps);
    transport.close();
    const late = received.slice(before);
    expect(late).toHaveLength(12);
    const subjects = late
      .filter((m) => m.to[0] === admin.email)
      .map((m) => header(m.raw, 'Subject'));
    expect(subjects.sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `New Support Request: Race ${i}`),
    );
    expect(
      late
        .filter((m) => m.to[0]!.startsWith('race'))
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5].map((i) => `race${i}@example.com`));
  });

  it('a mail stored as its content is rendered when sent, escaped, and kept as sent', async () => {
    // What a batch of credits stores (migration 0052): the figures and sentences, no body yet.
    const input = {
      locale: 'fr' as const,
      subject: 'Dépôt crédité',
      heading: 'Votre dépôt est arrivé',
      intro: 'Nous avons crédité 75,50 EUR.',
      rows: [['Référence', 'DEP-<b>ABCD</b>'] as [string, string]],
      next: ['Disponible tout de suite.'],
      link: { url: 'https://mizani.test/dashboard?tab=wallet', label: 'Ouvrir le portefeuille' },
    };
    await s.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, subject, mail_input)
      values ('deposit_credited', 'later@example.com', ${input.subject}, ${JSON.stringify(input)}::jsonb)`);
    await expect(
      s.database.db.execute(sql`
        insert into mail_outbox (kind, to_address, subject) values ('x', 'x@example.com', 'No body')`),
    ).rejects.toThrow();
    await deliverUntil(() => received.some((m) => m.to[0] === 'later@example.com'));
    const sent = received.find((m) => m.to[0] === 'later@example.com')!;
    const expected = clientMail(input);
    expect(part(sent.raw, 'text/plain').replace(/\r\n/g, '\n')).toBe(expected.text);
    expect(part(sent.raw, 'text/html')).toContain('DEP-&lt;b&gt;ABCD&lt;/b&gt;');
    const [row] = await queryRows<{ status: string; text_body: string; html_body: string }>(
      s.database.db,
      sql`select status, text_body, html_body from mail_outbox where to_address = 'later@example.com'`,
    );
    expect(row).toEqual({ status: 'sent', text_body: expected.text, html_body: expected.html });
  });

  it('gives up after the last attempt and records the error', async () => {
    const failing = {
      kind: 'smtp' as const,
      send: async () => Promise.reject(new Error('550 mailbox unavailable')),
      close() {},
    };
    await s.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, subject, text_body, attempts) values ('test', 'x@example.com', 'Doomed', 'body', 9)`);
    const res = await deliverDueMail({
      db: s.database.db,
      transport: failing,
      from: 'x@example.com',
      logger,
    });
    expect(res.failed).toBe(1);
    const [row] = (await outbox()).filter((r) => r.subject === 'Doomed');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 10,
      last_error: '550 mailbox unavailable',
    });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('the background worker', () => {
  it('is registered with the server and delivers on its own within seconds', async () => {
    const withWorkers = await createTestServer({
      workers: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mizani <no-reply@mizani.test>' },
    });
    try {
      const boss = await withWorkers.createUser({ role: 'admin' });
      const res = await withWorkers.request('/api/requests/inquiry', {
        method: 'POST',
        json: { name: 'Worker', email: 'w@example.com', subject: 'By the worker', message: 'm' },
        ip: '192.0.2.201',
      });
      expect(res.status).toBe(201);
      const deadline = Date.now() + 10_000;
      let hit: Received | undefined;
      while (!hit && Date.now() < deadline) {
        hit = received.find(
          (m) => header(m.raw, 'Subject') === 'New Support Request: By the worker',
        );
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(hit?.to).toEqual([boss.email]);
    } finally {
      await withWorkers.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps the message in the outbox and logs it; the submission succeeds', async () => {
    const offline = await createTestServer();
    try {
      await offline.createUser({ role: 'admin' });
      const res = await offline.request('/api/requests/consultation', {
        method: 'POST',
        json: { name: 'Offline', email: 'off@example.com' },
        ip: '192.0.2.200',
      });
      expect(res.status).toBe(201);
      // The admin's notification and the requester's acknowledgement.
      const result = await deliverOutbox(offline.deps);
      expect(result).toEqual({ sent: 0, retried: 0, failed: 0, kept: 2 });
      const rows = await queryRows<{ status: string; attempts: number }>(
        offline.database.db,
        sql`select status, attempts from mail_outbox`,
      );
      expect(rows).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'pending', attempts: 0 },
      ]);
      // Not logged again on every pass.
      expect((await deliverOutbox(offline.deps)).kept).toBe(0);
    } finally {
      await offline.close();
    }
  });
});
