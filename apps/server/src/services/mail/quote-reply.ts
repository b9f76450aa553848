import type { Locale } from '@mizani/shared';
import { moneyIn, rateIn, utcDateTimeIn } from '../i18n/language.ts';
import { clientMail } from './client-mail.ts';

// The desk's answer to a quote request, in the requester's language (issue 20): the account's
// language when a signed-in client asked, else English (the request row keeps no page language;
// docs/languages.md). English is the wording it always had, byte for byte.

export interface QuoteReply {
  name: string;
  reference: string;
  amount: string;
  from: string;
  to: string;
  rate: string;
  converted: string;
  validUntil: Date;
  message: string;
}

interface QuoteReplyTexts {
  /** (amount sent, target currency, reference) */
  subject: (send: string, to: string, reference: string) => string;
  heading: string;
  intro: (name: string, reference: string) => string;
  label: Record<'send' | 'rate' | 'fee' | 'receive' | 'validUntil' | 'reference', string>;
  fee: string;
  desk: string;
  next: [string, string];
  /** The bell item of a signed-in requester: (sent, received) and (reference, rate, until). */
  bellTitle: (send: string, receive: string) => string;
  bellBody: (reference: string, rate: string, until: string) => string;
}

const QUOTE_REPLY_TEXTS: Record<Locale, QuoteReplyTexts> = {
  en: {
    subject: (send, to, reference) => `Your Mizani quote: ${send} → ${to} (${reference})`,
    heading: 'Your quote',
    intro: (name, reference) =>
      `Dear ${name}, thank you for your quote request ${reference}. We can offer:`,
    label: {
      send: 'You send',
      rate: 'Rate',
      fee: 'Fee',
      receive: 'You receive',
      validUntil: 'Valid until',
      reference: 'Reference',
    },
    fee: 'None deducted: the rate includes our margin',
    desk: 'From our desk',
    next: [
      'Reply to this email before the quote expires to go ahead; we confirm the trade in writing.',
      'Your own bank may charge for sending or receiving the payment.',
    ],
    bellTitle: (send, receive) => `Your quote: ${send} → ${receive}`,
    bellBody: (reference, rate, until) =>
      `We answered quote request ${reference}: ${rate}, valid until ${until}. The details are in your email.`,
  },
  fr: {
    subject: (send, to, reference) => `Votre cotation Mizani : ${send} → ${to} (${reference})`,
    heading: 'Votre cotation',
    intro: (name, reference) =>
      `Bonjour ${name}, merci pour votre demande de cotation ${reference}. Nous pouvons vous proposer :`,
    label: {
      send: 'Vous envoyez',
      rate: 'Cours',
      fee: 'Frais',
      receive: 'Vous recevez',
      validUntil: 'Valable jusqu’au',
      reference: 'Référence',
    },
    fee: 'Aucuns frais prélevés : le cours inclut notre marge',
    desk: 'Message de notre desk',
    next: [
      'Répondez à cet e-mail avant l’expiration de la cotation pour donner suite ; nous confirmons l’opération par écrit.',
      'Votre propre banque peut facturer l’envoi ou la réception du paiement.',
    ],
    bellTitle: (send, receive) => `Votre cotation : ${send} → ${receive}`,
    bellBody: (reference, rate, until) =>
      `Nous avons répondu à la demande de cotation ${reference} : ${rate}, valable jusqu’au ${until}. Le détail figure dans votre e-mail.`,
  },
  sw: {
    subject: (send, to, reference) => `Bei yako ya Mizani: ${send} → ${to} (${reference})`,
    heading: 'Bei yako',
    intro: (name, reference) =>
      `Mpendwa ${name}, asante kwa ombi lako la bei ${reference}. Tunaweza kukupa:`,
    label: {
      send: 'Unatuma',
      rate: 'Kiwango',
      fee: 'Ada',
      receive: 'Unapokea',
      validUntil: 'Inatumika hadi',
      reference: 'Kumbukumbu',
    },
    fee: 'Hakuna kinachokatwa: kiwango kinajumuisha faida yetu',
    desk: 'Kutoka kwa dawati letu',
    next: [
      'Jibu barua pepe hii kabla bei haijaisha muda ili kuendelea; tunathibitisha muamala kwa maandishi.',
      'Benki yako inaweza kutoza ada ya kutuma au kupokea malipo.',
    ],
    bellTitle: (send, receive) => `Bei yako: ${send} → ${receive}`,
    bellBody: (reference, rate, until) =>
      `Tumejibu ombi la bei ${reference}: ${rate}, inatumika hadi ${until}. Maelezo kamili yako kwenye barua pepe yako.`,
  },
};

const rateLine = (q: QuoteReply, locale: Locale) =>
  `1 ${q.from} = ${rateIn(locale, q.rate)} ${q.to}`;

/**
 * The desk's answer to a quote request: the figures with grouping, the fee terms stated (the quoted
 * rate includes our margin; no fee is deducted from the amount), the validity, the reference.
 */
export function quoteReplyMail(q: QuoteReply, locale: Locale = 'en') {
  const t = QUOTE_REPLY_TEXTS[locale];
  const send = moneyIn(locale, q.amount, q.from);
  return clientMail({
    locale,
    subject: t.subject(send, q.to, q.reference),
    heading: t.heading,
    intro: t.intro(q.name, q.reference),
    rows: [
      [t.label.send, send],
      [t.label.rate, rateLine(q, locale)],
      [t.label.fee, t.fee],
      [t.label.receive, moneyIn(locale, q.converted, q.to)],
      [t.label.validUntil, utcDateTimeIn(locale, q.validUntil)],
      [t.label.reference, q.reference],
    ],
    note: q.message ? { label: t.desk, text: q.message } : undefined,
    next: [...t.next],
  });
}

/** The bell item a signed-in requester gets beside the mail (the mail is the answer itself). */
export function quoteReplyBell(q: QuoteReply, locale: Locale = 'en') {
  const t = QUOTE_REPLY_TEXTS[locale];
  return {
    title: t.bellTitle(moneyIn(locale, q.amount, q.from), moneyIn(locale, q.converted, q.to)),
    body: t.bellBody(q.reference, rateLine(q, locale), utcDateTimeIn(locale, q.validUntil)),
  };
}
