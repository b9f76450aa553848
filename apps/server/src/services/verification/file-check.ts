import type { UploadType } from '@mizani/shared';
import type { PDFContext, PDFObject } from 'pdf-lib';

// What an upload really is, from its first bytes (never its name or the type the browser sent),
// and then proven by reading it whole (issue 33): images are decoded and encoded again, so only
// pixels are stored (no EXIF, GPS position, XMP, comments, nor bytes hidden after the image); a PDF
// is parsed as a PDF, and one that runs scripts or carries files is refused. PDFs are stored as
// sent once they pass: writing them again would break their digital signatures.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectType(buf: Buffer): UploadType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  // "%PDF-" first: the PDF specification tolerates bytes before it, which is how an HTML page
  // (or anything else) passed as a PDF; every PDF writer puts the header at the start.
  if (/^%PDF-\d\.\d/.test(buf.subarray(0, 8).toString('latin1'))) return 'application/pdf';
  return null;
}

/** An image that does not decode. */
export class DamagedFile extends Error {}
/** A PDF refused: it does not parse (or is encrypted), or it holds active content. */
export class RefusedPdf extends Error {
  constructor(readonly reason: 'unreadable' | 'active') {
    super(`PDF refused: ${reason}`);
  }
}

/** A decompression bomb stops here: 100 megapixels is more than any phone camera or scanner. */
const MAX_PIXELS = 100_000_000;

/**
 * The image decoded and written again: only its pixels survive (turned upright first, since the
 * EXIF orientation goes with the rest of the metadata).
 */
export async function reencodeImage(buf: Buffer, type: 'image/jpeg' | 'image/png') {
  try {
    // Loaded on the first upload, not at start-up (issue 36: every server start paid for it).
    const { default: sharp } = await import('sharp');
    const image = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    return type === 'image/png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new DamagedFile('image does not decode');
  }
}

// Keys and values of active PDF content: scripts (document, page, field and annotation actions,
// XFA forms), launching programs, and files carried inside the PDF. pdf-lib and these sets are
// loaded with the first PDF, not at start-up.
let pdfLib: Promise<PdfLib> | undefined;
type PdfLib = typeof import('pdf-lib') & {
  ACTIVE_KEYS: Set<PDFObject>;
  ACTIVE_VALUES: Set<PDFObject>;
};
function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import('pdf-lib').then((lib) => ({
    ...lib,
    ACTIVE_KEYS: new Set(
      ['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'XFA', 'RichMediaContent'].map(
        (n) => lib.PDFName.of(n),
      ),
    ),
    ACTIVE_VALUES: new Set(
      [
        'JavaScript',
        'Launch',
        'ImportData',
        'RichMediaExecute',
        'GoToE',
        'FileAttachment',
        'RichMedia',
        'EmbeddedFile',
      ].map((n) => lib.PDFName.of(n)),
    ),
  }));
  return pdfLib;
}

function isActive(lib: PdfLib, obj: PDFObject | undefined, depth = 0): boolean {
  if (!obj || depth > 64) return depth > 64;
  if (obj instanceof lib.PDFName) return lib.ACTIVE_VALUES.has(obj);
  if (obj instanceof lib.PDFStream) return isActive(lib, obj.dict, depth + 1);
  if (obj instanceof lib.PDFDict) {
    for (const [key, value] of obj.entries()) {
      if (lib.ACTIVE_KEYS.has(key) || isActive(lib, value, depth + 1)) return true;
    }
    return false;
  }
  if (obj instanceof lib.PDFArray) return obj.asArray().some((v) => isActive(lib, v, depth + 1));
  return false;
}

/**
 * Parses the PDF (every object, those in compressed object streams and those no page uses
 * included, since a reader may still run them) and refuses it when it does not parse, is
 * encrypted (nothing inside could be checked) or holds active content.
 */
export async function checkPdf(buf: Buffer): Promise<void> {
  const lib = await loadPdfLib();
  const { PDFDict, PDFName, PDFNumber, PDFParser } = lib;
  let context: PDFContext;
  try {
    const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
    context = await PDFParser.forBytesWithOptions(bytes, 200, true).parseDocument();
  } catch {
    throw new RefusedPdf('unreadable');
  }
  const { Root, Info, Encrypt } = context.trailerInfo;
  // Encrypted: its streams (and the objects packed in them) cannot be checked.
  if (Encrypt) throw new RefusedPdf('unreadable');
  // A PDF is a catalog with pages; bytes after a "%PDF-" line that hold none (an HTML page named
  // .pdf) parse to nothing.
  try {
    const catalog = Root ? context.lookup(Root) : undefined;
    const pages = catalog instanceof PDFDict ? catalog.lookup(PDFName.of('Pages')) : undefined;
    const count = pages instanceof PDFDict ? pages.lookup(PDFName.of('Count')) : undefined;
    if (!(count instanceof PDFNumber) || count.asNumber() < 1) throw new Error('no page');
  } catch {
    throw new RefusedPdf('unreadable');
  }
  const objects = context.enumerateIndirectObjects().map(([, obj]) => obj);
  if ([...objects, Root, Info].some((o) => isActive(lib, o))) throw new RefusedPdf('active');
}

/** The bytes to store and whether metadata was removed. */
export async function cleanUpload(
  buf: Buffer,
  type: UploadType,
): Promise<{ data: Buffer; stripped: boolean }> {
  if (type === 'application/pdf') {
    await checkPdf(buf);
    return { data: buf, stripped: false };
  }
  return { data: await reencodeImage(buf, type), stripped: true };
}
