import { z } from 'zod';
import { QUOTE_CURRENCIES } from '../constants/currencies.ts';
import { LIMITS } from '../constants/limits.ts';
import { D } from '../money.ts';
import { cleanToken, isCalendarDate, isDateInRange, multiLine, singleLine } from './text.ts';

// Issue 4 / spec §3, §5: the four public request forms. Each schema is used twice: by the form's
// zodResolver (input = what the inputs hold, strings) and by the API (input = JSON). The output is
// the normalised row: trimmed, emails lower-cased, empty optional fields null, lengths capped,
// unknown fields refused (strictObject).

export const INQUIRY_TYPES = [
  'general',
  'technical',
  'account',
  'billing',
  'corporate',
  'partnership',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  account: 'Account Support',
  billing: 'Billing Question',
  corporate: 'Corporate Services',
  partnership: 'Partnership',
};

/** Spec §4: urgency levels and their descriptions. */
export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<Urgency, { label: string; description: string }> = {
  low: { label: 'Low', description: 'Within a week' },
  medium: { label: 'Medium', description: 'Within 2-3 days' },
  high: { label: 'High', description: 'Urgent, same day' },
};

export const CONSULTATION_NOTE =
  "* Required fields. We'll contact you within 24 hours to confirm your consultation.";

/** The hidden honeypot input's name: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = 'website';

const PHONE_MAX = 40;
const COMPANY_MAX = 200;
const URL_MAX = 2048;

// One-line fields collapse CR/LF and tabs to a space; every field refuses other control
// characters and lone surrogates (text.ts).
function requiredLine(max: number, label: string) {
  return singleLine({ error: 'Required' })
    .min(1, 'Required')
    .max(max, `${label} must be at most ${max} characters`);
}

function requiredText(max: number, label: string) {
  return multiLine({ error: 'Required' })
    .min(1, 'Required')
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional one-line text: absent, null or blank all become null. */
function optionalLine(max: number, label: string) {
  return singleLine()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

function optionalText(max: number, label: string) {
  return multiLine()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

function email(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
    .pipe(z.email(message));
}

const phone = singleLine()
  .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
  .refine((v) => v === '' || /^\+?[\d\s().-]{5,}$/.test(v), 'Enter a valid phone number')
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
  .refine((v) => v === '' || isCalendarDate(v), 'Enter a valid date')
  .refine(
    (v) => v === '' || !isCalendarDate(v) || v >= todayIsoDate(),
    'Preferred date cannot be in the past',
  )
  .refine(
    (v) => v === '' || !isCalendarDate(v) || v < todayIsoDate() || isDateInRange(v),
    'Enter a valid date',
  )
  .nullish()
  .transform((v) => (v ? v : null));

export const ConsultationRequestSchema = z.strictObject({
  name: requiredLine(LIMITS.nameMax, 'Name'),
  email: email('Please enter a valid email address'),
  company: optionalLine(COMPANY_MAX, 'Company'),
  phone,
  preferredDate,
  preferredTime: optionalLine(50, 'Preferred time'),
  message: optionalText(LIMITS.messageMax, 'Message'),
  [HONEYPOT_FIELD]: honeypot,
});
export type ConsultationRequestInput = z.input<typeof ConsultationRequestSchema>;
export type ConsultationRequest = z.output<typeof ConsultationRequestSchema>;

// Spec §5: amount numeric, minimum 1, step 0.01. Kept as a decimal string (money is never a float).
const amount = z
  .union([z.number(), z.string()], { error: 'Amount is required' })
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: 'Amount is required' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(s) && !(typeof v === 'number' && /^\d+(\.\d+)?e[+-]?\d+$/i.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid amount' });
      return z.NEVER;
    }
    const n = D(s);
    if (n.lt(LIMITS.amountMin)) {
      ctx.addIssue({ code: 'custom', message: `Minimum amount is ${LIMITS.amountMin}` });
      return z.NEVER;
    }
    if (n.decimalPlaces() > 2) {
      ctx.addIssue({ code: 'custom', message: 'Amount can have at most 2 decimal places' });
      return z.NEVER;
    }
    if (n.gte('1e15')) {
      ctx.addIssue({ code: 'custom', message: 'Amount is too large' });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const quoteCurrency = z.enum(QUOTE_CURRENCIES, { error: 'Select a currency' });

export const QuoteRequestSchema = z
  .strictObject({
    name: requiredLine(LIMITS.nameMax, 'Name'),
    email: email('Please enter a valid email address'),
    company: optionalLine(COMPANY_MAX, 'Company'),
    phone,
    currencyFrom: quoteCurrency,
    currencyTo: quoteCurrency,
    amount,
    urgency: z.enum(URGENCIES, { error: 'Select an urgency' }).default('medium'),
    message: optionalText(LIMITS.messageMax, 'Message'),
    [HONEYPOT_FIELD]: honeypot,
  })
  .refine((v) => v.currencyFrom !== v.currencyTo, {
    path: ['currencyTo'],
    message: 'Choose a different currency to convert to',
  });
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

export const InquirySchema = z.strictObject({
  name: requiredLine(LIMITS.nameMax, 'Name'),
  email: email('Please enter a valid email address'),
  phone,
  company: optionalLine(COMPANY_MAX, 'Company'),
  subject: requiredLine(LIMITS.subjectMax, 'Subject'),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Select an inquiry type' }).default('general'),
  message: requiredText(LIMITS.messageMax, 'Message'),
  [HONEYPOT_FIELD]: honeypot,
});
export type InquiryInput = z.input<typeof InquirySchema>;
export type Inquiry = z.output<typeof InquirySchema>;

// Spec §5: resume URL optional, a valid URL if present, empty string allowed. Only http(s):
// a javascript: or data: link must never reach an admin's inbox as a clickable link.
const resumeUrl = cleanToken()
  .max(URL_MAX, `URL must be at most ${URL_MAX} characters`)
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter a valid URL starting with http:// or https://')
  .nullish()
  .transform((v) => (v ? v : null));

export const JobApplicationSchema = z.strictObject({
  /** Null for an open application ("Don't See Your Role?"). */
  jobId: z
    .uuid('Unknown position')
    .nullish()
    .transform((v) => v ?? null),
  applicantName: singleLine({ error: 'Name must be at least 2 characters' })
    .min(LIMITS.nameMin, 'Name must be at least 2 characters')
    .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`),
  applicantEmail: email('Valid email is required'),
  applicantPhone: phone,
  resumeUrl,
  coverLetter: multiLine({ error: 'Cover letter must be at least 50 characters' })
    .min(LIMITS.coverLetterMin, 'Cover letter must be at least 50 characters')
    .max(LIMITS.messageMax, `Cover letter must be at most ${LIMITS.messageMax} characters`),
  [HONEYPOT_FIELD]: honeypot,
});
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.output<typeof JobApplicationSchema>;

/** 201 answer of every POST /api/requests/* endpoint. */
export const RequestCreatedSchema = z.object({ id: z.string(), reference: z.string() });
export type RequestCreated = z.infer<typeof RequestCreatedSchema>;
