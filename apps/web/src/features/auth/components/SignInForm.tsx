import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { signInSchema, type SignInInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { describeError, errorText } from '@/lib/error-messages';
import { resendVerificationEmail, signInWithPassword } from '../api/auth';
import { ForgotPassword } from './ForgotPassword';
import { TwoFactorChallenge } from './TwoFactorChallenge';

type Step = 'password' | 'totp' | 'backup' | 'forgot';

/** Email and password, then a second factor when the account has one; resend and reset. */
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
    const { data, error } = await signInWithPassword(values);
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
    const { error } = await resendVerificationEmail(unverified);
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
