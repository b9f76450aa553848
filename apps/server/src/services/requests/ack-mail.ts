import type { REQUEST_REFERENCE_PREFIX } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';

export type AckKind = keyof typeof REQUEST_REFERENCE_PREFIX;

// The requester's acknowledgement: what we received, its reference and what happens next, in the
// words of the form's own promise (spec §5, §9: contact within 24 hours).
const ACK: Record<AckKind, { what: string; next: string[] }> = {
  consultation: {
    what: 'consultation request',
    next: ["We'll contact you within 24 hours to confirm your consultation."],
  },
  quote: {
    what: 'quote request',
    next: [
      'Our desk answers by email with a firm rate, what you would receive and how long the quote holds.',
      'Urgent requests are answered the same day.',
    ],
  },
  inquiry: { what: 'message', next: ["We'll get back to you within 24 hours."] },
  application: {
    what: 'job application',
    next: [
      'Our hiring team reads every application and contacts shortlisted candidates.',
      'You do not need to apply again for the same position.',
    ],
  },
};

export function requestAckMail(kind: AckKind, reference: string, rows: [string, string][]) {
  const a = ACK[kind];
  return clientMail({
    subject: `We received your ${a.what} (${reference})`,
    heading: `We received your ${a.what}`,
    intro: `Thank you. Keep this reference; quote it if you write or call us: ${reference}.`,
    rows: [['Reference', reference], ...rows],
    next: [
      ...a.next,
      'If you did not send this, ignore this email: nothing else will be sent about it.',
    ],
  });
}
