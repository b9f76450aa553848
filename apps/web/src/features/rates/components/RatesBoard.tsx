import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDrawnData } from '@/lib/use-drawn-data';
import { RefreshCw, Search } from 'lucide-react';
import { LIMITS, type RateCard } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { useLiveRates } from '../api/rates';
import { filterRates } from '../lib/filter';
import { RateCardView } from './RateCardView';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { island } from '@/lib/island';

// The chart dialog (Radix Dialog and its focus and scroll locks) loads when a card is first
// opened, not with /rates (decision 027); once opened it stays mounted, so closing animates. A
// relative path on purpose: an `@/` import() from an island is a catalogue part of its own, which
// would load without its words (scripts/catalogue-usage.ts); this way they come with the island's.
const RateChartDialog = lazy(() =>
  import('../../../components/rate-chart/RateChartDialog').then((m) => ({
    default: m.RateChartDialog,
  })),
);

function CardSkeleton() {
  return (
    <li
      className="list-none rounded-2xl border border-border bg-card p-5 shadow-card"
      data-testid="rate-skeleton"
    >
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mt-4 h-8 w-32" />
      <Skeleton className="mt-2 h-4 w-28" />
      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-border pt-3">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </li>
  );
}

/** The rates page list: search, Refresh, 8 skeletons while loading, live cards, no-match message. */
function RatesBoardView() {
  const rates = useQuery(ratesQueryOptions());
  const { data, waiting: pending } = useDrawnData(rates);
  const { t } = useT();
  const f = useFormat();
  const flashing = useLiveRates();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<RateCard | null>(null);
  const [chartWanted, setChartWanted] = useState(false);
  const list = useMemo(() => filterRates(data?.rates ?? [], query), [data, query]);
  const noMatch = !!data && data.rates.length > 0 && list.length === 0;

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid w-full gap-1.5 sm:max-w-sm">
          <Label htmlFor="rates-search">{t('rates.searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="rates-search"
              type="search"
              placeholder={t('rates.searchPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <div className="flex items-center gap-3">
          {data ? (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {t('rates.updated', { time: f.dateTime(data.updatedAt) })}
            </p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void rates.refetch()}
            disabled={rates.isFetching}
          >
            <RefreshCw className={cn(rates.isFetching && 'animate-spin')} aria-hidden="true" />
            {t('rates.refresh')}
          </Button>
        </div>
      </div>

      {rates.isError && !rates.data ? (
        <p
          role="alert"
          className="mt-8 rounded-xl border border-destructive/30 bg-red-50 p-4 text-sm text-destructive"
        >
          {t('rates.loadError')}
        </p>
      ) : null}

      {noMatch ? (
        <div className="mt-10 rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-base font-medium text-navy-900">
            {t('rates.noMatch')} "{query}"
          </p>
          <Button className="mt-4" variant="outline" onClick={() => setQuery('')}>
            {t('rates.clearSearch')}
          </Button>
        </div>
      ) : (
        <ul
          className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('rates.listLabel')}
          aria-busy={pending}
        >
          {pending
            ? Array.from({ length: LIMITS.ratesSkeletonCards }, (_, i) => <CardSkeleton key={i} />)
            : list.map((card) => (
                <RateCardView
                  key={card.pairId}
                  card={card}
                  flashing={flashing.has(card.pairId)}
                  onOpen={(card) => {
                    setChartWanted(true);
                    setOpen(card);
                  }}
                />
              ))}
        </ul>
      )}
      {chartWanted ? (
        <Suspense fallback={null}>
          <RateChartDialog card={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const RatesBoard = island('RatesBoard', RatesBoardView);
