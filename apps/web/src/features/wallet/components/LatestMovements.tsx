import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight } from 'lucide-react';
import { useMovementLabel } from '@/components/money/movement';
import { MoneyStatus } from '@/components/money/status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { GoTo } from '@/lib/dashboard-intent';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { transactionsQuery } from '../api/wallet';

/** The wallet tab's first page, unfiltered: the same query (and cache entry) as its list. */
const FIRST_PAGE = { currency: '', type: '', from: '', to: '', page: 1 };
const SHOWN = 5;

const ICONS = { deposit: ArrowDownLeft, withdrawal: ArrowUpRight } as const;

// The amounts are decimal strings; their sign and zero are read from the text, so this list
// needs no decimal library (it loads with the dashboard's first screen on desktop).
const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
const isNegative = (amount: string) => amount.startsWith('-') && !isZero(amount);

/** Home's latest movements (issue 39): the five newest ledger movements, See all in the wallet. */
export function LatestMovements({ goTo, className }: { goTo: GoTo; className?: string }) {
  const { t } = useT();
  const fmt = useFormat();
  const movement = useMovementLabel();
  const q = useQuery(transactionsQuery(FIRST_PAGE));
  const items = q.data?.items.slice(0, SHOWN) ?? [];
  return (
    <Card className={className}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t('overview.latest')}</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => goTo('wallet')}>
          {t('overview.seeAll')}
        </Button>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-40" />
        ) : q.isError ? (
          <p role="alert">{t('wallet.transactionsError')}</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">{t('overview.noMovements')}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="latest-movements">
            {items.map((tx) => {
              const Icon = ICONS[tx.type as keyof typeof ICONS] ?? ArrowLeftRight;
              const awaiting = tx.type === 'deposit' && tx.status === 'pending';
              const negative = isNegative(tx.amount);
              return (
                <li key={tx.id} className="flex items-center gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-800"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{movement(tx.type)}</p>
                    <p className="text-xs text-muted-foreground">{fmt.dateTime(tx.createdAt)}</p>
                  </div>
                  <div className="grid justify-items-end gap-1 text-right">
                    <span
                      className={cn(
                        'text-sm font-semibold whitespace-nowrap tabular-nums',
                        !awaiting && !negative && 'text-emerald-800',
                      )}
                    >
                      {awaiting
                        ? isZero(tx.amount)
                          ? t('wallet.txAwaitingFunds', { currency: tx.currency })
                          : t('wallet.txAwaiting', { amount: fmt.money(tx.amount, tx.currency) })
                        : fmt.money(tx.amount, tx.currency)}
                    </span>
                    <MoneyStatus status={tx.status} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
