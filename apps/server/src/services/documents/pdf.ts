import type { Locale } from '@mizani/shared';
import { LETTERHEAD } from './letterhead.ts';
import { DOCUMENT_TEXTS } from './texts.ts';

export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** What a document is made of, top to bottom, after the letterhead and the client block. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'pairs'; rows: [label: string, value: string][] }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }
  | { kind: 'note'; text: string };

export interface PdfSpec {
  title: string;
  reference: string;
  generatedAt: Date;
  client: { name: string; email: string; company?: string | null };
  /** e.g. ["Period", "November 2026 (UTC)"] shown beside the client */
  facts: [label: string, value: string][];
  blocks: PdfBlock[];
  /** The reader's language for the frame's words (issue 20); English by default. */
  locale?: Locale;
}

// The standard PDF fonts (no font file to ship) encode WinAnsi only: ASCII, Latin-1 and a few
// typographic signs. Anything else would print as garbage, so it is folded to its base letter
// (Ọ → O) or, failing that, '?'.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const encodable = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}

const A4 = { width: 595.28, height: 841.89 };
const M = 50; // side and top margin
const CONTENT_W = A4.width - 2 * M;
const BOTTOM = A4.height - 70; // content stops here; the footer lives below
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

export const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * Renders a document: letterhead on page 1, a short running header on later pages, tables that
 * continue across pages with their column headings, and on every page the footer with the
 * generated time, the verification reference and "Page N of M". Resolves with the PDF bytes.
 */
export async function renderPdf(spec: PdfSpec): Promise<Buffer> {
  // Loaded on the first document, not at start: pdfkit and its fonts cost about 0.25 s and 13 MiB
  // of a start-up that needs neither (issue 14, decision 006).
  const { default: PDFDocument } = await import('pdfkit');
  const words = DOCUMENT_TEXTS[spec.locale ?? 'en'].frame;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, left: M, right: M, bottom: M },
    bufferPages: true, // page numbers need the total, known only at the end
    info: {
      Title: winAnsi(`${spec.title} ${spec.reference}`),
      Author: LETTERHEAD.name,
      Creator: LETTERHEAD.name,
      CreationDate: spec.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const put = (
    text: string,
    x: number,
    y: number,
    o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' },
  ) => {
    doc
      .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(o.size ?? 9)
      .fillColor(o.color ?? INK);
    let s = winAnsi(text);
    // One line per cell: shorten with an ellipsis rather than wrap into the next row.
    if (o.width && doc.widthOfString(s) > o.width) {
      while (s.length > 1 && doc.widthOfString(`${s}…`) > o.width) s = s.slice(0, -1);
      s = `${s}…`;
    }
    doc.text(s, x, y, { lineBreak: false, width: o.width, align: o.align ?? 'left' });
  };
  const rule = (y: number) =>
    doc
      .moveTo(M, y)
      .lineTo(A4.width - M, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  // Page 1: letterhead.
  let y = M;
  put(LETTERHEAD.name, M, y, { size: 22, bold: true });
  put(LETTERHEAD.website, M, y + 6, { size: 9, color: MUTED, width: CONTENT_W, align: 'right' });
  y += 28;
  put(words.tagline, M, y, { size: 9, color: MUTED });
  y += 16;
  const officeW = CONTENT_W / LETTERHEAD.offices.length;
  LETTERHEAD.offices.forEach((o, i) => {
    const x = M + i * officeW;
    put('headOffice' in o ? `${o.city} (${words.headOffice})` : o.city, x, y, {
      size: 7.5,
      bold: true,
      width: officeW - 8,
    });
    o.lines.forEach((l, j) =>
      put(l, x, y + 10 * (j + 1), { size: 7, color: MUTED, width: officeW - 8 }),
    );
    put(o.contact, x, y + 10 * (o.lines.length + 1), {
      size: 7,
      color: MUTED,
      width: officeW - 8,
    });
  });
  y += 46;
  rule(y);
  y += 14;
  put(spec.title, M, y, { size: 15, bold: true });
  y += 24;

  // Client on the left, the document's facts on the right.
  const half = CONTENT_W / 2;
  const left: [string, boolean][] = [
    [words.client, true],
    [spec.client.name, false],
    ...(spec.client.company ? ([[spec.client.company, false]] as [string, boolean][]) : []),
    [spec.client.email, false],
  ];
  left.forEach(([t, bold], i) => put(t, M, y + i * 12, { bold, width: CONTENT_W * 0.4 - 10 }));
  const facts: [string, string][] = [
    ...spec.facts,
    [words.generated, utcStamp(spec.generatedAt)],
    [words.verificationReference, spec.reference],
  ];
  // The facts column starts left of the middle so a full order id fits on one line.
  const fx = M + CONTENT_W * 0.4;
  facts.forEach(([label, value], i) => {
    put(label, fx, y + i * 12, { color: MUTED, width: 95 });
    put(value, fx + 95, y + i * 12, { width: A4.width - M - fx - 95 });
  });
  y += Math.max(left.length, facts.length) * 12 + 14;

  const newPage = () => {
    doc.addPage();
    y = M;
    put(`${LETTERHEAD.name} · ${spec.title}`, M, y, { size: 8, bold: true, width: half });
    put(spec.reference, M + half, y, { size: 8, color: MUTED, width: half, align: 'right' });
    y += 14;
    rule(y);
    y += 10;
  };
  const ensure = (h: number) => {
    if (y + h > BOTTOM) newPage();
  };

  const tableHead = (cols: PdfColumn[]) => {
    let x = M;
    for (const c of cols) {
      put(c.label, x, y, { bold: true, size: 8, color: MUTED, width: c.width - 6, align: c.align });
      x += c.width;
    }
    y += 12;
    rule(y - 2);
    y += 2;
  };

  for (const b of spec.blocks) {
    if (b.kind === 'heading') {
      ensure(40); // never a heading alone at the foot of a page
      y += 6;
      put(b.text, M, y, { size: 11, bold: true });
      y += 18;
    } else if (b.kind === 'note') {
      ensure(14);
      put(b.text, M, y, { color: MUTED, width: CONTENT_W });
      y += 14;
    } else if (b.kind === 'pairs') {
      for (const [label, value] of b.rows) {
        ensure(13);
        put(label, M, y, { color: MUTED, width: 180 });
        put(value, M + 180, y, { bold: true, width: CONTENT_W - 180 });
        y += 13;
      }
      y += 4;
    } else {
      ensure(30);
      tableHead(b.columns);
      for (const row of b.rows) {
        if (y + 12 > BOTTOM) {
          newPage();
          tableHead(b.columns);
        }
        let x = M;
        b.columns.forEach((c, i) => {
          put(row[i] ?? '', x, y, { size: 8.5, width: c.width - 6, align: c.align });
          x += c.width;
        });
        y += 12;
      }
      rule(y);
      y += 8;
    }
  }

  // Footer on every page, now that the page count is known.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // writing below the margin must not open a new page
    const fy = A4.height - 45;
    rule(fy - 6);
    put(words.footer(utcStamp(spec.generatedAt), spec.reference), M, fy, {
      size: 7.5,
      color: MUTED,
      width: CONTENT_W - 80,
    });
    put(words.page(i - start + 1, count), A4.width - M - 80, fy, {
      size: 7.5,
      color: MUTED,
      width: 80,
      align: 'right',
    });
  }
  doc.end();
  return done;
}
