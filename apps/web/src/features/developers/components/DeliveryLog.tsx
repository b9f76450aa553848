import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { deliveriesQueryOptions, developersKeys, redeliver } from '../api/developers';

const VARIANT: Record<string, 'success' | 'muted' | 'destructive' | 'secondary'> = {
  delivered: 'success',
  failed: 'destructive',
  pending: 'secondary',
  sending: 'secondary',
};

/** An endpoint's latest deliveries, each attempt with its answer; redeliver any of them. */
export function DeliveryLog({
  endpointId,
  canRedeliver,
}: {
  endpointId: string;
  canRedeliver: boolean;
}) {
  const qc = useQueryClient();
  const log = useQuery(deliveriesQueryOptions(endpointId));
  const { t } = useT();
  const fmt = useFormat();
  const again = useMutation({
    mutationFn: redeliver,
    onSuccess: () => {
      toast.success(t('dev.queued'));
      void qc.invalidateQueries({ queryKey: developersKeys.deliveries(endpointId) });
    },
    onError: (err) => toast.error(t('dev.redeliverError'), { description: errorText(err) }),
  });
  if (log.isPending) return <Skeleton className="h-16 w-full" />;
  if (log.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('dev.deliveriesLoadError', { error: errorText(log.error) })}
      </p>
    );
  if (!log.data.deliveries.length)
    return <p className="text-sm text-muted-foreground">{t('dev.noDeliveries')}</p>;
  return (
    <ol className="grid gap-2 rounded-md bg-muted/40 p-3" aria-label={t('dev.deliveries')}>
      {log.data.deliveries.map((d) => (
        <li key={d.id} className="grid gap-1 text-sm" data-testid="delivery-row">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-navy-900">{d.eventType}</span>
            <Badge variant={VARIANT[d.status] ?? 'muted'}>
              {d.status === 'delivered'
                ? t('dev.delivered')
                : d.status === 'failed'
                  ? t('dev.failed')
                  : t('dev.retrying')}
            </Badge>
            <span className="text-xs text-muted-foreground">
              {fmt.dateTime(d.createdAt)} · {t('dev.attempts', { n: d.attempts })}
              {d.nextAttemptAt
                ? ` · ${t('dev.nextAttempt', { date: fmt.dateTime(d.nextAttemptAt) })}`
                : ''}
            </span>
            {canRedeliver && (d.status === 'delivered' || d.status === 'failed') ? (
              <Button size="sm" variant="ghost" onClick={() => again.mutate(d.id)}>
                {t('dev.redeliver')}
              </Button>
            ) : null}
          </div>
          {d.log.length ? (
            <ul className="ml-3 text-xs text-muted-foreground">
              {d.log.map((a) => (
                <li key={a.attempt}>
                  {t('dev.attemptLine', {
                    n: a.attempt,
                    status: a.responseStatus ?? t('dev.noAnswer'),
                    ms: a.durationMs,
                  })}
                  {a.error ? ` · ${a.error}` : ''}
                  {a.responseExcerpt ? ` · “${a.responseExcerpt.slice(0, 80)}”` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
