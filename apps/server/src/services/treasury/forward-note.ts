import {
  formatRate,
  type Forward,
  type ForwardEventKind,
  type ForwardStatus,
  type Locale,
} from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { amount, documentClient, issueDocument } from '../documents/documents.ts';
import { renderPdf, utcStamp, type PdfBlock } from '../documents/pdf.ts';
import { getForward } from './forwards.ts';

// The contract note of a forward (issue 41 item 3): a PDF through the documents service, so it
// carries a verification reference recorded with the SHA-256 of its bytes like every statement.

const TEXTS: Record<
  Locale,
  {
    title: string;
    contract: string;
    labels: [string, string, string, string, string, string, string, string, string];
    timeline: string;
    terms: string;
    /** As the contract's page names them (web catalogue `forwards.status.*`, `forwards.event.*`). */
    status: Record<ForwardStatus, string>;
    events: Record<ForwardEventKind, string>;
  }
> = {
  en: {
    title: 'Forward contract note',
    contract: 'Contract',
    labels: [
      'Reference',
      'You pay on the value date',
      'You receive',
      'Forward rate',
      'Spot rate when booked',
      'Value date',
      'Margin held',
      'Status',
      'Booked',
    ],
    timeline: 'Timeline',
    terms:
      'You agreed to exchange these amounts at this rate on the value date, whatever the market rate is then. The margin is held from your wallet until settlement; if the valuation’s loss passes the margin call threshold you are asked to add margin, and an unanswered call closes the contract at the rate of the day, the loss taken from the margin. You may settle early, in full or in part, at the same rate.',
    status: {
      pending_approval: 'Waiting for approval',
      open: 'Open',
      settled: 'Settled',
      closed_out: 'Closed out',
      cancelled: 'Cancelled',
    },
    events: {
      booked: 'Booked, margin held',
      waiting: 'Waiting for approval',
      approved: 'Approved',
      rejected: 'Rejected, margin released',
      cancelled: 'Withdrawn, margin released',
      valued: 'Valued (gain + / loss −)',
      margin_call: 'Margin call',
      margin_added: 'Margin added',
      drawdown: 'Settled early (part)',
      settled: 'Settled, margin released',
      closed_out: 'Closed out (loss taken)',
    },
  },
  fr: {
    title: 'Avis d’opéré de contrat à terme',
    contract: 'Contrat',
    labels: [
      'Référence',
      'Vous payez à la date de valeur',
      'Vous recevez',
      'Cours à terme',
      'Cours au comptant à la conclusion',
      'Date de valeur',
      'Marge réservée',
      'Statut',
      'Conclu le',
    ],
    timeline: 'Historique',
    terms:
      'Vous vous êtes engagé à échanger ces montants à ce cours à la date de valeur, quel que soit alors le cours du marché. La marge est réservée sur votre portefeuille jusqu’au règlement ; si la perte de la valorisation dépasse le seuil d’appel de marge, il vous est demandé d’ajouter de la marge, et un appel sans réponse clôture le contrat au cours du jour, la perte prise sur la marge. Vous pouvez régler par anticipation, en tout ou en partie, au même cours.',
    status: {
      pending_approval: 'En attente d’approbation',
      open: 'Ouvert',
      settled: 'Réglé',
      closed_out: 'Liquidé',
      cancelled: 'Annulé',
    },
    events: {
      booked: 'Conclu, marge réservée',
      waiting: 'En attente d’approbation',
      approved: 'Approuvé',
      rejected: 'Refusé, marge libérée',
      cancelled: 'Retiré, marge libérée',
      valued: 'Valorisé (gain + / perte −)',
      margin_call: 'Appel de marge',
      margin_added: 'Marge ajoutée',
      drawdown: 'Réglé par anticipation (partie)',
      settled: 'Réglé, marge libérée',
      closed_out: 'Liquidé (perte prélevée)',
    },
  },
  sw: {
    title: 'Hati ya mkataba wa baadaye',
    contract: 'Mkataba',
    labels: [
      'Kumbukumbu',
      'Unalipa tarehe ya malipo',
      'Unapokea',
      'Kiwango cha baadaye',
      'Kiwango cha papo hapo ulipoweka',
      'Tarehe ya malipo',
      'Dhamana iliyoshikiliwa',
      'Hali',
      'Uliwekwa',
    ],
    timeline: 'Historia',
    terms:
      'Umekubali kubadilisha kiasi hiki kwa kiwango hiki tarehe ya malipo, bila kujali kiwango cha soko wakati huo. Dhamana inashikiliwa kutoka kwenye pochi yako hadi malipo; hasara ya tathmini ikipita kiwango cha wito wa dhamana utaombwa kuongeza dhamana, na wito usiojibiwa hufunga mkataba kwa kiwango cha siku hiyo, hasara ikichukuliwa kutoka kwa dhamana. Unaweza kulipa mapema, wote au sehemu, kwa kiwango hicho hicho.',
    status: {
      pending_approval: 'Inasubiri idhini',
      open: 'Wazi',
      settled: 'Umelipwa',
      closed_out: 'Umefungwa',
      cancelled: 'Umeghairiwa',
    },
    events: {
      booked: 'Umewekwa, dhamana imeshikiliwa',
      waiting: 'Inasubiri idhini',
      approved: 'Umeidhinishwa',
      rejected: 'Umekataliwa, dhamana imeachiliwa',
      cancelled: 'Umeondolewa, dhamana imeachiliwa',
      valued: 'Umetathminiwa (faida + / hasara −)',
      margin_call: 'Wito wa dhamana',
      margin_added: 'Dhamana imeongezwa',
      drawdown: 'Imelipwa mapema (sehemu)',
      settled: 'Umelipwa, dhamana imeachiliwa',
      closed_out: 'Umefungwa (hasara imechukuliwa)',
    },
  },
};

/** The note as a PDF; 404 unless the contract is the holder's. */
export async function forwardNotePdf(
  db: DbOrTx,
  holderId: string,
  id: string,
  locale: Locale = 'en',
  now = new Date(),
) {
  const f: Forward = await getForward(db, holderId, id);
  const t = TEXTS[locale];
  const l = t.labels;
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: t.contract },
    {
      kind: 'pairs',
      rows: [
        [l[0], f.reference],
        [l[1], `${amount(f.sellAmount)} ${f.sellCurrency}`],
        [l[2], `${amount(f.buyAmount)} ${f.buyCurrency}`],
        [l[3], `1 ${f.sellCurrency} = ${formatRate(f.forwardRate)} ${f.buyCurrency}`],
        [l[4], `1 ${f.sellCurrency} = ${formatRate(f.spotRate)} ${f.buyCurrency}`],
        [l[5], f.valueDate],
        [l[6], `${amount(f.marginAmount)} ${f.sellCurrency}`],
        [l[7], t.status[f.status]],
        [l[8], utcStamp(new Date(f.createdAt))],
      ],
    },
    { kind: 'heading', text: t.timeline },
    {
      kind: 'table',
      columns: [
        // The event's name in the reader's language gets the room (up to 32 characters).
        { label: 'UTC', width: 115 },
        { label: '', width: 185 },
        { label: f.sellCurrency, width: 95, align: 'right' },
        { label: l[3], width: 100, align: 'right' },
      ],
      rows: f.events
        .filter((e) => e.kind !== 'valued')
        .map((e) => [
          utcStamp(new Date(e.at)),
          t.events[e.kind],
          e.amount ? amount(e.amount) : '',
          e.rate ? formatRate(e.rate) : '',
        ]),
    },
    { kind: 'note', text: t.terms },
  ];
  const client = await documentClient(db, holderId);
  return issueDocument(
    db,
    { userId: holderId, kind: 'forward_contract', subject: f.id },
    (reference) =>
      renderPdf({
        title: t.title,
        reference,
        generatedAt: now,
        client,
        facts: [[l[0], f.reference]],
        blocks,
        locale,
      }),
  );
}
