import type { Locale } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';

// A bulk payout's notice (bell and mail) when its last line ends: how many were paid and how many
// refunded. One notice per batch, not one per line. French and Swahili are the team's
// (docs/languages.md lists them for review).

const TEXTS: Record<
  Locale,
  {
    title: (ref: string) => string;
    body: (paid: number, refunded: number) => string;
    refundedNote: string;
    labels: { reference: string; paid: string; refunded: string };
    view: string;
  }
> = {
  en: {
    title: (ref) => `Bulk payout ${ref} completed`,
    body: (paid, refunded) =>
      `${paid} payment${paid === 1 ? '' : 's'} paid${refunded ? `, ${refunded} refunded to your wallet` : ''}.`,
    refundedNote:
      'Each refunded line shows its reason on the batch page; its amount and fee are back in your wallet.',
    labels: { reference: 'Reference', paid: 'Paid', refunded: 'Refunded' },
    view: 'View the batch',
  },
  fr: {
    title: (ref) => `Paiement groupé ${ref} terminé`,
    body: (paid, refunded) =>
      `${paid} paiement${paid === 1 ? '' : 's'} versé${paid === 1 ? '' : 's'}${refunded ? `, ${refunded} remboursé${refunded === 1 ? '' : 's'} sur votre portefeuille` : ''}.`,
    refundedNote:
      'Chaque ligne remboursée indique son motif sur la page du lot ; son montant et ses frais sont de retour dans votre portefeuille.',
    labels: { reference: 'Référence', paid: 'Versés', refunded: 'Remboursés' },
    view: 'Voir le lot',
  },
  sw: {
    title: (ref) => `Malipo ya pamoja ${ref} yamekamilika`,
    body: (paid, refunded) =>
      `Malipo ${paid} yamelipwa${refunded ? `, ${refunded} yamerudishwa kwenye pochi yako` : ''}.`,
    refundedNote:
      'Kila mstari uliorudishwa unaonyesha sababu yake kwenye ukurasa wa kundi; kiasi chake na ada vimerudi kwenye pochi yako.',
    labels: { reference: 'Kumbukumbu', paid: 'Yaliyolipwa', refunded: 'Yaliyorudishwa' },
    view: 'Tazama kundi',
  },
};

export function bulkCompletedNotice(
  b: { id: string; reference: string; paid: number; refunded: number },
  appUrl = '',
): ClientNotice {
  return inEachLanguage((locale) => {
    const t = TEXTS[locale];
    const link = `/dashboard?tab=treasury&batch=${b.id}`;
    return {
      kind: 'bulk_payout_completed',
      group: 'withdrawals',
      title: t.title(b.reference),
      body: t.body(b.paid, b.refunded),
      link,
      mail: clientMail({
        locale,
        subject: t.title(b.reference),
        heading: t.title(b.reference),
        intro: t.body(b.paid, b.refunded),
        rows: [
          [t.labels.reference, b.reference],
          [t.labels.paid, String(b.paid)],
          [t.labels.refunded, String(b.refunded)],
        ],
        next: b.refunded ? [t.refundedNote] : [],
        link: { url: `${appUrl}${link}`, label: t.view },
      }),
    };
  });
}
