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
import { ChartChoices, ChartLegend } from '@/components/charts';
import { rateHistoryQueryOptions } from '@/lib/queries/rates';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/format';

import type { ChartLevel } from './RateChart';

const RateChart = lazy(() => import('./RateChart'));

/** At most this many rows in the table behind the chart: evenly spaced, the last one always in. */
const TABLE_ROWS = 60;

/**
 * The pair's chart (1D / 1W / 1M / 1Y) with bid and ask; the charting code loads on first open.
 * `levels`: the client's alerts and limit orders on the pair, drawn as dashed lines and listed.
 * The figures are also a table behind the chart, for screen readers and the keyboard.
 */
export function RateChartDialog({
  card,
  onClose,
  levels = NO_LEVELS,
}: {
  card: RateCard | null;
  onClose: () => void;
  levels?: ChartLevel[];
}) {
  const { t } = useT();
  const format = useFormat();
  const [range, setRange] = useState<RateRange>('1D');
  const history = useQuery({
    ...rateHistoryQueryOptions(card?.pairId ?? '', range),
    enabled: !!card,
  });
  return (
    <Dialog open={!!card} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
        closeLabel={t('chart.close')}
      >
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
            <ChartChoices
              label={t('chart.range')}
              options={RATE_RANGES}
              value={range}
              onChange={setRange}
              optionLabel={(r) => t(`chart.range.${r}`)}
            />
            <div className="min-h-[300px]">
              {history.data ? (
                history.data.points.length ? (
                  <Suspense fallback={<Skeleton className="h-[300px] w-full" />}>
                    <RateChart points={history.data.points} levels={levels} />
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
            <ChartLegend
              items={[
                { label: t('chart.bid'), mark: 'h-0.5 w-4 bg-[#047857]' },
                { label: t('chart.ask'), mark: 'h-0.5 w-4 bg-navy-900' },
                ...(levels.length
                  ? [
                      {
                        label: t('chart.yourLevels', {
                          levels: levels.map((l) => l.title).join(' · '),
                        }),
                        mark: 'w-4 border-t border-dashed border-amber-700',
                      },
                    ]
                  : []),
              ]}
            />
            {history.data?.points.length ? (
              <details className="text-sm">
                <summary className="cursor-pointer text-muted-foreground">
                  {t('chart.asTable')}
                </summary>
                <div
                  className="mt-2 max-h-64 overflow-auto rounded-md border"
                  role="region"
                  aria-label={t('chart.tableLabel', { name: card.displayName })}
                  tabIndex={0}
                >
                  <table className="w-full text-left tabular-nums">
                    <caption className="sr-only">
                      {t('chart.tableLabel', { name: card.displayName })}
                    </caption>
                    <thead className="sticky top-0 bg-background text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-3 py-1.5 font-medium">
                          {t('chart.time')}
                        </th>
                        <th scope="col" className="px-3 py-1.5 text-right font-medium">
                          {t('chart.bid')}
                        </th>
                        <th scope="col" className="px-3 py-1.5 text-right font-medium">
                          {t('chart.ask')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {sample(history.data.points).map((p) => (
                        <tr key={p.time} className="border-t">
                          <td className="px-3 py-1">{format.dateTime(p.time)}</td>
                          <td className="px-3 py-1 text-right">{format.rate(p.bid)}</td>
                          <td className="px-3 py-1 text-right">{format.rate(p.ask)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const NO_LEVELS: ChartLevel[] = [];

/** Newest first, evenly thinned to TABLE_ROWS: a year of points stays a table one can read. */
function sample<T>(points: T[]): T[] {
  const step = Math.max(1, Math.ceil(points.length / TABLE_ROWS));
  const out: T[] = [];
  for (let i = points.length - 1; i >= 0; i -= step) out.push(points[i]!);
  return out;
}
