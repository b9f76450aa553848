import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SMS_CODE, type TwoFactorChallengeInfo } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { describeError, errorText } from '@/lib/error-messages';
import { challengeInfo, sendSignInCode, verifySecondFactor, verifySignInCode } from '../api/auth';
import { useCountdown } from '@/lib/use-countdown';

const codeSchema = z.object({
  code: z.string().trim().min(6, 'Enter the code').max(20, 'Enter the code'),
});

export type ChallengeMode = 'totp' | 'sms' | 'backup';

const SWITCH_LABEL: Record<ChallengeMode, (phone: string | null) => string> = {
  totp: () => 'Use the authenticator app',
  sms: (phone) => `Text a code to ${phone ?? 'your phone'}`,
  backup: () => 'Use a backup code',
};

/**
 * The second sign-in step: the person picks among the factors their account has (GET
 * /two-factor/challenge): a code from the authenticator app, a code by text message (with a
 * resend countdown), or a backup code.
 */
export function TwoFactorChallenge({ onDone }: { onDone: () => void }) {
  const [info, setInfo] = useState<TwoFactorChallengeInfo | null>(null);
  const [mode, setMode] = useState<ChallengeMode | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void challengeInfo().then(({ data, error }) => {
      if (!live) return;
      if (error || !data) {
        // Without the list, the authenticator app and backup codes still work as before.
        setInfo({ methods: ['totp', 'backup_code'], phone: null });
        setMode('totp');
        if (describeError(error).status === 401) setLoadError(errorText(error));
        return;
      }
      setInfo(data);
      setMode(
        data.methods.includes('totp') ? 'totp' : data.methods.includes('sms') ? 'sms' : 'backup',
      );
    });
    return () => {
      live = false;
    };
  }, []);

  if (!info || !mode)
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading your sign-in options" className="size-6 text-navy-900" />
      </div>
    );
  const available: ChallengeMode[] = [
    ...(info.methods.includes('totp') ? (['totp'] as const) : []),
    ...(info.methods.includes('sms') ? (['sms'] as const) : []),
    ...(info.methods.includes('backup_code') ? (['backup'] as const) : []),
  ];
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">Two-factor authentication</h2>
      {loadError ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {loadError}
        </p>
      ) : null}
      {mode === 'sms' ? (
        <SmsCodeForm key="sms" phone={info.phone} onDone={onDone} />
      ) : (
        <CodeForm key={mode} mode={mode} onDone={onDone} />
      )}
      {available
        .filter((m) => m !== mode)
        .map((m) => (
          <Button key={m} type="button" variant="link" onClick={() => setMode(m)}>
            {SWITCH_LABEL[m](info.phone)}
          </Button>
        ))}
    </div>
  );
}

/** An authenticator-app code or a backup code. */
function CodeForm({ mode, onDone }: { mode: 'totp' | 'backup'; onDone: () => void }) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await verifySecondFactor(mode, code);
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
    </form>
  );
}

const smsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** Texts a code to the verified number, then takes it; a new code after the countdown. */
function SmsCodeForm({ phone, onDone }: { phone: string | null; onDone: () => void }) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const countdown = useCountdown();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(smsSchema),
    defaultValues: { code: '' },
  });

  const send = async () => {
    setSending(true);
    setSendError(null);
    const { error } = await sendSignInCode();
    setSending(false);
    if (error) {
      const words = describeError(error);
      setSendError(words.description);
      if (words.retryAfter) countdown.start(words.retryAfter);
      return;
    }
    setSent(true);
    countdown.start(SMS_CODE.resendAfterSec);
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await verifySignInCode(code);
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        {sent
          ? `We sent a 6-digit code to ${phone ?? 'your phone'}. It expires in ${SMS_CODE.ttlSec / 60} minutes.`
          : `We will text a 6-digit code to ${phone ?? 'your phone'}.`}
      </p>
      {sendError ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {sendError}
        </p>
      ) : null}
      {sent ? (
        <>
          <FormField label="Text message code" required error={form.formState.errors.code?.message}>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              {...form.register('code')}
            />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Verify
          </Button>
        </>
      ) : null}
      <Button
        type="button"
        variant={sent ? 'outline' : 'default'}
        disabled={sending || countdown.left > 0}
        aria-busy={sending}
        onClick={send}
      >
        {countdown.left > 0
          ? `Send a new code in ${countdown.left} s`
          : sending
            ? 'Sending...'
            : sent
              ? 'Send a new code'
              : 'Send code'}
      </Button>
    </form>
  );
}
