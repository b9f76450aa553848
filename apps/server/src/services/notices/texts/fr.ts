import type { NoticeTexts } from './types.ts';

export const FR: NoticeTexts = {
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
