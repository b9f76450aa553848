import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { D } from '@mizani/shared';
import type { CamtEntry } from './camt.ts';

// SWIFT MT940 customer statements (docs/payments.md, decision 036): the older text format many
// African and European banks still send beside (or instead of) camt.053. mt940js reads the file's
// structure (tags, statements, :86: narratives and their sub-fields, reversal marks); it reads
// amounts as binary floats, so every amount here is taken again from the raw :61:, :60: and :62:
// fields it keeps (`withTags`) with the library's own field pattern, and kept as a decimal string.
// Each statement line becomes the same entry a camt Ntry does, so matching and exceptions are one.

const require = createRequire(import.meta.url);

type RawTag = { id: number | string; data: string };
type Mt940Transaction = {
  date: Date;
  entryDate: Date | '';
  reference: string;
  bankReference: string;
  details: string;
  structuredDetails?: Record<string, string>;
};
type Mt940Statement = {
  transactionReference: string;
  accountIdentification: string;
  number: { statement: string; sequence: string };
  currency: string;
  transactions: Mt940Transaction[];
  tags: RawTag[];
};
const { Parser } = require('mt940js') as {
  Parser: new () => { parse(data: string, withTags: boolean): Mt940Statement[] };
};
const { TagStatementLine } = require('mt940js/lib/tags.js') as {
  TagStatementLine: { PATTERN: RegExp };
};

/** The balance fields (:60F:, :62F: …): mark, date, currency, amount. */
const BALANCE = /^([DC])(\d{6})([A-Z]{3})(\d[0-9,]{0,15})/;
/** A SWIFT amount: digits, one comma for the decimals (a trailing comma is allowed). */
const SWIFT_AMOUNT = /^(\d{1,15}),(\d{0,5})$|^(\d{1,15})$/;

/** "001234,50" → "1234.50": the bank's digits, as a decimal string (never a float). */
export function swiftAmount(raw: string): string {
  const m = SWIFT_AMOUNT.exec(raw);
  if (!m) throw new Error(`amount "${raw}" is not a SWIFT amount`);
  const int = (m[1] ?? m[3]!).replace(/^0+(?=\d)/, '');
  return m[2] ? `${int}.${m[2]}` : int;
}

const isoDay = (d: Date | '' | null | undefined) =>
  d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : null;
const none = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t && t.toUpperCase() !== 'NONREF' ? t : null;
};

/** The purpose text of a German-style :86: (?20 … ?29), joined as the bank split it. */
function purpose(s: Record<string, string> | undefined) {
  if (!s) return '';
  return Object.keys(s)
    .filter((k) => /^2\d$/.test(k))
    .sort()
    .map((k) => s[k])
    .join('');
}

/** SEPA keywords in a narrative (EREF+…, SVWZ+…): the value of one, up to the next keyword. */
const keyword = (text: string, key: string) =>
  new RegExp(`${key}\\+(.*?)(?=[A-Z]{4}\\+|$)`).exec(text)?.[1]?.trim() || null;

export type Mt940File = { messageId: string | null; statements: number; entries: CamtEntry[] };

/**
 * Reads an MT940 file (one or more statements, with or without the SWIFT envelope). Throws with
 * the reason on anything that is not one, and on a statement whose lines do not add up from its
 * opening to its closing balance (summed as decimals).
 */
export function parseMt940(text: string): Mt940File {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.split(/\r?\n/).find((l) => l.trim());
  if (!first || !/^(:20:|\{1:|:\d{2}[A-Z]?:)/.test(first.trim()))
    throw new Error('not an MT940 statement (it must begin with :20: or a SWIFT {1: block)');
  const statements = new Parser().parse(body, true);
  if (!statements.length) throw new Error('not an MT940 statement (no :20: statement in it)');
  const entries: CamtEntry[] = [];
  for (const s of statements) {
    const account = s.accountIdentification.trim() || null;
    const statementNo = `${s.number.statement}/${s.number.sequence ?? ''}`;
    const lines = s.tags.filter((t) => String(t.id) === '61');
    const balance = (id: string) => {
      const tag = s.tags.find((t) => String(t.id) === id);
      const m = tag && BALANCE.exec(tag.data);
      if (!m) return null;
      const v = new D(swiftAmount(m[4]!));
      return m[1] === 'D' ? v.neg() : v;
    };
    let turnover = new D(0);
    s.transactions.forEach((t, i) => {
      const raw = lines[i]!.data;
      const m = TagStatementLine.PATTERN.exec(raw);
      if (!m) throw new Error(`statement ${statementNo}: line ${i + 1} cannot be read`);
      const mark = m[7]!; // C, D, RC (reversal of a credit), RD (reversal of a debit)
      const amount = swiftAmount(m[9]!);
      const direction = mark === 'C' || mark === 'RD' ? 'CRDT' : 'DBIT';
      turnover = direction === 'CRDT' ? turnover.plus(amount) : turnover.minus(amount);
      const details = (t.details ?? '').trim();
      const structured = t.structuredDetails;
      const said = purpose(structured);
      const flat = details.replace(/\r?\n/g, '');
      const entryRef = none(t.reference);
      entries.push({
        format: 'mt940',
        messageId: s.transactionReference || null,
        statementId: `${s.transactionReference}:${statementNo}`,
        account,
        amount,
        currency: s.currency,
        direction,
        status: 'BOOK',
        bookingDate: isoDay(t.entryDate) ?? isoDay(t.date),
        valueDate: isoDay(t.date),
        accountServicerRef: none(t.bankReference),
        entryRef,
        endToEndId:
          none(structured?.EREF) ?? keyword(said, 'EREF') ?? keyword(flat, 'EREF') ?? null,
        // The narrative as lines joined with a space and without (a reference the bank wrapped
        // across two lines is found either way), its purpose sub-fields, and the :61: reference.
        remittance: [details.replace(/\r?\n/g, ' '), flat, said, entryRef ?? ''].filter(Boolean),
        debtorName:
          none(structured?.ORDP) ??
          none(structured?.NAME) ??
          (none(`${structured?.['32'] ?? ''}${structured?.['33'] ?? ''}`) || null),
        debtorAccount: none(structured?.['31']) ?? none(structured?.IBAN),
        reversal: mark.startsWith('R'),
        lineKey: `${statementNo}:${i + 1}:${createHash('sha256')
          .update(`${raw}\n${details}`)
          .digest('hex')
          .slice(0, 16)}`,
      });
    });
    const opening = balance('60');
    const closing = balance('62');
    if (opening && closing && !opening.plus(turnover).eq(closing))
      throw new Error(
        `statement ${statementNo}: the lines (${turnover.toFixed()}) do not take the opening balance ${opening.toFixed()} to the closing ${closing.toFixed()}`,
      );
  }
  return {
    messageId: statements[0]!.transactionReference || null,
    statements: statements.length,
    entries,
  };
}
