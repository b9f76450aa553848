import {
  DEPOSIT_ARRIVAL,
  FUNDING_METHOD_LABELS,
  PAYOUT_ARRIVAL,
  type Locale,
} from '@mizani/shared';

// The words of the deposit and withdrawal notices (bell and mail) in each language (issue 20).
// English is the wording these notices had before translations, byte-identical; amounts arrive
// formatted for the language (services/i18n/language.ts moneyIn). French and Swahili are the
// team's, listed in docs/languages.md for a native speaker's review.

type Fn1 = (a: string) => string;
type Fn2 = (a: string, b: string) => string;
type Fn3 = (a: string, b: string, c: string) => string;

export interface NoticeTexts {
  label: Record<
    | 'reference'
    | 'method'
    | 'expected'
    | 'credited'
    | 'status'
    | 'reason'
    | 'amount'
    | 'fee'
    | 'to',
    string
  >;
  /** A deposit's method; `stablecoin` only arrives by the chain watcher (docs/stablecoins.md). */
  method: Record<keyof typeof FUNDING_METHOD_LABELS | 'stablecoin', string>;
  arrival: Record<keyof typeof PAYOUT_ARRIVAL, string>;
  openWallet: string;
  replyOrSupport: string;
  /** (difference, expected amount) */
  short: Fn2;
  over: Fn2;
  credited: {
    titleShort: Fn2;
    titleOver: Fn2;
    title: Fn1;
    /** (reference, credited, currency) */
    body: Fn3;
    subject: Fn2;
    heading: string;
    intro: Fn2;
    status: string;
    available: string;
  };
  depositRejected: {
    title: Fn1;
    /** (reason, currency) */
    body: Fn2;
    subject: Fn1;
    heading: string;
    /** (currency, reference) */
    intro: Fn2;
    status: string;
    moneyBack: string;
  };
  paid: {
    title: Fn2;
    body: Fn1;
    /** (amount, beneficiary, reference) */
    subject: Fn3;
    heading: string;
    intro: Fn2;
    fee: Fn1;
    status: string;
    trace: string;
  };
  /** At request time (issue 34): the withdrawal is held, the deposit awaits the client's payment. */
  withdrawalRequested: {
    /** (amount, beneficiary) */
    title: Fn2;
    /** (reference, amount) */
    body: Fn2;
    /** (amount, beneficiary, reference) */
    subject: Fn3;
    heading: string;
    /** (amount, beneficiary) */
    intro: Fn2;
    status: string;
    notYou: string;
  };
  depositRequested: {
    /** (reference, currency) */
    title: Fn2;
    /** (reference, currency) */
    body: Fn2;
    subject: Fn2;
    heading: string;
    /** (currency) */
    intro: Fn1;
    status: string;
    depositArrival: Record<keyof typeof FUNDING_METHOD_LABELS, string>;
    /** The instruction labels (services/funding/rails.ts) in this language; missing ones stay English. */
    field: Record<string, string>;
  };
  withdrawalRejected: {
    title: Fn1;
    /** (reason, amount, currency) */
    body: Fn3;
    notGivenInline: string;
    notGiven: string;
    subject: Fn1;
    heading: string;
    /** (amount, beneficiary, currency) */
    intro: Fn3;
    status: string;
    checkDetails: string;
  };
}

const EN: NoticeTexts = {
  label: {
    reference: 'Reference',
    method: 'Method',
    expected: 'Expected',
    credited: 'Credited',
    status: 'Status',
    reason: 'Reason',
    amount: 'Amount',
    fee: 'Fee',
    to: 'To',
  },
  method: { ...FUNDING_METHOD_LABELS, stablecoin: 'Stablecoin (USDC or USDT)' },
  arrival: PAYOUT_ARRIVAL,
  openWallet: 'Open your wallet',
  replyOrSupport: 'Reply to this email or contact support if you have questions.',
  short: (amount, expected) =>
    `${amount} less than the ${expected} you said you would send arrived. Your bank or mobile-money provider may have deducted a charge, or the payment was sent short; we credited what arrived. If you think more was sent, reply with your payment receipt.`,
  over: (amount, expected) =>
    `${amount} more than the ${expected} you said you would send arrived; we credited all of it to your balance.`,
  credited: {
    titleShort: (credited, diff) => `${credited} credited: ${diff} short`,
    titleOver: (credited, diff) => `${credited} credited: ${diff} over`,
    title: (credited) => `${credited} credited to your wallet`,
    body: (ref, credited, cur) => `Deposit ${ref}: ${credited} is in your ${cur} balance.`,
    subject: (credited, ref) => `${credited} credited to your Mizani wallet (${ref})`,
    heading: 'Your deposit has arrived',
    intro: (credited, cur) =>
      `We received your payment and credited ${credited} to your ${cur} balance.`,
    status: 'Completed',
    available: 'The money is available now: convert it or send it from your wallet.',
  },
  depositRejected: {
    title: (ref) => `Deposit ${ref} was not accepted`,
    body: (reason, cur) => `Reason: ${reason}. Nothing was credited to your ${cur} balance.`,
    subject: (ref) => `Your deposit ${ref} was not accepted`,
    heading: 'We could not accept your deposit',
    intro: (cur, ref) => `Nothing was credited to your ${cur} balance for deposit ${ref}.`,
    status: 'Rejected',
    moneyBack: 'If money left your account, we return it to the account it came from.',
  },
  paid: {
    title: (amount, name) => `${amount} paid out to ${name}`,
    body: (ref) => `Withdrawal ${ref} is on its way.`,
    subject: (amount, name, ref) => `${amount} paid out to ${name} (${ref})`,
    heading: 'Your withdrawal is on its way',
    intro: (amount, name) => `We paid out ${amount} to ${name}.`,
    fee: (zero) => `${zero} (no Mizani fee)`,
    status: 'Paid out',
    trace: 'If it has not arrived after that, reply with the reference and we will trace it.',
  },
  withdrawalRequested: {
    title: (amount, name) => `Withdrawal of ${amount} to ${name} requested`,
    body: (ref, amount) => `Withdrawal ${ref}: ${amount} is on hold until we pay it out.`,
    subject: (amount, name, ref) => `Withdrawal ${ref} requested: ${amount} to ${name}`,
    heading: 'We received your withdrawal request',
    intro: (amount, name) =>
      `We are holding ${amount} from your balance and will pay it out to ${name} after review.`,
    status: 'On hold, awaiting payout',
    notYou:
      'If you did not ask for this, reply to this email or contact support at once: we can stop it before it is paid out.',
  },
  depositRequested: {
    title: (ref, cur) => `Deposit ${ref}: we are expecting your ${cur} payment`,
    body: (ref, cur) =>
      `Pay with reference ${ref}; we credit your ${cur} balance when the money arrives.`,
    subject: (ref, cur) => `Deposit ${ref}: your ${cur} payment details`,
    heading: 'Your deposit is ready for your payment',
    intro: (cur) =>
      `Send the money with the details below and quote the reference exactly, so we can credit your ${cur} balance.`,
    status: 'Awaiting your payment',
    depositArrival: DEPOSIT_ARRIVAL,
    field: {},
  },
  withdrawalRejected: {
    title: (ref) => `Withdrawal ${ref} was rejected`,
    body: (reason, amount, cur) => `Reason: ${reason}. ${amount} is back in your ${cur} balance.`,
    notGivenInline: 'not given',
    notGiven: 'Not given',
    subject: (ref) => `Your withdrawal ${ref} was rejected`,
    heading: 'We could not pay out your withdrawal',
    intro: (amount, name, cur) =>
      `The ${amount} we held for ${name} is back in your ${cur} balance.`,
    status: 'Rejected, money returned',
    checkDetails: 'Check the beneficiary details, then request the withdrawal again.',
  },
};

const FR: NoticeTexts = {
  label: {
    reference: 'Référence',
    method: 'Moyen',
    expected: 'Montant annoncé',
    credited: 'Crédité',
    status: 'Statut',
    reason: 'Motif',
    amount: 'Montant',
    fee: 'Frais',
    to: 'Bénéficiaire',
  },
  method: {
    bank_transfer: 'Virement bancaire',
    mobile_money: 'Mobile money',
    stablecoin: 'Stablecoin (USDC ou USDT)',
  },
  arrival: {
    mobile_money:
      'En général quelques minutes après l’approbation ; nous examinons les retraits les jours ouvrés.',
    bank_account:
      'En général 1 à 3 jours ouvrés après l’approbation, selon la banque destinataire ; nous examinons les retraits les jours ouvrés.',
  },
  openWallet: 'Ouvrir votre portefeuille',
  replyOrSupport: 'Répondez à cet e-mail ou contactez l’assistance si vous avez des questions.',
  short: (amount, expected) =>
    `Il est arrivé ${amount} de moins que les ${expected} que vous aviez annoncés. Votre banque ou votre opérateur de mobile money a peut-être prélevé des frais, ou le paiement était incomplet ; nous avons crédité ce qui est arrivé. Si vous pensez avoir envoyé davantage, répondez avec votre reçu de paiement.`,
  over: (amount, expected) =>
    `Il est arrivé ${amount} de plus que les ${expected} que vous aviez annoncés ; nous avons tout crédité sur votre solde.`,
  credited: {
    titleShort: (credited, diff) => `${credited} crédités : ${diff} de moins`,
    titleOver: (credited, diff) => `${credited} crédités : ${diff} de plus`,
    title: (credited) => `${credited} crédités sur votre portefeuille`,
    body: (ref, credited, cur) => `Dépôt ${ref} : ${credited} sont sur votre solde ${cur}.`,
    subject: (credited, ref) => `${credited} crédités sur votre portefeuille Mizani (${ref})`,
    heading: 'Votre dépôt est arrivé',
    intro: (credited, cur) =>
      `Nous avons reçu votre paiement et crédité ${credited} sur votre solde ${cur}.`,
    status: 'Terminé',
    available:
      'L’argent est disponible dès maintenant : convertissez-le ou envoyez-le depuis votre portefeuille.',
  },
  depositRejected: {
    title: (ref) => `Le dépôt ${ref} n’a pas été accepté`,
    body: (reason, cur) => `Motif : ${reason}. Rien n’a été crédité sur votre solde ${cur}.`,
    subject: (ref) => `Votre dépôt ${ref} n’a pas été accepté`,
    heading: 'Nous n’avons pas pu accepter votre dépôt',
    intro: (cur, ref) => `Rien n’a été crédité sur votre solde ${cur} pour le dépôt ${ref}.`,
    status: 'Refusé',
    moneyBack:
      'Si de l’argent a quitté votre compte, nous le renvoyons sur le compte d’où il vient.',
  },
  paid: {
    title: (amount, name) => `${amount} versés à ${name}`,
    body: (ref) => `Le retrait ${ref} est en route.`,
    subject: (amount, name, ref) => `${amount} versés à ${name} (${ref})`,
    heading: 'Votre retrait est en route',
    intro: (amount, name) => `Nous avons versé ${amount} à ${name}.`,
    fee: (zero) => `${zero} (aucun frais Mizani)`,
    status: 'Versé',
    trace:
      'S’il n’est pas arrivé passé ce délai, répondez en indiquant la référence et nous le retrouverons.',
  },
  withdrawalRequested: {
    title: (amount, name) => `Retrait de ${amount} vers ${name} demandé`,
    body: (ref, amount) => `Retrait ${ref} : ${amount} sont bloqués jusqu’à leur versement.`,
    subject: (amount, name, ref) => `Retrait ${ref} demandé : ${amount} vers ${name}`,
    heading: 'Nous avons reçu votre demande de retrait',
    intro: (amount, name) =>
      `Nous bloquons ${amount} sur votre solde et les verserons à ${name} après examen.`,
    status: 'Bloqué, en attente de versement',
    notYou:
      'Si vous n’êtes pas à l’origine de cette demande, répondez à cet e-mail ou contactez l’assistance sans attendre : nous pouvons l’arrêter avant le versement.',
  },
  depositRequested: {
    title: (ref, cur) => `Dépôt ${ref} : nous attendons votre paiement en ${cur}`,
    body: (ref, cur) =>
      `Payez avec la référence ${ref} ; nous créditons votre solde ${cur} à l’arrivée des fonds.`,
    subject: (ref, cur) => `Dépôt ${ref} : vos coordonnées de paiement en ${cur}`,
    heading: 'Votre dépôt attend votre paiement',
    intro: (cur) =>
      `Envoyez l’argent avec les coordonnées ci-dessous en indiquant exactement la référence, afin que nous créditions votre solde ${cur}.`,
    status: 'En attente de votre paiement',
    depositArrival: {
      bank_transfer:
        'Crédité à réception du virement sur notre compte : le jour même pour un virement local, 1 à 3 jours ouvrés depuis l’étranger.',
      mobile_money:
        'Crédité dès que nous voyons le paiement, en général en quelques minutes les jours ouvrés.',
    },
    field: {
      'Account name': 'Intitulé du compte',
      'Account number': 'Numéro de compte',
      'Account / reference': 'Compte / référence',
      Bank: 'Banque',
      'Bank address': 'Adresse de la banque',
      'Business name': 'Nom de l’entreprise',
      'Paybill / merchant number': 'Numéro Paybill / marchand',
      'Payment reference': 'Référence du paiement',
      'Intermediary bank': 'Banque intermédiaire',
      'Intermediary SWIFT/BIC': 'SWIFT/BIC de la banque intermédiaire',
      'Our account at the intermediary': 'Notre compte auprès de la banque intermédiaire',
      'Sort code': 'Code guichet (sort code)',
      'Branch code': 'Code agence',
    },
  },
  withdrawalRejected: {
    title: (ref) => `Le retrait ${ref} a été refusé`,
    body: (reason, amount, cur) =>
      `Motif : ${reason}. ${amount} sont de retour sur votre solde ${cur}.`,
    notGivenInline: 'non précisé',
    notGiven: 'Non précisé',
    subject: (ref) => `Votre retrait ${ref} a été refusé`,
    heading: 'Nous n’avons pas pu verser votre retrait',
    intro: (amount, name, cur) =>
      `Les ${amount} réservés pour ${name} sont de retour sur votre solde ${cur}.`,
    status: 'Refusé, argent restitué',
    checkDetails: 'Vérifiez les coordonnées du bénéficiaire, puis demandez à nouveau le retrait.',
  },
};

const SW: NoticeTexts = {
  label: {
    reference: 'Kumbukumbu',
    method: 'Njia',
    expected: 'Kiasi ulichotaja',
    credited: 'Kilichowekwa',
    status: 'Hali',
    reason: 'Sababu',
    amount: 'Kiasi',
    fee: 'Ada',
    to: 'Kwa',
  },
  method: {
    bank_transfer: 'Uhamisho wa benki',
    mobile_money: 'Pesa za simu',
    stablecoin: 'Stablecoin (USDC au USDT)',
  },
  arrival: {
    mobile_money:
      'Kwa kawaida ndani ya dakika chache baada ya kuidhinishwa; tunakagua maombi ya kutoa pesa siku za kazi.',
    bank_account:
      'Kwa kawaida siku 1-3 za kazi baada ya kuidhinishwa, kutegemea benki inayopokea; tunakagua maombi ya kutoa pesa siku za kazi.',
  },
  openWallet: 'Fungua pochi yako',
  replyOrSupport: 'Jibu barua pepe hii au wasiliana na huduma kwa wateja ikiwa una maswali.',
  short: (amount, expected) =>
    `Zimefika ${amount} pungufu ya ${expected} ulizosema utatuma. Huenda benki yako au mtoa huduma wa pesa za simu alikata ada, au malipo yalitumwa pungufu; tumeweka kilichofika. Ikiwa unaamini zaidi zilitumwa, jibu ukiambatisha risiti ya malipo.`,
  over: (amount, expected) =>
    `Zimefika ${amount} zaidi ya ${expected} ulizosema utatuma; tumeweka kiasi chote kwenye salio lako.`,
  credited: {
    titleShort: (credited, diff) => `${credited} zimewekwa: pungufu ${diff}`,
    titleOver: (credited, diff) => `${credited} zimewekwa: zaidi ${diff}`,
    title: (credited) => `${credited} zimewekwa kwenye pochi yako`,
    body: (ref, credited, cur) => `Amana ${ref}: ${credited} ziko kwenye salio lako la ${cur}.`,
    subject: (credited, ref) => `${credited} zimewekwa kwenye pochi yako ya Mizani (${ref})`,
    heading: 'Amana yako imefika',
    intro: (credited, cur) =>
      `Tumepokea malipo yako na kuweka ${credited} kwenye salio lako la ${cur}.`,
    status: 'Imekamilika',
    available: 'Pesa zinapatikana sasa: zibadilishe au uzitume kutoka kwenye pochi yako.',
  },
  depositRejected: {
    title: (ref) => `Amana ${ref} haikukubaliwa`,
    body: (reason, cur) => `Sababu: ${reason}. Hakuna kilichowekwa kwenye salio lako la ${cur}.`,
    subject: (ref) => `Amana yako ${ref} haikukubaliwa`,
    heading: 'Hatukuweza kukubali amana yako',
    intro: (cur, ref) => `Hakuna kilichowekwa kwenye salio lako la ${cur} kwa amana ${ref}.`,
    status: 'Imekataliwa',
    moneyBack: 'Ikiwa pesa zilitoka kwenye akaunti yako, tunazirudisha kwenye akaunti zilikotoka.',
  },
  paid: {
    title: (amount, name) => `${amount} zimelipwa kwa ${name}`,
    body: (ref) => `Malipo ya kutoa pesa ${ref} yako njiani.`,
    subject: (amount, name, ref) => `${amount} zimelipwa kwa ${name} (${ref})`,
    heading: 'Pesa unazotoa ziko njiani',
    intro: (amount, name) => `Tumelipa ${amount} kwa ${name}.`,
    fee: (zero) => `${zero} (hakuna ada ya Mizani)`,
    status: 'Imelipwa',
    trace:
      'Ikiwa hazijafika baada ya muda huo, jibu ukitaja nambari ya kumbukumbu nasi tutazifuatilia.',
  },
  withdrawalRequested: {
    title: (amount, name) => `Ombi la kutoa ${amount} kwa ${name} limepokelewa`,
    body: (ref, amount) => `Ombi ${ref}: ${amount} zimezuiliwa hadi tutakapozilipa.`,
    subject: (amount, name, ref) => `Ombi ${ref} limepokelewa: ${amount} kwa ${name}`,
    heading: 'Tumepokea ombi lako la kutoa pesa',
    intro: (amount, name) =>
      `Tumezuilia ${amount} kwenye salio lako na tutazilipa kwa ${name} baada ya ukaguzi.`,
    status: 'Imezuiliwa, inasubiri malipo',
    notYou:
      'Ikiwa hukuomba hili, jibu barua pepe hii au wasiliana na huduma kwa wateja mara moja: tunaweza kulizuia kabla halijalipwa.',
  },
  depositRequested: {
    title: (ref, cur) => `Amana ${ref}: tunasubiri malipo yako ya ${cur}`,
    body: (ref, cur) =>
      `Lipa ukitumia kumbukumbu ${ref}; tutaweka pesa kwenye salio lako la ${cur} zikifika.`,
    subject: (ref, cur) => `Amana ${ref}: maelezo ya malipo yako ya ${cur}`,
    heading: 'Amana yako inasubiri malipo yako',
    intro: (cur) =>
      `Tuma pesa ukitumia maelezo yaliyo hapa chini na utaje kumbukumbu kama ilivyo, ili tuweke pesa kwenye salio lako la ${cur}.`,
    status: 'Inasubiri malipo yako',
    depositArrival: {
      bank_transfer:
        'Huwekwa uhamisho unapofika kwenye akaunti yetu: siku hiyo hiyo kwa uhamisho wa ndani, siku 1-3 za kazi kutoka nje ya nchi.',
      mobile_money:
        'Huwekwa mara tu tunapoona malipo, kwa kawaida ndani ya dakika chache siku za kazi.',
    },
    field: {
      'Account name': 'Jina la akaunti',
      'Account number': 'Nambari ya akaunti',
      'Account / reference': 'Akaunti / kumbukumbu',
      Bank: 'Benki',
      'Bank address': 'Anwani ya benki',
      'Business name': 'Jina la biashara',
      'Paybill / merchant number': 'Nambari ya Paybill / mfanyabiashara',
      'Payment reference': 'Kumbukumbu ya malipo',
      'Intermediary bank': 'Benki ya kati',
      'Intermediary SWIFT/BIC': 'SWIFT/BIC ya benki ya kati',
      'Our account at the intermediary': 'Akaunti yetu kwenye benki ya kati',
      'Branch code': 'Msimbo wa tawi',
    },
  },
  withdrawalRejected: {
    title: (ref) => `Ombi la kutoa pesa ${ref} limekataliwa`,
    body: (reason, amount, cur) =>
      `Sababu: ${reason}. ${amount} zimerudi kwenye salio lako la ${cur}.`,
    notGivenInline: 'haikutajwa',
    notGiven: 'Haikutajwa',
    subject: (ref) => `Ombi lako la kutoa pesa ${ref} limekataliwa`,
    heading: 'Hatukuweza kulipa pesa ulizoomba kutoa',
    intro: (amount, name, cur) =>
      `${amount} tulizozishikilia kwa ajili ya ${name} zimerudi kwenye salio lako la ${cur}.`,
    status: 'Imekataliwa, pesa zimerudishwa',
    checkDetails: 'Kagua maelezo ya mpokeaji, kisha uombe tena kutoa pesa.',
  },
};

export const NOTICE_TEXTS: Record<Locale, NoticeTexts> = { en: EN, fr: FR, sw: SW };
