import type { Locale } from '@mizani/shared';

// The words of the conversion notices (bell and mail) in each language (issue 20). English is the
// wording these notices had before translations, byte-identical; amounts and rates arrive
// formatted for the language (services/i18n/language.ts). French and Swahili are the team's,
// listed in docs/languages.md for a native speaker's review.

export interface OrderNoticeTexts {
  filled: {
    /** (sold, bought) */
    title: (sold: string, bought: string) => string;
    /** (reference, rate, bought) */
    body: (reference: string, rate: string, bought: string) => string;
    subject: (sold: string, bought: string, reference: string) => string;
    heading: string;
    intro: (sold: string, bought: string) => string;
    available: (bought: string) => string;
    pdf: string;
    status: string;
  };
  rejected: {
    title: (sold: string) => string;
    body: (reason: string) => string;
    /** (sold, buy currency, reference) */
    subject: (sold: string, currency: string, reference: string) => string;
    heading: string;
    intro: (sold: string, currency: string) => string;
    next: string;
    status: string;
  };
  label: Record<'reference' | 'sold' | 'fee' | 'rate' | 'received' | 'status' | 'reason', string>;
  reasons: Record<
    'insufficient_balance' | 'quote_expired' | 'quote_used' | 'pair_inactive',
    string
  >;
  rejectedReason: string;
  viewOrders: string;
}

const EN: OrderNoticeTexts = {
  filled: {
    title: (sold, bought) => `Converted ${sold} to ${bought}`,
    body: (ref, rate, bought) =>
      `Conversion ${ref} is complete at ${rate}. ${bought} is in your wallet.`,
    subject: (sold, bought, ref) => `Conversion complete: ${sold} to ${bought} (${ref})`,
    heading: 'Your conversion is complete',
    intro: (sold, bought) => `You converted ${sold} to ${bought}.`,
    available: (bought) => `${bought} is available in your wallet now.`,
    pdf: 'Download the confirmation (PDF) from the order in your dashboard.',
    status: 'Filled',
  },
  rejected: {
    title: (sold) => `Conversion of ${sold} was not completed`,
    body: (reason) => `Reason: ${reason}. Nothing left your wallet.`,
    subject: (sold, cur, ref) => `Conversion not completed: ${sold} to ${cur} (${ref})`,
    heading: 'Your conversion was not completed',
    intro: (sold, cur) => `We did not convert ${sold} to ${cur}. Nothing left your wallet.`,
    next: 'Ask for a new quote and accept it while it is valid.',
    status: 'Rejected',
  },
  label: {
    reference: 'Reference',
    sold: 'You sold',
    fee: 'Fee (included)',
    rate: 'Rate',
    received: 'You received',
    status: 'Status',
    reason: 'Reason',
  },
  reasons: {
    insufficient_balance: 'Insufficient balance',
    quote_expired: 'Quote expired',
    quote_used: 'Quote already used',
    pair_inactive: 'Pair inactive',
  },
  rejectedReason: 'Rejected',
  viewOrders: 'View your orders',
};

const FR: OrderNoticeTexts = {
  filled: {
    title: (sold, bought) => `${sold} converti en ${bought}`,
    body: (ref, rate, bought) =>
      `La conversion ${ref} est effectuée au cours de ${rate}. ${bought} sont dans votre portefeuille.`,
    subject: (sold, bought, ref) => `Conversion effectuée : ${sold} en ${bought} (${ref})`,
    heading: 'Votre conversion est effectuée',
    intro: (sold, bought) => `Vous avez converti ${sold} en ${bought}.`,
    available: (bought) => `${bought} sont disponibles dans votre portefeuille dès maintenant.`,
    pdf: 'Téléchargez la confirmation (PDF) depuis l’ordre, dans votre tableau de bord.',
    status: 'Exécuté',
  },
  rejected: {
    title: (sold) => `La conversion de ${sold} n’a pas été effectuée`,
    body: (reason) => `Motif : ${reason}. Rien n’a quitté votre portefeuille.`,
    subject: (sold, cur, ref) => `Conversion non effectuée : ${sold} en ${cur} (${ref})`,
    heading: 'Votre conversion n’a pas été effectuée',
    intro: (sold, cur) =>
      `Nous n’avons pas converti ${sold} en ${cur}. Rien n’a quitté votre portefeuille.`,
    next: 'Demandez une nouvelle cotation et acceptez-la pendant sa durée de validité.',
    status: 'Rejeté',
  },
  label: {
    reference: 'Référence',
    sold: 'Vous avez vendu',
    fee: 'Frais (inclus)',
    rate: 'Cours',
    received: 'Vous avez reçu',
    status: 'Statut',
    reason: 'Motif',
  },
  reasons: {
    insufficient_balance: 'Solde insuffisant',
    quote_expired: 'Cotation expirée',
    quote_used: 'Cotation déjà utilisée',
    pair_inactive: 'Paire inactive',
  },
  rejectedReason: 'Rejeté',
  viewOrders: 'Voir vos ordres',
};

const SW: OrderNoticeTexts = {
  filled: {
    title: (sold, bought) => `Umebadilisha ${sold} kuwa ${bought}`,
    body: (ref, rate, bought) =>
      `Ubadilishaji ${ref} umekamilika kwa kiwango cha ${rate}. ${bought} ziko kwenye pochi yako.`,
    subject: (sold, bought, ref) => `Ubadilishaji umekamilika: ${sold} kuwa ${bought} (${ref})`,
    heading: 'Ubadilishaji wako umekamilika',
    intro: (sold, bought) => `Umebadilisha ${sold} kuwa ${bought}.`,
    available: (bought) => `${bought} zinapatikana kwenye pochi yako sasa.`,
    pdf: 'Pakua uthibitisho (PDF) kutoka kwenye agizo katika dashibodi yako.',
    status: 'Limetekelezwa',
  },
  rejected: {
    title: (sold) => `Ubadilishaji wa ${sold} haukukamilika`,
    body: (reason) => `Sababu: ${reason}. Hakuna kilichotoka kwenye pochi yako.`,
    subject: (sold, cur, ref) => `Ubadilishaji haukukamilika: ${sold} kuwa ${cur} (${ref})`,
    heading: 'Ubadilishaji wako haukukamilika',
    intro: (sold, cur) =>
      `Hatukubadilisha ${sold} kuwa ${cur}. Hakuna kilichotoka kwenye pochi yako.`,
    next: 'Omba bei mpya na uikubali ingali halali.',
    status: 'Limekataliwa',
  },
  label: {
    reference: 'Kumbukumbu',
    sold: 'Uliuza',
    fee: 'Ada (imejumuishwa)',
    rate: 'Kiwango',
    received: 'Ulipokea',
    status: 'Hali',
    reason: 'Sababu',
  },
  reasons: {
    insufficient_balance: 'Salio halitoshi',
    quote_expired: 'Bei imeisha muda wake',
    quote_used: 'Bei imeshatumika',
    pair_inactive: 'Jozi haitumiki',
  },
  rejectedReason: 'Limekataliwa',
  viewOrders: 'Angalia maagizo yako',
};

export const ORDER_NOTICE_TEXTS: Record<Locale, OrderNoticeTexts> = { en: EN, fr: FR, sw: SW };
