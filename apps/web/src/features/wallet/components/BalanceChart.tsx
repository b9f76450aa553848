import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BALANCE_RANGES, type BalanceRange } from '@mizani/shared';
import { ChartChoices, ChartState, ChartTable, PointsChart } from '@/components/charts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { accountsQuery } from '@/lib/queries/wallet';
import { balanceHistoryQuery } from '../api/wallet';

const day = (d: string) => `${d}T00:00:00Z`;

/**
 * Balance over time (issue 39 item 3): one wallet's balance at the end of each day for 1, 3, 6
 * or 12 months, from the ledger (the statements' figures), as a chart with keyboard focus on its
 * points and as a table.
 */
export function BalanceChart() {
  const { t } = useT();
  const fmt = useFormat();
  const accounts = useQuery(accountsQuery());
  const wallets = accounts.data?.accounts.map((a) => a.currency) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && wallets.includes(chosen) ? chosen : (wallets[0] ?? null);
  const [range, setRange] = useState<BalanceRange>('3M');
  const history = useQuery({
    ...balanceHistoryQuery(currency ?? '', range),
    enabled: !!currency,
  });
  const points = history.data?.points;
  const series = useMemo(
    () =>
      points
        ? [
            {
              name: currency ?? '',
              color: '#047857',
              kind: 'area' as const,
              // Display only: the drawing needs numbers; figures shown are the strings.
              values: points.map((p) => Number(p.balance)),
            },
          ]
        : [],
    [points, currency],
  );
  const days = useMemo(() => points?.map((p) => p.date) ?? [], [points]);
  const rangeName = t(`charts.range.${range}.long`);
  const amount = (v: string) => fmt.money(v, currency ?? 'USD');
  const signed = (v: string) => (v.startsWith('-') ? amount(v) : `+${amount(v)}`);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('charts.balance.title')}</CardTitle>
        <CardDescription>{t('charts.balance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {accounts.isError ? (
          <ChartState state="error">{t('charts.balance.error')}</ChartState>
        ) : accounts.isLoading ? (
          <ChartState state="loading" />
        ) : !currency ? (
          <ChartState state="empty">{t('charts.balance.noWallets')}</ChartState>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                {t('charts.balance.wallet')}
                <select
                  value={currency}
                  onChange={(e) => setChosen(e.target.value)}
                  className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                >
                  {wallets.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              <ChartChoices
                label={t('charts.range')}
                options={BALANCE_RANGES}
                value={range}
                onChange={setRange}
                optionLabel={(r) => t(`charts.range.${r}`)}
              />
            </div>
            {history.isError ? (
              <ChartState state="error">{t('charts.balance.error')}</ChartState>
            ) : !points ? (
              <ChartState state="loading" />
            ) : points.length === 0 ? (
              <ChartState state="empty">{t('charts.balance.empty', { currency })}</ChartState>
            ) : (
              <>
                <p className="text-sm text-muted-foreground" data-testid="balance-change">
                  {t('charts.balance.change', {
                    range: rangeName,
                    change: signed(history.data!.change ?? '0'),
                  })}
                </p>
                <PointsChart
                  key={`${currency}-${range}`}
                  label={t('charts.balance.label', { currency, range: rangeName })}
                  days={days}
                  series={series}
                  describe={(i) =>
                    t('charts.balance.point', {
                      date: fmt.date(day(points[i]!.date), 'UTC'),
                      amount: amount(points[i]!.balance),
                    })
                  }
                />
                <ChartTable
                  caption={t('charts.balance.table', { currency, range: rangeName })}
                  columns={[t('charts.date'), t('charts.balance.column')]}
                  rows={[...points].reverse().map((p) => ({
                    key: p.date,
                    cells: [fmt.date(day(p.date), 'UTC'), amount(p.balance)],
                  }))}
                />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
