import type { Locale, TreasuryReason } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn, rateIn } from '../i18n/language.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';

// The treasury's own notices (bell and mail, issue 41): a limit order that closed without filling
// and a recurring run that was skipped. A fill is told by the conversion's own notice (the order
// function writes it), so the client gets one mail per conversion, not two. French and Swahili
// are the team's (docs/languages.md lists them for review).

const TEXTS: Record<
  Locale,
  {
    reasons: Record<TreasuryReason, string>;
    closedTitle: (ref: string) => string;
    closedBody: (ref: string, sold: string, reason: string) => string;
    closedIntro: (sold: string, cur: string) => string;
    released: (sold: string) => string;
    skippedTitle: (cur: string) => string;
    skippedBody: (sold: string, cur: string, reason: string) => string;
    skippedNext: string;
    labels: {
      reference: string;
      amount: string;
      target: string;
      reason: string;
      day: string;
      max: string;
    };
    view: string;
  }
> = {
  en: {
    reasons: {
      client_cancelled: 'Cancelled by you',
      expired: 'Validity ended before the rate was reached',
      approval_rejected: 'Rejected by an approver',
      insufficient_balance: 'Insufficient balance',
      limit_exceeded: 'Over your transaction limits',
      not_allowed: 'Your account may not convert now',
      pair_inactive: 'This currency pair is not traded now',
      no_rate: 'No rate for this pair',
      rate_above_max: 'The rate was above your maximum',
    },
    closedTitle: (ref) => `Limit order ${ref} closed without converting`,
    closedBody: (ref, sold, reason) => `${ref}: ${sold} was not converted. Reason: ${reason}.`,
    closedIntro: (sold, cur) =>
      `Your limit order to sell ${sold} for ${cur} closed without converting.`,
    released: (sold) => `${sold} held for this order is available in your wallet again.`,
    skippedTitle: (cur) => `Recurring conversion to ${cur} skipped`,
    skippedBody: (sold, cur, reason) =>
      `${sold} was not converted to ${cur} this time. Reason: ${reason}.`,
    skippedNext: 'The plan stays active and runs again on its next date.',
    labels: {
      reference: 'Reference',
      amount: 'Amount',
      target: 'Target rate',
      reason: 'Reason',
      day: 'Date',
      max: 'Maximum rate',
    },
    view: 'View your treasury',
  },
  fr: {
    reasons: {
      client_cancelled: 'Annulé par vous',
      expired: 'Validité terminée avant que le cours soit atteint',
      approval_rejected: 'Refusé par un approbateur',
      insufficient_balance: 'Solde insuffisant',
      limit_exceeded: 'Au-delà de vos plafonds de transaction',
      not_allowed: 'Votre compte ne peut pas convertir pour le moment',
      pair_inactive: "Cette paire de devises n'est pas cotée pour le moment",
      no_rate: 'Aucun cours pour cette paire',
      rate_above_max: 'Le cours dépassait votre maximum',
    },
    closedTitle: (ref) => `Ordre à cours limité ${ref} clôturé sans conversion`,
    closedBody: (ref, sold, reason) => `${ref} : ${sold} n'a pas été converti. Motif : ${reason}.`,
    closedIntro: (sold, cur) =>
      `Votre ordre à cours limité de vente de ${sold} contre ${cur} est clôturé sans conversion.`,
    released: (sold) =>
      `${sold} réservé pour cet ordre est de nouveau disponible dans votre portefeuille.`,
    skippedTitle: (cur) => `Conversion périodique vers ${cur} non exécutée`,
    skippedBody: (sold, cur, reason) =>
      `${sold} n'a pas été converti en ${cur} cette fois. Motif : ${reason}.`,
    skippedNext: 'Le plan reste actif et s’exécutera à sa prochaine date.',
    labels: {
      reference: 'Référence',
      amount: 'Montant',
      target: 'Cours cible',
      reason: 'Motif',
      day: 'Date',
      max: 'Cours maximum',
    },
    view: 'Voir votre trésorerie',
  },
  sw: {
    reasons: {
      client_cancelled: 'Imeghairiwa na wewe',
      expired: 'Muda uliisha kabla kiwango hakijafikiwa',
      approval_rejected: 'Imekataliwa na mwidhinishaji',
      insufficient_balance: 'Salio halitoshi',
      limit_exceeded: 'Inazidi vikomo vyako vya miamala',
      not_allowed: 'Akaunti yako haiwezi kubadilisha sasa',
      pair_inactive: 'Jozi hii ya sarafu haiuzwi sasa',
      no_rate: 'Hakuna kiwango cha jozi hii',
      rate_above_max: 'Kiwango kilizidi kiwango chako cha juu',
    },
    closedTitle: (ref) => `Agizo la kiwango lengwa ${ref} limefungwa bila kubadilisha`,
    closedBody: (ref, sold, reason) => `${ref}: ${sold} haikubadilishwa. Sababu: ${reason}.`,
    closedIntro: (sold, cur) =>
      `Agizo lako la kuuza ${sold} kwa ${cur} limefungwa bila kubadilisha.`,
    released: (sold) => `${sold} iliyoshikiliwa kwa agizo hili inapatikana tena kwenye pochi yako.`,
    skippedTitle: (cur) => `Ubadilishaji wa kujirudia kwenda ${cur} umerukwa`,
    skippedBody: (sold, cur, reason) =>
      `${sold} haikubadilishwa kuwa ${cur} mara hii. Sababu: ${reason}.`,
    skippedNext: 'Mpango unabaki hai na utaendeshwa tena tarehe yake inayofuata.',
    labels: {
      reference: 'Kumbukumbu',
      amount: 'Kiasi',
      target: 'Kiwango lengwa',
      reason: 'Sababu',
      day: 'Tarehe',
      max: 'Kiwango cha juu',
    },
    view: 'Tazama hazina yako',
  },
};

export const reasonIn = (locale: Locale, reason: TreasuryReason) => TEXTS[locale].reasons[reason];

/** A limit order that closed without converting (cancelled with a reason, or expired). */
export function limitClosedNotice(
  o: {
    reference: string;
    sellCurrency: string;
    buyCurrency: string;
    sellAmount: string;
    targetRate: string;
  },
  reason: TreasuryReason,
  appUrl?: string,
): ClientNotice {
  return inEachLanguage((locale) => {
    const t = TEXTS[locale];
    const sold = moneyIn(locale, o.sellAmount, o.sellCurrency);
    const why = t.reasons[reason];
    const link = '/dashboard?tab=treasury';
    return {
      kind: 'limit_order_closed',
      group: 'conversions',
      title: t.closedTitle(o.reference),
      body: t.closedBody(o.reference, sold, why),
      link,
      mail: clientMail({
        locale,
        subject: t.closedTitle(o.reference),
        heading: t.closedTitle(o.reference),
        intro: t.closedIntro(sold, o.buyCurrency),
        rows: [
          [t.labels.reference, o.reference],
          [t.labels.amount, sold],
          [t.labels.target, rateIn(locale, o.targetRate)],
          [t.labels.reason, why],
        ],
        next: [t.released(sold)],
        link: { url: `${appUrl ?? ''}${link}`, label: t.view },
      }),
    };
  });
}

/** A recurring run that did not convert, and why. */
export function recurringSkippedNotice(
  p: {
    sellCurrency: string;
    buyCurrency: string;
    sellAmount: string;
    maxRate: string;
    runOn: string;
  },
  reason: TreasuryReason,
  appUrl?: string,
): ClientNotice {
  return inEachLanguage((locale) => {
    const t = TEXTS[locale];
    const sold = moneyIn(locale, p.sellAmount, p.sellCurrency);
    const why = t.reasons[reason];
    const link = '/dashboard?tab=treasury';
    return {
      kind: 'recurring_skipped',
      group: 'conversions',
      title: t.skippedTitle(p.buyCurrency),
      body: t.skippedBody(sold, p.buyCurrency, why),
      link,
      mail: clientMail({
        locale,
        subject: t.skippedTitle(p.buyCurrency),
        heading: t.skippedTitle(p.buyCurrency),
        intro: t.skippedBody(sold, p.buyCurrency, why),
        rows: [
          [t.labels.day, p.runOn],
          [t.labels.amount, sold],
          [t.labels.max, rateIn(locale, p.maxRate)],
          [t.labels.reason, why],
        ],
        next: [t.skippedNext],
        link: { url: `${appUrl ?? ''}${link}`, label: t.view },
      }),
    };
  });
}
