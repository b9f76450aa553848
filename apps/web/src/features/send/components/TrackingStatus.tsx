import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Arrival, TimelineStep } from '@mizani/shared';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { Skeleton } from '@/components/ui/skeleton';
import { api, ApiError } from '@/lib/api';
import { island } from '@/lib/island';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { Timeline, useArrivalText } from './Timeline';

// Where a transfer stands, for its recipient (issue 38): the island of the pre-rendered /track
// page. The token is in the link's fragment (never sent with the page request); the island asks
// the API once it has hydrated. No amounts, no names.

interface Tracking {
  status: 'awaiting_confirmation' | 'processing' | 'delivered' | 'cancelled' | 'refunded';
  destCountry: string;
  payoutMethod: string;
  network: string | null;
  arrival: Arrival;
  timeline: TimelineStep[];
}

const HEADLINE: Record<Tracking['status'], MessageId> = {
  awaiting_confirmation: 'track.headline.processing',
  processing: 'track.headline.processing',
  delivered: 'track.headline.delivered',
  cancelled: 'track.headline.stopped',
  refunded: 'track.headline.stopped',
};

function TrackingStatusView() {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
  // Read after hydration: the pre-rendered page (and so the first render) knows no token.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setToken(window.location.hash.slice(1));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const q = useQuery({
    queryKey: ['track', token],
    queryFn: () => api<{ tracking: Tracking }>(`/api/track/${encodeURIComponent(token ?? '')}`),
    enabled: token !== null && /^[A-Za-z0-9_-]{43}$/.test(token),
    retry: false,
    refetchInterval: (query) => (query.state.data?.tracking.status === 'processing' ? 5000 : false),
  });
  const tr = q.data?.tracking;
  const unknown =
    token !== null &&
    (!/^[A-Za-z0-9_-]{43}$/.test(token) || (q.error instanceof ApiError && q.error.status === 404));
  return (
    <>
      {unknown ? (
        <p role="alert">{t('track.unknown')}</p>
      ) : q.isError ? (
        <p role="alert">{t('track.error')}</p>
      ) : !tr ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <p className="text-lg font-medium" data-testid="track-headline">
            {t(HEADLINE[tr.status])}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('track.where', {
              country: fmt.countryName(tr.destCountry),
              how: tr.network
                ? (mobileNetworkName(tr.network) ?? tr.network)
                : t(`send.method.${tr.payoutMethod}` as MessageId),
            })}
            {tr.status === 'processing' ? ` ${arrival(tr.arrival)}` : ''}
          </p>
          <Timeline steps={tr.timeline} />
          <p className="text-xs text-muted-foreground">{t('track.privacy')}</p>
        </>
      )}
    </>
  );
}

export const TrackingStatus = island('TrackingStatus', TrackingStatusView);
