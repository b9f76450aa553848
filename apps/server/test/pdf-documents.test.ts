import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { DOCUMENT_RATE } from '../src/services/documents/documents.ts';
import { D, formatRate, type ApiErrorBody, type Order } from '@mizani/shared';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { fundWallet, placeOrder } from './wallet-helpers.ts';

// PDF statements and order confirmations (issue 21): the bytes are read back with poppler's
// pdftotext and every amount and balance is compared with the CSV of the same month; page 1 is
// rendered with pdftoppm (a copy goes to .artifacts/pdf to look at); the verification reference
// printed on the PDF is looked up by an admin and matches the SHA-256 of the bytes received.

/** An issued document as the admin look-up answers it. */
type IssuedDocument = { document: Record<string, unknown> & { issuedAt: string } };
let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let orderId: string;
const month = new Date().toISOString().slice(0, 7);
const work = mkdtempSync(join(tmpdir(), 'mizani-pdf-'));
const artifacts = resolve(import.meta.dirname, '../../../.artifacts/pdf');
const DEPOSITS = 44; // enough movements for a second page

const fund = (user: TestUser, currency: string, amount: string) =>
  fundWallet(s, admin, user, currency, amount);

/** The PDF's text as poppler extracts it, one table row per line (-layout). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The CSV statement's rows of one currency: [type, reference, amount, balance]. */
async function csvRows(user: TestUser, currency: string) {
  const r = await s.request(`/api/reports/statement?month=${month}&format=csv`, {
    cookie: user.cookie,
  });
  expect(r.status).toBe(200);
  return (await r.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => JSON.parse(`[${line}]`) as string[])
    .filter((cells) => cells[0] === currency)
    .map((cells) => cells.slice(2));
}

const ungroup = (v: string) => v.replace(/,/g, '');

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin' });
  alice = await s.createUser({ firstName: 'Zoë Ọkafor' });
  bob = await s.createUser();
  await fund(alice, 'USD', '1234567.89'); // a grouped amount (1,234,567.89)
  for (let i = 1; i < DEPOSITS; i++) await fund(alice, 'USD', `${100 + i}.25`);
  const { order } = await placeOrder(
    s,
    alice,
    { sellCurrency: 'USD', buyCurrency: 'KES', amount: '2500.00' },
    'pdf-order-0001',
  );
  orderId = order.id;
  mkdirSync(artifacts, { recursive: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('PDF statement', () => {
  let pdf: Buffer;
  let reference: string;
  let text: string;

  it('is a PDF with the letterhead, the client, page numbers, the generated time and a reference', async () => {
    const r = await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`, {
      cookie: alice.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="mizani-statement-${month}-USD.pdf"`,
    );
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    pdf = Buffer.from(await r.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    reference = r.headers.get('x-document-reference')!;
    expect(reference).toMatch(/^MZ-ST-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    text = pdfText(pdf, 'statement');
    for (const fact of [
      'Mizani',
      'Pan-African FX & liquidity provider',
      'Licensed US money services business · FinCEN MSB registration 31000245718093',
      'Nairobi (Head office)',
      'Dar es Salaam',
      'Accra',
      `Monthly statement · USD`,
      alice.email,
      'Zoë Okafor User', // Ọ folded to what the PDF's standard font can print
      `${month}-01 to`,
      'Page 1 of 2',
      'Page 2 of 2',
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('Page 3');
    // The reference and the generated time on every page (footer).
    expect(text.split(`Verification reference ${reference}`).length - 1).toBe(2);
    expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  });

  it('prints exactly the CSV amounts and running balances, grouped as on screen', async () => {
    const csv = await csvRows(alice, 'USD');
    expect(csv.length).toBe(DEPOSITS + 3); // opening, deposits, the order, closing
    const [opening, ...rest] = csv;
    const closing = rest.pop()!;
    // Movement rows on paper: "YYYY-MM-DD HH:MM:SS  Type  Reference  Amount  Balance".
    const printed = text
      .split('\n')
      .filter((l) => /^\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s{2,}/.test(l))
      .map((l) => {
        const cells = l.trim().split(/\s{2,}/);
        return [cells.at(-3)!, ungroup(cells.at(-2)!), ungroup(cells.at(-1)!)];
      });
    expect(printed).toEqual(rest.map((m) => [m[1], m[2], m[3]]));
    expect(text).toContain('1,234,567.89');
    const closingAmount = closing[3]!;
    expect(closingAmount).toMatch(/^\d+\.\d{2}$/);
    const grouped = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const [int, frac] = closingAmount.split('.');
    // The month in progress ends with today's balance, not a closing one (issue 34).
    const today = new Date().toISOString().slice(0, 10);
    expect(text).toMatch(new RegExp(`Balance as of ${today}\\s+${grouped(int!)}\\.${frac} USD`));
    expect(text).toMatch(new RegExp(`Opening balance \\(${month}-01\\)\\s+${opening![3]} USD`));
    expect(text).toMatch(new RegExp(`Balance as of ${today}\\s+${grouped(int!)}\\.${frac}\\s*\\n`));
  });

  it('renders page 1 to PNG with pdftoppm', () => {
    const out = join(work, 'statement');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', `${out}.pdf`, out]);
    const png = readFileSync(`${out}-1.png`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000); // a blank A4 page at 80 dpi is far smaller
    writeFileSync(join(artifacts, 'statement-page-1.png'), png);
  });

  it('is recorded: an admin looks the reference up (who, what, when, hash); a client cannot', async () => {
    const r = await s.request(`/api/admin/documents/${reference}`, { cookie: admin.cookie });
    expect(r.status).toBe(200);
    const { document } = (await r.json()) as IssuedDocument;
    expect(document).toMatchObject({
      reference,
      kind: 'statement',
      subject: `${month} USD`,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      user: { id: alice.id, email: alice.email },
    });
    expect(Date.now() - Date.parse(document.issuedAt)).toBeGreaterThanOrEqual(0);
    // Typed from paper in lower case with spaces around it.
    const typed = await s.request(
      `/api/admin/documents/${encodeURIComponent(` ${reference.toLowerCase()} `)}`,
      { cookie: admin.cookie },
    );
    expect(typed.status).toBe(200);
    const client = await s.request(`/api/admin/documents/${reference}`, { cookie: alice.cookie });
    expect(client.status).toBe(403);
    const anon = await s.request(`/api/admin/documents/${reference}`);
    expect(anon.status).toBe(401);
    for (const unknown of ['MZ-ST-AAAA-AAAA', 'not-a-reference'])
      expect(
        (await s.request(`/api/admin/documents/${unknown}`, { cookie: admin.cookie })).status,
      ).toBe(404);
  });

  it('each download is a new document with its own reference', async () => {
    const r = await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`, {
      cookie: alice.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-document-reference')).not.toBe(reference);
  });

  it('covers only the signed-in user: Bob gets his own (empty) statement, never Alice’s', async () => {
    const r = await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`, {
      cookie: bob.cookie,
    });
    expect(r.status).toBe(200);
    const bobText = pdfText(Buffer.from(await r.arrayBuffer()), 'bob');
    expect(bobText).toContain(bob.email);
    expect(bobText).not.toContain(alice.email);
    expect(bobText).not.toContain('DEP-');
    expect(bobText).toContain('No movements in this period.');
    expect(bobText).toMatch(/Opening balance \(\d{4}-\d{2}-01\)\s+0\.00 USD/);
  });

  it('answers 400 with field errors for a bad month or currency, 401 when signed out', async () => {
    for (const [query, field] of [
      ['month=2026-13&currency=USD', 'month'],
      ['month=0000-01&currency=USD', 'month'],
      ['currency=USD', 'month'],
      [`month=${month}&currency=XXX`, 'currency'],
      [`month=${month}`, 'currency'],
    ] as const) {
      const r = await s.request(`/api/reports/statement.pdf?${query}`, { cookie: alice.cookie });
      expect(r.status, query).toBe(400);
      expect(((await r.json()) as ApiErrorBody).error.fields![field], query).toBeTruthy();
    }
    expect((await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`)).status).toBe(
      401,
    );
  });
});

describe('PDF order confirmation', () => {
  it('shows the order and the balances before and after, equal to the statement CSV', async () => {
    const r = await s.request(`/api/orders/${orderId}/confirmation.pdf`, { cookie: alice.cookie });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await r.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const reference = r.headers.get('x-document-reference')!;
    expect(reference).toMatch(/^MZ-OC-/);
    const text = pdfText(pdf, 'confirmation');
    const { order } = (await (
      await s.request(`/api/orders/${orderId}`, { cookie: alice.cookie })
    ).json()) as { order: Order };
    expect(text).toContain('Order confirmation');
    expect(text).toContain(orderId);
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain(`Verification reference ${reference}`);
    expect(text).toMatch(/You sold\s+2,500\.00 USD/);
    expect(text).toMatch(
      new RegExp(`You received\\s+${order.buyAmount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} KES`),
    );
    // The rate as the screens show it (6 significant digits), the exact one in the small print.
    expect(text).toContain(`1 USD = ${formatRate(order.rate)} KES`);
    expect(text).toContain(`Exact rate applied: 1 USD = ${new D(order.rate).toFixed()} KES.`);

    // The USD line of the Balances table against the statement CSV's row of this order.
    const csv = await csvRows(alice, 'USD');
    const row = csv.find((m) => m[1]!.startsWith('ORD-'))!;
    const before = csv[csv.indexOf(row) - 1]![3]!;
    const usd = text.split('\n').find((l) => /^\s*USD\s{2,}/.test(l))!;
    expect(
      usd
        .trim()
        .split(/\s{2,}/)
        .map(ungroup),
    ).toEqual(['USD', before, row[2], row[3]]);
    const kesCsv = (await csvRows(alice, 'KES')).find((m) => m[1]!.startsWith('ORD-'))!;
    const kes = text.split('\n').find((l) => /^\s*KES\s{2,}/.test(l))!;
    expect(
      kes
        .trim()
        .split(/\s{2,}/)
        .map(ungroup),
    ).toEqual(['KES', '0.00', kesCsv[2], kesCsv[3]]);

    const out = join(work, 'confirmation');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', `${out}.pdf`, out]);
    writeFileSync(join(artifacts, 'confirmation-page-1.png'), readFileSync(`${out}-1.png`));

    const look = await s.request(`/api/admin/documents/${reference}`, { cookie: admin.cookie });
    expect(((await look.json()) as IssuedDocument).document).toMatchObject({
      kind: 'order_confirmation',
      subject: orderId,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  });

  it("is 404 for another user's order, an unknown id or a malformed id", async () => {
    for (const [who, id] of [
      [bob, orderId],
      [admin, orderId],
      [alice, '00000000-0000-4000-8000-000000000000'],
      [alice, 'nope'],
    ] as const) {
      const r = await s.request(`/api/orders/${id}/confirmation.pdf`, { cookie: who.cookie });
      expect(r.status).toBe(404);
    }
  });
});

describe('PDF downloads are limited per user', () => {
  it('the 31st document in ten minutes is refused with Retry-After and recorded nowhere; others are unaffected', async () => {
    const carol = await s.createUser();
    const url = `/api/reports/statement.pdf?month=${month}&currency=USD`;
    for (let i = 0; i < DOCUMENT_RATE.max; i++)
      expect((await s.request(url, { cookie: carol.cookie })).status).toBe(200);
    const refused = await s.request(url, { cookie: carol.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('RATE_LIMITED');
    const [row] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from issued_documents where user_id = ${carol.id}`,
    );
    expect(row!.n).toBe(DOCUMENT_RATE.max);
    expect((await s.request(url, { cookie: bob.cookie })).status).toBe(200);
  });
});
