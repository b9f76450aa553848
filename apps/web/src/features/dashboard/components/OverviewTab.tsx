import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Bell, LineChart, ListOrdered, Shield, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/format';
import { alertsSummaryQueryOptions } from '@/lib/queries/alerts';
import { overviewQuery } from '@/lib/queries/wallet';
import { healthQuery } from '../api/dashboard';

function StatCard({
  title,
  loading,
  failed,
  value,
  testId,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  value: string;
  testId: string;
}) {
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
            Could not load
          </p>
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ goTo, isAdmin }: { goTo: (tab: string) => void; isAdmin: boolean }) {
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
          title="Account Balance"
          testId="overview-balance"
          loading={ov.isLoading}
          failed={ov.isError}
          value={ov.data ? formatUsd(ov.data.balanceUsd) : ''}
        />
        <StatCard
          title="Active Alerts"
          testId="overview-alerts"
          loading={alerts.isLoading}
          failed={alerts.isError}
          value={String(alerts.data?.active ?? 0)}
        />
        <StatCard
          title="Recent Trades"
          testId="overview-trades"
          loading={ov.isLoading}
          failed={ov.isError}
          value={String(ov.data?.recentTrades ?? 0)}
        />
        <StatCard
          title="Platform Status"
          testId="overview-status"
          loading={health.isLoading}
          failed={health.isError}
          value={health.data?.status === 'ok' ? 'Online' : 'Degraded'}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <Button variant="outline" onClick={() => window.open('/rates', '_blank', 'noopener')}>
            <LineChart aria-hidden />
            Live Rates
          </Button>
          <Button variant="outline" onClick={() => goTo('exchange')}>
            <ArrowLeftRight aria-hidden />
            Start Conversion
          </Button>
          <Button variant="outline" onClick={() => goTo('orders')}>
            <ListOrdered aria-hidden />
            My Orders
          </Button>
          <Button variant="outline" onClick={() => goTo('alerts')}>
            <Bell aria-hidden />
            Rate Alerts
          </Button>
          <Button variant="outline" onClick={() => goTo('wallet')}>
            <Wallet aria-hidden />
            Wallet
          </Button>
          {isAdmin && (
            <Button variant="outline" onClick={() => goTo('admin')}>
              <Shield aria-hidden />
              Admin Panel
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
