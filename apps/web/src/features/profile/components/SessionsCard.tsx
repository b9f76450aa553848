import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LogOut, Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-client';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import { describeSignInMethod } from '@mizani/shared';
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
      toast.success('Signed out of that device');
      await qc.invalidateQueries({ queryKey: profileKeys.sessions });
    } catch (err) {
      toast.error('Could not sign out of that device', {
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
      toast.error('Could not sign out everywhere', { description: errorText(e) });
      return;
    }
    await leave();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Active sessions</CardTitle>
        <CardDescription>
          Devices signed in to your account. Sign out of any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your sessions
            </span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="text-destructive">{errorText(error)}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
              Try again
            </Button>
          </div>
        ) : sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active sessions.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Active sessions">
            {sessions.map((s) => {
              const device = describeDevice(s.userAgent);
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
                        {mine ? <Badge variant="success">This device</Badge> : null}
                      </p>
                      <p className="text-slate-700" data-testid="session-method">
                        Sign-in: {describeSignInMethod(s.signInMethod, providerLabel)}
                      </p>
                      <p className="text-slate-700">
                        IP {s.ipAddress || 'unknown'} · Last seen{' '}
                        <time dateTime={new Date(s.updatedAt).toISOString()}>
                          {formatDateTime(s.updatedAt)}
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
                    Sign out of this device
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
          {busy === 'all' ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}
