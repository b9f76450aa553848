import { useState } from 'react';
import { useNavigate } from '@/lib/nav';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { LogOut, Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-client';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { describeDevice } from '../lib/device';
import { useSecurityOverview } from '../api/sign-in-methods';
import {
  profileKeys,
  revokeAllSessions,
  revokeSession,
  signOut,
  useSessions,
  type ActiveSession,
} from '../api/profile';

const SECOND_FACTOR: Record<
  string,
  'security.methodTotp' | 'security.methodSms' | 'security.methodBackup'
> = {
  totp: 'security.methodTotp',
  sms: 'security.methodSms',
  backup_code: 'security.methodBackup',
};

/** Active sessions (better-auth list-sessions) with per-device and global sign-out. */
export function SessionsCard() {
  const { data: current } = useSession();
  const { data: sessions, isPending, isError, error, refetch } = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const currentId = current?.session.id;
  const { data: security } = useSecurityOverview();
  const providerLabel = (id: string) => security?.providers.find((p) => p.id === id)?.label ?? id;
  const { t } = useT();
  const fmt = useFormat();
  const deviceWords = {
    unknown: t('security.deviceUnknown'),
    browserOn: (browser: string, os: string) => t('security.deviceBrowserOn', { browser, os }),
    anyBrowserOn: (os: string) => t('security.deviceAnyBrowserOn', { os }),
  };
  /** "Password and text message", "Acme ID": first factor, then the second (session.sign_in_method). */
  const methodWords = (method: string | null | undefined) => {
    if (!method) return t('security.methodNotRecorded');
    const [first = '', second] = method.split('+');
    const firstWords = first.startsWith('oidc:')
      ? providerLabel(first.slice(5))
      : first === 'passkey'
        ? t('security.methodPasskey')
        : t('security.methodPassword');
    const secondId = SECOND_FACTOR[second ?? ''];
    return secondId
      ? t('security.methodAnd', { first: firstWords, second: t(secondId) })
      : firstWords;
  };

  const leave = async () => {
    try {
      await signOut();
    } catch (err) {
      console.warn('signOut failed', err);
    }
    navigate(paths.auth.getHref(), { replace: true });
  };

  const signOutOne = async (s: ActiveSession) => {
    setBusy(s.id);
    try {
      if (s.id === currentId) {
        await leave();
        return;
      }
      const { error: e } = await revokeSession(s.token);
      if (e) throw e;
      toast.success(t('security.signedOutDevice'));
      await qc.invalidateQueries({ queryKey: profileKeys.sessions });
    } catch (err) {
      toast.error(t('security.signOutDeviceError'), {
        description: errorText(err),
      });
    } finally {
      setBusy(null);
    }
  };

  const signOutEverywhere = async () => {
    setBusy('all');
    const { error: e } = await revokeAllSessions();
    if (e) {
      setBusy(null);
      toast.error(t('security.signOutAllError'), { description: errorText(e) });
      return;
    }
    await leave();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('security.sessionsTitle')}</CardTitle>
        <CardDescription>{t('security.sessionsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              {t('security.sessionsLoading')}
            </span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="text-destructive">{errorText(error)}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
              {t('security.tryAgain')}
            </Button>
          </div>
        ) : sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('security.noSessions')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('security.sessionsTitle')}>
            {sessions.map((s) => {
              const device = describeDevice(s.userAgent, deviceWords);
              const mine = s.id === currentId;
              const descId = `session-${s.id}`;
              return (
                <li
                  key={s.id}
                  data-testid="session-row"
                  className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div id={descId} className="flex min-w-0 items-start gap-3">
                    <Monitor className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
                    <div className="min-w-0 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                        {device}
                        {mine ? <Badge variant="success">{t('security.thisDevice')}</Badge> : null}
                      </p>
                      <p className="text-slate-700" data-testid="session-method">
                        {t('security.signInWith', { method: methodWords(s.signInMethod) })}
                      </p>
                      <p className="text-slate-700">
                        {t('security.ipLastSeen', {
                          ip: s.ipAddress || t('security.ipUnknown'),
                        })}{' '}
                        <time dateTime={new Date(s.updatedAt).toISOString()}>
                          {fmt.dateTime(s.updatedAt)}
                        </time>
                      </p>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-center"
                    aria-describedby={descId}
                    disabled={busy !== null}
                    aria-busy={busy === s.id}
                    onClick={() => signOutOne(s)}
                  >
                    {t('security.signOutDevice')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="destructive"
          className="justify-self-start"
          disabled={busy !== null}
          aria-busy={busy === 'all'}
          onClick={signOutEverywhere}
        >
          <LogOut aria-hidden="true" />
          {busy === 'all' ? t('security.signingOut') : t('security.signOutAll')}
        </Button>
      </CardContent>
    </Card>
  );
}
