import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { englishMessage } from '../i18n/messages.ts';
import {
  CONSULTATION_NOTE,
  ConsultationRequestSchema,
  InquirySchema,
  JobApplicationSchema,
  QuoteRequestSchema,
  todayIsoDate,
} from './requests.ts';

/** { field: first message in English, as the API answers } of a failed parse, or {} when it passed. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const key = i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(',') : '_');
    out[key] ??= englishMessage(i.message);
  }
  return out;
}
const dayOffset = (n: number) => todayIsoDate(new Date(Date.now() + n * 86_400_000));

describe('consultation', () => {
  const ok = { name: 'Amina Otieno', email: 'amina@example.com' };

  it('needs full name and a valid email; everything else is optional and blank becomes null', () => {
    expect(
      ConsultationRequestSchema.parse({
        ...ok,
        company: '',
        phone: '  ',
        preferredDate: '',
        preferredTime: '',
        message: '',
      }),
    ).toEqual({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      company: null,
      phone: null,
      preferredDate: null,
      preferredTime: null,
      message: null,
    });
    expect(errors(ConsultationRequestSchema, { name: ' ', email: 'nope' })).toEqual({
      name: 'Required',
      email: 'Please enter a valid email address',
    });
    expect(errors(ConsultationRequestSchema, {})).toMatchObject({ name: 'Required' });
  });

  it('trims, lower-cases the email and collapses line breaks in one-line fields', () => {
    const v = ConsultationRequestSchema.parse({
      name: '  Amina\r\nBcc: x@evil.com ',
      email: '  AMINA@Example.COM ',
      company: ' Acme\nLtd ',
    });
    expect(v.name).toBe('Amina Bcc: x@evil.com');
    expect(v.email).toBe('amina@example.com');
    expect(v.company).toBe('Acme Ltd');
  });

  it('refuses a preferred date before today and accepts today and later', () => {
    expect(errors(ConsultationRequestSchema, { ...ok, preferredDate: dayOffset(-1) })).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
    expect(
      ConsultationRequestSchema.parse({ ...ok, preferredDate: todayIsoDate() }).preferredDate,
    ).toBe(todayIsoDate());
    expect(
      ConsultationRequestSchema.parse({ ...ok, preferredDate: dayOffset(7) }).preferredDate,
    ).toBe(dayOffset(7));
    expect(errors(ConsultationRequestSchema, { ...ok, preferredDate: '2031-02-30' })).toEqual({
      preferredDate: 'Enter a valid date',
    });
  });

  it('caps lengths and refuses unknown fields', () => {
    expect(ConsultationRequestSchema.safeParse({ ...ok, name: 'x'.repeat(120) }).success).toBe(
      true,
    );
    expect(errors(ConsultationRequestSchema, { ...ok, name: 'x'.repeat(121) })).toEqual({
      name: 'Name must be at most 120 characters',
    });
    expect(
      errors(ConsultationRequestSchema, { ...ok, email: `${'a'.repeat(250)}@b.co` }).email,
    ).toMatch(/at most 254/);
    expect(ConsultationRequestSchema.safeParse({ ...ok, message: 'm'.repeat(5000) }).success).toBe(
      true,
    );
    expect(errors(ConsultationRequestSchema, { ...ok, message: 'm'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(ConsultationRequestSchema.safeParse({ ...ok, userId: 'someone-else' }).success).toBe(
      false,
    );
  });

  it('carries the spec note', () => {
    expect(CONSULTATION_NOTE).toBe(
      "* Required fields. We'll contact you within 24 hours to confirm your consultation.",
    );
  });
});

describe('quote', () => {
  const ok = {
    name: 'Kofi',
    email: 'kofi@example.com',
    currencyFrom: 'USD',
    currencyTo: 'KES',
    amount: '1000',
  };

  it('normalises and defaults urgency to medium', () => {
    expect(QuoteRequestSchema.parse(ok)).toEqual({
      name: 'Kofi',
      email: 'kofi@example.com',
      company: null,
      phone: null,
      currencyFrom: 'USD',
      currencyTo: 'KES',
      amount: '1000.00',
      urgency: 'medium',
      message: null,
    });
  });

  it('amount: minimum 1, step 0.01, numbers or decimal strings', () => {
    expect(errors(QuoteRequestSchema, { ...ok, amount: '0.99' })).toEqual({
      amount: 'Minimum amount is 1',
    });
    expect(errors(QuoteRequestSchema, { ...ok, amount: 0.99 })).toEqual({
      amount: 'Minimum amount is 1',
    });
    expect(QuoteRequestSchema.parse({ ...ok, amount: '1' }).amount).toBe('1.00');
    expect(QuoteRequestSchema.parse({ ...ok, amount: 1 }).amount).toBe('1.00');
    expect(QuoteRequestSchema.parse({ ...ok, amount: '2500.75' }).amount).toBe('2500.75');
    expect(errors(QuoteRequestSchema, { ...ok, amount: '1.005' })).toEqual({
      amount: 'Amount can have at most 2 decimal places',
    });
    expect(errors(QuoteRequestSchema, { ...ok, amount: '' })).toEqual({
      amount: 'Amount is required',
    });
    expect(errors(QuoteRequestSchema, { ...ok, amount: 'abc' })).toEqual({
      amount: 'Enter a valid amount',
    });
    expect(errors(QuoteRequestSchema, { ...ok, amount: '-5' })).toEqual({
      amount: 'Enter a valid amount',
    });
  });

  it('currencies are the spec nine plus ZMW and MZN (issue 34) and must differ', () => {
    for (const c of ['USD', 'EUR', 'GBP', 'KES', 'TZS', 'GHS', 'NGN', 'ZAR', 'ETB', 'ZMW', 'MZN']) {
      expect(
        QuoteRequestSchema.safeParse({
          ...ok,
          currencyFrom: c,
          currencyTo: c === 'USD' ? 'EUR' : 'USD',
        }).success,
      ).toBe(true);
    }
    expect(errors(QuoteRequestSchema, { ...ok, currencyTo: 'XAF' })).toEqual({
      currencyTo: 'Select a currency',
    });
    expect(errors(QuoteRequestSchema, { ...ok, currencyTo: 'USD' })).toEqual({
      currencyTo: 'Choose a different currency to convert to',
    });
  });

  it('urgency is low, medium or high', () => {
    expect(QuoteRequestSchema.parse({ ...ok, urgency: 'high' }).urgency).toBe('high');
    expect(errors(QuoteRequestSchema, { ...ok, urgency: 'asap' })).toEqual({
      urgency: 'Select an urgency',
    });
  });
});

describe('support inquiry', () => {
  const ok = {
    name: 'Zanele',
    email: 'z@example.com',
    subject: 'Payout delay',
    message: 'Where is my payout?',
  };
  it('requires name, email, subject and message; type defaults to general', () => {
    expect(InquirySchema.parse(ok)).toEqual({
      ...ok,
      phone: null,
      company: null,
      inquiryType: 'general',
    });
    expect(errors(InquirySchema, { name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Required',
      email: 'Please enter a valid email address',
      subject: 'Required',
      message: 'Required',
    });
  });
  it('knows the six inquiry types', () => {
    for (const t of ['general', 'technical', 'account', 'billing', 'corporate', 'partnership']) {
      expect(InquirySchema.parse({ ...ok, inquiryType: t }).inquiryType).toBe(t);
    }
    expect(InquirySchema.safeParse({ ...ok, inquiryType: 'sales' }).success).toBe(false);
  });
  it('subject is one line of at most 200 characters', () => {
    expect(InquirySchema.parse({ ...ok, subject: 'Hi\r\nBcc: a@b.c' }).subject).toBe(
      'Hi Bcc: a@b.c',
    );
    expect(errors(InquirySchema, { ...ok, subject: 's'.repeat(201) })).toEqual({
      subject: 'Subject must be at most 200 characters',
    });
  });
});

describe('job application', () => {
  const letter = 'c'.repeat(50);
  const ok = { applicantName: 'Jo', applicantEmail: 'jo@example.com', coverLetter: letter };
  it('spec messages', () => {
    expect(
      errors(JobApplicationSchema, {
        applicantName: 'J',
        applicantEmail: 'x',
        coverLetter: 'c'.repeat(49),
      }),
    ).toEqual({
      applicantName: 'Name must be at least 2 characters',
      applicantEmail: 'Valid email is required',
      coverLetter: 'Cover letter must be at least 50 characters',
    });
    expect(JobApplicationSchema.parse(ok)).toEqual({
      jobId: null,
      applicantName: 'Jo',
      applicantEmail: 'jo@example.com',
      applicantPhone: null,
      resumeUrl: null,
      resumeFile: null,
      coverLetter: letter,
    });
  });
  it('a CV file is named by the claim its upload answered, or not at all', () => {
    const claim = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(32)}`;
    expect(JobApplicationSchema.parse({ ...ok, resumeFile: claim }).resumeFile).toBe(claim);
    for (const bad of ['../../etc/passwd', 'abc.def', `${claim}\n`])
      expect(errors(JobApplicationSchema, { ...ok, resumeFile: bad })).toEqual({
        resumeFile: 'Attach your CV again',
      });
  });
  it('cover letter boundary 49 vs 50 after trimming, capped at 5000', () => {
    expect(errors(JobApplicationSchema, { ...ok, coverLetter: ` ${'c'.repeat(49)}  ` })).toEqual({
      coverLetter: 'Cover letter must be at least 50 characters',
    });
    expect(JobApplicationSchema.safeParse({ ...ok, coverLetter: 'c'.repeat(5000) }).success).toBe(
      true,
    );
    expect(errors(JobApplicationSchema, { ...ok, coverLetter: 'c'.repeat(5001) })).toEqual({
      coverLetter: 'Cover letter must be at most 5000 characters',
    });
  });
  it('resume URL optional, empty allowed, else http(s) only', () => {
    expect(JobApplicationSchema.parse({ ...ok, resumeUrl: '' }).resumeUrl).toBeNull();
    expect(
      JobApplicationSchema.parse({ ...ok, resumeUrl: 'https://cv.example.com/jo.pdf' }).resumeUrl,
    ).toBe('https://cv.example.com/jo.pdf');
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      'ftp://example.com/cv',
      'data:text/html,hi',
    ]) {
      expect(errors(JobApplicationSchema, { ...ok, resumeUrl: bad })).toEqual({
        resumeUrl: 'Enter a valid URL starting with http:// or https://',
      });
    }
  });
  it('job id is a uuid or null', () => {
    const id = '2b1c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d';
    expect(JobApplicationSchema.parse({ ...ok, jobId: id }).jobId).toBe(id);
    expect(JobApplicationSchema.safeParse({ ...ok, jobId: 'x' }).success).toBe(false);
  });
});
