import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARS_MESSAGE,
  INVISIBLE_CHARS_MESSAGE,
  hasInvisibleChars,
  cleanToken,
  isCalendarDate,
  isCleanText,
  isTimestampInRange,
  isoDate,
  isoMonth,
  multiLine,
  singleLine,
} from './text.ts';
import { englishMessage } from '../i18n/messages.ts';
import { profileUpdateSchema } from './auth.ts';
import { BeneficiaryCreateSchema, TransactionQuerySchema } from './wallet.ts';
import { AuditQuerySchema } from './audit.ts';
import { JobInputSchema } from './jobs.ts';
import { RequestNoteSchema } from './request-inbox.ts';
import { InquirySchema } from './requests.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => englishMessage(i.message));

describe('isCleanText', () => {
  it('refuses C0 controls, DEL and lone surrogates; allows line breaks only in multi-line', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      'del\u007f',
      '\ud800',
      'a\udc00b',
      'z\ud83d',
    ])
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    for (const ok of ['Amina Njoroge', 'Ñandú 😀', 'Zoë – “quoted”', '\u00a0nbsp', '中文'])
      expect(isCleanText(ok), ok).toBe(true);
    expect(isCleanText('a\nb\r\n\tc')).toBe(false);
    expect(isCleanText('a\nb\r\n\tc', { multiLine: true })).toBe(true);
    expect(isCleanText('a\u0000\nb', { multiLine: true })).toBe(false);
    expect(isCleanText('a\u000bb', { multiLine: true })).toBe(false);
  });
});

describe('text builders', () => {
  it('singleLine collapses line breaks and tabs, refuses other controls with the clear message', () => {
    expect(singleLine().parse('  Amina\r\n\tNjoroge ')).toBe('Amina Njoroge');
    expect(messages(singleLine().safeParse('Ami\u0000na'))).toEqual([CONTROL_CHARS_MESSAGE]);
    expect(messages(singleLine().safeParse('Ami\ud800na'))).toEqual([CONTROL_CHARS_MESSAGE]);
    // The control check comes first, so it is the field's message even when a length check fails.
    expect(messages(singleLine().min(5).safeParse('\u0000'))[0]).toBe(CONTROL_CHARS_MESSAGE);
  });

  it('multiLine keeps line breaks, refuses NUL and lone surrogates', () => {
    expect(multiLine().parse('  one\r\n\ttwo  ')).toBe('one\r\n\ttwo');
    expect(messages(multiLine().safeParse('one\u0000two'))).toEqual([CONTROL_CHARS_MESSAGE]);
    expect(messages(multiLine().safeParse('one \udfff'))).toEqual([CONTROL_CHARS_MESSAGE]);
  });

  it('cleanToken keeps the value verbatim but refuses any control character', () => {
    expect(cleanToken().parse(' key-123 ')).toBe('key-123');
    expect(cleanToken().safeParse('key\n123').success).toBe(false);
  });

  it('every free-text field of the shared schemas uses them', () => {
    const field = (r: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) =>
      r.error?.issues
        .find((i) => englishMessage(i.message) === CONTROL_CHARS_MESSAGE)
        ?.path.join('.');
    expect(field(profileUpdateSchema.safeParse({ firstName: 'A\u0000' }))).toBe('firstName');
    expect(
      field(
        BeneficiaryCreateSchema.safeParse({
          kind: 'mobile_money',
          name: 'Wanjiru\u0000',
          country: 'KE',
          currency: 'KES',
          network: 'mpesa',
          phone: '+254712345678',
        }),
      ),
    ).toBe('name');
    expect(
      field(
        InquirySchema.safeParse({
          name: 'A',
          email: 'a@b.co',
          subject: 'S',
          message: 'm\u0000',
        }),
      ),
    ).toBe('message');
    expect(field(RequestNoteSchema.safeParse({ body: 'n\u0000' }))).toBe('body');
    expect(field(AuditQuerySchema.safeParse({ q: 'x\u0000' }))).toBe('q');
    expect(
      field(
        JobInputSchema.safeParse({
          title: 'Engineer',
          department: 'Tech',
          location: 'Nairobi',
          employmentType: 'full-time',
          description: 'd'.repeat(30),
          requirements: ['ok', 'bad\u0000'],
          responsibilities: [],
        }),
      ),
    ).toBe('requirements.1');
  });
});

describe('dates and months', () => {
  it('isCalendarDate knows month lengths and leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0004-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('isTimestampInRange accepts the server cursor format only, within the years handled', () => {
    expect(isTimestampInRange('2026-11-23T15:04:05.123456Z')).toBe(true);
    expect(isTimestampInRange('2026-11-23T15:04:05Z')).toBe(true);
    for (const bad of [
      '1',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-11-23T24:00:00Z',
      '2026-11-23 15:04:05',
    ])
      expect(isTimestampInRange(bad), bad).toBe(false);
  });

  it('isoDate refuses bad format, impossible dates and years outside 2000..2100', () => {
    const d = isoDate();
    expect(d.parse('2026-11-23')).toBe('2026-11-23');
    expect(d.parse('2000-01-01')).toBe('2000-01-01');
    expect(d.parse('2100-12-31')).toBe('2100-12-31');
    expect(messages(d.safeParse('23/11/2026'))).toEqual(['Use the format YYYY-MM-DD']);
    expect(messages(d.safeParse('2026-02-30'))).toEqual(['Enter a valid date']);
    expect(messages(d.safeParse('0000-01-01'))).toEqual(['Enter a date between 2000 and 2100']);
    expect(messages(d.safeParse('9999-12-31'))).toEqual(['Enter a date between 2000 and 2100']);
    expect(TransactionQuerySchema.safeParse({ from: '0000-01-01' }).success).toBe(false);
  });

  it('isoMonth refuses month 00 or 13 and years outside 2000..2100', () => {
    const m = isoMonth();
    expect(m.parse('2026-01')).toBe('2026-01');
    for (const bad of ['2026-13', '2026-00', '2026-1', 'x', '2026-01-01'])
      expect(messages(m.safeParse(bad)), bad).toEqual(['Choose a month (YYYY-MM)']);
    for (const bad of ['0000-01', '9999-12', '1999-12'])
      expect(messages(m.safeParse(bad)), bad).toEqual([
        'Choose a month between 2000-01 and 2100-12',
      ]);
  });
});

describe('names refuse invisible and text-direction characters (issue 33)', () => {
  it('finds bidi controls and invisible characters, but allows the joiners a script needs', () => {
    for (const bad of [
      'Vik\u00adtor', // soft hyphen
      'Vik\u200btor', // zero-width space
      'Viktor\u202e', // right-to-left override
      '\u2066Viktor\u2069', // isolates
      'Vik\u200etor', // left-to-right mark
      'Vik\u2060tor', // word joiner
      'Vik\ufe0ftor', // variation selector
      'Vik\u200dtor', // a joiner inside a Latin word
      '\u200cمحمد', // a joiner at a word's start
      'Vik\u3164tor', // Hangul filler
    ])
      expect(hasInvisibleChars(bad), JSON.stringify(bad)).toBe(true);
    for (const good of [
      'Viktor Drozdov',
      'Zoë Ngũgĩ',
      'محمد\u200cرضا', // Persian: ZWNJ between two Arabic-script letters
      'क्\u200dष', // Devanagari with ZWJ
      'Ви́ктор', // a combining stress mark
    ])
      expect(hasInvisibleChars(good), JSON.stringify(good)).toBe(false);
  });

  it('every person-name field answers with the field and the message', () => {
    const message = INVISIBLE_CHARS_MESSAGE;
    expect(message).toMatch(/invisible or text-direction characters/);
    const profile = profileUpdateSchema.safeParse({ firstName: 'Vik\u200btor', lastName: 'Ok' });
    expect(profile.success).toBe(false);
    expect(englishMessage(profile.error!.issues[0]!.message)).toBe(message);
    expect(profile.error!.issues[0]!.path).toEqual(['firstName']);
    const last = profileUpdateSchema.safeParse({ firstName: 'Ok', lastName: 'Droz\u00addov' });
    expect(last.error!.issues[0]!.path).toEqual(['lastName']);
    const beneficiary = BeneficiaryCreateSchema.safeParse({
      kind: 'mobile_money',
      name: '\u202eKwabena',
      country: 'KE',
      currency: 'KES',
      network: 'mpesa',
      phone: '+254712000333',
    });
    expect(beneficiary.error!.issues.map((i) => i.path.join('.'))).toEqual(['name']);
    const inquiry = InquirySchema.safeParse({
      name: 'A\u200bB',
      email: 'a@example.com',
      subject: 'Hello',
      message: 'A question about rates for my company.',
    });
    expect(inquiry.error!.issues.map((i) => i.path.join('.'))).toContain('name');
  });
});
