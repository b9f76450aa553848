import type { UploadType } from '@mizani/shared';

// What an upload really is, from its first bytes (never its name or the type the browser sent),
// and image metadata removed before anything is stored (issue 22): EXIF (camera, GPS position,
// time), XMP and IPTC in JPEG; text, time and EXIF chunks in PNG. PDFs are stored as sent.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectType(buf: Buffer): UploadType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  // "%PDF-" within the first 1,024 bytes (the PDF specification's own tolerance).
  const head = buf.subarray(0, 1024).toString('latin1');
  const at = head.indexOf('%PDF-');
  if (at >= 0 && /^%PDF-\d\.\d/.test(head.slice(at, at + 8))) return 'application/pdf';
  return null;
}

export class DamagedFile extends Error {}

/** JPEG markers kept: JFIF (APP0), ICC colour profile (APP2), Adobe colour transform (APP14). */
const KEEP_APP = new Set([0xe0, 0xe2, 0xee]);

/** The JPEG without APP1 (EXIF, XMP), APP13 (IPTC), other APPn segments and comments. */
export function stripJpeg(buf: Buffer): Buffer {
  const out: Buffer[] = [buf.subarray(0, 2)];
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) throw new DamagedFile('not a JPEG segment');
    const marker = buf[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(buf.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > buf.length) throw new DamagedFile('truncated JPEG');
    const len = buf.readUInt16BE(i + 2);
    const end = i + 2 + len;
    if (len < 2 || end > buf.length) throw new DamagedFile('bad JPEG segment length');
    if (marker === 0xda) {
      // Start of scan: the compressed image and everything after it is kept as is.
      out.push(buf.subarray(i));
      return Buffer.concat(out);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const drop = (isApp && !KEEP_APP.has(marker)) || marker === 0xfe;
    if (!drop) out.push(buf.subarray(i, end));
    i = end;
  }
  throw new DamagedFile('JPEG without image data');
}

/** PNG chunks kept: the image itself and how to display it; text, time and EXIF are dropped. */
const KEEP_PNG = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);

export function stripPng(buf: Buffer): Buffer {
  const out: Buffer[] = [buf.subarray(0, 8)];
  let i = 8;
  while (i < buf.length) {
    if (i + 12 > buf.length) throw new DamagedFile('truncated PNG');
    const len = buf.readUInt32BE(i);
    const type = buf.subarray(i + 4, i + 8).toString('latin1');
    const end = i + 12 + len;
    if (end > buf.length || !/^[A-Za-z]{4}$/.test(type)) throw new DamagedFile('bad PNG chunk');
    if (KEEP_PNG.has(type)) out.push(buf.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new DamagedFile('PNG without an end chunk');
}

/** The bytes to store and whether metadata was removed. */
export function cleanUpload(buf: Buffer, type: UploadType): { data: Buffer; stripped: boolean } {
  if (type === 'image/jpeg') return { data: stripJpeg(buf), stripped: true };
  if (type === 'image/png') return { data: stripPng(buf), stripped: true };
  return { data: buf, stripped: false };
}
