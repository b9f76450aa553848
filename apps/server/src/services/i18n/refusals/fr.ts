import { checkLimits, D, type MoneyOperation } from '@mizani/shared';
import { moneyIn } from '../language.ts';
import type { ComplianceProblem, LimitParams, RefusalCatalogue } from './en.ts';

// The API's refusals in French (decision 023; docs/languages.md lists the terms to review).
// "Introuvable" agrees with every noun, so a thing not found is named alone.

const NOUN: Record<string, string> = {
  Resource: 'Ressource',
  Account: 'Compte',
  Alert: 'Alerte',
  'Limit order': 'Ordre à cours limité',
  'Recurring conversion': 'Conversion périodique',
  'Forward contract': 'Contrat à terme',
  'API key': 'Clé d’API',
  Article: 'Article',
  Beneficiary: 'Bénéficiaire',
  Business: 'Entreprise',
  'Currency pair': 'Paire de devises',
  Delivery: 'Envoi',
  Deposit: 'Dépôt',
  Document: 'Document',
  Incident: 'Incident',
  Invitation: 'Invitation',
  Job: 'Offre d’emploi',
  Member: 'Membre',
  Notification: 'Notification',
  Order: 'Ordre',
  Quote: 'Cotation',
  'Quote request': 'Demande de cotation',
  Request: 'Demande',
  'Screening case': 'Dossier de filtrage',
  Submission: 'Dossier de vérification',
  User: 'Utilisateur',
  'Webhook endpoint': 'Point de terminaison webhook',
  Withdrawal: 'Retrait',
};

/** A decided deposit (masculine) or withdrawal (masculine) in the funding queue's refusal. */
const DEPOSIT_STATUS: Record<string, string> = { completed: 'crédité', rejected: 'rejeté' };
const WITHDRAWAL_STATUS: Record<string, string> = {
  completed: 'effectué',
  rejected: 'rejeté',
  cancelled: 'annulé',
  failed: 'en échec',
};

const COMPLIANCE: Record<ComplianceProblem, string> = {
  dailyOverMonthly: 'Le plafond journalier ne peut pas dépasser le plafond mensuel',
  tier2BelowTier1: 'Les plafonds du niveau 2 doivent être au moins égaux à ceux du niveau 1',
  minOverDaily: 'Le minimum ne peut pas dépasser le plafond journalier du niveau 1',
};

/** An inbox request's status as the admin area names it (web catalogue admin.requestStatus.*). */
const REQUEST_STATUS: Record<string, string> = {
  new: 'Nouvelle',
  in_progress: 'En cours',
  closed: 'Clôturée',
  spam: 'Indésirable',
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const REJECTED: Record<string, string> = {
  insufficient_balance: 'Solde insuffisant',
  quote_expired: 'Cotation expirée',
  quote_used: 'Cotation déjà utilisée',
  pair_inactive: 'Paire inactive',
};

const VERB: Record<MoneyOperation, string> = {
  fund: 'alimenter votre portefeuille',
  convert: 'convertir des devises',
  withdraw: 'retirer des fonds',
};
const BUSINESS_VERB: Record<MoneyOperation, string> = {
  fund: 'alimenter son portefeuille',
  convert: 'convertir des devises',
  withdraw: 'retirer des fonds',
};

const usd = (v: string | number) => moneyIn('fr', new D(v).toFixed(2), 'USD');

function limit(p: LimitParams): string {
  const r = checkLimits(p);
  if (!r) return '';
  const conversion = p.op === 'convert';
  if (r.code === 'BELOW_MINIMUM')
    return conversion
      ? `Le minimum pour une conversion est de ${usd(p.minimumUsd)} (équivalent) ; celle-ci représente ${usd(p.amountUsd)}`
      : `Le minimum pour un retrait est de ${usd(p.minimumUsd)} (équivalent) ; celui-ci représente ${usd(p.amountUsd)}`;
  const period = r.period === 'daily' ? 'journalier' : 'mensuel';
  return `${conversion ? 'Cette conversion dépasserait' : 'Ce retrait dépasserait'} votre plafond ${period} de ${usd(r.limitUsd)} ; il reste ${usd(r.remainingUsd)}`;
}

export const FR: RefusalCatalogue = {
  'common.signIn': () => 'Veuillez vous connecter pour continuer.',
  'common.unavailable': () =>
    'Nous ne parvenons pas à joindre nos systèmes pour le moment. Veuillez réessayer dans un instant.',
  'common.unavailableWrite': () =>
    'Nous ne parvenons pas à joindre nos systèmes pour le moment. Votre demande a peut-être été appliquée : la renvoyer avec la même Idempotency-Key est sans risque.',
  'common.forbidden': () => 'Vous n’avez pas l’autorisation de faire cela.',
  'common.adminOnly': () => 'Vous n’avez pas accès à l’espace d’administration.',
  'common.rateLimited': () => 'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
  'common.notFound': (p) => (NOUN[p.what] ? `${NOUN[p.what]} introuvable` : `${p.what} not found`),
  'common.notFoundBare': () => 'Introuvable',
  'common.idempotencyReused': () =>
    'Cette clé d’idempotence a déjà servi pour une requête différente.',
  'money.insufficientBalance': () => 'Solde insuffisant',
  'money.beneficiaryAccount': () =>
    'Les coordonnées bancaires de ce bénéficiaire ne sont pas valides (IBAN, SWIFT/BIC ou numéro de compte) : ajoutez-le à nouveau avec les bonnes coordonnées.',
  'money.beneficiaryCurrency': (p) => `Ce bénéficiaire est payé en ${p.currency}`,
  'money.noRate': (p) => `Aucun cours n’est disponible pour ${p.sell}/${p.buy}`,
  'money.noRateField': () => 'Aucun cours pour cette paire',
  'money.pairInactive': () => 'Cette paire de devises n’est pas active',
  'money.pairInactiveField': () => 'Paire inactive',
  'money.tooSmall': () => 'Le montant est trop faible pour être converti',
  'money.tooSmallField': () => 'Montant trop faible',
  'money.orderRejected': (p) => (p.reason && REJECTED[p.reason]) || 'Ordre rejeté',
  'gate.review': () =>
    'Votre compte fait l’objet d’un examen de conformité : les mouvements de fonds sont suspendus. Nous vous préviendrons dès qu’il sera terminé.',
  'gate.frozen': () =>
    'Votre compte est restreint. Veuillez contacter le support à compliance@mizani.example.',
  'gate.tier': (p) => {
    if (p.holder === 'business')
      return p.pending
        ? `La vérification de l’entreprise est en cours d’examen ; l’entreprise pourra ${BUSINESS_VERB[p.op]} une fois qu’elle sera approuvée`
        : `Faites vérifier l’entreprise pour ${BUSINESS_VERB[p.op]}`;
    return p.pending
      ? `Votre vérification d’identité est en cours d’examen ; vous pourrez ${VERB[p.op]} une fois qu’elle sera approuvée`
      : `Vérifiez votre identité pour ${VERB[p.op]}`;
  },
  'gate.limit': limit,
  'alerts.tooMany': (p) =>
    `Vous pouvez avoir au plus ${p.max} alertes actives. Mettez-en une en pause ou supprimez-en une d’abord.`,
  'alerts.choosePair': () => 'Veuillez vérifier le formulaire : choisissez une paire de devises',
  'alerts.choosePairField': () => 'Choisissez une paire de devises',
  'treasury.tooManyOrders': (p) =>
    `Vous pouvez avoir au plus ${p.max} ordres à cours limité ouverts. Annulez-en un d’abord.`,
  'treasury.tooManyPlans': (p) =>
    `Vous pouvez avoir au plus ${p.max} conversions périodiques. Annulez-en une d’abord.`,
  'treasury.notOpen': () =>
    'Cette instruction n’est plus ouverte : elle est exécutée, clôturée ou en cours d’exécution.',
  'treasury.validUntil': () => 'Choisissez une date entre aujourd’hui et dans 365 jours',
  'forwards.valueDate': () => 'Choisissez une date de valeur entre demain et dans 12 mois',
  'forwards.noInterest': (p) =>
    `Les contrats à terme en ${p.currency} ne sont pas proposés pour le moment (aucun taux d’intérêt). Contactez-nous.`,
  'forwards.tooMany': (p) =>
    `Vous pouvez avoir au plus ${p.max} contrats à terme en cours. Réglez-en un d’abord.`,
  'forwards.notOpen': () => 'Ce contrat à terme n’est plus ouvert : il est réglé ou clôturé.',
  'forwards.drawdownTooMuch': () => 'Saisissez au plus le montant restant à régler',
  'forwards.noMarginCall': () => 'Aucun appel de marge à satisfaire sur ce contrat.',
  'forwards.notWaiting': () => 'Ce contrat à terme n’attend pas de revue.',
  'business.disabled': () =>
    'Ce compte d’entreprise est désactivé. Contactez le support à compliance@mizani.example.',
  'business.duplicate': () =>
    'Une entreprise portant ce numéro d’immatriculation dans ce pays a déjà un compte. Demandez à l’un de ses propriétaires de vous inviter.',
  'business.needsTwoFactor': () =>
    'Cette entreprise exige la double authentification de tous ses membres. Activez-la d’abord dans Sécurité.',
  'business.noAccess': () => 'Vous n’avez pas accès à ce compte.',
  'business.roleNotAllowed': () => 'Votre rôle dans cette entreprise ne le permet pas.',
  'business.lastOwner': () =>
    'Une entreprise doit avoir au moins un propriétaire. Nommez d’abord un autre membre propriétaire.',
  'business.ownersOnly': () =>
    'Seul un propriétaire peut inviter, modifier ou retirer un propriétaire.',
  'business.invitationUsed': () => 'Cette invitation a déjà été utilisée ou annulée.',
  'business.invitationExpired': () => 'Cette invitation a expiré. Demandez-en une nouvelle.',
  'business.invitationRevoked': () =>
    'Cette invitation ne fonctionne plus : la personne qui l’a envoyée n’a plus le droit d’ajouter des membres avec ce rôle. Demandez une nouvelle invitation à l’entreprise.',
  'business.invitationOtherEmail': () =>
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l’accepter.',
  'business.alreadyMemberSelf': () => 'Vous êtes déjà membre de cette entreprise.',
  'business.alreadyMember': () => 'Cette personne est déjà membre.',
  'business.alreadyMemberField': () => 'Cette personne est déjà membre',
  'business.invitationWaiting': () => 'Une invitation à cette adresse est déjà en attente.',
  'business.invitationWaitingField': () => 'Une invitation à cette adresse est déjà en attente',
  'business.twoFactorFirst': () =>
    'Activez d’abord la double authentification sur votre propre compte (Sécurité).',
  'business.selfApproval': () => 'Vous ne pouvez ni approuver ni rejeter votre propre demande.',
  'business.alreadyDecided': () => 'Cette demande a déjà été tranchée.',
  'business.alreadyApproved': () => 'Vous avez déjà approuvé cette demande.',
  'business.onlyRequesterCancels': () => 'Seul le membre qui l’a faite peut l’annuler.',
  'business.onlyRequesterOrApprover': () =>
    'Seul le membre qui l’a faite ou un approbateur peut la confirmer.',
  'business.notAwaitingQuote': () => 'Cette conversion n’attend pas de nouvelle cotation.',
  'business.freshQuoteFirst': () => 'Obtenez d’abord une nouvelle cotation.',
  'dev.maxKeys': (p) =>
    `${p.max} clés actives au maximum ; révoquez celles dont vous ne vous servez plus.`,
  'dev.maxEndpoints': (p) => `${p.max} points de terminaison webhook au maximum par compte.`,
  'dev.httpsOnly': () => 'Les URL de webhook doivent utiliser https.',
  'dev.httpsOnlyField': () => 'Utilisez une URL https://',
  'dev.unresolved': () => 'Le nom d’hôte du webhook est introuvable.',
  'dev.unresolvedField': () => 'Ce nom d’hôte est introuvable',
  'dev.privateAddress': () =>
    'Les URL de webhook doivent pointer vers une adresse Internet publique.',
  'dev.privateAddressField': () =>
    'Les adresses privées, de bouclage et link-local ne sont pas autorisées',
  'dev.blockedPort': (p: { port: string }) =>
    `Les URL de webhook ne peuvent pas utiliser le port ${p.port} : il appartient à un autre protocole (e-mail, DNS, partage de fichiers...) et les clients HTTP le refusent.`,
  'dev.blockedPortField': (p: { port: string }) =>
    `Le port ${p.port} est bloqué pour HTTP : utilisez 443, 80 ou un port de 8000 à 65535`,
  'dev.portRange': (p: { port: string }) =>
    `Les URL de webhook doivent utiliser le port 443, 80 ou un port de 8000 à 65535, pas ${p.port}.`,
  'dev.portRangeField': () => 'Utilisez le port 443, 80 ou un port de 8000 à 65535',
  'kyc.pdfUnreadable': () =>
    'Ce PDF est illisible (endommagé, ou protégé par un mot de passe). Enregistrez-le ou numérisez-le à nouveau en PDF, ou envoyez une photo du document.',
  'kyc.pdfActive': () =>
    'Ce PDF contient des scripts ou des fichiers joints, que nous n’acceptons pas. Imprimez-le dans un nouveau PDF, ou envoyez une numérisation ou une photo du document.',
  'profile.sameEmail': () => 'C’est déjà votre adresse e-mail.',
  'profile.wrongPassword': () => 'Le mot de passe est incorrect.',
  'profile.enterPassword': () => 'Saisissez votre mot de passe.',
  'profile.signInAgain': () => 'Pour votre sécurité, reconnectez-vous avant de modifier ceci.',
  'profile.wrongCode': () => 'Le code est incorrect ou a expiré.',
  'security.stepUp': () =>
    'Pour votre sécurité, confirmez que c’est bien vous (mot de passe ou code de connexion) avant cette modification.',
  'profile.phoneFirst': () => 'Ajoutez et vérifiez d’abord un numéro de mobile.',
  'profile.noPhone': () => 'Il n’y a aucun numéro de téléphone à supprimer.',
  'profile.smsOnFirst': () => 'Désactivez les codes par SMS avant de supprimer votre numéro.',
  'kyc.alreadyVerified': (p) => `Vous êtes déjà vérifié au niveau ${p.tier}`,
  'kyc.tierOneFirst': () => 'Terminez d’abord le niveau 1 (vérification d’identité)',
  'kyc.inReview': () =>
    'Votre vérification est déjà en cours d’examen. Nous vous préviendrons de la décision.',
  'kyc.uploadAgain': () => 'Veuillez vérifier le formulaire : téléversez à nouveau le document',
  'kyc.uploadAgainField': () => 'Téléversez à nouveau le document',
  'kyc.notAFile': () =>
    'Téléversez un fichier PDF, JPEG ou PNG. Ce fichier n’en est pas un, quel que soit son nom.',
  'kyc.damaged': () => 'Ce fichier est endommagé. Numérisez-le ou photographiez-le à nouveau.',
  'kyc.tooManyUploads': (p) =>
    `Vous avez ${p.max} fichiers en attente. Supprimez-en ou soumettez-les d’abord.`,
  'kyc.chooseKind': () => 'Veuillez vérifier le formulaire : choisissez le type de document',
  'kyc.chooseKindField': () => 'Choisissez le type de document',
  'kyc.emptyFile': () => 'Veuillez vérifier le formulaire : le fichier est vide',
  'kyc.emptyFileField': () => 'Le fichier est vide',
  'kyc.businessVerified': () => 'Cette entreprise est déjà vérifiée',
  'kyc.businessInReview': () =>
    'La vérification de l’entreprise est déjà en cours d’examen. Nous vous préviendrons de la décision.',
  'admin.invalidCursor': () =>
    'Veuillez vérifier le formulaire : le curseur de pagination n’est pas valide',
  'admin.invalidCursorField': () => 'Curseur non valide',
  'admin.submissionNotWaiting': () => 'Ce dossier n’est pas en attente d’examen',
  'admin.submissionDecided': () => 'Ce dossier a déjà fait l’objet d’une décision',
  'admin.screeningFirst': () => 'Statuez d’abord sur le dossier de filtrage ouvert de ce client',
  'admin.secondApprover': () => 'Un second administrateur doit approuver un dossier de niveau 2',
  'chain.convertNeedsApproval': (p) =>
    `Conservé en USD : les règles de l’entreprise demandent ${p.approvals} ${p.approvals === 1 ? 'approbation' : 'approbations'} pour convertir ce montant. Convertissez-le depuis le portefeuille ; la demande attend dans Approbations.`,
  'transfer.noAccountHolder': () =>
    "Ce numéro n'a pas de compte mobile money. Vérifiez le numéro auprès de la personne que vous payez.",
  'chain.unavailable': () => 'Les dépôts en stablecoins ne sont pas disponibles pour le moment.',
  'chain.notAccepted': () => 'Cet actif n’est pas accepté sur ce réseau.',
  'transfer.payInWaiting': () =>
    'Une demande de paiement pour ce transfert attend déjà sur votre téléphone.',
  'transfer.bankPayInWaiting': (p: { reference: string }) =>
    `Un virement bancaire pour ce transfert est déjà attendu : payez-le avec la référence ${p.reference}.`,
  'transfer.stablecoinCurrency': (p: { currency: string }) =>
    `Un stablecoin ne paie que les transferts en USD ; celui-ci est en ${p.currency}.`,
  'transfer.corridorExists': () => 'Un corridor existe déjà pour cet itinéraire',
  'transfer.stablecoinPayInWaiting': () =>
    'Un dépôt en stablecoin pour ce transfert est déjà attendu à votre adresse de dépôt.',
  'transfer.notWaitingForPayment': () => 'Ce transfert n’attend plus de paiement.',
  'transfer.railCurrency': (p: { rail: string; currency: string }) =>
    `${p.rail} ne permet pas de payer en ${p.currency}.`,
  'transfer.corridorMethod': () => 'Ce corridor ne paie pas de cette façon',
  'transfer.noCorridorRate': () => 'Aucun taux n’est publié pour ce corridor en ce moment',
  'transfer.belowCorridorMin': (p: { amount: string }) =>
    `Le plus petit transfert sur ce corridor est de ${p.amount}`,
  'transfer.aboveCorridorMax': (p: { amount: string }) =>
    `Le plus gros transfert sur ce corridor est de ${p.amount}`,
  'transfer.corridorMonthly': (p: { limit: string; left: string }) =>
    `Ce transfert dépasserait votre plafond mensuel sur ce corridor (${p.limit}) ; il vous reste ${p.left} ce mois-ci`,
  'transfer.mobilePayee': () => 'Choisissez un bénéficiaire mobile money pour ce transfert',
  'transfer.bankPayee': () => 'Choisissez un bénéficiaire bancaire pour ce transfert',
  'transfer.payeeCorridor': (p: { currency: string; country: string }) =>
    `Choisissez un bénéficiaire payé en ${p.currency} dans le pays ${p.country}`,
  'transfer.clientWallet': () => 'Un envoi à un autre client est versé sur son portefeuille Mizani',
  'transfer.noSuchClient': () =>
    'Aucun client Mizani n’utilise cette adresse e-mail ou ce numéro de téléphone',
  'transfer.toYourself': () => 'Vous ne pouvez pas vous envoyer de l’argent à vous-même',
  'transfer.recipientRefused': () =>
    'Nous ne pouvons pas envoyer d’argent à ce destinataire. Notre équipe conformité examine chaque cas de ce type et vous contactera si nécessaire.',
  'transfer.runNotWaiting': () => 'Cette échéance ne vous attend plus',
  'transfer.scheduleCancelled': () => 'Ce transfert récurrent a été annulé',
  'transfer.scheduleAlready': (p: { status: 'active' | 'paused' }) =>
    `Ce transfert récurrent est déjà ${p.status === 'active' ? 'actif' : 'en pause'}`,
  'transfer.keyReused': () => 'Cette clé d’idempotence a servi pour un autre transfert',
  'transfer.priceExpired': () =>
    'Le prix de ce transfert a expiré. Vérifiez le nouveau prix et confirmez à nouveau.',
  'transfer.cancelled': () => 'Ce transfert a été annulé. Commencez-en un nouveau.',
  'transfer.payoutStarted': () =>
    'Le versement a commencé : ce transfert ne peut plus être annulé.',
  'transfer.checkNumber': () => 'Vérifiez le numéro',
  'chain.payoutsUnavailable': () =>
    'Les envois en stablecoins ne sont pas disponibles pour le moment.',
  'chain.overPayoutMax': (p: { max: string }) =>
    `Un envoi en stablecoins peut transférer au plus ${p.max} USD.`,
  'chain.overPayoutDaily': (p: { max: string; left: string }) =>
    `Au-delà du plafond quotidien d’envois en stablecoins de ${p.max} USD (reste ${p.left} USD aujourd’hui).`,
  'chain.travelRuleRequired': () =>
    'Les informations sur le donneur d’ordre et le bénéficiaire sont requises pour un transfert de ce montant (règle de voyage).',
  'chain.ownAddress': () =>
    'Cette adresse est une adresse Mizani. Envoyez vers un portefeuille externe ; entre comptes Mizani, utilisez Envoyer de l’argent.',
  'chain.payoutDecided': (p: { status: string }) => `Cet envoi est déjà ${p.status}.`,
  'chain.secondPerson': () =>
    'Un autre administrateur que la personne qui l’a demandé doit approuver cet envoi.',
  'admin.fundingDecided': (p) =>
    p.kind === 'deposit'
      ? `Ce dépôt est déjà ${DEPOSIT_STATUS[p.status] ?? p.status}.`
      : `Ce retrait est déjà ${WITHDRAWAL_STATUS[p.status] ?? p.status}.`,
  'admin.caseDecided': () => 'Ce dossier a déjà fait l’objet d’une décision',
  'admin.lastAdminRole': () =>
    'Il doit rester au moins un administrateur : ce rôle d’administrateur ne peut pas être retiré.',
  'admin.disableSelf': () => 'Vous ne pouvez pas désactiver votre propre compte.',
  'admin.lastAdminDisable': () =>
    'Il doit rester au moins un administrateur : ce compte ne peut pas être désactivé.',
  'admin.dailyBelowMinute': () =>
    'Veuillez vérifier le formulaire : la limite journalière doit être au moins égale à la limite par minute',
  'admin.dailyBelowMinuteField': () => 'Doit être au moins égale à la limite par minute',
  'admin.compliance': (p) =>
    `Veuillez vérifier le formulaire : ${lowerFirst(COMPLIANCE[p.problem])}`,
  'admin.complianceField': (p) => COMPLIANCE[p.problem],
  'admin.pairExists': (p) => `La paire ${p.base}/${p.quote} existe déjà.`,
  'admin.businessAlreadyDisabled': () => 'Cette entreprise est déjà désactivée.',
  'admin.businessNotDisabled': () => 'Cette entreprise n’est pas désactivée.',
  'admin.requestMove': (p) =>
    `Une demande « ${REQUEST_STATUS[p.from] ?? p.from} » ne peut pas passer à « ${REQUEST_STATUS[p.to] ?? p.to} ».`,
  'admin.requestMoveField': () => 'Non autorisé depuis le statut actuel',
  'admin.assignActiveAdmin': () =>
    'Veuillez vérifier le formulaire : une demande ne peut être attribuée qu’à un administrateur actif',
  'admin.assignActiveAdminField': () => 'Choisissez un administrateur actif',
  'admin.requestClosed': () =>
    'Cette demande est clôturée ; rouvrez-la avant d’envoyer une cotation.',
  'admin.slugTaken': () => 'Un autre article utilise déjà cette adresse web.',
  'admin.slugTakenField': () => 'Un autre article utilise déjà cette adresse web',
  'admin.incidentResolved': () => 'Cet incident est résolu. Ouvrez plutôt un nouvel incident.',
  'jobs.positionNotFound': () => 'Ce poste est introuvable. Il a peut-être été retiré.',
  'jobs.positionClosed': () => 'Ce poste n’est plus ouvert aux candidatures.',
  'jobs.cvNotPdf': () =>
    'Joignez votre CV au format PDF. Ce fichier n’en est pas un, quel que soit son nom.',
  'jobs.cvEmpty': () => 'Ce fichier est vide. Choisissez à nouveau votre CV.',
  'jobs.cvUploadAgain': () => 'Vérifiez le formulaire : joignez à nouveau votre CV',
  'jobs.cvUploadAgainField': () => 'Joignez à nouveau votre CV',
  'status.invalidLink': () =>
    'Ce lien n’est plus valide. Abonnez-vous à nouveau pour recevoir un nouvel e-mail de confirmation.',
};
