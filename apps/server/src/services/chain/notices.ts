import type { Locale } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn } from '../i18n/language.ts';
import { inEachLanguage, type ClientNotice } from '../notices/notices.ts';
import { networkName } from './config.ts';

// The bell item and mail of an on-chain payout (docs/stablecoins.md), in the holder's language:
// asked (the USD held), sent and confirmed (with the transaction hash), or not sent and released.

export type PayoutNoticeKind = 'requested' | 'confirmed' | 'released';

const TEXTS: Record<
  Locale,
  {
    title: Record<PayoutNoticeKind, (asset: string, ref: string) => string>;
    body: Record<PayoutNoticeKind, (amount: string, asset: string, to: string) => string>;
    labels: {
      reference: string;
      amount: string;
      to: string;
      network: string;
      tx: string;
      reason: string;
    };
    view: string;
  }
> = {
  en: {
    title: {
      requested: (a, r) => `${a} payout ${r} requested`,
      confirmed: (a, r) => `${a} payout ${r} confirmed on-chain`,
      released: (a, r) => `${a} payout ${r} not sent`,
    },
    body: {
      requested: (m, a, to) => `${m} is held for sending ${a} to ${to}.`,
      confirmed: (m, a, to) => `${m} was sent as ${a} to ${to} and is confirmed on-chain.`,
      released: (m, a, to) => `${m} was not sent as ${a} to ${to}; it is back in your wallet.`,
    },
    labels: {
      reference: 'Reference',
      amount: 'Amount',
      to: 'To address',
      network: 'Network',
      tx: 'Transaction',
      reason: 'Reason',
    },
    view: 'View your wallet',
  },
  fr: {
    title: {
      requested: (a, r) => `Envoi ${a} ${r} demandé`,
      confirmed: (a, r) => `Envoi ${a} ${r} confirmé sur la blockchain`,
      released: (a, r) => `Envoi ${a} ${r} non effectué`,
    },
    body: {
      requested: (m, a, to) => `${m} est réservé pour l’envoi de ${a} à ${to}.`,
      confirmed: (m, a, to) =>
        `${m} a été envoyé en ${a} à ${to} et est confirmé sur la blockchain.`,
      released: (m, a, to) =>
        `${m} n’a pas été envoyé en ${a} à ${to} ; le montant est de retour dans votre portefeuille.`,
    },
    labels: {
      reference: 'Référence',
      amount: 'Montant',
      to: 'Adresse de destination',
      network: 'Réseau',
      tx: 'Transaction',
      reason: 'Motif',
    },
    view: 'Voir votre portefeuille',
  },
  sw: {
    title: {
      requested: (a, r) => `Malipo ya ${a} ${r} yameombwa`,
      confirmed: (a, r) => `Malipo ya ${a} ${r} yamethibitishwa kwenye mnyororo`,
      released: (a, r) => `Malipo ya ${a} ${r} hayakutumwa`,
    },
    body: {
      requested: (m, a, to) => `${m} imeshikiliwa kwa kutuma ${a} kwenda ${to}.`,
      confirmed: (m, a, to) => `${m} imetumwa kama ${a} kwenda ${to} na imethibitishwa.`,
      released: (m, a, to) => `${m} haikutumwa kama ${a} kwenda ${to}; imerudi kwenye pochi yako.`,
    },
    labels: {
      reference: 'Kumbukumbu',
      amount: 'Kiasi',
      to: 'Anwani ya kupokea',
      network: 'Mtandao',
      tx: 'Muamala',
      reason: 'Sababu',
    },
    view: 'Tazama pochi yako',
  },
};

export function chainPayoutNotice(
  kind: PayoutNoticeKind,
  p: {
    reference: string;
    asset: string;
    amount: string;
    /** The wallet debited: USD, or the stablecoin's own. */
    currency: string;
    toAddress: string;
    network: string;
    txHash?: string | null;
    reason?: string | null;
  },
  appUrl?: string,
): ClientNotice {
  return inEachLanguage((locale) => {
    const t = TEXTS[locale];
    const money = moneyIn(locale, p.amount, p.currency);
    const title = t.title[kind](p.asset, p.reference);
    const body = t.body[kind](money, p.asset, p.toAddress);
    const link = '/dashboard?tab=wallet';
    const rows: [string, string][] = [
      [t.labels.reference, p.reference],
      [t.labels.amount, money],
      [t.labels.to, p.toAddress],
      [t.labels.network, networkName(p.network)],
    ];
    if (p.txHash) rows.push([t.labels.tx, p.txHash]);
    if (p.reason) rows.push([t.labels.reason, p.reason]);
    return {
      kind: `chain_payout_${kind}`,
      group: 'withdrawals',
      title,
      body,
      link,
      mail: clientMail({
        locale,
        subject: title,
        heading: title,
        intro: body,
        rows,
        next: [],
        link: { url: `${appUrl ?? ''}${link}`, label: t.view },
      }),
    };
  });
}
