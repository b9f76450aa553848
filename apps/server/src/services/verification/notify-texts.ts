import { VERIFICATION_STATUS_LABELS, type Locale, type VerificationStatus } from '@mizani/shared';

// The words of a verification decision's bell notice and mail, in each language (issue 20).
// English is the wording the notice always had, byte for byte; French and Swahili are the
// team's (docs/languages.md lists them for a native speaker's review).

export type NoticeStatus = Exclude<VerificationStatus, 'not_started'>;

export interface VerificationTexts {
  label: Record<NoticeStatus, string>;
  /** What the status means for a person. */
  what: Record<NoticeStatus, string>;
  /** What it means for a business (KYB, decision 019). */
  businessWhat: Record<NoticeStatus, string>;
  title: (tier: number, label: string) => string;
  businessTitle: (business: string, label: string) => string;
  subject: (label: string) => string;
  businessSubject: (business: string, label: string) => string;
  /** "Reviewer's message", the heading of the reviewer's words. */
  reviewer: string;
  /** What comes before a value after a label (French spaces it: "Message : …"). */
  colon: string;
  /** The link's words: the person's Verification tab, or the Business tab. */
  open: string;
  businessOpen: string;
}

const { not_started: _notStarted, ...EN_LABELS } = VERIFICATION_STATUS_LABELS;

export const VERIFICATION_TEXTS: Record<Locale, VerificationTexts> = {
  en: {
    label: EN_LABELS,
    what: {
      submitted:
        'We have received your documents. Review takes 24-48 hours, up to 5 business days.',
      in_review: 'A compliance officer is reviewing your documents now.',
      more_info: 'We need more information to finish the review.',
      approved: 'You are verified. Your new limits apply from now on.',
      rejected: 'We could not verify your identity with these documents.',
    },
    businessWhat: {
      submitted:
        'We have received the business verification. Review takes 24-48 hours, up to 5 business days.',
      in_review: 'A compliance officer is reviewing the business verification now.',
      more_info: 'We need more information to finish the business verification.',
      approved: 'The business is verified. Its members can now move its money within its limits.',
      rejected: 'We could not verify the business with these documents.',
    },
    title: (tier, label) => `Verification (tier ${tier}): ${label}`,
    businessTitle: (business, label) => `Business verification of ${business}: ${label}`,
    subject: (label) => `Your Mizani verification: ${label}`,
    businessSubject: (business, label) => `${business} verification: ${label}`,
    reviewer: "Reviewer's message",
    colon: ':',
    open: 'Open your Verification section',
    businessOpen: 'Open the Business section',
  },
  fr: {
    label: {
      submitted: 'Soumise',
      in_review: 'En cours d’examen',
      more_info: 'Informations complémentaires requises',
      approved: 'Approuvée',
      rejected: 'Refusée',
    },
    what: {
      submitted:
        'Nous avons bien reçu vos documents. L’examen prend 24 à 48 heures, jusqu’à 5 jours ouvrés.',
      in_review: 'Un responsable de la conformité examine vos documents en ce moment.',
      more_info: 'Nous avons besoin d’informations complémentaires pour terminer l’examen.',
      approved: 'Votre identité est vérifiée. Vos nouveaux plafonds s’appliquent dès maintenant.',
      rejected: 'Nous n’avons pas pu vérifier votre identité avec ces documents.',
    },
    businessWhat: {
      submitted:
        'Nous avons bien reçu la vérification de l’entreprise. L’examen prend 24 à 48 heures, jusqu’à 5 jours ouvrés.',
      in_review:
        'Un responsable de la conformité examine en ce moment la vérification de l’entreprise.',
      more_info:
        'Nous avons besoin d’informations complémentaires pour terminer la vérification de l’entreprise.',
      approved:
        'L’entreprise est vérifiée. Ses membres peuvent désormais mouvementer ses fonds dans la limite de ses plafonds.',
      rejected: 'Nous n’avons pas pu vérifier l’entreprise avec ces documents.',
    },
    title: (tier, label) => `Vérification (niveau ${tier}) : ${label}`,
    businessTitle: (business, label) => `Vérification de l’entreprise ${business} : ${label}`,
    subject: (label) => `Votre vérification Mizani : ${label}`,
    businessSubject: (business, label) => `Vérification de ${business} : ${label}`,
    reviewer: 'Message de l’examinateur',
    colon: ' :',
    open: 'Ouvrir votre rubrique Vérification',
    businessOpen: 'Ouvrir la rubrique Entreprise',
  },
  sw: {
    label: {
      submitted: 'Imewasilishwa',
      in_review: 'Inakaguliwa',
      more_info: 'Taarifa zaidi zinahitajika',
      approved: 'Imeidhinishwa',
      rejected: 'Imekataliwa',
    },
    what: {
      submitted: 'Tumepokea nyaraka zako. Ukaguzi huchukua saa 24-48, hadi siku 5 za kazi.',
      in_review: 'Afisa wa uzingatiaji anakagua nyaraka zako sasa.',
      more_info: 'Tunahitaji taarifa zaidi ili kukamilisha ukaguzi.',
      approved: 'Umethibitishwa. Viwango vyako vipya vinatumika kuanzia sasa.',
      rejected: 'Hatukuweza kuthibitisha utambulisho wako kwa nyaraka hizi.',
    },
    businessWhat: {
      submitted:
        'Tumepokea uthibitishaji wa biashara. Ukaguzi huchukua saa 24-48, hadi siku 5 za kazi.',
      in_review: 'Afisa wa uzingatiaji anakagua uthibitishaji wa biashara sasa.',
      more_info: 'Tunahitaji taarifa zaidi ili kukamilisha uthibitishaji wa biashara.',
      approved:
        'Biashara imethibitishwa. Wanachama wake sasa wanaweza kuhamisha fedha zake ndani ya viwango vyake.',
      rejected: 'Hatukuweza kuthibitisha biashara kwa nyaraka hizi.',
    },
    title: (tier, label) => `Uthibitisho (daraja ${tier}): ${label}`,
    businessTitle: (business, label) => `Uthibitisho wa biashara ya ${business}: ${label}`,
    subject: (label) => `Uthibitisho wako wa Mizani: ${label}`,
    businessSubject: (business, label) => `Uthibitisho wa ${business}: ${label}`,
    reviewer: 'Ujumbe wa mkaguzi',
    colon: ':',
    open: 'Fungua sehemu yako ya Uthibitisho',
    businessOpen: 'Fungua sehemu ya Biashara',
  },
};
