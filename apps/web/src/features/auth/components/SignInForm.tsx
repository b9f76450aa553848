import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { type SignInInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { describeErrorLater, errorTextLater, warmErrorWords } from '@/lib/error-text-later';
import { EARLY_TAP_BUSY } from '@/lib/early-tap';
import { useT } from '@/lib/i18n/use-t';
import {
  passkeyAutofillAvailable,
  resendVerificationEmail,
  signInWithPasskey,
  signInWithPassword,
} from '../api/auth';
import { ProviderButtons } from './ProviderButtons';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { loadAuthClient } from '@/lib/session';

// What the first screen does not show loads on the way to it (decision 027): the second step
// with each submit (beside the request that may ask for it), the reset form when the pointer or
// focus reaches its link.
const loadChallenge = () => import('./TwoFactorChallenge');
const TwoFactorChallenge = lazy(() =>
  loadChallenge().then((m) => ({ default: m.TwoFactorChallenge })),
);
const loadForgot = () => import('./ForgotPassword');
const ForgotPassword = lazy(() => loadForgot().then((m) => ({ default: m.ForgotPassword })));

type Step = 'password' | 'challenge' | 'forgot';

const signIn = lazyZodResolver<SignInInput>(() =>
  import('@mizani/shared/schemas/auth').then((m) => m.signInSchema),
);

/**
 * Email and password, then a second factor when the account has one; resend and reset. Or a
 * passkey (the button, or the browser's suggestion in the email field) or an OpenID Connect
 * provider, which need no password.
 */
export function SignInForm({
  onSignedIn,
  redirectTo = '/dashboard',
  challenge = false,
}: {
  onSignedIn: () => void;
  /** Where a provider sends the browser back after signing in. */
  redirectTo?: string;
  /** An OpenID Connect sign-in came back asking for the second factor (/auth?twoFactor=1). */
  challenge?: boolean;
}) {
  const { t, locale } = useT();
  const [step, setStep] = useState<Step>(challenge ? 'challenge' : 'password');
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: signIn.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  // What a submit needs (the schema, better-auth's client, the second step), fetched while the
  // person types, not after the tap: on a phone each is a round trip before the request leaves.
  const warm = () => {
    signIn.warm();
    void loadAuthClient().catch(() => undefined);
    void loadChallenge().catch(() => undefined);
  };
  const formRef = useRef<HTMLFormElement>(null);
  // Focused before the form hydrated (typing into the pre-rendered page): warm now.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) warm();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setUnverified(null);
    setRefusal(null);
    void loadChallenge().catch(() => undefined);
    warmErrorWords();
    const { data, error } = await signInWithPassword(values);
    if (error) {
      const words = await describeErrorLater(error);
      const msg = (error as { message?: unknown }).message;
      if (
        words.code === 'INVALID_EMAIL_OR_PASSWORD' ||
        (typeof msg === 'string' && /invalid (email or password|login credentials)/i.test(msg))
      ) {
        toast.error(t('auth.invalidCredentials'), {
          description: t('auth.invalidCredentialsText'),
        });
      } else if (words.code === 'EMAIL_NOT_VERIFIED') {
        setUnverified(values.email);
      } else {
        // Spec §8 "Sign in failed" with the message: our words for it, never the server's text.
        toast.error(t('auth.signInFailed'), { description: words.description });
        // A lock or a rate limit lasts minutes: keep it on screen after the toast has gone.
        if (words.kind === 'locked' || words.kind === 'rate-limited') setRefusal(words.description);
      }
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStep('challenge');
      return;
    }
    onSignedIn();
  });

  // Conditional UI: where supported, the browser lists this site's passkeys in the email field's
  // suggestions; choosing one signs in without a password. The request waits until then.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    if (step !== 'password') return;
    let live = true;
    void passkeyAutofillAvailable().then(async (ok) => {
      if (!ok || !live) return;
      const { data, error } = await signInWithPasskey(true);
      if (live && data && !error) signedIn.current();
    });
    return () => {
      live = false;
    };
  }, [step]);

  const passkey = async () => {
    setPasskeyBusy(true);
    setRefusal(null);
    const { data, error } = await signInWithPasskey(false);
    setPasskeyBusy(false);
    if (error || !data) {
      const code = (error as { code?: string } | null)?.code;
      // Closing the browser's passkey window is not a failure worth a toast.
      if (code === 'ERROR_CEREMONY_ABORTED' || code === 'AUTH_CANCELLED') return;
      const words = await describeErrorLater(error);
      toast.error(t('auth.signInFailed'), { description: words.description });
      return;
    }
    onSignedIn();
  };

  const resend = async () => {
    if (!unverified) return;
    const { error } = await resendVerificationEmail(
      unverified,
      locale === 'en' ? undefined : locale,
      redirectTo,
    );
    if (error) toast.error(t('auth.emailFailed'), { description: await errorTextLater(error) });
    else
      toast.success(t('auth.verificationSent'), {
        description: t('auth.checkInbox', { email: unverified }),
      });
  };

  if (step === 'challenge')
    return (
      <Suspense fallback={null}>
        <TwoFactorChallenge onDone={onSignedIn} />
      </Suspense>
    );
  if (step === 'forgot')
    return (
      <Suspense fallback={null}>
        <ForgotPassword onBack={() => setStep('password')} />
      </Suspense>
    );

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={warm} noValidate className="grid gap-4">
      <FormField
        label={t('validation.field.email')}
        required
        error={formState.errors.email?.message}
      >
        <Input
          type="email"
          autoComplete="email webauthn"
          disabled={formState.isSubmitting}
          {...register('email')}
        />
      </FormField>
      <FormField label={t('auth.password')} required error={formState.errors.password?.message}>
        {(p) => (
          <PasswordInput
            {...p}
            autoComplete="current-password"
            disabled={formState.isSubmitting}
            {...register('password')}
          />
        )}
      </FormField>
      {unverified ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{t('auth.verifyFirst', { email: unverified })}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={resend}
          >
            {t('auth.resend')}
          </Button>
        </div>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.signingIn') : t('auth.submit')}
      </Button>
      <Button
        type="button"
        variant="link"
        // A tap before the islands' script ran is replayed once hydrated (lib/early-tap.ts).
        data-early-tap="auth-forgot"
        className={`justify-self-center ${EARLY_TAP_BUSY}`}
        onPointerEnter={() => void loadForgot().catch(() => undefined)}
        onFocus={() => void loadForgot().catch(() => undefined)}
        onClick={() => setStep('forgot')}
      >
        {t('auth.forgot')}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={passkeyBusy}
        aria-busy={passkeyBusy}
        onClick={passkey}
      >
        <KeyRound aria-hidden="true" />
        {passkeyBusy ? t('auth.passkeyWaiting') : t('auth.passkey')}
      </Button>
      <ProviderButtons redirectTo={redirectTo} />
    </form>
  );
}
