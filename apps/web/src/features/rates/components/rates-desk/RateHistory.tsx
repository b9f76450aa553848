import { useQuery } from '@tanstack/react-query';
import type { AdminPair } from '@mizani/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { adminPairHistoryQueryOptions } from '../../api/admin';

/** The selected pair's last 20 rates and who posted them. */
export function RateHistory({ pair }: { pair: AdminPair | undefined }) {
  const history = useQuery(adminPairHistoryQueryOptions(pair?.id ?? ''));
  const { t } = useT();
  const fmt = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          {t('admin.rates.history')}
          {pair ? ` · ${pair.displayName}` : ''}
        </CardTitle>
      </CardHeader>
      <CardContent
        className="relative max-h-96 overflow-auto"
        tabIndex={0}
        role="region"
        aria-label={t('admin.rates.recent')}
      >
        {history.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <table className="w-full text-xs">
            <caption className="sr-only">{t('admin.rates.recent')}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-2">
                  {t('admin.audit.time')}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {t('admin.rates.bid')}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {t('admin.rates.ask')}
                </th>
                <th scope="col" className="py-1.5">
                  {t('admin.rates.by')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data?.rates.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="py-1.5 pr-2 text-muted-foreground">{fmt.dateTime(r.createdAt)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.rate(r.bid)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{fmt.rate(r.ask)}</td>
                  <td className="py-1.5 truncate">{r.createdByEmail ?? r.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
