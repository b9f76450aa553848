import { deflateSync } from 'node:zlib';
import { monthsBefore, todayIso, type VerificationDocument } from '@mizani/shared';
import { readJson, type TestServer, type TestUser } from './helpers.ts';

// Files and calls shared by the verification and screening API tests (issue 22).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real RGB PNG carrying a text chunk with a "GPS position" (metadata to strip). Its pixels are
 * a fixed pattern; a large one (the browser journey's slow upload) barely compresses.
 */
export function pngWithMetadata(width = 2, height = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let x = 2463534242;
  for (let i = 0; i < rows.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte 0
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    rows[i] = 120 + (x & 63);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Comment\0GPS -1.2921 36.8219 taken at home', 'latin1')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 8x8 JPEG (no metadata), as sharp writes it. */
export const PLAIN_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKwDRH//2Q==',
  'base64',
);

/** That JPEG with an EXIF block naming a camera and a place, and a comment (metadata to strip). */
export function jpegWithExif(): Buffer {
  const seg = (marker: number, data: Buffer) => {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(data.length + 2);
    return Buffer.concat([Buffer.from([0xff, marker]), len, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe1, Buffer.from('Exif\0\0Canon EOS GPS -1.2921 36.8219', 'latin1')),
    seg(0xfe, Buffer.from('home address in a comment', 'latin1')),
    PLAIN_JPEG.subarray(2),
  ]);
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(200),
]);

export async function upload(
  s: TestServer,
  user: TestUser,
  kind: string,
  body: Buffer = PDF,
  name = 'scan.pdf',
  type = 'application/octet-stream',
) {
  return s.request(`/api/verification/documents?kind=${kind}&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
}

export async function uploaded(
  s: TestServer,
  user: TestUser,
  kind: string,
  body?: Buffer,
  name?: string,
) {
  const r = await readJson<{ document: VerificationDocument }>(
    upload(s, user, kind, body, name),
    201,
  );
  return r.document;
}

export function tier1Body(
  ids: { id: string; proof: string },
  name = 'Grace Wanjiru Kamau',
  dateOfBirth = '1988-07-21',
) {
  return {
    personal: {
      fullLegalName: name,
      dateOfBirth,
      nationality: 'Kenya',
      addressLine1: '22 Ngong Road',
      city: 'Nairobi',
      country: 'Kenya',
      phone: '+254712345678',
    },
    idDocument: {
      type: 'national_id',
      number: '12345678',
      issuingCountry: 'Kenya',
      expiryDate: '2032-01-31',
      fileId: ids.id,
    },
    proofOfAddress: { documentDate: monthsBefore(todayIso(), 1), fileId: ids.proof },
  };
}

/** Uploads an ID and a proof of address and submits tier 1; returns the submission id. */
export async function submitTier1(
  s: TestServer,
  user: TestUser,
  name?: string,
  dateOfBirth?: string,
) {
  const id = await uploaded(s, user, 'id_document', pngWithMetadata(), 'id.png');
  const proof = await uploaded(s, user, 'proof_of_address');
  const r = await readJson<{ submission: { id: string } }>(
    s.request('/api/verification/tier1', {
      method: 'POST',
      cookie: user.cookie,
      json: tier1Body({ id: id.id, proof: proof.id }, name, dateOfBirth),
    }),
    201,
  );
  return r.submission.id;
}

export const ALL_CHECKS = {
  legible: true,
  nameMatches: true,
  notExpired: true,
  addressRecent: true,
};

export function importList(s: TestServer, admin: TestUser, csv: string) {
  return s.request('/api/admin/screening/lists', {
    method: 'POST',
    cookie: admin.cookie,
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
}
