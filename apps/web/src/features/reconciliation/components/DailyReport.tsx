import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { reportQuery } from '../api/reconciliation';
import { railName, reconWord } from '../words';

export function DailyReport() {
  const { t } = useT();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const fmt = useFormat();
  const q = useQuery(reportQuery(day));
  const r = q.data?.report;
  const money = (total: string | null | undefined, currency: string | null | undefined) =>
    total && currency ? fmt.money(total, currency) : (total ?? '');
  const rows = r
    ? [
        ...r.operations.map((o) => [
          railName(o.rail ?? '', t),
          reconWord(o.direction ?? '', t),
          o.currency,
          reconWord(o.status, t),
          o.count,
          money(o.total, o.currency),
        ]),
        ...r.bank.map((b) => [
          railName('bank', t),
          reconWord(b.direction ?? '', t),
          b.currency,
          reconWord(b.status, t),
          b.count,
          money(b.total, b.currency),
        ]),
        ...(r.movements ?? []).map((m) => [
          t('admin.recon.ledger'),
          reconWord(m.direction, t),
          m.currency,
          m.explained === 'rail' ? t('admin.recon.explained') : t('admin.recon.noRailEvent'),
          m.count,
          money(m.total, m.currency),
        ]),
        ...r.unmatched.map((u) => [
          railName(u.rail, t),
          '',
          '',
          t('admin.recon.unmatched'),
          u.open,
          '',
        ]),
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.reportTitle')}</CardTitle>
        <CardDescription>{t('admin.recon.reportHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm" htmlFor="recon-day">
            {t('admin.recon.day')}
            <Input
              id="recon-day"
              type="date"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          </label>
          <a className="text-sm underline" href={`/api/admin/rails/report.csv?day=${day}`} download>
            {t('admin.recon.csv')}
          </a>
        </div>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.reportTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.rail')}</th>
                <th className="py-1 pr-3">{t('admin.recon.direction')}</th>
                <th className="py-1 pr-3">{t('admin.recon.currency')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.count')}</th>
                <th className="py-1 pr-3">{t('admin.recon.total')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-t">
                  {row.map((cell, j) => (
                    <td key={j} className="py-1 pr-3">
                      {cell ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
