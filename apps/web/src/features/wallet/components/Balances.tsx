import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Plus, Send } from 'lucide-react';
import { D, OVERVIEW_USD_RATES } from '@mizani/shared';
import { CurrencyFlag, currencyName } from '@/components/flag';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { GoTo } from '@/lib/dashboard-intent';
import { formatMoney, formatUsd } from '@/lib/format';
import { accountsQuery } from '@/lib/queries/wallet';

/** The USD equivalent with the overview's fixed reference rates (spec §9), so the cards add up to
 *  the overview's Account Balance. */
const usdEquivalent = (balance: string, currency: string) =>
  new D(balance).times(OVERVIEW_USD_RATES[currency] ?? '1').toFixed(2);

/** One card per currency held: flag, name, amount, USD equivalent, and Add / Convert / Send. */
export function Balances({ goTo }: { goTo: GoTo }) {
  const q = useQuery(accountsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balances</CardTitle>
        <CardDescription>
          Each currency you hold. USD equivalents use our reference rates and are indicative.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <p role="alert">Balances could not be loaded.</p>
        ) : q.data!.accounts.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">No balances yet. Add money to start.</p>
            <Button onClick={() => goTo('funding')}>
              <Plus aria-hidden="true" />
              Add money
            </Button>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {q.data!.accounts.map((a) => (
              <li
                key={a.currency}
                className="grid gap-3 rounded-xl border p-4"
                aria-label={`${a.currency} balance`}
              >
                <div className="flex items-center gap-3">
                  <CurrencyFlag currency={a.currency} className="h-6" />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-navy-900">{a.currency}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {currencyName(a.currency)}
                    </p>
                  </div>
                </div>
                <div>
                  <p
                    className="text-xl font-semibold tabular-nums"
                    data-testid={`balance-${a.currency}`}
                  >
                    {formatMoney(a.balance, a.currency)}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {a.currency === 'USD'
                      ? 'US dollars'
                      : `≈ ${formatUsd(usdEquivalent(a.balance, a.currency))}`}
                    {a.pending !== '0.00'
                      ? ` · On hold: ${formatMoney(a.pending, a.currency)}`
                      : ''}
                  </p>
                </div>
                <div className="grid grid-cols-3 gap-2 [&>button]:gap-1 [&>button]:px-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Add ${a.currency}`}
                    onClick={() => goTo('funding', { currency: a.currency })}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Convert ${a.currency}`}
                    onClick={() => goTo('exchange', { sell: a.currency })}
                  >
                    <ArrowLeftRight aria-hidden="true" />
                    Convert
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Send ${a.currency}`}
                    onClick={() => goTo('withdrawal', { currency: a.currency })}
                  >
                    <Send aria-hidden="true" />
                    Send
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
