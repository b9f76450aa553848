import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/nav';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { loadAuthClient } from '@/lib/session';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { useT } from '@/lib/i18n/use-t';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const resetResolver = lazyZodResolver<{ password: string; confirm: string }>(() =>
  import('@mizani/shared/schemas/auth').then((m) => m.resetPasswordSchema),
);

/**
 * Target of the single-use reset link (better-auth redirects here with ?token= or ?error=); the
 * French and Swahili twins are where a reset asked from /fr/auth or /sw/auth leads.
 */
export default function ResetPasswordPage() {
  const { t, lp } = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(!!params.get('error'));
  // Issue 33: whoever lost access may also end the passkeys (the reset mail lists them).
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const form = useForm<{ password: string; confirm: string }>({
    resolver: resetResolver.resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    let error: unknown;
    try {
      const client = await loadAuthClient();
      // removePasskeys is ours: the server's before hook reads it (auth/hooks/security-changes.ts).
      const body = { newPassword: password, token, ...(removePasskeys ? { removePasskeys } : {}) };
      ({ error } = await client.resetPassword(body as { newPassword: string; token: string }));
    } catch (err) {
      error = err;
    }
    if (error) {
      const words = describeError(error);
      if (words.code === 'INVALID_TOKEN' || words.code === 'TOKEN_EXPIRED') {
        setFailed(true);
      } else if (words.code?.startsWith('PASSWORD_')) {
        // Too short, too long, too common: the new password's field says why.
        form.setError('password', { message: words.description }, { shouldFocus: true });
      } else {
        // A refusal (network, security, rate limit) leaves the link usable: keep the form.
        toast.error(t('auth.resetFailed'), { description: words.description });
      }
      return;
    }
    toast.success(t('auth.resetDone'), { description: t('auth.resetDoneText') });
    navigate(lp(paths.auth.path), { replace: true });
  });
  return (
    <>
      <Seo path={paths.resetPassword.path} />
      <section className="bg-surface pb-20 pt-8 sm:pt-12">
        <div className="container-page flex flex-col items-center">
          <Card className="w-full max-w-md">
            <CardHeader>
              <h1 className="text-2xl font-bold tracking-tight text-navy-900">
                {t('auth.resetTitle')}
              </h1>
            </CardHeader>
            <CardContent>
              {!token || failed ? (
                <p role="alert" className="text-sm text-destructive">
                  {t('auth.resetInvalid')}{' '}
                  <Link to={lp(paths.auth.path)} className="underline">
                    {t('auth.resetNewLink')}
                  </Link>
                </p>
              ) : (
                <form
                  onSubmit={onSubmit}
                  onFocus={resetResolver.warm}
                  noValidate
                  className="grid gap-4"
                >
                  <FormField
                    label={t('auth.resetNewPassword')}
                    required
                    error={form.formState.errors.password?.message}
                  >
                    {(p) => (
                      <PasswordInput
                        {...p}
                        autoComplete="new-password"
                        {...form.register('password')}
                      />
                    )}
                  </FormField>
                  <PasswordStrengthMeter password={form.watch('password')} />
                  <FormField
                    label={t('auth.resetConfirm')}
                    required
                    error={form.formState.errors.confirm?.message}
                  >
                    {(p) => (
                      <PasswordInput
                        {...p}
                        autoComplete="new-password"
                        {...form.register('confirm')}
                      />
                    )}
                  </FormField>
                  <div className="grid gap-1">
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-navy-900"
                        checked={removePasskeys}
                        aria-describedby="reset-passkeys-hint"
                        onChange={(e) => setRemovePasskeys(e.target.checked)}
                      />
                      {t('auth.resetRemovePasskeys')}
                    </label>
                    <p id="reset-passkeys-hint" className="text-xs text-slate-600">
                      {t('auth.resetRemovePasskeysHint')}
                    </p>
                  </div>
                  <Button type="submit" disabled={form.formState.isSubmitting}>
                    {t('auth.resetSubmit')}
                  </Button>
                </form>
              )}
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}
