import {
  INCIDENT_IMPACT_LABELS,
  INCIDENT_STATUS_LABELS,
  STATUS_COMPONENT_INFO,
  type IncidentImpact,
  type IncidentStatus,
  type Locale,
  type StatusComponentId,
} from '@mizani/shared';

// The status mails' words per language (issue 20). English is exactly the text the mails had
// before translations; French and Swahili follow the status page's own catalogue wording
// (apps/web/src/lib/i18n/catalogues, status.*). To review by a native speaker (docs/languages.md).

const BRAND = 'Mizani';

export interface StatusMailTexts {
  /** Between a label and its value: ": ", and " : " in French. */
  sep: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmLine: string;
  confirmButton: string;
  confirmIgnore: string;
  alreadySubject: string;
  alreadyIntro: string;
  statusPage: string;
  openStatusPage: string;
  /** The link's words; the HTML footer reads "<a>Unsubscribe</a> from status updates." */
  unsubscribe: string;
  fromUpdates: string;
  why: string;
  incidentSubject: (status: string, title: string) => string;
  label: Record<'status' | 'impact' | 'affected' | 'posted', string>;
  incidentStatus: Record<IncidentStatus, string>;
  impact: Record<IncidentImpact, string>;
  component: Record<StatusComponentId, string>;
}

const componentNames = Object.fromEntries(
  Object.entries(STATUS_COMPONENT_INFO).map(([id, c]) => [id, c.name]),
) as Record<StatusComponentId, string>;

export const STATUS_MAIL_TEXTS: Record<Locale, StatusMailTexts> = {
  en: {
    sep: ': ',
    confirmSubject: `Confirm your ${BRAND} status updates`,
    confirmIntro: `Someone (we hope you) asked to receive an email whenever we open, update or resolve an incident on the ${BRAND} status page.`,
    confirmLine: 'Confirm your subscription',
    confirmButton: 'Confirm subscription',
    confirmIgnore:
      'If it was not you, ignore this email: nothing is sent until the address is confirmed.',
    alreadySubject: `You already receive ${BRAND} status updates`,
    alreadyIntro: `This address is already subscribed to incident updates from the ${BRAND} status page, so nothing changed.`,
    statusPage: 'Status page',
    openStatusPage: 'Open the status page',
    unsubscribe: 'Unsubscribe',
    fromUpdates: 'from status updates.',
    why: `You receive this because you subscribed to incident updates from the ${BRAND} status page.`,
    incidentSubject: (status, title) => `[${BRAND} status] ${status}: ${title}`,
    label: { status: 'Status', impact: 'Impact', affected: 'Affected', posted: 'Posted' },
    incidentStatus: INCIDENT_STATUS_LABELS,
    impact: INCIDENT_IMPACT_LABELS,
    component: componentNames,
  },
  fr: {
    sep: ' : ',
    confirmSubject: `Confirmez vos mises à jour d’état ${BRAND}`,
    confirmIntro: `Quelqu’un (vous, nous l’espérons) a demandé à recevoir un e-mail chaque fois que nous ouvrons, mettons à jour ou résolvons un incident sur la page d’état des services ${BRAND}.`,
    confirmLine: 'Confirmez votre abonnement',
    confirmButton: 'Confirmer l’abonnement',
    confirmIgnore:
      'Si ce n’était pas vous, ignorez cet e-mail : rien ne sera envoyé tant que l’adresse n’est pas confirmée.',
    alreadySubject: `Vous recevez déjà les mises à jour d’état ${BRAND}`,
    alreadyIntro: `Cette adresse est déjà abonnée aux mises à jour d’incident de la page d’état des services ${BRAND} : rien n’a changé.`,
    statusPage: 'Page d’état des services',
    openStatusPage: 'Ouvrir la page d’état',
    unsubscribe: 'Se désabonner',
    fromUpdates: 'des mises à jour d’état.',
    why: `Vous recevez cet e-mail parce que vous êtes abonné aux mises à jour d’incident de la page d’état des services ${BRAND}.`,
    incidentSubject: (status, title) => `[État ${BRAND}] ${status} : ${title}`,
    label: {
      status: 'État',
      impact: 'Impact',
      affected: 'Composants touchés',
      posted: 'Publié',
    },
    incidentStatus: {
      investigating: 'Analyse en cours',
      identified: 'Cause identifiée',
      monitoring: 'Sous surveillance',
      resolved: 'Résolu',
    },
    impact: {
      minor: 'Mineur (performances dégradées)',
      major: 'Majeur (panne partielle)',
      critical: 'Critique (panne majeure)',
    },
    component: {
      website: 'Site web',
      api: 'API',
      rates: 'Flux de cours',
      mail: 'Envoi des e-mails',
      database: 'Base de données',
    },
  },
  sw: {
    sep: ': ',
    confirmSubject: `Thibitisha taarifa za hali ya ${BRAND}`,
    confirmIntro: `Mtu fulani (tunatumaini ni wewe) ameomba kupokea barua pepe kila tunapofungua, kusasisha au kutatua tukio kwenye ukurasa wa hali ya mifumo ya ${BRAND}.`,
    confirmLine: 'Thibitisha usajili wako',
    confirmButton: 'Thibitisha usajili',
    confirmIgnore:
      'Kama si wewe, puuza barua pepe hii: hakuna kitakachotumwa hadi anwani ithibitishwe.',
    alreadySubject: `Tayari unapokea taarifa za hali ya ${BRAND}`,
    alreadyIntro: `Anwani hii tayari imesajiliwa kupokea taarifa za matukio kutoka ukurasa wa hali ya mifumo ya ${BRAND}, kwa hiyo hakuna kilichobadilika.`,
    statusPage: 'Ukurasa wa hali',
    openStatusPage: 'Fungua ukurasa wa hali',
    unsubscribe: 'Jiondoe',
    fromUpdates: 'kwenye taarifa za hali.',
    why: `Unapokea barua pepe hii kwa sababu ulijiandikisha kupokea taarifa za matukio kutoka ukurasa wa hali ya mifumo ya ${BRAND}.`,
    incidentSubject: (status, title) => `[Hali ya ${BRAND}] ${status}: ${title}`,
    label: {
      status: 'Hali',
      impact: 'Athari',
      affected: 'Sehemu zilizoathirika',
      posted: 'Imechapishwa',
    },
    incidentStatus: {
      investigating: 'Tunachunguza',
      identified: 'Chanzo kimejulikana',
      monitoring: 'Tunafuatilia',
      resolved: 'Limetatuliwa',
    },
    impact: {
      minor: 'Ndogo (utendaji duni)',
      major: 'Kubwa (hitilafu ya sehemu)',
      critical: 'Mbaya sana (hitilafu kubwa)',
    },
    component: {
      website: 'Tovuti',
      api: 'API',
      rates: 'Mlisho wa viwango',
      mail: 'Utumaji wa barua pepe',
      database: 'Hifadhidata',
    },
  },
};
