import { ShieldCheck, Smartphone } from 'lucide-react';
import { TRUST_DEVICE_DAYS } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useDevices, useRevokeTrust } from '../api/devices';

/**
 * The browsers this account signed in from (issue 39): a sign-in from one not listed mails the
 * person and rings the bell; a trusted one skips the second factor until its date, and can stop
 * being trusted here.
 */
export function TrustedDevicesCard() {
  const { t } = useT();
  const fmt = useFormat();
  const { data: devices, isPending, isError, error, refetch } = useDevices();
  const revoke = useRevokeTrust();

  const stopTrusting = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(t('devices.revoked')),
      onError: (err) => toast.error(t('devices.revokeError'), { description: errorText(err) }),
    });

  return (
    <Card id="devices">
      <CardHeader>
        <CardTitle as="h3">{t('devices.title')}</CardTitle>
        <CardDescription>{t('devices.intro', { days: TRUST_DEVICE_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              {t('devices.loading')}
            </span>
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="text-destructive">{errorText(error)}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
              {t('security.tryAgain')}
            </Button>
          </div>
        ) : devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('devices.none')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('devices.title')}>
            {devices.map((d) => {
              const descId = `device-${d.id}`;
              return (
                <li
                  key={d.id}
                  data-testid="device-row"
                  className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div id={descId} className="flex min-w-0 items-start gap-3">
                    {d.trustedUntil ? (
                      <ShieldCheck
                        className="mt-0.5 size-5 shrink-0 text-emerald-700"
                        aria-hidden="true"
                      />
                    ) : (
                      <Smartphone
                        className="mt-0.5 size-5 shrink-0 text-slate-600"
                        aria-hidden="true"
                      />
                    )}
                    <div className="min-w-0 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                        {d.label}
                        {d.current ? (
                          <Badge variant="success">{t('security.thisDevice')}</Badge>
                        ) : null}
                      </p>
                      <p className="text-slate-700">
                        {d.trustedUntil
                          ? t('devices.trustedUntil', { date: fmt.dateTime(d.trustedUntil) })
                          : t('devices.notTrusted')}
                      </p>
                      <p className="text-slate-700">
                        {t('devices.lastSignIn', { date: fmt.dateTime(d.lastSeenAt) })}
                      </p>
                    </div>
                  </div>
                  {d.trustedUntil ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start sm:self-center"
                      aria-describedby={descId}
                      disabled={revoke.isPending}
                      aria-busy={revoke.isPending && revoke.variables === d.id}
                      onClick={() => stopTrusting(d.id)}
                    >
                      {t('devices.revoke')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
