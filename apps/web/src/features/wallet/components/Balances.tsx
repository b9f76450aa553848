import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { usdEquivalent } from '@mizani/shared';
import { CurrencyFlag, currencyName } from '@/components/flag';
import { OfflineAsOf } from '@/components/money/offline-as-of';
import { WalletActions } from '@/components/money/wallet-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { GoTo } from '@/lib/dashboard-intent';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { accountsQuery } from '@/lib/queries/wallet';

/** One card per currency held: flag, name, amount, USD equivalent, and Add / Convert / Send. */
// Offline (issue 39): the service worker's last copy is said to be one (OfflineAsOf).
export function Balances({ goTo }: { goTo: GoTo }) {
  const q = useQuery(accountsQuery());
  // USD equivalents at today's mid rates, the basis the limits use (issue 34 item 5); only the
  // overview's Account Balance keeps the spec's fixed reference rates, and says so.
  const rates = useQuery(ratesQueryOptions());
  const mids = rates.data?.rates ?? [];
  const { t, locale } = useT();
  const fmt = useFormat();
  // English keeps the product's own currency names; the others CLDR's.
  const nameOf = (c: string) => (locale === 'en' ? currencyName(c) : fmt.currencyName(c));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('wallet.balances')}</CardTitle>
        <CardDescription>{t('wallet.balancesDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <OfflineAsOf path="/api/wallet/accounts" className="mb-3" />
        {q.isLoading ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <p role="alert">{t('wallet.balancesError')}</p>
        ) : q.data!.accounts.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">{t('wallet.noBalances')}</p>
            <Button onClick={() => goTo('funding')}>
              <Plus aria-hidden="true" />
              {t('money.addMoney')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {q.data!.accounts.map((a) => (
              <li
                key={a.currency}
                className="grid gap-3 rounded-xl border p-4"
                aria-label={t('wallet.balanceLabel', { currency: a.currency })}
              >
                <div className="flex items-center gap-3">
                  <CurrencyFlag currency={a.currency} className="h-6" />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-navy-900">{a.currency}</p>
                    <p className="truncate text-xs text-muted-foreground">{nameOf(a.currency)}</p>
                  </div>
                </div>
                <div>
                  <p
                    className="text-xl font-semibold tabular-nums"
                    data-testid={`balance-${a.currency}`}
                  >
                    {fmt.money(a.balance, a.currency)}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {a.currency === 'USD'
                      ? t('wallet.usDollars')
                      : t('wallet.usdAtMid', {
                          usd: fmt.usd(usdEquivalent(a.balance, a.currency, mids)),
                        })}
                    {a.pending !== '0.00'
                      ? t('wallet.onHold', { amount: fmt.money(a.pending, a.currency) })
                      : ''}
                  </p>
                </div>
                {/* Icon above the word: three actions fit a phone's card in every language. */}
                <WalletActions
                  currency={a.currency}
                  goTo={goTo}
                  className="[&>button]:h-auto [&>button]:flex-col [&>button]:gap-0.5 [&>button]:px-1 [&>button]:py-1.5 [&>button]:text-xs"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
