import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { localTimeZone } from '@/lib/format';
import { withAccount } from '@/lib/account';
import { walletKeys } from '@/lib/queries/wallet';

// Statements are built from the ledger: their keys sit under the wallet key, so a deposit,
// withdrawal or trade refreshes them too.

export interface Statement {
  month: string;
  currencies: {
    currency: string;
    opening: string;
    closing: string;
    movements: { at: string; type: string; reference: string; amount: string; balance: string }[];
  }[];
}

/** GET /api/reports/months: the months with activity, newest first. */
export const reportMonthsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'report-months'],
    queryFn: () => api<{ months: string[] }>('/api/reports/months'),
  });

/** GET /api/reports/statement for one month (YYYY-MM); idle until a month is known. */
export const statementQuery = (month: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'statement', month],
    queryFn: () => api<Statement>(`/api/reports/statement?month=${month}`),
    enabled: !!month,
  });

/** Downloads the server renders (CSV and a PDF with a verification reference). */
export const reportDownloads = {
  // Times in the CSV are local to the reader, the zone named in its heading.
  // Each names the selected account (a business's statements are the business's).
  statementCsv: (month: string) =>
    withAccount(
      `/api/reports/statement?month=${month}&format=csv&tz=${encodeURIComponent(localTimeZone())}`,
    ),
  ordersCsv: () => withAccount('/api/reports/orders.csv'),
  statementPdf: (month: string, currency: string) =>
    withAccount(`/api/reports/statement.pdf?month=${month}&currency=${currency}`),
};
