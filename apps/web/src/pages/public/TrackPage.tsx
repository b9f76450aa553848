import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Arrival, TimelineStep } from '@mizani/shared';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api, ApiError } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { Timeline, useArrivalText } from '@/features/send/components/Timeline';

// The recipient's tracking page (issue 38): the token is in the link's fragment (never sent with
// the page request); the page asks the API for where the money stands. No amounts, no names.

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

export default function TrackPage() {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
  const [token, setToken] = useState(() =>
    typeof window === 'undefined' ? '' : window.location.hash.slice(1),
  );
  useEffect(() => {
    const read = () => setToken(window.location.hash.slice(1));
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const q = useQuery({
    queryKey: ['track', token],
    queryFn: () => api<{ tracking: Tracking }>(`/api/track/${encodeURIComponent(token)}`),
    enabled: /^[A-Za-z0-9_-]{43}$/.test(token),
    retry: false,
    refetchInterval: (query) => (query.state.data?.tracking.status === 'processing' ? 5000 : false),
  });
  const tr = q.data?.tracking;
  const unknown =
    !/^[A-Za-z0-9_-]{43}$/.test(token) || (q.error instanceof ApiError && q.error.status === 404);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <Seo path={paths.track.path} noindex />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold text-navy-900">{t('track.title')}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
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
        </CardContent>
      </Card>
    </div>
  );
}
