import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StepUpState } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { paths } from '@/config/paths';

type Method = StepUpState['methods'][number];

/**
 * "Confirm it's you" (issue 33): asked when the server refused a security change for want of a
 * recent proof. The password, or a code of the authenticator app or a text message, goes to
 * POST /api/security/step-up; the change is then retried by its caller (lib/step-up.ts).
 */
export function StepUpDialog({ done }: { done: (proven: boolean) => void }) {
  const { t } = useT();
  const state = useQuery({
    queryKey: ['me', 'step-up'],
    queryFn: ({ signal }) => api<StepUpState>('/api/security/step-up', { signal }),
    staleTime: 0,
    gcTime: 0,
  });
  const [method, setMethod] = useState<Method | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [smsSent, setSmsSent] = useState(false);
  const methods = state.data?.methods ?? [];
  const current = method ?? methods[0] ?? null;

  // Proven meanwhile (another tab, a fresh sign-in): nothing to ask.
  useEffect(() => {
    if (state.data?.fresh) done(true);
  }, [state.data?.fresh, done]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current || busy) return;
    if (!value.trim()) {
      setError(
        t(
          current === 'password'
            ? 'validation.profile.passwordRequired'
            : 'validation.profile.code',
        ),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/api/security/step-up', {
        method: 'POST',
        body:
          current === 'password'
            ? { method: 'password', password: value }
            : { method: current, code: value.trim() },
        steppedUp: true,
      });
      done(true);
    } catch (err) {
      const field = err instanceof ApiError ? Object.values(err.fields ?? {})[0] : undefined;
      setError(
        field && err instanceof ApiError && err.status === 400
          ? t(current === 'password' ? 'security.passwordWrong' : 'security.stepUpWrongCode')
          : errorText(err),
      );
    } finally {
      setBusy(false);
    }
  };

  const sendSms = async () => {
    setError(null);
    const { error: sent } = await authClient.twoFactor.sendOtp();
    if (sent) setError(errorText(sent));
    else setSmsSent(true);
  };

  const choose = (m: Method) => {
    setMethod(m);
    setValue('');
    setError(null);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && done(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.stepUpTitle')}</DialogTitle>
          <DialogDescription>{t('security.stepUpIntro')}</DialogDescription>
        </DialogHeader>
        {state.isPending ? (
          <Spinner label={t('security.stepUpLoading')} />
        ) : state.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(state.error)}
          </p>
        ) : !current ? (
          <div className="grid gap-4">
            <p className="text-sm">{t('security.stepUpSignIn')}</p>
            <DialogFooter>
              <Button asChild>
                <a href={paths.auth.getHref('/dashboard?tab=profile')}>
                  {t('security.stepUpSignInButton')}
                </a>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            {current === 'password' ? (
              <FormField label={t('security.password')} required error={error ?? undefined}>
                {(p) => (
                  <PasswordInput
                    {...p}
                    autoComplete="current-password"
                    value={value}
                    disabled={busy}
                    onChange={(e) => setValue(e.target.value)}
                  />
                )}
              </FormField>
            ) : (
              <FormField
                label={t(current === 'sms' ? 'security.stepUpSmsCode' : 'security.stepUpAppCode')}
                required
                error={error ?? undefined}
              >
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={value}
                    disabled={busy}
                    onChange={(e) => setValue(e.target.value)}
                  />
                )}
              </FormField>
            )}
            {current === 'sms' && (
              <Button type="button" variant="outline" onClick={sendSms} disabled={busy}>
                {t(smsSent ? 'security.stepUpSmsResend' : 'security.stepUpSmsSend')}
              </Button>
            )}
            {methods.length > 1 && (
              <div className="flex flex-wrap gap-2 text-sm">
                {methods
                  .filter((m) => m !== current)
                  .map((m) => (
                    <Button key={m} type="button" variant="link" onClick={() => choose(m)}>
                      {t(
                        m === 'password'
                          ? 'security.stepUpUsePassword'
                          : m === 'totp'
                            ? 'security.stepUpUseApp'
                            : 'security.stepUpUseSms',
                      )}
                    </Button>
                  ))}
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => done(false)} disabled={busy}>
                {t('security.stepUpCancel')}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? t('security.stepUpChecking') : t('security.stepUpConfirm')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
