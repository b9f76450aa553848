import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BellRing, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { ALERT_DIRECTION_LABELS, MAX_ACTIVE_ALERTS, type Alert } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { formatRate, formatDateTime } from '@/lib/format';
import { alertsKeys } from '@/lib/queries/alerts';
import { alertsQueryOptions, deleteAlert, setAlertActive } from '../api/alerts';
import { AlertForm } from './AlertForm';

/** Dashboard alerts tab: the client's rate alerts (create, edit, pause, delete). */
export function AlertsTab() {
  const qc = useQueryClient();
  const alerts = useQuery(alertsQueryOptions());
  const [editing, setEditing] = useState<Alert | null>(null);
  const invalidate = () => {
    void qc.invalidateQueries({ queryKey: alertsKeys.all });
  };
  const pause = useMutation({
    mutationFn: (a: Alert) => setAlertActive(a.id, !a.isActive),
    onSuccess: invalidate,
    onError: (err) => toast.error('Could not change the alert', { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: (a: Alert) => deleteAlert(a.id),
    onSuccess: () => {
      toast.success('Alert deleted');
      invalidate();
    },
    onError: (err) => toast.error('Could not delete the alert', { description: errorText(err) }),
  });
  const active = alerts.data?.alerts.filter((a) => a.isActive).length ?? 0;

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{editing ? 'Edit rate alert' : 'New rate alert'}</CardTitle>
          <CardDescription>
            We notify you once each time the rate crosses your target, and again only after it
            crosses back. Up to {MAX_ACTIVE_ALERTS} active alerts.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AlertForm editing={editing} onDone={() => setEditing(null)} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your alerts</CardTitle>
          <CardDescription>
            {active} of {MAX_ACTIVE_ALERTS} active
          </CardDescription>
        </CardHeader>
        <CardContent>
          {alerts.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : !alerts.data?.alerts.length ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <BellRing className="size-4" aria-hidden="true" /> No alerts yet. Create one above.
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Rate alerts">
              {alerts.data.alerts.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="alert-row"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">
                      {a.displayName} · {ALERT_DIRECTION_LABELS[a.direction]}{' '}
                      {formatRate(a.targetRate)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {[a.channelEmail && 'Email', a.channelInApp && 'In-app']
                        .filter(Boolean)
                        .join(' and ')}
                      {a.lastTriggeredAt
                        ? ` · Triggered at ${formatRate(a.lastTriggeredRate!)} on ${formatDateTime(a.lastTriggeredAt)}`
                        : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Badge variant={!a.isActive ? 'muted' : a.armed ? 'success' : 'secondary'}>
                      {!a.isActive ? 'Paused' : a.armed ? 'Watching' : 'Triggered'}
                    </Badge>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Edit alert ${a.displayName} ${formatRate(a.targetRate)}`}
                      onClick={() => setEditing(a)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`${a.isActive ? 'Pause' : 'Resume'} alert ${a.displayName} ${formatRate(a.targetRate)}`}
                      onClick={() => pause.mutate(a)}
                    >
                      {a.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Delete alert ${a.displayName} ${formatRate(a.targetRate)}`}
                      onClick={() => remove.mutate(a)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
