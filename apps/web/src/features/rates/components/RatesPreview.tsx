import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { useLiveRates } from '../api/rates';
import { useT } from '@/lib/i18n/use-t';
import { RateCardView } from './RateCardView';
import { island } from '@/lib/island';

const PREVIEW = ['USD/KES', 'USD/NGN', 'USD/GHS', 'USD/ZAR'];

/** Home page live-rates preview: the same GET /api/rates and live stream as /rates. */
function RatesPreviewView({ className }: { className?: string }) {
  const rates = useQuery(ratesQueryOptions());
  const { t } = useT();
  const flashing = useLiveRates();
  const all = rates.data?.rates ?? [];
  const picked = PREVIEW.map((n) => all.find((r) => r.displayName === n)).filter((r) => !!r);
  const cards = picked.length ? picked : all.slice(0, 4);
  return (
    <div className={cn(className)}>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('rates.previewLabel')}
      >
        {rates.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="list-none rounded-2xl border border-border bg-card p-5">
                <Skeleton className="h-5 w-20" />
                <Skeleton className="mt-4 h-8 w-28" />
                <Skeleton className="mt-4 h-8 w-full" />
              </li>
            ))
          : cards.map((c) => (
              <RateCardView key={c.pairId} card={c} flashing={flashing.has(c.pairId)} />
            ))}
      </ul>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const RatesPreview = island('RatesPreview', RatesPreviewView, 'idle');
