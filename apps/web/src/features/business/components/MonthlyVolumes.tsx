import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VolumeFigures } from '@mizani/shared';
import { ChartLegend, ChartState, ChartTable, PointsChart } from '@/components/charts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { monthlyVolumesQuery } from '../api/business';

const CONVERSIONS = '#047857';
const PAYOUTS = '#b45309';

/**
 * The business home's monthly volumes (issue 39 item 3): conversions and payouts of the last
 * 12 months, in USD at today's mid rates, as bars and a line with keyboard focus on each month,
 * and as a table with each currency's exact amounts. Every member role sees it.
 */
export function MonthlyVolumes({ businessId }: { businessId: string }) {
  const { t, locale } = useT();
  const fmt = useFormat();
  const q = useQuery(monthlyVolumesQuery(businessId));
  const months = q.data?.months;
  const monthName = useMemo(() => {
    const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (m: string) => f.format(new Date(`${m}-01T00:00:00Z`));
  }, [locale]);
  const days = useMemo(() => months?.map((m) => `${m.month}-01`) ?? [], [months]);
  const series = useMemo(
    () =>
      months
        ? [
            {
              name: t('charts.volumes.conversions'),
              color: CONVERSIONS,
              kind: 'bars' as const,
              // Display only: the drawing needs numbers; figures shown are the strings.
              values: months.map((m) => Number(m.conversions.usd)),
            },
            {
              name: t('charts.volumes.payouts'),
              color: PAYOUTS,
              kind: 'line' as const,
              values: months.map((m) => Number(m.payouts.usd)),
            },
          ]
        : [],
    [months, t],
  );
  /** "$200.00 in 1 conversion (200.00 USD)": the USD figure, the count and the exact amounts. */
  const figures = (f: VolumeFigures) =>
    f.count === 0
      ? fmt.usd(f.usd)
      : `${fmt.usd(f.usd)} (${f.amounts.map((a) => fmt.money(a.amount, a.currency)).join(', ')})`;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('charts.volumes.title')}</CardTitle>
        <CardDescription>{t('charts.volumes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {q.isError ? (
          <ChartState state="error">{t('charts.volumes.error')}</ChartState>
        ) : !months ? (
          <ChartState state="loading" />
        ) : months.every((m) => m.conversions.count === 0 && m.payouts.count === 0) ? (
          <ChartState state="empty">{t('charts.volumes.empty')}</ChartState>
        ) : (
          <>
            <ChartLegend
              items={[
                { label: t('charts.volumes.conversions'), mark: 'size-3 rounded-sm bg-[#047857]' },
                { label: t('charts.volumes.payouts'), mark: 'h-0.5 w-4 bg-[#b45309]' },
              ]}
            />
            <PointsChart
              label={t('charts.volumes.label')}
              days={days}
              series={series}
              describe={(i) => {
                const m = months[i]!;
                return t('charts.volumes.point', {
                  month: monthName(m.month),
                  conversions: fmt.usd(m.conversions.usd),
                  conversionCount: m.conversions.count,
                  payouts: fmt.usd(m.payouts.usd),
                  payoutCount: m.payouts.count,
                });
              }}
            />
            <ChartTable
              caption={t('charts.volumes.table')}
              columns={[
                t('charts.month'),
                t('charts.volumes.conversionsColumn'),
                t('charts.volumes.payoutsColumn'),
              ]}
              rows={[...months].reverse().map((m) => ({
                key: m.month,
                cells: [monthName(m.month), figures(m.conversions), figures(m.payouts)],
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
