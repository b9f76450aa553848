import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { BellRing, ChartLine, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { D, MAX_ACTIVE_ALERTS, type Alert } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { alertsKeys } from '@/lib/queries/alerts';
import { alertsQueryOptions, deleteAlert, setAlertActive } from '../api/alerts';
import { AlertForm } from './AlertForm';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { limitOrdersQueryOptions } from '@/lib/queries/treasury';
import type { ChartLevel } from '@/components/rate-chart/RateChart';

// The pair's chart, with the client's alerts and limit orders on it, loads when first opened.
const RateChartDialog = lazy(() =>
  import('@/components/rate-chart/RateChartDialog').then((m) => ({
    default: m.RateChartDialog,
  })),
);

/** Dashboard alerts tab: the client's rate alerts (create, edit, pause, delete). */
export function AlertsTab() {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const alerts = useQuery(alertsQueryOptions());
  const [editing, setEditing] = useState<Alert | null>(null);
  const invalidate = () => {
    void qc.invalidateQueries({ queryKey: alertsKeys.all });
  };
  const pause = useMutation({
    mutationFn: (a: Alert) => setAlertActive(a.id, !a.isActive),
    onSuccess: invalidate,
    onError: (err) => toast.error(t('alerts.couldNotChange'), { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: (a: Alert) => deleteAlert(a.id),
    onSuccess: () => {
      toast.success(t('alerts.deleted'));
      invalidate();
    },
    onError: (err) => toast.error(t('alerts.couldNotDelete'), { description: errorText(err) }),
  });
  const active = alerts.data?.alerts.filter((a) => a.isActive).length ?? 0;
  const [chartPair, setChartPair] = useState<string | null>(null);
  const rates = useQuery({ ...ratesQueryOptions(), enabled: !!chartPair });
  const orders = useQuery({ ...limitOrdersQueryOptions(), enabled: !!chartPair });
  const card = rates.data?.rates.find((r) => r.pairId === chartPair) ?? null;
  const levels = useMemo<ChartLevel[]>(() => {
    if (!card) return [];
    const [base, quote] = card.displayName.split('/');
    const own: ChartLevel[] = (alerts.data?.alerts ?? [])
      .filter((a) => a.pairId === card.pairId && a.isActive)
      .map((a) => ({
        price: a.targetRate,
        title: t('chart.levelAlert', { rate: fmt.rate(a.targetRate) }),
      }));
    for (const o of orders.data?.limitOrders ?? []) {
      if (o.status !== 'open') continue;
      // A limit order's rate is in what it buys per what it sells: the pair's way, or its inverse.
      const price =
        o.sellCurrency === base && o.buyCurrency === quote
          ? o.targetRate
          : o.sellCurrency === quote && o.buyCurrency === base
            ? new D(1).div(o.targetRate).toSignificantDigits(8).toFixed()
            : null;
      if (price) own.push({ price, title: t('chart.levelLimit', { rate: fmt.rate(price) }) });
    }
    return own;
  }, [card, alerts.data, orders.data, t, fmt]);

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{editing ? t('alerts.editTitle') : t('alerts.newTitle')}</CardTitle>
          <CardDescription>{t('alerts.description', { max: MAX_ACTIVE_ALERTS })}</CardDescription>
        </CardHeader>
        <CardContent>
          <AlertForm editing={editing} onDone={() => setEditing(null)} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('alerts.yours')}</CardTitle>
          <CardDescription>
            {t('alerts.activeCount', { active, max: MAX_ACTIVE_ALERTS })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {alerts.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : !alerts.data?.alerts.length ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <BellRing className="size-4" aria-hidden="true" /> {t('alerts.none')}
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('alerts.list')}>
              {alerts.data.alerts.map((a) => {
                const rate = fmt.rate(a.targetRate);
                const named = { name: a.displayName, rate };
                return (
                  <li
                    key={a.id}
                    className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="alert-row"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-navy-900">
                        {a.displayName} · {t(`alerts.direction.${a.direction}`)} {rate}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {a.channelEmail && a.channelInApp
                          ? t('alerts.emailAndInApp')
                          : a.channelEmail
                            ? t('alerts.email')
                            : a.channelInApp
                              ? t('alerts.inApp')
                              : ''}
                        {a.lastTriggeredAt
                          ? t('alerts.triggeredAt', {
                              rate: fmt.rate(a.lastTriggeredRate!),
                              date: fmt.dateTime(a.lastTriggeredAt),
                            })
                          : ''}
                      </p>
                    </div>
                    <div className="flex items-center gap-1">
                      <Badge variant={!a.isActive ? 'muted' : a.armed ? 'success' : 'secondary'}>
                        {!a.isActive
                          ? t('alerts.paused')
                          : a.armed
                            ? t('alerts.watching')
                            : t('alerts.triggered')}
                      </Badge>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('alerts.chartLabel', named)}
                        onClick={() => setChartPair(a.pairId)}
                      >
                        <ChartLine aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('alerts.editLabel', named)}
                        onClick={() => setEditing(a)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t(
                          a.isActive ? 'alerts.pauseLabel' : 'alerts.resumeLabel',
                          named,
                        )}
                        onClick={() => pause.mutate(a)}
                      >
                        {a.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('alerts.deleteLabel', named)}
                        onClick={() => remove.mutate(a)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      {chartPair && card ? (
        <Suspense fallback={null}>
          <RateChartDialog card={card} levels={levels} onClose={() => setChartPair(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
