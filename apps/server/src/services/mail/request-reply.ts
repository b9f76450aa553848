import type { Locale } from '@mizani/shared';
import { clientMail } from './client-mail.ts';

// The desk's written answer to any inbox request (issue 34 item 13): consultation, contact,
// quote or job application. The admin's words go in as they are; the frame is in the requester's
// language (their account's when signed in, else English, as for the quote reply).

const TEXTS: Record<
  Locale,
  {
    subject: (reference: string) => string;
    heading: string;
    intro: (name: string, reference: string) => string;
    label: string;
    desk: string;
    next: string;
  }
> = {
  en: {
    subject: (reference) => `Re: your request ${reference}`,
    heading: 'An answer from Mizani',
    intro: (name, reference) => `Dear ${name}, here is our answer to your request ${reference}.`,
    label: 'Reference',
    desk: 'From our team',
    next: 'Reply to this email to continue the conversation; keep the reference in the subject.',
  },
  fr: {
    subject: (reference) => `Re : votre demande ${reference}`,
    heading: 'Une réponse de Mizani',
    intro: (name, reference) =>
      `Bonjour ${name}, voici notre réponse à votre demande ${reference}.`,
    label: 'Référence',
    desk: 'Message de notre équipe',
    next: 'Répondez à cet e-mail pour poursuivre l’échange ; gardez la référence dans l’objet.',
  },
  sw: {
    subject: (reference) => `Jibu: ombi lako ${reference}`,
    heading: 'Jibu kutoka Mizani',
    intro: (name, reference) => `Habari ${name}, hili ndilo jibu letu kwa ombi lako ${reference}.`,
    label: 'Kumbukumbu',
    desk: 'Kutoka kwa timu yetu',
    next: 'Jibu barua pepe hii kuendelea na mazungumzo; acha kumbukumbu kwenye kichwa.',
  },
};

export function requestReplyMail(
  r: { name: string; reference: string; message: string },
  locale: Locale = 'en',
) {
  const t = TEXTS[locale];
  return clientMail({
    locale,
    subject: t.subject(r.reference),
    heading: t.heading,
    intro: t.intro(r.name, r.reference),
    rows: [[t.label, r.reference]],
    note: { label: t.desk, text: r.message },
    next: [t.next],
  });
}
