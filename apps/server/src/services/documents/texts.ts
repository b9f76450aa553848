import { MOVEMENT_LABELS, type Locale } from '@mizani/shared';

// The words of the PDF statements and order confirmations in each language (issue 20): headings,
// labels, notes and the frame (letterhead tagline, client block, footer). English is what the
// documents always printed, byte for byte. Figures stay as the CSV export writes them, so paper
// and CSV still match digit for digit. Only Latin-1 and a few typographic signs print with the
// standard PDF fonts (pdf.ts winAnsi): no narrow no-break space here. A refused order's reason is
// the conversion notice's (notices/order-texts.ts).

type MovementType = keyof typeof MOVEMENT_LABELS;

export interface DocumentTexts {
  /** Intl's language for month names ("November 2026", "novembre 2026", "Novemba 2026"). */
  intl: string;
  frame: {
    /** One line under the name: at most the page's width (495 pt at 9 pt Helvetica). */
    tagline: string;
    headOffice: string;
    client: string;
    generated: string;
    /** The facts' label column is 95 pt wide: a longer label would end in "…". */
    verificationReference: string;
    footer: (stamp: string, reference: string) => string;
    page: (n: number, of: number) => string;
  };
  statement: {
    title: (currency: string, month: string) => string;
    account: (currency: string) => string;
    opening: (date: string) => string;
    closing: (date: string) => string;
    /** The month in progress: the balance today, not a closing balance (issue 34). */
    asOf: (date: string) => string;
    asOfRow: (date: string) => string;
    periodToDate: (from: string, to: string) => string;
    movements: string;
    openingRow: string;
    closingRow: string;
    columns: [string, string, string, string, string];
    none: string;
    note: (currency: string) => string;
    periodLabel: string;
    period: (from: string, to: string) => string;
    currency: string;
    movement: Record<string, string>;
  };
  order: {
    title: string;
    conversion: string;
    sold: string;
    received: string;
    rate: string;
    fee: string;
    status: string;
    statusName: Record<'pending' | 'filled' | 'rejected' | 'cancelled', string>;
    rejected: (reason: string) => string;
    placed: string;
    filled: string;
    ledger: string;
    balances: string;
    columns: [string, string, string, string];
    nothingMoved: string;
    utc: string;
    /** The small print's exact rate (issue 34). */
    exactRate: (rate: string) => string;
    order: string;
    pairLabel: string;
    pair: (sell: string, buy: string) => string;
  };
}

const EN_MOVEMENTS: Record<MovementType, string> = MOVEMENT_LABELS;

export const DOCUMENT_TEXTS: Record<Locale, DocumentTexts> = {
  en: {
    intl: 'en-GB',
    frame: {
      tagline:
        'Pan-African FX & liquidity provider · Licensed US money services business · FinCEN MSB registration 31000245718093',
      headOffice: 'Head office',
      client: 'Client',
      generated: 'Generated',
      verificationReference: 'Verification reference',
      footer: (stamp, reference) => `Generated ${stamp} · Verification reference ${reference}`,
      page: (n, of) => `Page ${n} of ${of}`,
    },
    statement: {
      title: (currency, month) => `Monthly statement · ${currency} · ${month}`,
      account: (currency) => `${currency} account`,
      opening: (date) => `Opening balance (${date})`,
      closing: (date) => `Closing balance (${date})`,
      asOf: (date) => `Balance as of ${date}`,
      asOfRow: (date) => `Balance as of ${date}`,
      periodToDate: (from, to) => `${from} to ${to} (month in progress)`,
      movements: 'Movements',
      openingRow: 'Opening balance',
      closingRow: 'Closing balance',
      columns: ['Date (UTC)', 'Type', 'Reference', 'Amount', 'Balance'],
      none: 'No movements in this period.',
      note: (currency) =>
        `Amounts in ${currency}. Times are UTC. This statement matches the CSV export of the same month.`,
      periodLabel: 'Period',
      period: (from, to) => `${from} to ${to}`,
      currency: 'Currency',
      movement: EN_MOVEMENTS,
    },
    order: {
      title: 'Order confirmation',
      conversion: 'Conversion',
      sold: 'You sold',
      received: 'You received',
      rate: 'Rate',
      fee: 'Fee (included in the amount sold)',
      status: 'Status',
      statusName: {
        pending: 'Pending',
        filled: 'Filled',
        rejected: 'Rejected',
        cancelled: 'Cancelled',
      },
      rejected: (reason) => `Rejected: ${reason}`,
      placed: 'Placed',
      filled: 'Filled',
      ledger: 'Ledger reference',
      balances: 'Balances',
      columns: ['Currency', 'Opening balance', 'Movement', 'Closing balance'],
      nothingMoved: 'No funds moved: the order was not filled.',
      utc: 'Times are UTC.',
      exactRate: (rate) => `Exact rate applied: ${rate}.`,
      order: 'Order',
      pairLabel: 'Pair',
      pair: (sell, buy) => `${sell} to ${buy}`,
    },
  },
  fr: {
    intl: 'fr',
    frame: {
      tagline:
        'Change et liquidité panafricains · Services monétaires agréés aux États-Unis · FinCEN MSB 31000245718093',
      headOffice: 'Siège',
      client: 'Client',
      generated: 'Émis le',
      verificationReference: 'Réf. de vérification',
      footer: (stamp, reference) => `Émis le ${stamp} · Référence de vérification ${reference}`,
      page: (n, of) => `Page ${n} sur ${of}`,
    },
    statement: {
      title: (currency, month) => `Relevé mensuel · ${currency} · ${month}`,
      account: (currency) => `Compte ${currency}`,
      opening: (date) => `Solde d’ouverture (${date})`,
      closing: (date) => `Solde de clôture (${date})`,
      asOf: (date) => `Solde au ${date}`,
      asOfRow: (date) => `Solde au ${date}`,
      periodToDate: (from, to) => `du ${from} au ${to} (mois en cours)`,
      movements: 'Mouvements',
      openingRow: 'Solde d’ouverture',
      closingRow: 'Solde de clôture',
      columns: ['Date (UTC)', 'Type', 'Référence', 'Montant', 'Solde'],
      none: 'Aucun mouvement sur cette période.',
      note: (currency) =>
        `Montants en ${currency}. Heures en UTC. Ce relevé correspond à l’export CSV du même mois.`,
      periodLabel: 'Période',
      period: (from, to) => `du ${from} au ${to}`,
      currency: 'Devise',
      movement: {
        seed: 'Fonds d’ouverture',
        deposit: 'Dépôt',
        withdrawal: 'Retrait',
        withdrawal_hold: 'Retrait (bloqué)',
        withdrawal_paid: 'Retrait versé',
        withdrawal_release: 'Retrait débloqué',
        withdrawal_returned: 'Retrait (restitué)',
        conversion: 'Conversion',
        limit_order_hold: 'Ordre à cours limité (fonds réservés)',
        limit_order_release: 'Ordre à cours limité (fonds libérés)',
        bulk_payout_hold: 'Paiement groupé (fonds réservés)',
        bulk_payout_fee_refund: 'Frais de paiement groupé remboursés',
        forward_margin_hold: 'Contrat à terme (marge réservée)',
        forward_margin_release: 'Contrat à terme (marge libérée)',
        forward_settlement: 'Contrat à terme réglé',
        forward_close_out: 'Contrat à terme liquidé (perte)',
      },
    },
    order: {
      title: 'Confirmation d’ordre',
      conversion: 'Conversion',
      sold: 'Vous avez vendu',
      received: 'Vous avez reçu',
      rate: 'Cours',
      fee: 'Frais (inclus dans le montant vendu)',
      status: 'Statut',
      statusName: {
        pending: 'En attente',
        filled: 'Exécuté',
        rejected: 'Rejeté',
        cancelled: 'Annulé',
      },
      rejected: (reason) => `Rejeté : ${reason}`,
      placed: 'Passé le',
      filled: 'Exécuté le',
      ledger: 'Référence comptable',
      balances: 'Soldes',
      columns: ['Devise', 'Solde d’ouverture', 'Mouvement', 'Solde de clôture'],
      nothingMoved: 'Aucun fonds n’a bougé : l’ordre n’a pas été exécuté.',
      utc: 'Heures en UTC.',
      exactRate: (rate) => `Taux exact appliqué : ${rate}.`,
      order: 'Ordre',
      pairLabel: 'Paire',
      pair: (sell, buy) => `${sell} vers ${buy}`,
    },
  },
  sw: {
    intl: 'sw',
    frame: {
      tagline:
        'Fedha za kigeni na ukwasi barani Afrika · Huduma za fedha zenye leseni Marekani · FinCEN MSB 31000245718093',
      headOffice: 'Makao makuu',
      client: 'Mteja',
      generated: 'Imetolewa',
      verificationReference: 'Nambari ya uthibitisho',
      footer: (stamp, reference) => `Imetolewa ${stamp} · Nambari ya uthibitisho ${reference}`,
      page: (n, of) => `Ukurasa ${n} kati ya ${of}`,
    },
    statement: {
      title: (currency, month) => `Taarifa ya mwezi · ${currency} · ${month}`,
      account: (currency) => `Akaunti ya ${currency}`,
      opening: (date) => `Salio la kuanzia (${date})`,
      closing: (date) => `Salio la kufunga (${date})`,
      asOf: (date) => `Salio hadi ${date}`,
      asOfRow: (date) => `Salio hadi ${date}`,
      periodToDate: (from, to) => `${from} hadi ${to} (mwezi unaoendelea)`,
      movements: 'Miamala',
      openingRow: 'Salio la kuanzia',
      closingRow: 'Salio la kufunga',
      columns: ['Tarehe (UTC)', 'Aina', 'Kumbukumbu', 'Kiasi', 'Salio'],
      none: 'Hakuna miamala katika kipindi hiki.',
      note: (currency) =>
        `Kiasi kwa ${currency}. Saa ni za UTC. Taarifa hii inalingana na faili la CSV la mwezi huo.`,
      periodLabel: 'Kipindi',
      period: (from, to) => `${from} hadi ${to}`,
      currency: 'Sarafu',
      movement: {
        seed: 'Fedha za kuanzia',
        deposit: 'Amana',
        withdrawal: 'Kutoa pesa',
        withdrawal_hold: 'Kutoa pesa (imezuiliwa)',
        withdrawal_paid: 'Pesa zimelipwa',
        withdrawal_release: 'Kutoa pesa kumeachiliwa',
        withdrawal_returned: 'Kutoa pesa (kumerudishwa)',
        conversion: 'Ubadilishaji',
        limit_order_hold: 'Agizo la kiwango lengwa (pesa zimeshikiliwa)',
        limit_order_release: 'Agizo la kiwango lengwa (pesa zimeachiliwa)',
        bulk_payout_hold: 'Malipo ya pamoja (pesa zimehifadhiwa)',
        bulk_payout_fee_refund: 'Ada ya malipo ya pamoja imerudishwa',
        forward_margin_hold: 'Mkataba wa baadaye (dhamana imeshikiliwa)',
        forward_margin_release: 'Mkataba wa baadaye (dhamana imeachiliwa)',
        forward_settlement: 'Mkataba wa baadaye umelipwa',
        forward_close_out: 'Mkataba wa baadaye umefungwa (hasara)',
      },
    },
    order: {
      title: 'Uthibitisho wa agizo',
      conversion: 'Ubadilishaji',
      sold: 'Umeuza',
      received: 'Umepokea',
      rate: 'Kiwango',
      fee: 'Ada (imo ndani ya kiasi ulichouza)',
      status: 'Hali',
      statusName: {
        pending: 'Linasubiri',
        filled: 'Limetekelezwa',
        rejected: 'Limekataliwa',
        cancelled: 'Limeghairiwa',
      },
      rejected: (reason) => `Limekataliwa: ${reason}`,
      placed: 'Liliwekwa',
      filled: 'Lilitekelezwa',
      ledger: 'Kumbukumbu ya daftari',
      balances: 'Salio',
      columns: ['Sarafu', 'Salio la kuanzia', 'Mabadiliko', 'Salio la kufunga'],
      nothingMoved: 'Hakuna fedha zilizohamishwa: agizo halikutekelezwa.',
      utc: 'Saa ni za UTC.',
      exactRate: (rate) => `Kiwango kamili kilichotumika: ${rate}.`,
      order: 'Agizo',
      pairLabel: 'Jozi',
      pair: (sell, buy) => `${sell} kwenda ${buy}`,
    },
  },
};
