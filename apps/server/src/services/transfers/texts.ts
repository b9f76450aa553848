import type { Locale } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';
import { moneyIn } from '../i18n/language.ts';

// The sender's and recipient's words at each step of a transfer (issue 38), in the three
// languages; French and Swahili are the team's, for a native speaker's review (docs/languages.md).

export type TransferStep =
  'on_its_way' | 'sent' | 'delivered' | 'refunded' | 'cancelled' | 'received';

type Words = {
  title: Record<TransferStep, (amount: string, name: string) => string>;
  body: Record<TransferStep, (ref: string) => string>;
  label: { reference: string; sent: string; receives: string; to: string; reason: string };
  open: string;
  track: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    title: {
      on_its_way: (a, n) => `${a} is on its way to ${n}`,
      sent: (a, n) => `${a} to ${n}: sent to the network`,
      delivered: (a, n) => `${a} delivered to ${n}`,
      refunded: (a, n) => `Your transfer of ${a} to ${n} was refunded`,
      cancelled: (a, n) => `Your transfer of ${a} to ${n} was cancelled`,
      received: (a, n) => `You received ${a} from ${n}`,
    },
    body: {
      on_its_way: (r) => `Transfer ${r}: paid and converted; we are sending it now.`,
      sent: (r) => `Transfer ${r} is with the payment network; it arrives shortly.`,
      delivered: (r) => `Transfer ${r} has arrived.`,
      refunded: (r) =>
        `Transfer ${r} could not be paid out; the full amount is back in your balance.`,
      cancelled: (r) => `Transfer ${r} was cancelled; nothing was sent.`,
      received: (r) => `Transfer ${r} is in your balance.`,
    },
    label: {
      reference: 'Reference',
      sent: 'You sent',
      receives: 'They receive',
      to: 'To',
      reason: 'Reason',
    },
    open: 'See the transfer',
    track: 'Tracking link for the recipient',
  },
  fr: {
    title: {
      on_its_way: (a, n) => `${a} en route vers ${n}`,
      sent: (a, n) => `${a} à ${n} : transmis au réseau`,
      delivered: (a, n) => `${a} livrés à ${n}`,
      refunded: (a, n) => `Votre transfert de ${a} à ${n} a été remboursé`,
      cancelled: (a, n) => `Votre transfert de ${a} à ${n} a été annulé`,
      received: (a, n) => `Vous avez reçu ${a} de ${n}`,
    },
    body: {
      on_its_way: (r) => `Transfert ${r} : payé et converti ; nous l’envoyons maintenant.`,
      sent: (r) =>
        `Le transfert ${r} est entre les mains du réseau de paiement ; il arrive sous peu.`,
      delivered: (r) => `Le transfert ${r} est arrivé.`,
      refunded: (r) =>
        `Le transfert ${r} n’a pas pu être versé ; le montant total est revenu sur votre solde.`,
      cancelled: (r) => `Le transfert ${r} a été annulé ; rien n’a été envoyé.`,
      received: (r) => `Le transfert ${r} est sur votre solde.`,
    },
    label: {
      reference: 'Référence',
      sent: 'Vous envoyez',
      receives: 'Le bénéficiaire reçoit',
      to: 'À',
      reason: 'Motif',
    },
    open: 'Voir le transfert',
    track: 'Lien de suivi pour le bénéficiaire',
  },
  sw: {
    title: {
      on_its_way: (a, n) => `${a} zinatumwa kwa ${n}`,
      sent: (a, n) => `${a} kwa ${n}: zimetumwa kwa mtandao`,
      delivered: (a, n) => `${a} zimemfikia ${n}`,
      refunded: (a, n) => `Uhamisho wako wa ${a} kwa ${n} umerejeshwa`,
      cancelled: (a, n) => `Uhamisho wako wa ${a} kwa ${n} umeghairiwa`,
      received: (a, n) => `Umepokea ${a} kutoka kwa ${n}`,
    },
    body: {
      on_its_way: (r) => `Uhamisho ${r}: umelipwa na kubadilishwa; tunautuma sasa.`,
      sent: (r) => `Uhamisho ${r} uko kwenye mtandao wa malipo; utafika hivi karibuni.`,
      delivered: (r) => `Uhamisho ${r} umefika.`,
      refunded: (r) => `Uhamisho ${r} haukuweza kulipwa; kiasi chote kimerudi kwenye salio lako.`,
      cancelled: (r) => `Uhamisho ${r} umeghairiwa; hakuna kilichotumwa.`,
      received: (r) => `Uhamisho ${r} uko kwenye salio lako.`,
    },
    label: {
      reference: 'Kumbukumbu',
      sent: 'Unatuma',
      receives: 'Mpokeaji anapokea',
      to: 'Kwa',
      reason: 'Sababu',
    },
    open: 'Angalia uhamisho',
    track: 'Kiungo cha kufuatilia kwa mpokeaji',
  },
};

export interface TransferNoticeInput {
  step: TransferStep;
  reference: string;
  sendAmount: string;
  sourceCurrency: string;
  receiveAmount: string;
  destCurrency: string;
  /** The other party: the recipient for the sender's notices, the sender for the recipient's. */
  counterparty: string;
  reason?: string | null;
  trackingUrl?: string;
}

export function transferNotice(t: TransferNoticeInput, appUrl = ''): ClientNotice {
  const link = '/dashboard?tab=send';
  return inEachLanguage((locale): ClientNotice => {
    const w = WORDS[locale];
    const received = t.step === 'received';
    const shown = received
      ? moneyIn(locale, t.receiveAmount, t.destCurrency)
      : moneyIn(locale, t.sendAmount, t.sourceCurrency);
    const title = w.title[t.step](shown, t.counterparty);
    const body = w.body[t.step](t.reference);
    return {
      kind: `transfer_${t.step}`,
      group: 'withdrawals',
      title,
      body,
      link,
      mail: clientMail({
        locale,
        subject: `${title} (${t.reference})`,
        heading: title,
        intro: body,
        rows: [
          [w.label.reference, t.reference],
          ...(received
            ? []
            : ([[w.label.sent, moneyIn(locale, t.sendAmount, t.sourceCurrency)]] as [
                string,
                string,
              ][])),
          [w.label.receives, moneyIn(locale, t.receiveAmount, t.destCurrency)],
          [w.label.to, t.counterparty],
          ...(t.reason ? ([[w.label.reason, t.reason]] as [string, string][]) : []),
          ...(t.trackingUrl && !received ? ([[w.track, t.trackingUrl]] as [string, string][]) : []),
        ],
        next: [],
        link: { url: `${appUrl}${link}`, label: w.open },
      }),
    };
  });
}

/**
 * The recipient's text message (they may have no account, so no language is known: English, the
 * provider's working language in every corridor). The amount is theirs to know; the link is not
 * an amount's page (the tracking page shows none).
 */
export function recipientSms(p: { sender: string; amount: string; currency: string; url: string }) {
  return `Mizani: ${p.sender} sent you ${moneyIn('en', p.amount, p.currency)}. Track it: ${p.url}`;
}
