import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Smartphone } from 'lucide-react';
import { PUSH_KINDS, type PushDevice, type PushKind } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { currentPushSubscription, pushSupported, subscribeToPush } from '@/lib/pwa';
import { toast } from '@/lib/toast';
import {
  listPushDevices,
  pushConfig,
  pushKeys,
  removePushDevice,
  savePushKinds,
  savePushSubscription,
} from '../api/push';

/**
 * Push notifications (issue 39), chosen per device and per kind: this browser can be turned on
 * (the browser asks for permission), then each kind ticked; other devices are listed to remove.
 * The same notices as the bell's are pushed.
 */
export function PushSettings() {
  const { t } = useT();
  const qc = useQueryClient();
  const supported = pushSupported();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void currentPushSubscription().then((s) => setEndpoint(s?.endpoint ?? null));
  }, []);
  const config = useQuery({ queryKey: [...pushKeys.all, 'config'], queryFn: pushConfig });
  const devices = useQuery({
    queryKey: [...pushKeys.all, 'devices', endpoint ?? null],
    queryFn: () => listPushDevices(endpoint ?? null),
    enabled: endpoint !== undefined,
    select: (r) => r.devices,
  });
  const put = (r: { devices: PushDevice[] }, at: string | null) =>
    qc.setQueryData([...pushKeys.all, 'devices', at], r);
  const kindName = (k: PushKind) => t(`push.kind.${k}` as MessageId);

  const turnOn = useMutation({
    mutationFn: async () => {
      const sub = await subscribeToPush(config.data!.publicKey!);
      if (!sub) throw new Error(t('push.permissionDenied'));
      const r = await savePushSubscription(sub, [...PUSH_KINDS]);
      return { r, at: sub.endpoint };
    },
    onSuccess: ({ r, at }) => {
      put(r, at);
      setEndpoint(at);
      toast.success(t('push.turnedOn'));
    },
    onError: (err) => toast.error(t('push.error'), { description: errorText(err) }),
  });
  const kinds = useMutation({
    mutationFn: (next: PushKind[]) => savePushKinds(endpoint!, next),
    onSuccess: (r) => put(r, endpoint ?? null),
    onError: (err) => toast.error(t('push.error'), { description: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: async (d: PushDevice) => {
      if (d.current) await (await currentPushSubscription())?.unsubscribe();
      const r = await removePushDevice(d.id, d.current ? null : (endpoint ?? null));
      return { r, current: d.current };
    },
    onSuccess: ({ r, current }) => {
      const at = current ? null : (endpoint ?? null);
      if (current) setEndpoint(null);
      put(r, at);
      toast.success(t('push.removed'));
    },
    onError: (err) => toast.error(t('push.error'), { description: errorText(err) }),
  });

  const mine = devices.data?.find((d) => d.current);
  const others = devices.data?.filter((d) => !d.current) ?? [];
  const toggle = (k: PushKind, on: boolean) => {
    const now = new Set(mine?.kinds ?? []);
    if (on) now.add(k);
    else now.delete(k);
    kinds.mutate(PUSH_KINDS.filter((x) => now.has(x)));
  };

  return (
    <Card id="push-settings">
      <CardHeader>
        <CardTitle>{t('push.title')}</CardTitle>
        <CardDescription>{t('push.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!supported ? (
          <p className="text-sm text-muted-foreground">{t('push.unsupported')}</p>
        ) : config.isLoading || endpoint === undefined || devices.isLoading ? (
          <Skeleton className="h-24" />
        ) : config.isError || devices.isError ? (
          <p role="alert">{t('push.loadError')}</p>
        ) : !config.data?.enabled ? (
          <p className="text-sm text-muted-foreground">{t('push.notOffered')}</p>
        ) : mine ? (
          <fieldset className="grid gap-2" disabled={kinds.isPending}>
            <legend className="mb-1 text-sm font-semibold text-navy-900">
              {t('push.thisDeviceKinds', { device: mine.label })}
            </legend>
            {PUSH_KINDS.map((k) => (
              <div key={k} className="flex items-start gap-3">
                <input
                  id={`push-${k}`}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-navy-900"
                  checked={mine.kinds.includes(k)}
                  onChange={(e) => toggle(k, e.target.checked)}
                  aria-describedby={`push-${k}-hint`}
                />
                <div className="min-w-0">
                  <label htmlFor={`push-${k}`} className="text-sm font-medium text-navy-900">
                    {kindName(k)}
                  </label>
                  <p id={`push-${k}-hint`} className="text-xs text-muted-foreground">
                    {t(`push.hint.${k}` as MessageId)}
                  </p>
                </div>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={remove.isPending}
              onClick={() => remove.mutate(mine)}
            >
              {t('push.turnOff')}
            </Button>
          </fieldset>
        ) : (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-slate-700">{t('push.offHere')}</p>
            <Button
              type="button"
              disabled={turnOn.isPending}
              aria-busy={turnOn.isPending}
              onClick={() => turnOn.mutate()}
            >
              <BellRing aria-hidden="true" />
              {t('push.turnOn')}
            </Button>
          </div>
        )}
        {others.length ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-navy-900">{t('push.otherDevices')}</h3>
            <ul className="grid gap-2">
              {others.map((d) => (
                <li
                  key={d.id}
                  data-testid="push-device"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                >
                  <div className="flex min-w-0 items-start gap-3 text-sm">
                    <Smartphone className="mt-0.5 size-5 text-slate-600" aria-hidden="true" />
                    <div>
                      <p className="font-semibold text-navy-900">{d.label}</p>
                      <p className="flex flex-wrap gap-1">
                        {d.kinds.length ? (
                          d.kinds.map((k) => (
                            <Badge key={k} variant="secondary">
                              {kindName(k)}
                            </Badge>
                          ))
                        ) : (
                          <span className="text-muted-foreground">{t('push.noKinds')}</span>
                        )}
                      </p>
                    </div>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(d)}
                  >
                    {t('push.remove', { device: d.label })}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
