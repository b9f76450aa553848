import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  D,
  DOCUMENT_REFERENCE,
  ORDER_REJECT_REASONS,
  formatAmount,
  movementLabel,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { issuedDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { orderJson } from '../trading/trading.ts';
import { renderPdf, utcStamp, type PdfBlock, type PdfColumn } from './pdf.ts';

export type DocumentKind = 'statement' | 'order_confirmation';
const PREFIX: Record<DocumentKind, string> = { statement: 'ST', order_confirmation: 'OC' };

// No 0/O, 1/I: the reference is read aloud or typed from paper. 32 symbols divide 256, so no bias.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** MZ-ST-XXXX-XXXX (statement) or MZ-OC-XXXX-XXXX (order confirmation): 40 random bits. */
export { DOCUMENT_REFERENCE };
export function newDocumentReference(kind: DocumentKind): string {
  const c = [...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('');
  return `MZ-${PREFIX[kind]}-${c.slice(0, 4)}-${c.slice(4)}`;
}

/** Grouped like the screen (formatAmount), keeping every decimal the figure has. */
export const amount = (v: string) => formatAmount(v, (v.split('.')[1] ?? '').length);

/**
 * PDFs a user may have made in ten minutes: each one is rendered and recorded, so an unbounded
 * loop of downloads would cost CPU and fill issued_documents.
 */
export const DOCUMENT_RATE = { windowSec: 600, max: 30 };

/**
 * Renders a PDF under a fresh verification reference and records it (who, what, SHA-256 of the
 * exact bytes) before anyone gets the bytes: a PDF that was not recorded is never sent.
 */
export async function issueDocument(
  db: DbOrTx,
  doc: { userId: string; kind: DocumentKind; subject: string },
  render: (reference: string) => Promise<Buffer>,
): Promise<{ reference: string; pdf: Buffer; sha256: string }> {
  await enforceRateLimit(
    db,
    `documents:${doc.userId}`,
    [DOCUMENT_RATE],
    'You have downloaded many documents in a short time. Please wait a few minutes and try again.',
  );
  for (let attempt = 1; ; attempt++) {
    const reference = newDocumentReference(doc.kind);
    const pdf = await render(reference);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const inserted = await db
      .insert(issuedDocuments)
      .values({ reference, userId: doc.userId, kind: doc.kind, subject: doc.subject, sha256 })
      .onConflictDoNothing({ target: issuedDocuments.reference })
      .returning({ id: issuedDocuments.id });
    if (inserted.length) return { reference, pdf, sha256 };
    // A reference collision (1 in 2^40 per pair): draw again.
    if (attempt >= 3) throw new Error('Could not allocate a document reference');
  }
}

/**
 * The client as printed on documents: profile name (and company) when set, else the account name;
 * a business: its legal name and registration (the holder id is the organization's).
 */
export async function documentClient(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{
    name: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    company: string | null;
  }>(
    db,
    sql`select u.name, u.email, p.first_name, p.last_name, p.company
          from "user" u left join user_profiles p on p.user_id = u.id where u.id = ${userId}
        union all
        select o.name, 'Registration ' || o.registration_number || ', ' || o.country, null, null, null
          from organization o where o.id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  const profileName = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return { name: profileName || row.name, email: row.email, company: row.company };
}

export interface CurrencyStatement {
  currency: string;
  opening: string;
  closing: string;
  movements: { at: string; type: string; reference: string; amount: string; balance: string }[];
}

const MOVEMENT_COLUMNS: PdfColumn[] = [
  { label: 'Date (UTC)', width: 100 },
  { label: 'Type', width: 105 },
  { label: 'Reference', width: 110 },
  { label: 'Amount', width: 90, align: 'right' },
  { label: 'Balance', width: 90, align: 'right' },
];

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The monthly statement of one currency as a PDF. `st` is exactly what the CSV route prints
 * (services/statements/monthly.ts), so every amount and balance on paper equals the CSV's.
 */
export async function statementPdf(
  db: DbOrTx,
  userId: string,
  month: string,
  st: CurrencyStatement,
  now = new Date(),
) {
  const client = await documentClient(db, userId);
  const cur = st.currency;
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: `${cur} account` },
    {
      kind: 'pairs',
      rows: [
        [`Opening balance (${month}-01)`, `${amount(st.opening)} ${cur}`],
        [`Closing balance (${lastDay(month)})`, `${amount(st.closing)} ${cur}`],
        ['Movements', String(st.movements.length)],
      ],
    },
    { kind: 'heading', text: 'Movements' },
    {
      kind: 'table',
      columns: MOVEMENT_COLUMNS,
      rows: [
        ['', 'Opening balance', '', '', amount(st.opening)],
        ...st.movements.map((m) => [
          utcStamp(new Date(m.at)).replace(' UTC', ''),
          movementLabel(m.type),
          m.reference,
          amount(m.amount),
          amount(m.balance),
        ]),
        ['', 'Closing balance', '', '', amount(st.closing)],
      ],
    },
    ...(st.movements.length
      ? []
      : [{ kind: 'note' as const, text: 'No movements in this period.' }]),
    {
      kind: 'note',
      text: `Amounts in ${cur}. Times are UTC. This statement matches the CSV export of the same month.`,
    },
  ];
  return issueDocument(db, { userId, kind: 'statement', subject: `${month} ${cur}` }, (reference) =>
    renderPdf({
      title: `Monthly statement · ${cur} · ${monthName(month)}`,
      reference,
      generatedAt: now,
      client,
      facts: [
        ['Period', `${month}-01 to ${lastDay(month)}`],
        ['Currency', cur],
      ],
      blocks,
    }),
  );
}

/**
 * An order's confirmation as a PDF: the order, and the client's balance in each currency it
 * moved, before and after (a rejected order moved nothing). 404 unless the order is the user's.
 */
export async function orderConfirmationPdf(
  db: DbOrTx,
  userId: string,
  orderId: string,
  now = new Date(),
) {
  const [row] = await queryRows<
    Parameters<typeof orderJson>[0] & {
      journal_id: string | null;
      journal_reference: string | null;
    }
  >(
    db,
    sql`select o.*, j.reference as journal_reference from trading_orders o
          left join ledger_journals j on j.id = o.journal_id
         where o.id = ${orderId} and o.user_id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  const order = orderJson(row);
  const moves = row.journal_id
    ? await queryRows<{ currency: string; amount: string; before: string }>(
        db,
        sql`select e.currency, e.amount::text as amount,
                   (select coalesce(sum(x.amount), 0) from ledger_entries x
                     where x.account_id = e.account_id and (x.created_at, x.id) < (e.created_at, e.id))::text as before
              from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${userId}
             where e.journal_id = ${row.journal_id}
             order by e.amount`,
      )
    : [];
  const client = await documentClient(db, userId);
  const status =
    order.status === 'rejected'
      ? `Rejected: ${ORDER_REJECT_REASONS[order.rejectReason as keyof typeof ORDER_REJECT_REASONS] ?? order.rejectReason}`
      : order.status[0]!.toUpperCase() + order.status.slice(1);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: 'Conversion' },
    {
      kind: 'pairs',
      rows: [
        ['You sold', `${amount(order.sellAmount)} ${order.sellCurrency}`],
        ['You received', `${amount(order.buyAmount)} ${order.buyCurrency}`],
        ['Rate', `1 ${order.sellCurrency} = ${order.rate} ${order.buyCurrency}`],
        ['Fee (included in the amount sold)', `${amount(order.fee)} ${order.sellCurrency}`],
        ['Status', status],
        ['Placed', utcStamp(new Date(order.createdAt))],
        ...(order.filledAt
          ? ([['Filled', utcStamp(new Date(order.filledAt))]] as [string, string][])
          : []),
        ...(row.journal_reference
          ? ([['Ledger reference', row.journal_reference]] as [string, string][])
          : []),
      ],
    },
    { kind: 'heading', text: 'Balances' },
    moves.length
      ? {
          kind: 'table',
          columns: [
            { label: 'Currency', width: 95 },
            { label: 'Opening balance', width: 135, align: 'right' },
            { label: 'Movement', width: 130, align: 'right' },
            { label: 'Closing balance', width: 135, align: 'right' },
          ],
          // Two decimals, like the statement and its CSV.
          rows: moves.map((m) => [
            m.currency,
            amount(new D(m.before).toFixed(2)),
            amount(new D(m.amount).toFixed(2)),
            amount(new D(m.before).plus(m.amount).toFixed(2)),
          ]),
        }
      : { kind: 'note', text: 'No funds moved: the order was not filled.' },
    { kind: 'note', text: 'Times are UTC.' },
  ];
  return issueDocument(db, { userId, kind: 'order_confirmation', subject: order.id }, (reference) =>
    renderPdf({
      title: 'Order confirmation',
      reference,
      generatedAt: now,
      client,
      facts: [
        ['Order', order.id],
        ['Pair', `${order.sellCurrency} to ${order.buyCurrency}`],
      ],
      blocks,
    }),
  );
}
