import {
  INQUIRY_TYPE_LABELS,
  URGENCY_LABELS,
  type InquiryType,
  type Locale,
  type REQUEST_REFERENCE_PREFIX,
  type Urgency,
} from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';

export type AckKind = keyof typeof REQUEST_REFERENCE_PREFIX;

// The requester's acknowledgement: what we received, its reference and what happens next, in the
// words of the form's own promise (spec §5, §9: contact within 24 hours), in the language of the
// page the form was sent from (issue 20; English byte-identical to before translations).

interface AckTexts {
  next: Record<AckKind, string[]>;
  subject: (kind: AckKind, reference: string) => string;
  heading: (kind: AckKind) => string;
  intro: (reference: string) => string;
  notYou: string;
  label: Record<
    | 'reference'
    | 'name'
    | 'preferredDate'
    | 'preferredTime'
    | 'amount'
    | 'currencies'
    | 'urgency'
    | 'subject'
    | 'type'
    | 'position',
    string
  >;
  notGiven: string;
  generalApplication: string;
  urgency: Record<Urgency, string>;
  inquiryType: Record<InquiryType, string>;
}

const EN_WHAT: Record<AckKind, string> = {
  consultation: 'consultation request',
  quote: 'quote request',
  inquiry: 'message',
  application: 'job application',
};
const FR_WHAT: Record<AckKind, string> = {
  consultation: 'votre demande de consultation',
  quote: 'votre demande de devis',
  inquiry: 'votre message',
  application: 'votre candidature',
};
const SW_WHAT: Record<AckKind, string> = {
  consultation: 'ombi lako la ushauri',
  quote: 'ombi lako la bei',
  inquiry: 'ujumbe wako',
  application: 'maombi yako ya kazi',
};

const ACK_TEXTS: Record<Locale, AckTexts> = {
  en: {
    next: {
      consultation: ["We'll contact you within 24 hours to confirm your consultation."],
      quote: [
        'Our desk answers by email with a firm rate, what you would receive and how long the quote holds.',
        'Urgent requests are answered the same day.',
      ],
      inquiry: ["We'll get back to you within 24 hours."],
      application: [
        'Our hiring team reads every application and contacts shortlisted candidates.',
        'You do not need to apply again for the same position.',
      ],
    },
    subject: (kind, reference) => `We received your ${EN_WHAT[kind]} (${reference})`,
    heading: (kind) => `We received your ${EN_WHAT[kind]}`,
    intro: (reference) =>
      `Thank you. Keep this reference; quote it if you write or call us: ${reference}.`,
    notYou: 'If you did not send this, ignore this email: nothing else will be sent about it.',
    label: {
      reference: 'Reference',
      name: 'Name',
      preferredDate: 'Preferred date',
      preferredTime: 'Preferred time',
      amount: 'Amount',
      currencies: 'Currencies',
      urgency: 'Urgency',
      subject: 'Subject',
      type: 'Type',
      position: 'Position',
    },
    notGiven: 'Not given',
    generalApplication: 'General application',
    urgency: {
      low: URGENCY_LABELS.low.label,
      medium: URGENCY_LABELS.medium.label,
      high: URGENCY_LABELS.high.label,
    },
    inquiryType: INQUIRY_TYPE_LABELS,
  },
  fr: {
    next: {
      consultation: ['Nous vous contacterons sous 24 heures pour confirmer votre consultation.'],
      quote: [
        'Notre salle des marchés répond par e-mail avec une cotation ferme, ce que vous recevriez et la durée de validité de la cotation.',
        'Les demandes urgentes reçoivent une réponse le jour même.',
      ],
      inquiry: ['Nous vous répondrons sous 24 heures.'],
      application: [
        'Notre équipe de recrutement lit chaque candidature et contacte les candidats présélectionnés.',
        'Inutile de postuler à nouveau pour le même poste.',
      ],
    },
    subject: (kind, reference) => `Nous avons bien reçu ${FR_WHAT[kind]} (${reference})`,
    heading: (kind) => `Nous avons bien reçu ${FR_WHAT[kind]}`,
    intro: (reference) =>
      `Merci. Conservez cette référence et rappelez-la si vous nous écrivez ou nous appelez : ${reference}.`,
    notYou:
      'Si vous n’êtes pas à l’origine de cet envoi, ignorez cet e-mail : nous ne vous écrirons plus à ce sujet.',
    label: {
      reference: 'Référence',
      name: 'Nom',
      preferredDate: 'Date souhaitée',
      preferredTime: 'Horaire souhaité',
      amount: 'Montant',
      currencies: 'Devises',
      urgency: 'Urgence',
      subject: 'Objet',
      type: 'Type',
      position: 'Poste',
    },
    notGiven: 'Non précisé',
    generalApplication: 'Candidature spontanée',
    urgency: { low: 'Faible', medium: 'Moyenne', high: 'Élevée' },
    inquiryType: {
      general: 'Demande générale',
      technical: 'Assistance technique',
      account: 'Assistance compte',
      billing: 'Question de facturation',
      corporate: 'Services aux entreprises',
      partnership: 'Partenariat',
    },
  },
  sw: {
    next: {
      consultation: ['Tutawasiliana nawe ndani ya saa 24 kuthibitisha ushauri wako.'],
      quote: [
        'Dawati letu linajibu kwa barua pepe likikupa bei thabiti, kiasi ambacho ungepokea na muda ambao bei hiyo inadumu.',
        'Maombi ya dharura yanajibiwa siku hiyo hiyo.',
      ],
      inquiry: ['Tutakujibu ndani ya saa 24.'],
      application: [
        'Timu yetu ya ajira inasoma kila ombi na kuwasiliana na waliochaguliwa.',
        'Huhitaji kuomba tena nafasi hiyo hiyo.',
      ],
    },
    subject: (kind, reference) => `Tumepokea ${SW_WHAT[kind]} (${reference})`,
    heading: (kind) => `Tumepokea ${SW_WHAT[kind]}`,
    intro: (reference) =>
      `Asante. Hifadhi nambari hii ya kumbukumbu; itaje ukituandikia au ukitupigia simu: ${reference}.`,
    notYou: 'Ikiwa hukutuma hili, puuza barua pepe hii: hatutatuma kitu kingine kuhusu hilo.',
    label: {
      reference: 'Kumbukumbu',
      name: 'Jina',
      preferredDate: 'Tarehe unayopendelea',
      preferredTime: 'Muda unaopendelea',
      amount: 'Kiasi',
      currencies: 'Sarafu',
      urgency: 'Uharaka',
      subject: 'Mada',
      type: 'Aina',
      position: 'Nafasi',
    },
    notGiven: 'Haikutajwa',
    generalApplication: 'Ombi la jumla',
    urgency: { low: 'Chini', medium: 'Wastani', high: 'Juu' },
    inquiryType: {
      general: 'Swali la jumla',
      technical: 'Msaada wa kiufundi',
      account: 'Msaada wa akaunti',
      billing: 'Swali kuhusu malipo ya ada',
      corporate: 'Huduma kwa makampuni',
      partnership: 'Ushirikiano',
    },
  },
};

/** The words of an acknowledgement in a language (its rows' labels and values too). */
export const ackTexts = (locale: Locale): AckTexts => ACK_TEXTS[locale];

export function requestAckMail(
  kind: AckKind,
  reference: string,
  rows: [string, string][],
  locale: Locale = 'en',
) {
  const t = ACK_TEXTS[locale];
  return clientMail({
    locale,
    subject: t.subject(kind, reference),
    heading: t.heading(kind),
    intro: t.intro(reference),
    rows: [[t.label.reference, reference], ...rows],
    next: [...t.next[kind], t.notYou],
  });
}
