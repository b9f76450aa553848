import { BUSINESS_ROLE_LABELS, type BusinessRole, type Locale } from '@mizani/shared';

// The words of a business's notices and mails in each language (issue 20): the approval a
// request waits for, and the invitation to join. English is the wording they always had, byte for
// byte; French and Swahili are the team's (docs/languages.md lists them for review). Amounts
// arrive formatted for the language (services/i18n/language.ts moneyIn).

/**
 * What a request asks for: a plain withdrawal or conversion, or a treasury instruction that waits
 * under the same rules (issue 41), named as such so an approver knows what they are deciding.
 */
export type Operation =
  'withdraw' | 'convert' | 'forward' | 'limit_order' | 'recurring' | 'bulk_payout' | 'chain_payout';

/** What the approvers read about a waiting request. */
export interface ApprovalWords {
  email: string;
  operation: Operation;
  /** The amount with its currency. */
  money: string;
  usd: string;
  business: string;
}

export interface BusinessTexts {
  role: Record<BusinessRole, string>;
  approval: {
    title: (w: ApprovalWords) => string;
    body: (w: ApprovalWords) => string;
    subject: (w: ApprovalWords) => string;
    heading: string;
    intro: (w: ApprovalWords) => string;
    label: Record<'business' | 'requestedBy' | 'operation' | 'amount' | 'usd', string>;
    operation: Record<Operation, string>;
    next: string;
    open: string;
  };
  invitation: {
    subject: (business: string) => string;
    heading: (business: string) => string;
    /** (inviter's email, business, role's name) */
    intro: (inviter: string, business: string, role: string) => string;
    label: Record<'business' | 'role' | 'validUntil', string>;
    signIn: (email: string) => string;
    once: (days: number) => string;
    accept: string;
  };
  /** The member whose role an owner or admin changed, or whom they removed (always sent). */
  membership: {
    roleTitle: (business: string, role: string) => string;
    /** (who changed it, business, previous role, new role) */
    roleBody: (actor: string, business: string, from: string, to: string) => string;
    roleHeading: string;
    removedTitle: (business: string) => string;
    /** (who removed them, business) */
    removedBody: (actor: string, business: string) => string;
    removedHeading: string;
    label: Record<'business' | 'previous' | 'role' | 'by', string>;
    roleNext: string;
    removedNext: string;
    unexpected: string;
    openBusiness: string;
    openDashboard: string;
  };
}

/** "withdrawal of 5,000.00 USD", "forward contract selling 10,000.00 USD"... */
const EN_WHAT: Record<Operation, string> = {
  withdraw: 'withdrawal of',
  convert: 'conversion of',
  forward: 'forward contract selling',
  limit_order: 'limit order selling',
  recurring: 'recurring conversion of',
  bulk_payout: 'bulk payout of',
  chain_payout: 'stablecoin payout of',
};
const FR_WHAT: Record<Operation, [string, string]> = {
  withdraw: ['un', 'retrait de'],
  convert: ['une', 'conversion de'],
  forward: ['un', 'contrat à terme vendant'],
  limit_order: ['un', 'ordre à cours limité vendant'],
  recurring: ['une', 'conversion récurrente de'],
  bulk_payout: ['un', 'paiement groupé de'],
  chain_payout: ['un', 'paiement en stablecoin de'],
};
const SW_WHAT: Record<Operation, string> = {
  withdraw: 'utoaji wa',
  convert: 'ubadilishaji wa',
  forward: 'mkataba wa kiwango cha baadaye wa kuuza',
  limit_order: 'agizo la kiwango lengwa la kuuza',
  recurring: 'ubadilishaji wa kujirudia wa',
  bulk_payout: 'malipo ya pamoja ya',
  chain_payout: 'malipo ya stablecoin ya',
};
const enWhat = (w: ApprovalWords) => `${EN_WHAT[w.operation]} ${w.money}`;
const frWhat = (w: ApprovalWords) => `${FR_WHAT[w.operation][1]} ${w.money}`;
const frAWhat = (w: ApprovalWords) => `${FR_WHAT[w.operation].join(' ')} ${w.money}`;
const swWhat = (w: ApprovalWords) => `${SW_WHAT[w.operation]} ${w.money}`;

export const BUSINESS_TEXTS: Record<Locale, BusinessTexts> = {
  en: {
    role: BUSINESS_ROLE_LABELS,
    approval: {
      title: (w) => `Approval needed: ${enWhat(w)}`,
      body: (w) =>
        `${w.email} asked for a ${enWhat(w)} (≈ ${w.usd}) from ${w.business}. It waits in Pending approvals.`,
      subject: (w) => `Approval needed for ${w.business}: ${enWhat(w)}`,
      heading: 'A request is waiting for your approval',
      intro: (w) =>
        `${w.email} asked for a ${enWhat(w)} from ${w.business}, over the business's approval threshold.`,
      label: {
        business: 'Business',
        requestedBy: 'Requested by',
        operation: 'Operation',
        amount: 'Amount',
        usd: 'USD equivalent',
      },
      operation: {
        withdraw: 'Withdrawal',
        convert: 'Conversion',
        forward: 'Forward contract',
        limit_order: 'Limit order',
        recurring: 'Recurring conversion',
        bulk_payout: 'Bulk payout',
        chain_payout: 'Stablecoin payout',
      },
      next: 'Approve or reject it in Pending approvals on the Business tab. Nothing moves until the approvals the rule asks for are given.',
      open: 'Open Pending approvals',
    },
    invitation: {
      subject: (business) => `You are invited to ${business} on Mizani`,
      heading: (business) => `Join ${business} on Mizani`,
      intro: (inviter, business, role) =>
        `${inviter} invited you to the business account of ${business} as ${role}.`,
      label: { business: 'Business', role: 'Role', validUntil: 'Valid until' },
      signIn: (email) =>
        `Sign in (or create your account) with ${email}, then accept the invitation.`,
      once: (days) => `The link works once, for ${days} days.`,
      accept: 'Accept the invitation',
    },
    membership: {
      roleTitle: (business, role) => `Your role in ${business} is now ${role}`,
      roleBody: (actor, business, from, to) =>
        `${actor} changed your role in ${business} from ${from} to ${to}.`,
      roleHeading: 'Your role has changed',
      removedTitle: (business) => `You were removed from ${business}`,
      removedBody: (actor, business) =>
        `${actor} removed you from the business account of ${business}. You no longer have access to its money or documents.`,
      removedHeading: 'You no longer have access to this business',
      label: { business: 'Business', previous: 'Previous role', role: 'Role', by: 'Changed by' },
      roleNext: 'What you can see and do in the business follows the new role from now on.',
      removedNext: 'Your own account, its money and documents are not affected.',
      unexpected: 'If you did not expect this, contact an owner of the business or our support.',
      openBusiness: 'Open the Business tab',
      openDashboard: 'Open your dashboard',
    },
  },
  fr: {
    role: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      approver: 'Approbateur',
      initiator: 'Initiateur',
      viewer: 'Lecteur',
    },
    approval: {
      title: (w) => `Approbation requise : ${frWhat(w)}`,
      body: (w) =>
        `${w.email} a demandé ${frAWhat(w)} (≈ ${w.usd}) pour ${w.business}. La demande attend dans Approbations en attente.`,
      subject: (w) => `Approbation requise pour ${w.business} : ${frWhat(w)}`,
      heading: 'Une demande attend votre approbation',
      intro: (w) =>
        `${w.email} a demandé ${frAWhat(w)} pour ${w.business}, au-delà du seuil d’approbation de l’entreprise.`,
      label: {
        business: 'Entreprise',
        requestedBy: 'Demandé par',
        operation: 'Opération',
        amount: 'Montant',
        usd: 'Contre-valeur en USD',
      },
      operation: {
        withdraw: 'Retrait',
        convert: 'Conversion',
        forward: 'Contrat à terme',
        limit_order: 'Ordre à cours limité',
        recurring: 'Conversion récurrente',
        bulk_payout: 'Paiement groupé',
        chain_payout: 'Paiement en stablecoin',
      },
      next: 'Approuvez-la ou rejetez-la dans Approbations en attente, onglet Entreprise. Rien ne bouge tant que les approbations exigées par la règle ne sont pas données.',
      open: 'Ouvrir les approbations en attente',
    },
    invitation: {
      subject: (business) => `Vous êtes invité à rejoindre ${business} sur Mizani`,
      heading: (business) => `Rejoignez ${business} sur Mizani`,
      intro: (inviter, business, role) =>
        `${inviter} vous invite à rejoindre le compte professionnel de ${business} en tant que ${role}.`,
      label: { business: 'Entreprise', role: 'Rôle', validUntil: 'Valable jusqu’au' },
      signIn: (email) =>
        `Connectez-vous (ou créez votre compte) avec ${email}, puis acceptez l’invitation.`,
      once: (days) => `Le lien ne sert qu’une fois, pendant ${days} jours.`,
      accept: 'Accepter l’invitation',
    },
    membership: {
      roleTitle: (business, role) => `Votre rôle dans ${business} est désormais ${role}`,
      roleBody: (actor, business, from, to) =>
        `${actor} a changé votre rôle dans ${business} : ${from} → ${to}.`,
      roleHeading: 'Votre rôle a changé',
      removedTitle: (business) => `Vous avez été retiré de ${business}`,
      removedBody: (actor, business) =>
        `${actor} vous a retiré du compte professionnel de ${business}. Vous n’avez plus accès à ses fonds ni à ses documents.`,
      removedHeading: 'Vous n’avez plus accès à cette entreprise',
      label: {
        business: 'Entreprise',
        previous: 'Rôle précédent',
        role: 'Rôle',
        by: 'Modifié par',
      },
      roleNext: 'Ce que vous voyez et faites dans l’entreprise suit désormais ce nouveau rôle.',
      removedNext: 'Votre propre compte, ses fonds et ses documents ne sont pas concernés.',
      unexpected:
        'Si vous ne vous y attendiez pas, contactez un propriétaire de l’entreprise ou notre support.',
      openBusiness: 'Ouvrir l’onglet Entreprise',
      openDashboard: 'Ouvrir votre tableau de bord',
    },
  },
  sw: {
    role: {
      owner: 'Mmiliki',
      admin: 'Msimamizi',
      approver: 'Mwidhinishaji',
      initiator: 'Mwanzilishi wa miamala',
      viewer: 'Mtazamaji',
    },
    approval: {
      title: (w) => `Idhini inahitajika: ${swWhat(w)}`,
      body: (w) =>
        `${w.email} ameomba ${swWhat(w)} (≈ ${w.usd}) kutoka ${w.business}. Ombi linasubiri kwenye Maombi yanayosubiri uidhinishaji.`,
      subject: (w) => `Idhini inahitajika kwa ${w.business}: ${swWhat(w)}`,
      heading: 'Ombi linasubiri idhini yako',
      intro: (w) =>
        `${w.email} ameomba ${swWhat(w)} kutoka ${w.business}, juu ya kiwango cha idhini cha biashara.`,
      label: {
        business: 'Biashara',
        requestedBy: 'Limeombwa na',
        operation: 'Muamala',
        amount: 'Kiasi',
        usd: 'Thamani kwa USD',
      },
      operation: {
        withdraw: 'Utoaji pesa',
        convert: 'Ubadilishaji',
        forward: 'Mkataba wa kiwango cha baadaye',
        limit_order: 'Agizo la kiwango lengwa',
        recurring: 'Ubadilishaji wa kujirudia',
        bulk_payout: 'Malipo ya pamoja',
        chain_payout: 'Malipo ya stablecoin',
      },
      next: 'Liidhinishe au ulikatae kwenye Maombi yanayosubiri uidhinishaji, kichupo cha Biashara. Hakuna kinachohamishwa hadi idhini zinazotakiwa na kanuni zitolewe.',
      open: 'Fungua maombi yanayosubiri uidhinishaji',
    },
    invitation: {
      subject: (business) => `Umealikwa kujiunga na ${business} kwenye Mizani`,
      heading: (business) => `Jiunge na ${business} kwenye Mizani`,
      intro: (inviter, business, role) =>
        `${inviter} amekualika kwenye akaunti ya biashara ya ${business} kama ${role}.`,
      label: { business: 'Biashara', role: 'Jukumu', validUntil: 'Inatumika hadi' },
      signIn: (email) => `Ingia (au fungua akaunti yako) kwa ${email}, kisha ukubali mwaliko.`,
      once: (days) => `Kiungo kinatumika mara moja tu, kwa siku ${days}.`,
      accept: 'Kubali mwaliko',
    },
    membership: {
      roleTitle: (business, role) => `Jukumu lako katika ${business} sasa ni ${role}`,
      roleBody: (actor, business, from, to) =>
        `${actor} amebadilisha jukumu lako katika ${business}: ${from} → ${to}.`,
      roleHeading: 'Jukumu lako limebadilika',
      removedTitle: (business) => `Umeondolewa kwenye ${business}`,
      removedBody: (actor, business) =>
        `${actor} amekuondoa kwenye akaunti ya biashara ya ${business}. Huna tena ufikiaji wa fedha wala nyaraka zake.`,
      removedHeading: 'Huna tena ufikiaji wa biashara hii',
      label: {
        business: 'Biashara',
        previous: 'Jukumu la awali',
        role: 'Jukumu',
        by: 'Imebadilishwa na',
      },
      roleNext: 'Unachoweza kuona na kufanya katika biashara sasa kinafuata jukumu jipya.',
      removedNext: 'Akaunti yako binafsi, fedha zake na nyaraka zake haziathiriwi.',
      unexpected:
        'Ikiwa hukutarajia hili, wasiliana na mmiliki wa biashara au timu yetu ya usaidizi.',
      openBusiness: 'Fungua kichupo cha Biashara',
      openDashboard: 'Fungua dashibodi yako',
    },
  },
};
