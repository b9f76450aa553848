import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { PDF, PLAIN_JPEG, pngWithMetadata, upload } from './verification-helpers.ts';

// Issue 33 item 6: an upload is what it is read as, whole. Images are decoded and encoded again
// (nothing after the image, no metadata); PDFs are parsed, and scripts or attached files refused.

let s: TestServer;
let client: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser({ tier: 0 });
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const EOI = Buffer.from([0xff, 0xd9]);
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as sharp writes it

async function refusal(body: Buffer, name: string) {
  const res = await upload(s, client, 'proof_of_address', body, name);
  const json = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...json.error };
}
async function stored(body: Buffer, name: string) {
  const res = await upload(s, client, 'id_document', body, name);
  expect(res.status).toBe(201);
  const { document } = (await res.json()) as { document: { id: string; size: number } };
  const file = await s.request(`/api/verification/documents/${document.id}`, {
    cookie: client.cookie,
  });
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}
const rowCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        s.database.db,
        sql`select count(*)::int as n from kyc_documents where user_id = ${client.id}`,
      )
    )[0]!.n,
  );

/** A one-page PDF written by pdf-lib, in compressed object streams (as modern writers do). */
async function pdfWith(change?: (doc: PDFDocument) => Promise<void> | void) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Utility bill, 22 Ngong Road');
  await change?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

describe('uploads are read whole (issue 33)', () => {
  it('refuses an HTML page named .pdf, with the sentence the page shows, and stores nothing', async () => {
    const before = await rowCount();
    // "%PDF-" inside the first kilobyte, as the probe sent it: not a PDF at all.
    const page = Buffer.from(
      '<!doctype html><html><head><!-- %PDF-1.7 --></head><body><script>alert(document.cookie)</script></body></html>',
    );
    const notAFile = await refusal(page, 'statement.pdf');
    expect(notAFile).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE' });
    expect(notAFile.message).toMatch(/PDF, JPEG or PNG/);
    // A "%PDF-" line first, then HTML: it does not parse as a PDF.
    const headed = await refusal(
      Buffer.from('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n'),
      'statement.pdf',
    );
    expect(headed).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE' });
    expect(headed.message).toMatch(/^This PDF could not be read/);
    expect(await rowCount()).toBe(before);
  });

  it('removes the bytes after a JPEG image (a polyglot) and keeps a decodable image', async () => {
    const tail = Buffer.from('<html><script>alert(1)</script></html>PK\x03\x04zip', 'latin1');
    const polyglot = Buffer.concat([PLAIN_JPEG, tail]);
    const out = await stored(polyglot, 'id.jpg');
    expect(out.includes(Buffer.from('<script'))).toBe(false);
    expect(out.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(out.subarray(-2).equals(EOI)).toBe(true);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
  });

  it('strips EXIF (GPS position and camera) from a photo', async () => {
    const photo = await sharp({
      create: { width: 16, height: 12, channels: 3, background: '#7a8b9c' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Canon', Model: 'EOS 5D' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '1/1 17/1 32/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 49/1 18/1',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(GPS_IFD_POINTER)).toBe(true);
    const out = await stored(photo, 'selfie.jpg');
    const kept = await sharp(out).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(out.includes(Buffer.from('Canon'))).toBe(false);
    expect(kept).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
  });

  it('refuses a PDF that runs JavaScript, however the action is written', async () => {
    const openAction = await pdfWith((doc) => {
      const js = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
    });
    const namesTree = await pdfWith((doc) => {
      const action = doc.context.register(
        doc.context.obj({ S: 'JavaScript', JS: PDFString.of('this.exportDataObject()') }),
      );
      const tree = doc.context.obj({ Names: [PDFString.of('x'), action] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
    });
    // Names written with #xx escapes, in an object no page refers to.
    const escaped = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</S/Java#53cript/J#53(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    for (const pdf of [openAction, namesTree, escaped]) {
      const r = await refusal(pdf, 'bill.pdf');
      expect(r).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE' });
      expect(r.message).toMatch(/^This PDF contains scripts or attached files/);
    }
  });

  it('refuses a PDF carrying an embedded file', async () => {
    const attached = await pdfWith(async (doc) => {
      await doc.attach(Buffer.from('MZ\x90\x00', 'latin1'), 'invoice.exe', {
        mimeType: 'application/octet-stream',
      });
    });
    const r = await refusal(attached, 'bill.pdf');
    expect(r).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE' });
    expect(r.message).toMatch(/attached files/);
  });

  it('accepts good PDFs as sent and good images re-encoded', async () => {
    const written = await pdfWith();
    expect((await stored(written, 'bill.pdf')).equals(written)).toBe(true);
    expect((await stored(PDF, 'scan.pdf')).equals(PDF)).toBe(true);
    const png = await stored(pngWithMetadata(4, 3), 'id.png');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
    expect(png.includes(Buffer.from('GPS'))).toBe(false);
    const jpg = await stored(PLAIN_JPEG, 'id.jpg');
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
  });
});
