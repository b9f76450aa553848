import { useQuery } from '@tanstack/react-query';
import type { AdminPair } from '@mizani/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRate, formatDateTime } from '@/lib/format';
import { adminPairHistoryQueryOptions } from '../../api/admin';

/** The selected pair's last 20 rates and who posted them. */
export function RateHistory({ pair }: { pair: AdminPair | undefined }) {
  const history = useQuery(adminPairHistoryQueryOptions(pair?.id ?? ''));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Recent history{pair ? ` · ${pair.displayName}` : ''}</CardTitle>
      </CardHeader>
      <CardContent
        className="relative max-h-96 overflow-auto"
        tabIndex={0}
        role="region"
        aria-label="Recent rates"
      >
        {history.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <table className="w-full text-xs">
            <caption className="sr-only">Recent rates</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-2">
                  Time
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Bid
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Ask
                </th>
                <th scope="col" className="py-1.5">
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data?.rates.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="py-1.5 pr-2 text-muted-foreground">
                    {formatDateTime(r.createdAt)}
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRate(r.bid)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRate(r.ask)}</td>
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
