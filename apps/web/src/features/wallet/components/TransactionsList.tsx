import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { D, movementLabel } from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { Label } from '@/components/ui/label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField, TextField } from '@/components/ui/labelled-field';
import { PagePager } from '@/components/ui/page-pager';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { transactionsQuery } from '../api/wallet';

/** A deposit not yet received is what we expect, not money held: it says so. */
const txAmount = (t: { type: string; status: string; amount: string; currency: string }) =>
  t.type === 'deposit' && t.status === 'pending'
    ? new D(t.amount).isZero()
      ? `Awaiting funds (${t.currency})`
      : `Awaiting ${formatMoney(t.amount, t.currency)}`
    : formatMoney(t.amount, t.currency);

/** The ledger's movements, filtered and paged (cards on small screens, a table above). */
export function TransactionsList() {
  const [filters, setFilters] = useState({ currency: '', type: '', from: '', to: '', page: 1 });
  const q = useQuery(transactionsQuery(filters));
  const set = (k: 'currency' | 'type' | 'from' | 'to') => (v: string) =>
    setFilters((p) => ({ ...p, [k]: v, page: 1 }));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transactions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-4">
          <div className="grid gap-1.5">
            <Label htmlFor="tx-currency">Currency</Label>
            <CurrencySelect
              id="tx-currency"
              allLabel="All"
              value={filters.currency}
              onChange={(e) => set('currency')(e.target.value)}
            />
          </div>
          <SelectField id="tx-type" label="Type" value={filters.type} onChange={set('type')}>
            <option value="">All</option>
            <option value="deposit">Deposit</option>
            <option value="withdrawal">Withdrawal</option>
            <option value="conversion">Conversion</option>
          </SelectField>
          <TextField
            id="tx-from"
            label="From"
            type="date"
            value={filters.from}
            onChange={set('from')}
          />
          <TextField id="tx-to" label="To" type="date" value={filters.to} onChange={set('to')} />
        </div>
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">Transactions could not be loaded.</p>
        ) : q.data!.items.length === 0 ? (
          <p className="text-muted-foreground">No transactions match.</p>
        ) : (
          <>
            {/* Small screens: one card per movement, so the amount is never scrolled out of view. */}
            <ul className="grid gap-2 sm:hidden" aria-label="Transactions">
              {q.data!.items.map((t) => (
                <li key={t.id} className="rounded-lg border p-3 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium">{movementLabel(t.type)}</span>
                    <span className="font-semibold tabular-nums whitespace-nowrap">
                      {txAmount(t)}
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span>{formatDateTime(t.createdAt)}</span>
                    <StatusBadge status={t.status} />
                  </div>
                  <p className="mt-1 font-mono text-xs break-all">{t.reference}</p>
                </li>
              ))}
            </ul>
            <div
              className="hidden overflow-x-auto sm:block"
              tabIndex={0}
              role="region"
              aria-label="Transactions table"
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th className="py-2 pr-3">Time</th>
                    <th className="pr-3">Type</th>
                    <th className="pr-3 text-right">Amount</th>
                    <th className="pr-3">Status</th>
                    <th>Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data!.items.map((t) => (
                    <tr key={t.id} className="border-b last:border-0">
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(t.createdAt)}</td>
                      <td className="pr-3">{movementLabel(t.type)}</td>
                      <td className="pr-3 text-right tabular-nums whitespace-nowrap">
                        {txAmount(t)}
                      </td>
                      <td className="pr-3">
                        <StatusBadge status={t.status} />
                      </td>
                      <td className="font-mono text-xs">{t.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <PagePager
          className="flex flex-wrap items-center gap-2"
          page={filters.page}
          pages={pages}
          onPage={(page) => setFilters((p) => ({ ...p, page }))}
        />
      </CardContent>
    </Card>
  );
}
