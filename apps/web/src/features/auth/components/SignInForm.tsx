import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { signInSchema, type SignInInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError, errorText } from '@/lib/error-messages';
import { loadAuthClient } from '@/lib/session';
import { PasswordInput } from './PasswordInput';

type Step = 'password' | 'totp' | 'backup' | 'forgot';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>('password');
  const [unverified, setUnverified] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setUnverified(null);
    setRefusal(null);
    let result;
    try {
      const client = await loadAuthClient();
      result = await client.signIn.email({ email: values.email, password: values.password });
    } catch (err) {
      result = { data: null, error: err };
    }
    const { data, error } = result;
    if (error) {
      const words = describeError(error);
      const msg = (error as { message?: unknown }).message;
      if (
        words.code === 'INVALID_EMAIL_OR_PASSWORD' ||
        (typeof msg === 'string' && /invalid (email or password|login credentials)/i.test(msg))
      ) {
        toast.error('Invalid credentials', {
          description: 'Please check your email and password and try again.',
        });
      } else if (words.code === 'EMAIL_NOT_VERIFIED') {
        setUnverified(values.email);
      } else {
        // Spec §8 "Sign in failed" with the message: our words for it, never the server's text.
        toast.error('Sign in failed', { description: words.description });
        // A lock or a rate limit lasts minutes: keep it on screen after the toast has gone.
        if (words.kind === 'locked' || words.kind === 'rate-limited') setRefusal(words.description);
      }
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStep('totp');
      return;
    }
    onSignedIn();
  });

  const resend = async () => {
    if (!unverified) return;
    let error: unknown;
    try {
      const client = await loadAuthClient();
      ({ error } = await client.sendVerificationEmail({
        email: unverified,
        callbackURL: '/auth?verified=1',
      }));
    } catch (err) {
      error = err;
    }
    if (error) toast.error('Could not send the email', { description: errorText(error) });
    else
      toast.success('Verification email sent', {
        description: `Check the inbox of ${unverified}.`,
      });
  };

  if (step === 'totp' || step === 'backup') {
    return <TwoFactorChallenge mode={step} onMode={setStep} onDone={onSignedIn} />;
  }
  if (step === 'forgot') return <ForgotPassword onBack={() => setStep('password')} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Email" required error={formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          disabled={formState.isSubmitting}
          {...register('email')}
        />
      </FormField>
      <FormField label="Password" required error={formState.errors.password?.message}>
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
          <p>
            Please verify your email address before signing in. Open the link we sent to{' '}
            {unverified}.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={resend}
          >
            Resend verification email
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
        {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => setStep('forgot')}
      >
        Forgot password?
      </Button>
    </form>
  );
}

const codeSchema = z.object({
  code: z.string().trim().min(6, 'Enter the code').max(20, 'Enter the code'),
});

function TwoFactorChallenge({
  mode,
  onMode,
  onDone,
}: {
  mode: 'totp' | 'backup';
  onMode: (m: Step) => void;
  onDone: () => void;
}) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    let error: unknown;
    try {
      const client = await loadAuthClient();
      ({ error } =
        mode === 'totp'
          ? await client.twoFactor.verifyTotp({ code: code.trim() })
          : await client.twoFactor.verifyBackupCode({ code: code.trim() }));
    } catch (err) {
      error = err;
    }
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">Two-factor authentication</h2>
      <p className="text-sm text-slate-700">
        {mode === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your backup codes.'}
      </p>
      <FormField
        label={mode === 'totp' ? 'Authentication code' : 'Backup code'}
        required
        error={form.formState.errors.code?.message}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoFocus
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Verify
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => onMode(mode === 'totp' ? 'backup' : 'totp')}
      >
        {mode === 'totp' ? 'Use a backup code' : 'Use the authenticator app'}
      </Button>
    </form>
  );
}

const forgotSchema = z.object({ email: z.email('Enter a valid email address') });

function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    let error: unknown;
    try {
      const client = await loadAuthClient();
      ({ error } = await client.requestPasswordReset({
        email,
        redirectTo: '/auth/reset-password',
      }));
    } catch (err) {
      error = err;
    }
    if (error) {
      toast.error('Could not send the email', { description: errorText(error) });
      return;
    }
    setSent(true);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">Reset your password</h2>
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          If an account exists for that address, we sent a link to choose a new password. It works
          once, within one hour.
        </p>
      ) : (
        <>
          <FormField label="Email" required error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
