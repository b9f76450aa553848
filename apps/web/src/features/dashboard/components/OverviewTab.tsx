import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Bell, LineChart, ListOrdered, Shield, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { alertsSummaryQueryOptions } from '@/lib/queries/alerts';
import { overviewQuery } from '@/lib/queries/wallet';
import { healthQuery } from '../api/dashboard';

function StatCard({
  title,
  loading,
  failed,
  value,
  testId,
  note,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  value: string;
  testId: string;
  /** What the figure is computed on, under it. */
  note?: string;
}) {
  const { t } = useT();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-8 w-24" />
        ) : failed ? (
          <p className="text-sm text-destructive" role="status">
            {t('overview.couldNotLoad')}
          </p>
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        )}
        {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ goTo, isAdmin }: { goTo: (tab: string) => void; isAdmin: boolean }) {
  const { t, lp } = useT();
  const fmt = useFormat();
  const ov = useQuery(overviewQuery());
  const alerts = useQuery(alertsSummaryQueryOptions());
  const health = useQuery(healthQuery());
  useEffect(() => {
    // Spec §8: overview errors are logged and loading stops.
    for (const q of [ov, alerts, health])
      if (q.error) console.warn('overview load failed', q.error.message);
  }, [ov.error, alerts.error, health.error]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={t('overview.balance')}
          testId="overview-balance"
          loading={ov.isLoading}
          failed={ov.isError}
          value={ov.data ? fmt.usd(ov.data.balanceUsd) : ''}
          note={t('overview.balanceBasis')}
        />
        <StatCard
          title={t('overview.activeAlerts')}
          testId="overview-alerts"
          loading={alerts.isLoading}
          failed={alerts.isError}
          value={String(alerts.data?.active ?? 0)}
        />
        <StatCard
          title={t('overview.recentTrades')}
          testId="overview-trades"
          loading={ov.isLoading}
          failed={ov.isError}
          value={String(ov.data?.recentTrades ?? 0)}
        />
        <StatCard
          title={t('overview.platformStatus')}
          testId="overview-status"
          loading={health.isLoading}
          failed={health.isError}
          value={health.data?.status === 'ok' ? t('overview.online') : t('overview.degraded')}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('overview.quickActions')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <Button variant="outline" onClick={() => window.open(lp('/rates'), '_blank', 'noopener')}>
            <LineChart aria-hidden />
            {t('overview.liveRates')}
          </Button>
          <Button variant="outline" onClick={() => goTo('exchange')}>
            <ArrowLeftRight aria-hidden />
            {t('shell.startConversion')}
          </Button>
          <Button variant="outline" onClick={() => goTo('orders')}>
            <ListOrdered aria-hidden />
            {t('overview.myOrders')}
          </Button>
          <Button variant="outline" onClick={() => goTo('alerts')}>
            <Bell aria-hidden />
            {t('overview.rateAlerts')}
          </Button>
          <Button variant="outline" onClick={() => goTo('wallet')}>
            <Wallet aria-hidden />
            {t('dash.tab.wallet')}
          </Button>
          {isAdmin && (
            <Button variant="outline" onClick={() => goTo('admin')}>
              <Shield aria-hidden />
              {t('overview.adminPanel')}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
