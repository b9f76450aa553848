import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMovementLabel } from '@/components/money/movement';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField } from '@/components/ui/labelled-field';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { reportDownloads, reportMonthsQuery, statementQuery } from '../api/reports';

export function ReportsTab() {
  const { t } = useT();
  const fmt = useFormat();
  const movementLabel = useMovementLabel();
  const months = useQuery(reportMonthsQuery());
  const [month, setMonth] = useState('');
  const chosen = month || months.data?.months[0] || '';
  const st = useQuery(statementQuery(chosen));
  if (months.isLoading) return <Skeleton className="h-32" />;
  if (months.isError) return <p role="alert">{t('reports.error')}</p>;
  if (!months.data!.months.length)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('dash.tab.reports')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">{t('reports.none')}</p>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.monthly')}</CardTitle>
        <CardDescription>{t('reports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="report-month"
            label={t('reports.month')}
            value={chosen}
            onChange={setMonth}
          >
            {months.data!.months.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </SelectField>
          <Button asChild variant="outline">
            <a href={reportDownloads.statementCsv(chosen)} download>
              {t('reports.downloadCsv')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={reportDownloads.ordersCsv()} download>
              {t('reports.exportOrders')}
            </a>
          </Button>
        </div>
        {st.isLoading ? (
          <Skeleton className="h-24" />
        ) : st.isError ? (
          <p role="alert">{t('reports.statementError')}</p>
        ) : (
          st.data?.currencies.map((c) => (
            <section
              key={c.currency}
              aria-label={t('reports.statementLabel', { currency: c.currency })}
              className="rounded-xl border p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{c.currency}</h3>
                {/* One PDF per currency, with a verification reference (docs/client-platform.md). */}
                <Button asChild variant="outline" size="sm">
                  <a
                    href={reportDownloads.statementPdf(chosen, c.currency)}
                    download
                    aria-label={t('reports.downloadPdfLabel', { currency: c.currency })}
                  >
                    {t('reports.downloadPdf')}
                  </a>
                </Button>
              </div>
              <p className="mt-1 flex justify-between gap-3 text-sm">
                <span>{t('reports.opening')}</span>
                <span className="tabular-nums">{fmt.money(c.opening, c.currency)}</span>
              </p>
              <ul className="my-2 divide-y border-y text-sm">
                {c.movements.map((m, i) => (
                  <li key={i} className="flex items-start justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block font-medium">{movementLabel(m.type)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {fmt.dateTime(m.at)}
                      </span>
                      <span className="block font-mono text-xs text-muted-foreground">
                        {m.reference}
                      </span>
                    </span>
                    <span className="shrink-0 text-right tabular-nums">
                      <span className="block font-medium">{fmt.money(m.amount, c.currency)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {t('reports.balanceAfter', { amount: fmt.money(m.balance, c.currency) })}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="flex justify-between gap-3 text-sm font-semibold">
                <span>{t('reports.closing')}</span>
                <span className="tabular-nums">{fmt.money(c.closing, c.currency)}</span>
              </p>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
