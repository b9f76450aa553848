import { BUSINESS_ROLE_LABELS, type BusinessRole, type Locale } from '@mizani/shared';

// The words of a business's notices and mails in each language (issue 20): the approval a
// request waits for, and the invitation to join. English is the wording they always had, byte for
// byte; French and Swahili are the team's (docs/languages.md lists them for review). Amounts
// arrive formatted for the language (services/i18n/language.ts moneyIn).

export type Operation = 'withdraw' | 'convert';

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
}

const enWhat = (w: ApprovalWords) =>
  w.operation === 'withdraw' ? `withdrawal of ${w.money}` : `conversion of ${w.money}`;
const frWhat = (w: ApprovalWords) =>
  w.operation === 'withdraw' ? `retrait de ${w.money}` : `conversion de ${w.money}`;
const frAWhat = (w: ApprovalWords) =>
  w.operation === 'withdraw' ? `un retrait de ${w.money}` : `une conversion de ${w.money}`;
const swWhat = (w: ApprovalWords) =>
  w.operation === 'withdraw' ? `utoaji wa ${w.money}` : `ubadilishaji wa ${w.money}`;

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
      operation: { withdraw: 'Withdrawal', convert: 'Conversion' },
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
      operation: { withdraw: 'Retrait', convert: 'Conversion' },
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
      operation: { withdraw: 'Utoaji pesa', convert: 'Ubadilishaji' },
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
  },
};
