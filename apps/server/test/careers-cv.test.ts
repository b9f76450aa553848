import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  createTestServer,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { PLAIN_JPEG } from './verification-helpers.ts';

// Issue 34: a CV sent as a file with a job application, checked, encrypted and stored like an
// identity document, claimed by the application with the upload's secret, downloaded by an admin.

let s: TestServer;
let admin: TestUser;
let client: TestUser;
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin' });
  client = await s.createUser();
});
afterAll(async () => {
  await s?.close();
});

async function pdf(change?: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Amara Okafor — Treasury analyst');
  change?.(doc);
  return Buffer.from(await doc.save());
}

const uploadCv = (body: Buffer, name = 'Amara CV.pdf', type = 'application/pdf') =>
  s.request(`/api/requests/application/cv?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
    ip: nextIp(),
  });

const apply = (resumeFile: string | null) =>
  s.request('/api/requests/application', {
    method: 'POST',
    ip: nextIp(),
    json: {
      jobId: null,
      applicantName: 'Amara Okafor',
      applicantEmail: 'amara@example.com',
      applicantPhone: '',
      resumeUrl: '',
      resumeFile,
      coverLetter:
        'I have run treasury operations for a Lagos bank for six years and would like to join you.',
    },
  });

const files = () =>
  queryRows<{ application_id: string | null; file_name: string }>(
    s.database.db,
    sql`select application_id, file_name from job_application_files order by created_at`,
  );

describe('a CV sent as a file', () => {
  it('is stored encrypted, claimed by the application, and downloaded by an admin only', async () => {
    const body = await pdf();
    const { cv } = await readJson<{ cv: { token: string; fileName: string; size: number } }>(
      uploadCv(body),
      201,
    );
    expect(cv.fileName).toBe('Amara_CV.pdf');
    expect(cv.size).toBe(body.length);
    // Encrypted at rest: the stored object is not the PDF.
    const [row] = await queryRows<{ storage_key: string }>(
      s.database.db,
      sql`select storage_key from job_application_files where file_name = 'Amara_CV.pdf'`,
    );
    const { documentVault } = await import('../src/services/storage/index.ts');
    const stored = await documentVault(s.deps).store.get(row!.storage_key);
    expect(stored!.includes(Buffer.from('%PDF-'))).toBe(false);

    const { id } = await readJson<{ id: string }>(apply(cv.token), 201);
    expect((await files()).find((f) => f.file_name === 'Amara_CV.pdf')?.application_id).toBe(id);

    // The inbox names the file; the download is the PDF itself, as an attachment, audited.
    const detail = await readJson<{ fields: { key: string; value: string | null }[] }>(
      s.request(`/api/admin/requests/application/${id}`, { cookie: admin.cookie }),
    );
    expect(detail.fields.find((f) => f.key === 'resumeFile')?.value).toBe('Amara_CV.pdf');
    const download = await s.request(`/api/admin/requests/application/${id}/cv`, {
      cookie: admin.cookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Amara_CV.pdf"');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    expect((await auditRows(s, 'request.cv_download')).map((r) => r.target_id)).toEqual([id]);

    // Nobody else reads it.
    const asClient = await s.request(`/api/admin/requests/application/${id}/cv`, {
      cookie: client.cookie,
    });
    expect(asClient.status).toBe(403);
    expect((await s.request(`/api/admin/requests/application/${id}/cv`)).status).toBe(401);

    // A claim works once: a second application with it is refused on the field, and not stored.
    const again = await apply(cv.token);
    expect(again.status).toBe(400);
    const refused = (await again.json()) as { error: { fields: Record<string, string> } };
    expect(refused.error.fields.resumeFile).toBe('Attach your CV again');
  });

  it('refuses what is not a plain PDF, and stores nothing', async () => {
    const before = (await files()).length;
    const jpeg = await uploadCv(PLAIN_JPEG, 'cv.pdf');
    expect(jpeg.status).toBe(415);
    expect(((await jpeg.json()) as { error: { message: string } }).error.message).toBe(
      'Attach your CV as a PDF file. This file is not one, whatever its name says.',
    );
    const scripted = await uploadCv(
      await pdf((doc) => {
        const js = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
      }),
    );
    expect(scripted.status).toBe(415);
    expect(((await scripted.json()) as { error: { message: string } }).error.message).toMatch(
      /^This PDF contains scripts or attached files/,
    );
    const empty = await uploadCv(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    // A form encoding is refused before anything is read (a cross-site form cannot send a CV).
    const form = await uploadCv(await pdf(), 'cv.pdf', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await files()).length).toBe(before);
  });

  it('refuses a made-up or malformed claim on the field, writing no application', async () => {
    const applications = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from job_applications`,
        )
      )[0]!.n;
    const before = await applications();
    const unknown = await apply(`${crypto.randomUUID()}.${'A'.repeat(32)}`);
    expect(unknown.status).toBe(400);
    expect(
      ((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields
        .resumeFile,
    ).toBe('Attach your CV again');
    const malformed = await apply('../../etc/passwd');
    expect(malformed.status).toBe(400);
    expect(
      ((await malformed.json()) as { error: { fields: Record<string, string> } }).error.fields
        .resumeFile,
    ).toBe('Attach your CV again');
    // The right id with another secret is no claim either.
    const { cv } = await readJson<{ cv: { token: string } }>(uploadCv(await pdf()), 201);
    const forged = await apply(`${cv.token.split('.')[0]}.${'B'.repeat(32)}`);
    expect(forged.status).toBe(400);
    expect(await applications()).toBe(before);
  });
});
