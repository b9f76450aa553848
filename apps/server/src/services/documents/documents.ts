import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  D,
  DOCUMENT_REFERENCE,
  formatAmount,
  formatRate,
  movementLabel,
  type Locale,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { issuedDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { orderJson } from '../trading/trading.ts';
import { ORDER_NOTICE_TEXTS } from '../notices/order-texts.ts';
import { renderPdf, utcStamp, type PdfBlock, type PdfColumn } from './pdf.ts';
import { DOCUMENT_TEXTS } from './texts.ts';

export type DocumentKind = 'statement' | 'order_confirmation' | 'forward_contract';
const PREFIX: Record<DocumentKind, string> = {
  statement: 'ST',
  order_confirmation: 'OC',
  forward_contract: 'FC',
};

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
 * The client as printed on documents: the verified legal name, else the profile name (and company)
 * when set, else the account name;
 * a business: its legal name and registration (the holder id is the organization's).
 */
export async function documentClient(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{
    name: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    company: string | null;
    legal_name: string | null;
  }>(
    db,
    sql`select u.name, u.email, p.first_name, p.last_name, p.company,
               (select k.full_legal_name from kyc_profiles k where k.user_id = u.id) as legal_name
          from "user" u left join user_profiles p on p.user_id = u.id where u.id = ${userId}
        union all
        select o.name, 'Registration ' || o.registration_number || ', ' || o.country, null, null, null, null
          from organization o where o.id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  // The verified legal name first (issue 34): a statement is evidence of whose money it is, so it
  // carries the name identity verification confirmed, not a display name the client can edit.
  const profileName = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    name: row.legal_name?.trim() || profileName || row.name,
    email: row.email,
    company: row.company,
  };
}

export interface CurrencyStatement {
  currency: string;
  opening: string;
  closing: string;
  movements: { at: string; type: string; reference: string; amount: string; balance: string }[];
}

const MOVEMENT_WIDTHS: Omit<PdfColumn, 'label'>[] = [
  { width: 100 },
  { width: 105 },
  { width: 110 },
  { width: 90, align: 'right' },
  { width: 90, align: 'right' },
];

const monthName = (month: string, intl: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString(intl, {
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
  locale: Locale = 'en',
  /** The month in progress: its last balance is today's (monthlyStatement's asOf). */
  asOf: string | null = null,
) {
  const client = await documentClient(db, userId);
  const cur = st.currency;
  const t = DOCUMENT_TEXTS[locale].statement;
  const end = asOf ?? lastDay(month);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: t.account(cur) },
    {
      kind: 'pairs',
      rows: [
        [t.opening(`${month}-01`), `${amount(st.opening)} ${cur}`],
        [asOf ? t.asOf(asOf) : t.closing(end), `${amount(st.closing)} ${cur}`],
        [t.movements, String(st.movements.length)],
      ],
    },
    { kind: 'heading', text: t.movements },
    {
      kind: 'table',
      columns: MOVEMENT_WIDTHS.map((c, i) => ({ ...c, label: t.columns[i]! })),
      rows: [
        ['', t.openingRow, '', '', amount(st.opening)],
        ...st.movements.map((m) => [
          utcStamp(new Date(m.at)).replace(' UTC', ''),
          t.movement[m.type] ?? movementLabel(m.type),
          m.reference,
          amount(m.amount),
          amount(m.balance),
        ]),
        ['', asOf ? t.asOfRow(asOf) : t.closingRow, '', '', amount(st.closing)],
      ],
    },
    ...(st.movements.length ? [] : [{ kind: 'note' as const, text: t.none }]),
    { kind: 'note', text: t.note(cur) },
  ];
  return issueDocument(db, { userId, kind: 'statement', subject: `${month} ${cur}` }, (reference) =>
    renderPdf({
      title: t.title(cur, monthName(month, DOCUMENT_TEXTS[locale].intl)),
      reference,
      generatedAt: now,
      client,
      facts: [
        [t.periodLabel, asOf ? t.periodToDate(`${month}-01`, end) : t.period(`${month}-01`, end)],
        [t.currency, cur],
      ],
      blocks,
      locale,
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
  locale: Locale = 'en',
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
  const t = DOCUMENT_TEXTS[locale].order;
  const reasons = ORDER_NOTICE_TEXTS[locale].reasons;
  const status =
    order.status === 'rejected'
      ? t.rejected(reasons[order.rejectReason as keyof typeof reasons] ?? order.rejectReason)
      : (t.statusName[order.status as keyof typeof t.statusName] ??
        order.status[0]!.toUpperCase() + order.status.slice(1));
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: t.conversion },
    {
      kind: 'pairs',
      rows: [
        [t.sold, `${amount(order.sellAmount)} ${order.sellCurrency}`],
        [t.received, `${amount(order.buyAmount)} ${order.buyCurrency}`],
        // The rate as every screen shows it (6 significant digits); the exact one in the small print.
        [t.rate, `1 ${order.sellCurrency} = ${formatRate(order.rate)} ${order.buyCurrency}`],
        [t.fee, `${amount(order.fee)} ${order.sellCurrency}`],
        [t.status, status],
        [t.placed, utcStamp(new Date(order.createdAt))],
        ...(order.filledAt
          ? ([[t.filled, utcStamp(new Date(order.filledAt))]] as [string, string][])
          : []),
        ...(row.journal_reference
          ? ([[t.ledger, row.journal_reference]] as [string, string][])
          : []),
      ],
    },
    { kind: 'heading', text: t.balances },
    moves.length
      ? {
          kind: 'table',
          columns: [
            { label: t.columns[0], width: 95 },
            { label: t.columns[1], width: 135, align: 'right' },
            { label: t.columns[2], width: 130, align: 'right' },
            { label: t.columns[3], width: 135, align: 'right' },
          ],
          // Two decimals, like the statement and its CSV.
          rows: moves.map((m) => [
            m.currency,
            amount(new D(m.before).toFixed(2)),
            amount(new D(m.amount).toFixed(2)),
            amount(new D(m.before).plus(m.amount).toFixed(2)),
          ]),
        }
      : { kind: 'note', text: t.nothingMoved },
    {
      kind: 'note',
      text: `${t.exactRate(`1 ${order.sellCurrency} = ${new D(order.rate).toFixed()} ${order.buyCurrency}`)} ${t.utc}`,
    },
  ];
  return issueDocument(db, { userId, kind: 'order_confirmation', subject: order.id }, (reference) =>
    renderPdf({
      title: t.title,
      reference,
      generatedAt: now,
      client,
      facts: [
        [t.order, order.id],
        [t.pairLabel, t.pair(order.sellCurrency, order.buyCurrency)],
      ],
      blocks,
      locale,
    }),
  );
}
