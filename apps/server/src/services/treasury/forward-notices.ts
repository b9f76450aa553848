import type { Locale } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn, rateIn } from '../i18n/language.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';

// Forward contracts' own notices (bell and mail, issue 41 item 3): a margin call, a close-out and
// a settlement. French and Swahili are the team's (docs/languages.md lists them for review).

type Kind = 'call' | 'closed' | 'settled';
interface Texts {
  title: Record<Kind, (ref: string) => string>;
  call: (loss: string, add: string, deadline: string) => string;
  closed: (loss: string, back: string) => string;
  settled: (paid: string, got: string, margin: string) => string;
  callNext: string;
  labels: { reference: string; rate: string; valueDate: string };
  view: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    title: {
      call: (ref) => `Margin call on forward contract ${ref}`,
      closed: (ref) => `Forward contract ${ref} closed out`,
      settled: (ref) => `Forward contract ${ref} settled`,
    },
    call: (loss, add, deadline) =>
      `The rate has moved against your contract: it would lose ${loss} today. Add ${add} of margin, or settle it early, before ${deadline}.`,
    closed: (loss, back) =>
      `The margin call was not answered in time, so we closed the contract at today's rate. The loss of ${loss} was taken from the margin; ${back} is back in your wallet.`,
    settled: (paid, got, margin) =>
      `You paid ${paid} and received ${got}. The margin of ${margin} is back in your wallet.`,
    callNext:
      'Without an answer by the deadline the contract is closed out at the rate of the day.',
    labels: { reference: 'Reference', rate: 'Forward rate', valueDate: 'Value date' },
    view: 'View your contract',
  },
  fr: {
    title: {
      call: (ref) => `Appel de marge sur le contrat à terme ${ref}`,
      closed: (ref) => `Contrat à terme ${ref} liquidé`,
      settled: (ref) => `Contrat à terme ${ref} réglé`,
    },
    call: (loss, add, deadline) =>
      `Le cours évolue contre votre contrat : il perdrait ${loss} aujourd’hui. Ajoutez ${add} de marge, ou réglez-le par anticipation, avant le ${deadline}.`,
    closed: (loss, back) =>
      `L’appel de marge est resté sans réponse dans le délai : nous avons clôturé le contrat au cours du jour. La perte de ${loss} a été prise sur la marge ; ${back} est revenu dans votre portefeuille.`,
    settled: (paid, got, margin) =>
      `Vous avez payé ${paid} et reçu ${got}. La marge de ${margin} est revenue dans votre portefeuille.`,
    callNext: 'Sans réponse avant l’échéance, le contrat est liquidé au cours du jour.',
    labels: { reference: 'Référence', rate: 'Cours à terme', valueDate: 'Date de valeur' },
    view: 'Voir votre contrat',
  },
  sw: {
    title: {
      call: (ref) => `Wito wa dhamana kwa mkataba wa baadaye ${ref}`,
      closed: (ref) => `Mkataba wa baadaye ${ref} umefungwa`,
      settled: (ref) => `Mkataba wa baadaye ${ref} umelipwa`,
    },
    call: (loss, add, deadline) =>
      `Kiwango kimeenda kinyume na mkataba wako: ungepoteza ${loss} leo. Ongeza dhamana ya ${add}, au ulipe mapema, kabla ya ${deadline}.`,
    closed: (loss, back) =>
      `Wito wa dhamana haukujibiwa kwa wakati, kwa hiyo tumefunga mkataba kwa kiwango cha leo. Hasara ya ${loss} imechukuliwa kutoka kwa dhamana; ${back} imerudi kwenye pochi yako.`,
    settled: (paid, got, margin) =>
      `Umelipa ${paid} na kupokea ${got}. Dhamana ya ${margin} imerudi kwenye pochi yako.`,
    callNext: 'Bila jibu kabla ya muda, mkataba hufungwa kwa kiwango cha siku hiyo.',
    labels: { reference: 'Kumbukumbu', rate: 'Kiwango cha baadaye', valueDate: 'Tarehe ya malipo' },
    view: 'Tazama mkataba wako',
  },
};

export interface ForwardFacts {
  id: string;
  reference: string;
  sellCurrency: string;
  buyCurrency: string;
  forwardRate: string;
  valueDate: string;
}

function notice(
  kind: Kind,
  f: ForwardFacts,
  body: (t: Texts, locale: Locale) => string,
  appUrl?: string,
  next?: (t: Texts) => string,
): ClientNotice {
  return inEachLanguage((locale) => {
    const t = TEXTS[locale];
    const link = `/dashboard?tab=treasury&forward=${f.id}`;
    const text = body(t, locale);
    return {
      kind: `forward_${kind === 'call' ? 'margin_call' : kind === 'closed' ? 'closed_out' : 'settled'}`,
      group: 'conversions',
      title: t.title[kind](f.reference),
      body: text,
      link,
      mail: clientMail({
        locale,
        subject: t.title[kind](f.reference),
        heading: t.title[kind](f.reference),
        intro: text,
        rows: [
          [t.labels.reference, f.reference],
          [t.labels.rate, rateIn(locale, f.forwardRate)],
          [t.labels.valueDate, f.valueDate],
        ],
        next: next ? [next(t)] : [],
        link: { url: `${appUrl ?? ''}${link}`, label: t.view },
      }),
    };
  });
}

/** The loss passed the threshold: add margin (or settle early) before the deadline. */
export const marginCallNotice = (
  f: ForwardFacts,
  loss: string,
  add: string,
  deadline: Date,
  appUrl?: string,
) =>
  notice(
    'call',
    f,
    (t, l) =>
      t.call(
        moneyIn(l, loss, f.sellCurrency),
        moneyIn(l, add, f.sellCurrency),
        `${deadline.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      ),
    appUrl,
    (t) => t.callNext,
  );

/** Closed out after an unanswered call: the loss taken, the rest of the margin released. */
export const closedOutNotice = (f: ForwardFacts, loss: string, back: string, appUrl?: string) =>
  notice(
    'closed',
    f,
    (t, l) => t.closed(moneyIn(l, loss, f.sellCurrency), moneyIn(l, back, f.sellCurrency)),
    appUrl,
  );

/** Settled on its value date (or drawn down in full early). */
export const settledNotice = (
  f: ForwardFacts,
  paid: string,
  got: string,
  margin: string,
  appUrl?: string,
) =>
  notice(
    'settled',
    f,
    (t, l) =>
      t.settled(
        moneyIn(l, paid, f.sellCurrency),
        moneyIn(l, got, f.buyCurrency),
        moneyIn(l, margin, f.sellCurrency),
      ),
    appUrl,
  );
