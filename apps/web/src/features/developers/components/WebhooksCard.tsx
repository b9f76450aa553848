import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Webhook } from 'lucide-react';
import {
  WEBHOOK_EVENTS,
  WebhookEndpointCreateSchema,
  type WebhookEndpointCreate,
  type WebhookEndpointView,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { CodeChecklist } from './CodeChecklist';
import { EVENT_IDS } from './labels';
import {
  createEndpoint,
  deleteEndpoint,
  developersKeys,
  endpointsQueryOptions,
  rotateEndpointSecret,
  setEndpointEnabled,
} from '../api/developers';
import { DeliveryLog } from './DeliveryLog';
import { ManagedByAdmins } from './ManagedByAdmins';
import { SecretOnce } from './SecretOnce';

/** An address, the same in every language. */
const URL_EXAMPLE = 'https://example.com/webhooks/mizani';

const EMPTY: WebhookEndpointCreate = {
  url: '',
  events: ['order.filled', 'order.rejected'],
  description: '',
};

/** Webhook endpoints: add (signing secret shown once), pause, remove, and each one's deliveries. */
export function WebhooksCard() {
  const qc = useQueryClient();
  const endpoints = useQuery(endpointsQueryOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { t } = useT();
  const invalidate = () => void qc.invalidateQueries({ queryKey: developersKeys.endpoints });
  const form = useForm<WebhookEndpointCreate>({
    resolver: zodResolver(WebhookEndpointCreateSchema) as never,
    defaultValues: EMPTY,
  });
  const create = useMutation({
    mutationFn: createEndpoint,
    onSuccess: (r) => {
      form.reset(EMPTY);
      invalidate();
      setSecret(r.secret);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof WebhookEndpointCreate, { message: v });
      toast.error(t('dev.endpointNotAdded'), { description: errorText(err) });
    },
  });
  const toggle = useMutation({
    mutationFn: (e: WebhookEndpointView) => setEndpointEnabled(e.id, e.status !== 'enabled'),
    onSuccess: invalidate,
    onError: (err) => toast.error(t('dev.endpointChangeError'), { description: errorText(err) }),
  });
  const rotate = useMutation({
    mutationFn: (e: WebhookEndpointView) => rotateEndpointSecret(e.id),
    onSuccess: (r) => {
      setSecret(r.secret);
      toast.success(t('dev.secretIssued'), { description: t('dev.secretIssuedDetail') });
    },
    onError: (err) => toast.error(t('dev.rotateError'), { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: (e: WebhookEndpointView) => deleteEndpoint(e.id),
    onSuccess: () => {
      toast.success(t('dev.endpointRemoved'));
      invalidate();
    },
    onError: (err) => toast.error(t('dev.endpointRemoveError'), { description: errorText(err) }),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('dev.webhooksTitle')}</CardTitle>
        <CardDescription>{t('dev.webhooksIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {secret ? (
          <SecretOnce
            label={t('dev.signingSecret')}
            secret={secret}
            onDone={() => setSecret(null)}
          />
        ) : endpoints.data && !endpoints.data.canManage ? (
          <ManagedByAdmins what={t('dev.whatEndpoints')} />
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((v) => create.mutate(v))}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('dev.endpointUrl')} required error={errors.url?.message}>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder={URL_EXAMPLE}
                  {...form.register('url')}
                />
              </FormField>
              <FormField label={t('dev.descriptionOptional')} error={errors.description?.message}>
                <Input {...form.register('description')} />
              </FormField>
            </div>
            <CodeChecklist
              legend={t('dev.events')}
              codes={WEBHOOK_EVENTS}
              labels={EVENT_IDS}
              field={form.register('events')}
              error={errors.events?.message}
            />
            <div>
              <Button type="submit" disabled={create.isPending}>
                {t('dev.addEndpoint')}
              </Button>
            </div>
          </form>
        )}
        {endpoints.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : endpoints.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('dev.endpointsLoadError', { error: errorText(endpoints.error) })}
          </p>
        ) : !endpoints.data.endpoints.length ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Webhook className="size-4" aria-hidden="true" /> {t('dev.noEndpoints')}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('dev.endpoints')}>
            {endpoints.data.endpoints.map((e) => (
              <li key={e.id} className="grid gap-3 py-3" data-testid="webhook-row">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-mono text-sm break-all text-navy-900">{e.url}</p>
                    <p className="text-xs text-muted-foreground">
                      {e.description ? `${e.description} · ` : ''}
                      {e.events.join(', ')}
                      {e.disabledReason ? ` · ${e.disabledReason}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {e.mode === 'test' ? (
                      <Badge variant="secondary" title={t('dev.testEndpointTitle')}>
                        {t('dev.badgeTest')}
                      </Badge>
                    ) : null}
                    <Badge variant={e.status === 'enabled' ? 'success' : 'muted'}>
                      {e.status === 'enabled' ? t('dev.enabled') : t('dev.disabled')}
                    </Badge>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open === e.id}
                      onClick={() => setOpen(open === e.id ? null : e.id)}
                    >
                      {open === e.id ? t('dev.hideDeliveries') : t('dev.deliveries')}
                    </Button>
                    {endpoints.data.canManage ? (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('dev.rotateNamed', { url: e.url })}
                          onClick={() => {
                            if (window.confirm(t('dev.rotateConfirm'))) rotate.mutate(e);
                          }}
                        >
                          {t('dev.rotate')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => toggle.mutate(e)}>
                          {e.status === 'enabled' ? t('dev.disable') : t('dev.enable')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('dev.removeNamed', { url: e.url })}
                          onClick={() => {
                            if (window.confirm(t('dev.removeConfirm'))) remove.mutate(e);
                          }}
                        >
                          {t('security.remove')}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </div>
                {open === e.id ? (
                  <DeliveryLog endpointId={e.id} canRedeliver={endpoints.data.canManage} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
