import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { englishMessage, messageKey } from '../i18n/messages.ts';

// The building blocks of every free-text field and every date or month parameter. PostgreSQL
// refuses NUL in text and cannot store a lone UTF-16 surrogate, and a control character in a name
// or subject is never meant (it only hides text or breaks mail headers and CSV exports). Each
// schema builds its text fields from these helpers, so the browser form and the API refuse the
// same input with the same field error, and bad input is a 400, never a database error (500).

/** The key every text helper refuses control characters with (i18n/messages.ts). */
export const CONTROL_CHARS_KEY = messageKey('validation.controlChars');
/** Its English text, as the API answers it. */
export const CONTROL_CHARS_MESSAGE = englishMessage(CONTROL_CHARS_KEY);

/** C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** C0 controls and DEL except tab, newline and carriage return (allowed in multi-line text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds nothing PostgreSQL refuses and no control character. */
export function isCleanText(value: string, { multiLine = false } = {}): boolean {
  return (
    !(multiLine ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value) && !LONE_SURROGATE.test(value)
  );
}

/** The key a name field refuses invisible and text-direction characters with. */
export const INVISIBLE_CHARS_KEY = messageKey('validation.invisibleChars');
/** Its English text, as the API answers it. */
export const INVISIBLE_CHARS_MESSAGE = englishMessage(INVISIBLE_CHARS_KEY);

/**
 * Characters that show nothing or reorder what is shown: format characters (bidi controls, soft
 * hyphen, zero-width space, word joiner…) and every other default-ignorable code point (variation
 * selectors, fillers). A name holding them reads as one name and compares as another (issue 33).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Zero-width non-joiner and joiner: Persian, Arabic and Indic names need them inside a word. */
const JOINERS = new Set(['\u200c', '\u200d']);
/** Scripts that never use a joiner: one there only disguises a name. */
const NO_JOINER_SCRIPT =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** The letter before position `i`, marks skipped. */
function letterBefore(value: string, i: number) {
  const chars = [...value.slice(0, i)];
  while (chars.length && /\p{M}/u.test(chars[chars.length - 1]!)) chars.pop();
  return chars[chars.length - 1];
}

/**
 * True when a name holds an invisible or text-direction character. ZWNJ and ZWJ are allowed
 * inside a word of a script that uses them (between two of its letters); screening drops them
 * before comparing names (compliance/name-match.ts).
 */
export function hasInvisibleChars(value: string): boolean {
  for (const m of value.matchAll(INVISIBLE)) {
    if (!JOINERS.has(m[0])) return true;
    const before = letterBefore(value, m.index);
    const after = [...value.slice(m.index + 1)][0];
    const inWord = !!before && !!after && LETTER_OR_MARK.test(before) && LETTER_OR_MARK.test(after);
    if (!inWord || NO_JOINER_SCRIPT.test(before) || NO_JOINER_SCRIPT.test(after)) return true;
  }
  return false;
}

/** One-line text: inner runs of whitespace (tab, CR, LF included) collapse to one space. */
export const collapseWhitespace = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A one-line free-text field (names, subjects, titles, search boxes). Line breaks and tabs a
 * paste may bring collapse to one space (so a header injection such as "\r\nBcc:" is harmless);
 * any other control character or a lone surrogate is refused. Chain .min()/.max() after it.
 */
export function singleLine(params?: { error?: string }) {
  return z
    .string(params)
    .overwrite(collapseWhitespace)
    .refine((v) => isCleanText(v), CONTROL_CHARS_KEY);
}

/**
 * A person's or a business's name (legal names, first and last names, beneficiaries, company
 * names): a one-line text that also refuses invisible and text-direction characters.
 */
export function personName(params?: { error?: string }) {
  return singleLine(params).refine((v) => !hasInvisibleChars(v), INVISIBLE_CHARS_KEY);
}

/**
 * A multi-line text (messages, notes, cover letters, descriptions): trimmed; tab, CR and LF kept,
 * every other control character and a lone surrogate refused.
 */
export function multiLine(params?: { error?: string }) {
  return z
    .string(params)
    .trim()
    .refine((v) => isCleanText(v, { multiLine: true }), CONTROL_CHARS_KEY);
}

/**
 * A verbatim token (URL, idempotency key, opaque cursor): trimmed only, refused if it holds any
 * control character or a lone surrogate.
 */
export function cleanToken(params?: { error?: string }) {
  return z
    .string(params)
    .trim()
    .refine((v) => isCleanText(v), CONTROL_CHARS_KEY);
}

// ---------- Dates ----------

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
const inYearRange = (y: number) => y >= LIMITS.dateYearMin && y <= LIMITS.dateYearMax;

/** YYYY-MM-DD that exists in the calendar (no 2026-02-30), any year. */
export function isCalendarDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (setUTCFullYear keeps years 0..99 as is).
  const last = new Date(0);
  last.setUTCFullYear(y, mo, 0);
  return d <= last.getUTCDate();
}

/** A real calendar date within the years the platform handles (LIMITS.dateYearMin..Max). */
export function isDateInRange(v: string): boolean {
  return isCalendarDate(v) && inYearRange(Number(v.slice(0, 4)));
}

const TIMESTAMP_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;
/** A UTC timestamp as the server writes it (2026-11-23T15:04:05.123456Z), its day in range. */
export function isTimestampInRange(v: string): boolean {
  const m = TIMESTAMP_RE.exec(v);
  return !!m && isDateInRange(m[1]!);
}

const DATE_RANGE_KEY = messageKey('validation.dateRange', {
  min: LIMITS.dateYearMin,
  max: LIMITS.dateYearMax,
});
/** English text of the date-range refusal, as the API answers it. */
export const DATE_RANGE_MESSAGE = englishMessage(DATE_RANGE_KEY);

/**
 * A YYYY-MM-DD query or body value: the format, a real calendar date, and a year the database
 * and the reports handle (0000-01-01 or 9999-12-31 are refused, not sent to PostgreSQL).
 */
export function isoDate({
  format = messageKey('validation.dateFormat'),
  invalid = messageKey('validation.dateInvalid'),
  range = DATE_RANGE_KEY,
}: { format?: string; invalid?: string; range?: string } = {}) {
  return z
    .string({ error: format })
    .trim()
    .superRefine((v, ctx) => {
      if (!DATE_RE.test(v)) ctx.addIssue({ code: 'custom', message: format });
      else if (!isCalendarDate(v)) ctx.addIssue({ code: 'custom', message: invalid });
      else if (!inYearRange(Number(v.slice(0, 4))))
        ctx.addIssue({ code: 'custom', message: range });
    });
}

/** A YYYY-MM month within LIMITS.dateYearMin..Max (2026-13 and 0000-01 are refused). */
export function isoMonth({
  format = messageKey('validation.monthFormat'),
  range = messageKey('validation.monthRange', { min: LIMITS.dateYearMin, max: LIMITS.dateYearMax }),
}: { format?: string; range?: string } = {}) {
  return z
    .string({ error: format })
    .trim()
    .superRefine((v, ctx) => {
      const m = MONTH_RE.exec(v);
      const month = m ? Number(m[2]) : 0;
      if (!m || month < 1 || month > 12) ctx.addIssue({ code: 'custom', message: format });
      else if (!inYearRange(Number(m[1]))) ctx.addIssue({ code: 'custom', message: range });
    });
}
