import { Hono } from 'hono';
import { z } from 'zod';
import {
  D,
  HeldCurrencySchema,
  isoLocal,
  isoMonth,
  isTimeZone,
  movementLabel,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { listOrdersForExport } from '../db/queries/orders.ts';
import { statementMonths } from '../db/queries/reports.ts';
import { monthlyStatement } from '../services/statements/monthly.ts';
import { toIso } from '../db/queries/sql-row.ts';
import { csvDocument } from '../lib/csv.ts';
import { readQuery } from '../lib/validate.ts';
import { statementPdf } from '../services/documents/documents.ts';
import { userLanguage } from '../services/i18n/language.ts';

const MonthQuery = z.object({
  // Range-checked (text.ts): month=0000-01 would otherwise reach PostgreSQL as a date it refuses.
  month: isoMonth(),
  format: z.enum(['json', 'csv']).default('json'),
  // The reader's IANA zone: the CSV's times are local to it and its heading names it.
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
});

const PdfQuery = z.object({ month: isoMonth(), currency: HeldCurrencySchema });

/** Serves an issued PDF as a download (never cached: the guard's no-store applies). */
export const pdfResponse = (pdf: Buffer, filename: string, reference: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-document-reference': reference,
    },
  });

// Statements and order exports keep a plain negative amount ("-12.50") a number in spreadsheets.
const csv = (rows: string[][]) => csvDocument(rows, { keepNegativeNumbers: true });

export function reportsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  /** Months that have movements, newest first (for the picker; empty → "no reports yet"). */
  app.get('/months', async (c) => {
    return c.json({ months: await statementMonths(db, holderId(c)) });
  });

  app.get('/statement', async (c) => {
    const q = readQuery(c, MonthQuery);
    const st = await monthlyStatement(db, holderId(c), q.month);
    if (q.format === 'json') return c.json(st);
    // Readable movement types; local times, the zone stated in the heading (issue 16).
    const out: string[][] = [
      ['Currency', `Date (${q.tz})`, 'Type', 'Reference', 'Amount', 'Balance'],
    ];
    for (const cur of st.currencies) {
      out.push([cur.currency, `${q.month}-01`, 'Opening balance', '', '', cur.opening]);
      for (const m of cur.movements)
        out.push([
          cur.currency,
          isoLocal(m.at, q.tz),
          movementLabel(m.type),
          m.reference,
          m.amount,
          m.balance,
        ]);
      out.push([
        cur.currency,
        st.asOf ?? '',
        st.asOf ? `Balance as of ${st.asOf}` : 'Closing balance',
        '',
        '',
        cur.closing,
      ]);
    }
    return c.body(csv(out), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="mizani-statement-${q.month}.csv"`,
    });
  });

  /**
   * The statement of one currency as a PDF, from the same monthlyStatement as the CSV, so the
   * amounts are the CSV's. A currency with no activity prints zero balances and no movements.
   */
  app.get('/statement.pdf', async (c) => {
    const q = readQuery(c, PdfQuery);
    const userId = holderId(c);
    const st = await monthlyStatement(db, userId, q.month);
    const cur = st.currencies.find((x) => x.currency === q.currency) ?? {
      currency: q.currency,
      opening: '0.00',
      closing: '0.00',
      movements: [],
    };
    // In the reader's language: the person asking (a business's member reads it in theirs).
    const locale = await userLanguage(db, c.get('user')?.id);
    const { pdf, reference } = await statementPdf(
      db,
      userId,
      q.month,
      cur,
      new Date(),
      locale,
      st.asOf,
    );
    return pdfResponse(pdf, `mizani-statement-${q.month}-${q.currency}.pdf`, reference);
  });

  app.get('/orders.csv', async (c) => {
    const rows = await listOrdersForExport(db, holderId(c));
    const out: string[][] = [
      [
        'Order',
        'Created',
        'Filled',
        'Status',
        'Reason',
        'Sell currency',
        'Sell amount',
        'Buy currency',
        'Buy amount',
        'Rate',
        'Fee',
      ],
    ];
    for (const r of rows)
      out.push([
        r.id,
        toIso(r.created_at),
        r.filled_at ? toIso(r.filled_at) : '',
        r.status,
        r.reject_reason ?? '',
        r.sell_currency,
        new D(r.sell_amount).toFixed(2),
        r.buy_currency,
        new D(r.buy_amount).toFixed(2),
        new D(r.rate).toFixed(),
        new D(r.fee).toFixed(2),
      ]);
    return c.body(csv(out), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="mizani-orders.csv"',
    });
  });
  return app;
}
