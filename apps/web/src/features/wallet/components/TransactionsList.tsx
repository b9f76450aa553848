import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { D } from '@mizani/shared';
import { useMovementLabel } from '@/components/money/movement';
import { MoneyStatus } from '@/components/money/status';
import { CurrencySelect } from '@/components/currency-select';
import { Label } from '@/components/ui/label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField, TextField } from '@/components/ui/labelled-field';
import { PagePager } from '@/components/ui/page-pager';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { transactionsQuery } from '../api/wallet';
import { useHeldCurrencies } from '@/lib/queries/wallet';

/** The ledger's movements, filtered and paged (cards on small screens, a table above). */
export function TransactionsList() {
  const { t } = useT();
  const fmt = useFormat();
  const movement = useMovementLabel();
  /** A deposit not yet received is what we expect, not money held: it says so. */
  const txAmount = (tx: { type: string; status: string; amount: string; currency: string }) =>
    tx.type === 'deposit' && tx.status === 'pending'
      ? new D(tx.amount).isZero()
        ? t('wallet.txAwaitingFunds', { currency: tx.currency })
        : t('wallet.txAwaiting', { amount: fmt.money(tx.amount, tx.currency) })
      : fmt.money(tx.amount, tx.currency);
  const [filters, setFilters] = useState({ currency: '', type: '', from: '', to: '', page: 1 });
  const q = useQuery(transactionsQuery(filters));
  const held = useHeldCurrencies();
  const set = (k: 'currency' | 'type' | 'from' | 'to') => (v: string) =>
    setFilters((p) => ({ ...p, [k]: v, page: 1 }));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('wallet.transactions')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-4">
          <div className="grid gap-1.5">
            <Label htmlFor="tx-currency">{t('money.currency')}</Label>
            <CurrencySelect
              id="tx-currency"
              currencies={held}
              allLabel={t('money.all')}
              value={filters.currency}
              onChange={(e) => set('currency')(e.target.value)}
            />
          </div>
          <SelectField
            id="tx-type"
            label={t('wallet.type')}
            value={filters.type}
            onChange={set('type')}
          >
            <option value="">{t('money.all')}</option>
            <option value="deposit">{t('money.movement.deposit')}</option>
            <option value="withdrawal">{t('money.movement.withdrawal')}</option>
            <option value="conversion">{t('money.movement.conversion')}</option>
          </SelectField>
          <TextField
            id="tx-from"
            label={t('wallet.fromDate')}
            type="date"
            value={filters.from}
            onChange={set('from')}
          />
          <TextField
            id="tx-to"
            label={t('wallet.toDate')}
            type="date"
            value={filters.to}
            onChange={set('to')}
          />
        </div>
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">{t('wallet.transactionsError')}</p>
        ) : q.data!.items.length === 0 ? (
          <p className="text-muted-foreground">{t('wallet.noTransactions')}</p>
        ) : (
          <>
            {/* Small screens: one card per movement, so the amount is never scrolled out of view. */}
            <ul className="grid gap-2 sm:hidden" aria-label={t('wallet.transactions')}>
              {q.data!.items.map((tx) => (
                <li key={tx.id} className="rounded-lg border p-3 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium">{movement(tx.type)}</span>
                    <span className="font-semibold tabular-nums whitespace-nowrap">
                      {txAmount(tx)}
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span>{fmt.dateTime(tx.createdAt)}</span>
                    <MoneyStatus status={tx.status} />
                  </div>
                  <p className="mt-1 font-mono text-xs break-all">{tx.reference}</p>
                </li>
              ))}
            </ul>
            <div
              className="hidden overflow-x-auto sm:block"
              tabIndex={0}
              role="region"
              aria-label={t('wallet.transactionsTable')}
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th className="py-2 pr-3">{t('wallet.time')}</th>
                    <th className="pr-3">{t('wallet.type')}</th>
                    <th className="pr-3 text-right">{t('money.amount')}</th>
                    <th className="pr-3">{t('money.status')}</th>
                    <th>{t('money.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data!.items.map((tx) => (
                    <tr key={tx.id} className="border-b last:border-0">
                      <td className="py-2 pr-3 whitespace-nowrap">{fmt.dateTime(tx.createdAt)}</td>
                      <td className="pr-3">{movement(tx.type)}</td>
                      <td className="pr-3 text-right tabular-nums whitespace-nowrap">
                        {txAmount(tx)}
                      </td>
                      <td className="pr-3">
                        <MoneyStatus status={tx.status} />
                      </td>
                      <td className="font-mono text-xs">{tx.reference}</td>
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
