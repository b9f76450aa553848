import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RATE_RANGES, type RateCard, type RateRange } from '@mizani/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { rateHistoryQueryOptions } from '../api/rates';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/format';

const RateChart = lazy(() => import('./RateChart'));

/** The pair's chart (1D / 1W / 1M / 1Y) with bid and ask; the charting code loads on first open. */
export function RateChartDialog({ card, onClose }: { card: RateCard | null; onClose: () => void }) {
  const { t } = useT();
  const format = useFormat();
  const [range, setRange] = useState<RateRange>('1D');
  const history = useQuery({
    ...rateHistoryQueryOptions(card?.pairId ?? '', range),
    enabled: !!card,
  });
  return (
    <Dialog open={!!card} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" closeLabel={t('chart.close')}>
        {card ? (
          <>
            <DialogHeader>
              <DialogTitle>{card.displayName}</DialogTitle>
              <DialogDescription>
                {t('chart.prices', {
                  bid: format.rate(card.bid),
                  ask: format.rate(card.ask),
                  time: format.dateTime(card.timestamp),
                })}
              </DialogDescription>
            </DialogHeader>
            <div
              role="group"
              aria-label={t('chart.range')}
              className="flex gap-1 rounded-lg bg-muted p-1 self-start"
            >
              {RATE_RANGES.map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={range === r}
                  onClick={() => setRange(r)}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground',
                    range === r && 'bg-background text-navy-900 shadow-xs',
                  )}
                >
                  {t(`chart.range.${r}`)}
                </button>
              ))}
            </div>
            <div className="min-h-[300px]">
              {history.data ? (
                history.data.points.length ? (
                  <Suspense fallback={<Skeleton className="h-[300px] w-full" />}>
                    <RateChart points={history.data.points} />
                  </Suspense>
                ) : (
                  <p className="py-24 text-center text-sm text-muted-foreground">
                    {t('chart.empty')}
                  </p>
                )
              ) : history.isError ? (
                <p className="py-24 text-center text-sm text-destructive">{t('chart.error')}</p>
              ) : (
                <Skeleton className="h-[300px] w-full" />
              )}
            </div>
            <p className="flex gap-4 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <span className="inline-block h-0.5 w-4 bg-[#047857]" aria-hidden="true" />
                {t('chart.bid')}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="inline-block h-0.5 w-4 bg-navy-900" aria-hidden="true" />
                {t('chart.ask')}
              </span>
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
