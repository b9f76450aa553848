import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { D, WalletCurrencySchema, isoMonth } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { readQuery } from '../lib/validate.ts';
import { statementPdf } from '../services/documents/documents.ts';

const MonthQuery = z.object({
  // Range-checked (text.ts): month=0000-01 would otherwise reach PostgreSQL as a date it refuses.
  month: isoMonth(),
  format: z.enum(['json', 'csv']).default('json'),
});

const PdfQuery = z.object({ month: isoMonth(), currency: WalletCurrencySchema });

/** Serves an issued PDF as a download (never cached: the guard's no-store applies). */
export const pdfResponse = (pdf: Buffer, filename: string, reference: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-document-reference': reference,
    },
  });

const csvCell = (v: string) => {
  // Neutralise spreadsheet formulas and quote every cell.
  // A plain negative number ("-12.50") stays a number; "-2+3" or "-1+cmd" would be a formula.
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
};
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Monthly statement: per currency, opening balance, every movement, closing balance (UTC months). */
export async function monthlyStatement(db: DbOrTx, userId: string, month: string) {
  const start = `${month}-01`;
  const rows = await queryRows<{ currency: string; opening: string }>(
    db,
    sql`select a.currency, coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id and e.created_at < ${start}::timestamptz), 0)::text as opening
          from ledger_accounts a where a.kind = 'client' and a.user_id = ${userId} order by a.currency`,
  );
  const moves = await queryRows<{
    currency: string;
    amount: string;
    type: string;
    reference: string;
    created_at: Date;
  }>(
    db,
    sql`select e.currency, e.amount::text as amount, j.type, j.reference, e.created_at
          from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${userId}
          join ledger_journals j on j.id = e.journal_id
         where e.created_at >= ${start}::timestamptz and e.created_at < (${start}::date + interval '1 month')::timestamptz
         order by e.created_at, e.id`,
  );
  const currencies = rows
    .map((r) => {
      const list = moves.filter((m) => m.currency === r.currency);
      let running = new D(r.opening);
      const movements = list.map((m) => {
        running = running.plus(m.amount);
        return {
          at: new Date(m.created_at).toISOString(),
          type: m.type,
          reference: m.reference,
          amount: new D(m.amount).toFixed(2),
          balance: running.toFixed(2),
        };
      });
      return {
        currency: r.currency,
        opening: new D(r.opening).toFixed(2),
        closing: running.toFixed(2),
        movements,
      };
    })
    .filter((c) => c.movements.length > 0 || !new D(c.opening).isZero());
  return { month, currencies };
}

export function reportsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  /** Months that have movements, newest first (for the picker; empty → "no reports yet"). */
  app.get('/months', async (c) => {
    const rows = await queryRows<{ month: string }>(
      db,
      sql`select distinct to_char(e.created_at at time zone 'UTC', 'YYYY-MM') as month
            from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${c.get('user')!.id}
           order by month desc`,
    );
    return c.json({ months: rows.map((r) => r.month) });
  });

  app.get('/statement', async (c) => {
    const q = readQuery(c, MonthQuery);
    const st = await monthlyStatement(db, c.get('user')!.id, q.month);
    if (q.format === 'json') return c.json(st);
    const out: string[][] = [['Currency', 'Date', 'Type', 'Reference', 'Amount', 'Balance']];
    for (const cur of st.currencies) {
      out.push([cur.currency, `${q.month}-01`, 'Opening balance', '', '', cur.opening]);
      for (const m of cur.movements)
        out.push([cur.currency, m.at, m.type, m.reference, m.amount, m.balance]);
      out.push([cur.currency, '', 'Closing balance', '', '', cur.closing]);
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
    const userId = c.get('user')!.id;
    const st = await monthlyStatement(db, userId, q.month);
    const cur = st.currencies.find((x) => x.currency === q.currency) ?? {
      currency: q.currency,
      opening: '0.00',
      closing: '0.00',
      movements: [],
    };
    const { pdf, reference } = await statementPdf(db, userId, q.month, cur);
    return pdfResponse(pdf, `mizani-statement-${q.month}-${q.currency}.pdf`, reference);
  });

  app.get('/orders.csv', async (c) => {
    const rows = await queryRows<Record<string, string | Date | null>>(
      db,
      sql`select id, created_at, filled_at, status, reject_reason, sell_currency, sell_amount::text, buy_currency, buy_amount::text, rate::text, fee::text
            from trading_orders where user_id = ${c.get('user')!.id} order by created_at desc limit 10000`,
    );
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
        String(r.id),
        new Date(r.created_at as Date).toISOString(),
        r.filled_at ? new Date(r.filled_at as Date).toISOString() : '',
        String(r.status),
        String(r.reject_reason ?? ''),
        String(r.sell_currency),
        new D(r.sell_amount as string).toFixed(2),
        String(r.buy_currency),
        new D(r.buy_amount as string).toFixed(2),
        new D(r.rate as string).toFixed(),
        new D(r.fee as string).toFixed(2),
      ]);
    return c.body(csv(out), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="mizani-orders.csv"',
    });
  });
  return app;
}
