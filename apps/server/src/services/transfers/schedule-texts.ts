import type { Locale, ScheduleSkipReason } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn, rateIn } from '../i18n/language.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';

// A recurring transfer's words to the sender (issue 38), bell and mail: a run that waits for them
// because the rate moved, and a run skipped with its reason. A run that sends is told by the
// transfer's own notices. French and Swahili are the team's (docs/languages.md lists them).

type Words = {
  reasons: Record<ScheduleSkipReason, string>;
  waitingTitle: (amount: string, name: string) => string;
  waitingBody: (moved: string, tolerance: string) => string;
  skippedTitle: (amount: string, name: string) => string;
  skippedBody: (reason: string) => string;
  labels: { rateThen: string; rateNow: string; day: string; reason: string };
  open: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    reasons: {
      insufficient_balance: 'Not enough money in your balance',
      limit_exceeded: 'Over a limit of this corridor or of your account',
      not_allowed: 'Your account may not send money now',
      corridor_closed: 'This destination is closed for now',
      recipient_unavailable: 'The recipient can no longer be paid this way',
      no_rate: 'No rate was available',
      not_confirmed: 'You did not confirm it before the next transfer was due',
      declined: 'You chose to skip it',
      failed: 'It could not be sent',
    },
    waitingTitle: (a, n) => `Confirm your recurring transfer of ${a} to ${n}`,
    waitingBody: (m, t) =>
      `The rate moved ${m} since you set it up, more than your ${t} tolerance, so we did not send it. Review the new price to send it, or skip this one.`,
    skippedTitle: (a, n) => `Your recurring transfer of ${a} to ${n} was skipped`,
    skippedBody: (r) => `Nothing was sent this time. Reason: ${r}. It runs again on its next date.`,
    labels: { rateThen: 'Rate at set-up', rateNow: 'Rate now', day: 'Date', reason: 'Reason' },
    open: 'Open Send money',
  },
  fr: {
    reasons: {
      insufficient_balance: 'Solde insuffisant',
      limit_exceeded: 'Au-delà d’une limite de cette route ou de votre compte',
      not_allowed: 'Votre compte ne peut pas envoyer d’argent pour le moment',
      corridor_closed: 'Cette destination est fermée pour le moment',
      recipient_unavailable: 'Le bénéficiaire ne peut plus être payé de cette façon',
      no_rate: 'Aucun taux n’était disponible',
      not_confirmed: 'Vous ne l’avez pas confirmé avant le transfert suivant',
      declined: 'Vous avez choisi de le sauter',
      failed: 'Il n’a pas pu être envoyé',
    },
    waitingTitle: (a, n) => `Confirmez votre transfert récurrent de ${a} à ${n}`,
    waitingBody: (m, t) =>
      `Le taux a bougé de ${m} depuis sa mise en place, plus que votre tolérance de ${t} : nous ne l’avons pas envoyé. Vérifiez le nouveau prix pour l’envoyer, ou sautez celui-ci.`,
    skippedTitle: (a, n) => `Votre transfert récurrent de ${a} à ${n} a été sauté`,
    skippedBody: (r) =>
      `Rien n’a été envoyé cette fois. Motif : ${r}. Il reprend à sa prochaine date.`,
    labels: {
      rateThen: 'Taux à la mise en place',
      rateNow: 'Taux actuel',
      day: 'Date',
      reason: 'Motif',
    },
    open: 'Ouvrir Envoyer de l’argent',
  },
  sw: {
    reasons: {
      insufficient_balance: 'Salio lako halitoshi',
      limit_exceeded: 'Zaidi ya kikomo cha njia hii au cha akaunti yako',
      not_allowed: 'Akaunti yako haiwezi kutuma pesa kwa sasa',
      corridor_closed: 'Njia hii imefungwa kwa sasa',
      recipient_unavailable: 'Mpokeaji hawezi tena kulipwa kwa njia hii',
      no_rate: 'Hakukuwa na kiwango',
      not_confirmed: 'Hukuuthibitisha kabla ya uhamisho uliofuata',
      declined: 'Ulichagua kuuruka',
      failed: 'Haukuweza kutumwa',
    },
    waitingTitle: (a, n) => `Thibitisha uhamisho wako wa kila mara wa ${a} kwa ${n}`,
    waitingBody: (m, t) =>
      `Kiwango kimebadilika kwa ${m} tangu uliupanga, zaidi ya uvumilivu wako wa ${t}, kwa hiyo hatukuutuma. Kagua bei mpya ili kuutuma, au uruke huu.`,
    skippedTitle: (a, n) => `Uhamisho wako wa kila mara wa ${a} kwa ${n} umerukwa`,
    skippedBody: (r) =>
      `Hakuna kilichotumwa wakati huu. Sababu: ${r}. Utaendelea tarehe yake inayofuata.`,
    labels: {
      rateThen: 'Kiwango wakati wa kupanga',
      rateNow: 'Kiwango sasa',
      day: 'Tarehe',
      reason: 'Sababu',
    },
    open: 'Fungua Tuma pesa',
  },
};

export interface ScheduleNoticeInput {
  amount: string;
  currency: string;
  destCurrency: string;
  recipient: string;
  runOn: string;
}

const LINK = '/dashboard?tab=send';

/** Bell and mail alike, with the rows the mail lists and the link back to the Send tab. */
function notice(
  locale: Locale,
  kind: string,
  words: { title: string; body: string; rows: [string, string][] },
  appUrl: string,
) {
  return {
    kind,
    group: 'withdrawals' as const,
    title: words.title,
    body: words.body,
    link: LINK,
    mail: clientMail({
      locale,
      subject: words.title,
      heading: words.title,
      intro: words.body,
      rows: words.rows,
      next: [],
      link: { url: `${appUrl}${LINK}`, label: WORDS[locale].open },
    }),
  };
}

/** The rate moved past the tolerance: the run waits for the client. */
export function scheduleWaitingNotice(
  p: ScheduleNoticeInput & { setupRate: string; rate: string; moved: string; tolerance: string },
  appUrl = '',
): ClientNotice {
  return inEachLanguage((locale) => {
    const w = WORDS[locale];
    const title = w.waitingTitle(moneyIn(locale, p.amount, p.currency), p.recipient);
    const body = w.waitingBody(`${p.moved} %`, `${p.tolerance} %`);
    const rate = (r: string) => `1 ${p.currency} = ${rateIn(locale, r)} ${p.destCurrency}`;
    return notice(
      locale,
      'transfer_schedule_waiting',
      {
        title,
        body,
        rows: [
          [w.labels.day, p.runOn],
          [w.labels.rateThen, rate(p.setupRate)],
          [w.labels.rateNow, rate(p.rate)],
        ],
      },
      appUrl,
    );
  });
}

/** A run that did not send, and why. */
export function scheduleSkippedNotice(
  p: ScheduleNoticeInput & { reason: ScheduleSkipReason },
  appUrl = '',
): ClientNotice {
  return inEachLanguage((locale) => {
    const w = WORDS[locale];
    const title = w.skippedTitle(moneyIn(locale, p.amount, p.currency), p.recipient);
    const reason = w.reasons[p.reason];
    const body = w.skippedBody(reason);
    return notice(
      locale,
      'transfer_schedule_skipped',
      {
        title,
        body,
        rows: [
          [w.labels.day, p.runOn],
          [w.labels.reason, reason],
        ],
      },
      appUrl,
    );
  });
}
