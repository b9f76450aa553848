import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BellRing, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import {
  ALERT_DIRECTION_LABELS,
  AlertInputSchema,
  MAX_ACTIVE_ALERTS,
  type Alert,
  type AlertInput,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, api } from '@/lib/api';
import { cn } from '@/lib/utils';
import { errorText } from '@/lib/error-messages';
import { ratesQueryOptions } from '@/features/rates/api/rates';
import { formatRate, formatUtcTime } from '@/lib/format';
import { alertsKeys, alertsQueryOptions } from '../api/alerts';

const EMPTY: AlertInput = {
  pairId: '',
  direction: 'above',
  targetRate: '',
  channelEmail: true,
  channelInApp: true,
  isActive: true,
};

function AlertForm({ editing, onDone }: { editing: Alert | null; onDone: () => void }) {
  const qc = useQueryClient();
  const rates = useQuery(ratesQueryOptions());
  const form = useForm<AlertInput>({
    resolver: zodResolver(AlertInputSchema) as never,
    values: editing
      ? {
          pairId: editing.pairId,
          direction: editing.direction,
          targetRate: editing.targetRate,
          channelEmail: editing.channelEmail,
          channelInApp: editing.channelInApp,
          isActive: editing.isActive,
        }
      : EMPTY,
  });
  const save = useMutation({
    mutationFn: (body: AlertInput) =>
      editing
        ? api(`/api/alerts/${editing.id}`, { method: 'PUT', body })
        : api('/api/alerts', { method: 'POST', body }),
    onSuccess: () => {
      toast.success(editing ? 'Alert updated' : 'Alert created');
      form.reset(EMPTY);
      void qc.invalidateQueries({ queryKey: alertsKeys.all });
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof AlertInput, { message: v });
      toast.error(editing ? 'Alert not updated' : 'Alert not created', {
        description: errorText(err),
      });
    },
  });
  const { errors } = form.formState;
  const pairId = form.watch('pairId');
  const current = rates.data?.rates.find((r) => r.pairId === pairId);
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Currency pair" required error={errors.pairId?.message}>
          <select className={cn(inputClasses, 'appearance-auto')} {...form.register('pairId')}>
            <option value="">Choose a pair</option>
            {rates.data?.rates.map((r) => (
              <option key={r.pairId} value={r.pairId}>
                {r.displayName}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Direction" required error={errors.direction?.message}>
          <select className={cn(inputClasses, 'appearance-auto')} {...form.register('direction')}>
            <option value="above">{ALERT_DIRECTION_LABELS.above}</option>
            <option value="below">{ALERT_DIRECTION_LABELS.below}</option>
          </select>
        </FormField>
        <FormField
          label="Target rate"
          required
          error={errors.targetRate?.message}
          hint={current ? `Now ${formatRate(current.mid)}` : undefined}
        >
          <Input inputMode="decimal" {...form.register('targetRate')} />
        </FormField>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">Notify me by</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('channelEmail')} /> Email
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('channelInApp')} /> In-app
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('isActive')} /> Active
        </label>
        {errors.channelInApp?.message ? (
          <p role="alert" className="w-full text-sm font-medium text-destructive">
            {errors.channelInApp.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save Alert' : 'Create Alert'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Dashboard alerts tab: the client's rate alerts (create, edit, pause, delete). */
export function AlertsTab() {
  const qc = useQueryClient();
  const alerts = useQuery(alertsQueryOptions());
  const [editing, setEditing] = useState<Alert | null>(null);
  const invalidate = () => {
    void qc.invalidateQueries({ queryKey: alertsKeys.all });
  };
  const pause = useMutation({
    mutationFn: (a: Alert) =>
      api(`/api/alerts/${a.id}/active`, { method: 'PATCH', body: { isActive: !a.isActive } }),
    onSuccess: invalidate,
    onError: (err) => toast.error('Could not change the alert', { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: (a: Alert) => api(`/api/alerts/${a.id}`, { method: 'DELETE' }),
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
                        ? ` · Triggered at ${formatRate(a.lastTriggeredRate!)} on ${formatUtcTime(a.lastTriggeredAt)}`
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
