import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Webhook } from 'lucide-react';
import {
  WEBHOOK_EVENT_LABELS,
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
import { CodeChecklist } from './CodeChecklist';
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
      toast.error('Endpoint not added', { description: errorText(err) });
    },
  });
  const toggle = useMutation({
    mutationFn: (e: WebhookEndpointView) => setEndpointEnabled(e.id, e.status !== 'enabled'),
    onSuccess: invalidate,
    onError: (err) => toast.error('Could not change the endpoint', { description: errorText(err) }),
  });
  const rotate = useMutation({
    mutationFn: (e: WebhookEndpointView) => rotateEndpointSecret(e.id),
    onSuccess: (r) => {
      setSecret(r.secret);
      toast.success('New secret issued', {
        description: 'The old secret keeps signing beside it for 24 hours.',
      });
    },
    onError: (err) => toast.error('Could not rotate the secret', { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: (e: WebhookEndpointView) => deleteEndpoint(e.id),
    onSuccess: () => {
      toast.success('Endpoint removed');
      invalidate();
    },
    onError: (err) => toast.error('Could not remove the endpoint', { description: errorText(err) }),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Webhooks</CardTitle>
        <CardDescription>
          We POST each event to your endpoints, signed per the Standard Webhooks specification, and
          retry with backoff for 24 hours until your receiver answers 2xx.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {secret ? (
          <SecretOnce
            label="Your endpoint's signing secret"
            secret={secret}
            onDone={() => setSecret(null)}
          />
        ) : endpoints.data && !endpoints.data.canManage ? (
          <ManagedByAdmins what="add, change or remove webhook endpoints" />
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((v) => create.mutate(v))}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Endpoint URL" required error={errors.url?.message}>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/webhooks/mizani"
                  {...form.register('url')}
                />
              </FormField>
              <FormField label="Description (optional)" error={errors.description?.message}>
                <Input {...form.register('description')} />
              </FormField>
            </div>
            <CodeChecklist
              legend="Events"
              codes={WEBHOOK_EVENTS}
              labels={WEBHOOK_EVENT_LABELS}
              field={form.register('events')}
              error={errors.events?.message}
            />
            <div>
              <Button type="submit" disabled={create.isPending}>
                Add endpoint
              </Button>
            </div>
          </form>
        )}
        {endpoints.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : endpoints.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your endpoints could not be loaded: {errorText(endpoints.error)}
          </p>
        ) : !endpoints.data.endpoints.length ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Webhook className="size-4" aria-hidden="true" /> No webhook endpoints yet.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Webhook endpoints">
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
                      <Badge variant="secondary" title="Added with a test key: sandbox events only">
                        Test
                      </Badge>
                    ) : null}
                    <Badge variant={e.status === 'enabled' ? 'success' : 'muted'}>
                      {e.status === 'enabled' ? 'Enabled' : 'Disabled'}
                    </Badge>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open === e.id}
                      onClick={() => setOpen(open === e.id ? null : e.id)}
                    >
                      {open === e.id ? 'Hide deliveries' : 'Deliveries'}
                    </Button>
                    {endpoints.data.canManage ? (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Rotate the secret of ${e.url}`}
                          onClick={() => {
                            if (
                              window.confirm(
                                'Issue a new signing secret? The old one keeps working for 24 hours.',
                              )
                            )
                              rotate.mutate(e);
                          }}
                        >
                          Rotate secret
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => toggle.mutate(e)}>
                          {e.status === 'enabled' ? 'Disable' : 'Enable'}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remove endpoint ${e.url}`}
                          onClick={() => {
                            if (
                              window.confirm(
                                'Remove this endpoint? Pending deliveries are dropped.',
                              )
                            )
                              remove.mutate(e);
                          }}
                        >
                          Remove
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
