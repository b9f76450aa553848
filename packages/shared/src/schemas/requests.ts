import { z } from 'zod';
import { QUOTE_CURRENCIES } from '../constants/currencies.ts';
import { LIMITS } from '../constants/limits.ts';
import { messageKey, type ValidationField } from '../i18n/messages.ts';
import { D } from '../money.ts';
import { INQUIRY_TYPES, URGENCIES, HONEYPOT_FIELD } from '../constants/requests.ts';
import {
  cleanToken,
  isCalendarDate,
  isDateInRange,
  multiLine,
  personName,
  singleLine,
} from './text.ts';

// Issue 4 / spec §3, §5: the four public request forms. Each schema is used twice: by the form's
// zodResolver (input = what the inputs hold, strings) and by the API (input = JSON). The output is
// the normalised row: trimmed, emails lower-cased, empty optional fields null, lengths capped,
// unknown fields refused (strictObject).

export {
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  URGENCIES,
  URGENCY_LABELS,
  CONSULTATION_NOTE,
  HONEYPOT_FIELD,
  type InquiryType,
  type Urgency,
} from '../constants/requests.ts';

const PHONE_MAX = 40;
const COMPANY_MAX = 200;
const URL_MAX = 2048;

// One-line fields collapse CR/LF and tabs to a space; every field refuses other control
// characters and lone surrogates (text.ts).
// Messages are keys (i18n/messages.ts): the form shows them in the page's language, the API in
// English.
const REQUIRED = messageKey('validation.required');
const tooLong = (field: ValidationField, max: number) =>
  messageKey('validation.tooLong', { field, max });
const tooShort = (field: ValidationField, min: number) =>
  messageKey('validation.tooShort', { field, min });

function requiredLine(max: number, field: ValidationField) {
  return singleLine({ error: REQUIRED }).min(1, REQUIRED).max(max, tooLong(field, max));
}

/** A person's name: invisible and text-direction characters refused too (text.ts). */
function requiredName(max: number) {
  return personName({ error: REQUIRED }).min(1, REQUIRED).max(max, tooLong('name', max));
}

function requiredText(max: number, field: ValidationField) {
  return multiLine({ error: REQUIRED }).min(1, REQUIRED).max(max, tooLong(field, max));
}

/** Optional one-line text: absent, null or blank all become null. */
function optionalLine(max: number, field: ValidationField) {
  return singleLine()
    .max(max, tooLong(field, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

function optionalText(max: number, field: ValidationField) {
  return multiLine()
    .max(max, tooLong(field, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

function email(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, tooLong('email', LIMITS.emailMax))
    .pipe(z.email(message));
}

const phone = singleLine()
  .max(PHONE_MAX, tooLong('phone', PHONE_MAX))
  .refine((v) => v === '' || /^\+?[\d\s().-]{5,}$/.test(v), messageKey('validation.phone'))
  .nullish()
  .transform((v) => (v ? v : null));

/** Honeypot: accepted by the schema so the server can answer a bot like a person (see docs). */
const honeypot = cleanToken().max(500).optional();

/** Today's date (YYYY-MM-DD) in the local time zone of whoever validates. */
export function todayIsoDate(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

// Spec §5: preferred date optional, not earlier than today (and not past the years we handle).
const preferredDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), messageKey('validation.dateInvalid'))
  .refine(
    (v) => v === '' || !isCalendarDate(v) || v >= todayIsoDate(),
    messageKey('validation.datePast'),
  )
  .refine(
    (v) => v === '' || !isCalendarDate(v) || v < todayIsoDate() || isDateInRange(v),
    messageKey('validation.dateInvalid'),
  )
  .nullish()
  .transform((v) => (v ? v : null));

export const ConsultationRequestSchema = z.strictObject({
  name: requiredName(LIMITS.nameMax),
  email: email(messageKey('validation.email')),
  company: optionalLine(COMPANY_MAX, 'company'),
  phone,
  preferredDate,
  preferredTime: optionalLine(50, 'preferredTime'),
  message: optionalText(LIMITS.messageMax, 'message'),
  [HONEYPOT_FIELD]: honeypot,
});
export type ConsultationRequestInput = z.input<typeof ConsultationRequestSchema>;
export type ConsultationRequest = z.output<typeof ConsultationRequestSchema>;

// Spec §5: amount numeric, minimum 1, step 0.01. Kept as a decimal string (money is never a float).
const amount = z
  .union([z.number(), z.string()], { error: messageKey('validation.amountRequired') })
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountRequired') });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(s) && !(typeof v === 'number' && /^\d+(\.\d+)?e[+-]?\d+$/i.test(s))) {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountInvalid') });
      return z.NEVER;
    }
    const n = D(s);
    if (n.lt(LIMITS.amountMin)) {
      ctx.addIssue({
        code: 'custom',
        message: messageKey('validation.amountMin', { min: LIMITS.amountMin }),
      });
      return z.NEVER;
    }
    if (n.decimalPlaces() > 2) {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountDecimals') });
      return z.NEVER;
    }
    if (n.gte('1e15')) {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.amountTooLarge') });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const quoteCurrency = z.enum(QUOTE_CURRENCIES, { error: messageKey('validation.currency') });

export const QuoteRequestSchema = z
  .strictObject({
    name: requiredName(LIMITS.nameMax),
    email: email(messageKey('validation.email')),
    company: optionalLine(COMPANY_MAX, 'company'),
    phone,
    currencyFrom: quoteCurrency,
    currencyTo: quoteCurrency,
    amount,
    urgency: z.enum(URGENCIES, { error: messageKey('validation.urgency') }).default('medium'),
    message: optionalText(LIMITS.messageMax, 'message'),
    [HONEYPOT_FIELD]: honeypot,
  })
  .refine((v) => v.currencyFrom !== v.currencyTo, {
    path: ['currencyTo'],
    message: messageKey('validation.currencyDifferent'),
  });
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

export const InquirySchema = z.strictObject({
  name: requiredName(LIMITS.nameMax),
  email: email(messageKey('validation.email')),
  phone,
  company: optionalLine(COMPANY_MAX, 'company'),
  subject: requiredLine(LIMITS.subjectMax, 'subject'),
  inquiryType: z
    .enum(INQUIRY_TYPES, { error: messageKey('validation.inquiryType') })
    .default('general'),
  message: requiredText(LIMITS.messageMax, 'message'),
  [HONEYPOT_FIELD]: honeypot,
});
export type InquiryInput = z.input<typeof InquirySchema>;
export type Inquiry = z.output<typeof InquirySchema>;

// Spec §5: resume URL optional, a valid URL if present, empty string allowed. Only http(s):
// a javascript: or data: link must never reach an admin's inbox as a clickable link.
const resumeUrl = cleanToken()
  .max(URL_MAX, tooLong('url', URL_MAX))
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, messageKey('validation.url'))
  .nullish()
  .transform((v) => (v ? v : null));

export const JobApplicationSchema = z.strictObject({
  /** Null for an open application ("Don't See Your Role?"). */
  jobId: z
    .uuid(messageKey('validation.unknownPosition'))
    .nullish()
    .transform((v) => v ?? null),
  applicantName: personName({ error: tooShort('name', LIMITS.nameMin) })
    .min(LIMITS.nameMin, tooShort('name', LIMITS.nameMin))
    .max(LIMITS.nameMax, tooLong('name', LIMITS.nameMax)),
  applicantEmail: email(messageKey('validation.emailRequired')),
  applicantPhone: phone,
  resumeUrl,
  /** The claim a CV upload answered (POST /api/requests/application/cv): "<id>.<secret>". */
  resumeFile: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{16,64}$/, messageKey('validation.resumeFile'))
    .nullish()
    .transform((v) => v ?? null),
  coverLetter: multiLine({ error: tooShort('coverLetter', LIMITS.coverLetterMin) })
    .min(LIMITS.coverLetterMin, tooShort('coverLetter', LIMITS.coverLetterMin))
    .max(LIMITS.messageMax, tooLong('coverLetter', LIMITS.messageMax)),
  [HONEYPOT_FIELD]: honeypot,
});
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.output<typeof JobApplicationSchema>;

/** 201 answer of every POST /api/requests/* endpoint. */
export const RequestCreatedSchema = z.object({ id: z.string(), reference: z.string() });
export type RequestCreated = z.infer<typeof RequestCreatedSchema>;
