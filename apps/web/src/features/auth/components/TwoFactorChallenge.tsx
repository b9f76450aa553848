import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SMS_CODE, TRUST_DEVICE_DAYS, type TwoFactorChallengeInfo } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { describeError, errorText } from '@/lib/error-messages';
import { challengeInfo, sendSignInCode, verifySecondFactor, verifySignInCode } from '../api/auth';
import { useCountdown } from '@/lib/use-countdown';
import { useT } from '@/lib/i18n/use-t';
import type { MessageId } from '@/lib/i18n/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const codeResolver = lazyZodResolver<{ code: string }>(() =>
  import('../schemas').then((m) => m.codeSchema),
);

export type ChallengeMode = 'totp' | 'sms' | 'backup';

/** Each factor's switch button: its message, and the one without a known number. */
const SWITCH_LABEL: Record<ChallengeMode, [MessageId, MessageId]> = {
  totp: ['auth.useApp', 'auth.useApp'],
  sms: ['auth.textTo', 'auth.textToYours'],
  backup: ['auth.useBackup', 'auth.useBackup'],
};

/**
 * The second sign-in step: the person picks among the factors their account has (GET
 * /two-factor/challenge): a code from the authenticator app, a code by text message (with a
 * resend countdown), or a backup code.
 */
export function TwoFactorChallenge({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const [info, setInfo] = useState<TwoFactorChallengeInfo | null>(null);
  const [mode, setMode] = useState<ChallengeMode | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // "Trust this device" (issue 39): one choice for whichever factor the person uses.
  const [trust, setTrust] = useState(false);

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
        <Spinner label={t('auth.twoFactorLoading')} className="size-6 text-navy-900" />
      </div>
    );
  const available: ChallengeMode[] = [
    ...(info.methods.includes('totp') ? (['totp'] as const) : []),
    ...(info.methods.includes('sms') ? (['sms'] as const) : []),
    ...(info.methods.includes('backup_code') ? (['backup'] as const) : []),
  ];
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">{t('auth.twoFactorTitle')}</h2>
      {loadError ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {loadError}
        </p>
      ) : null}
      {mode === 'sms' ? (
        <SmsCodeForm
          key="sms"
          phone={info.phone}
          trust={trust}
          onTrust={setTrust}
          onDone={onDone}
        />
      ) : (
        <CodeForm key={mode} mode={mode} trust={trust} onTrust={setTrust} onDone={onDone} />
      )}
      {available
        .filter((m) => m !== mode)
        .map((m) => (
          <Button key={m} type="button" variant="link" onClick={() => setMode(m)}>
            {info.phone ? t(SWITCH_LABEL[m][0], { phone: info.phone }) : t(SWITCH_LABEL[m][1])}
          </Button>
        ))}
    </div>
  );
}

/** An authenticator-app code or a backup code. */
function CodeForm({
  mode,
  trust,
  onTrust,
  onDone,
}: {
  mode: 'totp' | 'backup';
  trust: boolean;
  onTrust: (on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useT();
  const form = useForm<{ code: string }>({
    resolver: codeResolver.resolver,
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await verifySecondFactor(mode, code, trust);
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} onFocus={codeResolver.warm} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        {mode === 'totp' ? t('auth.totpIntro') : t('auth.backupIntro')}
      </p>
      <FormField
        label={mode === 'totp' ? t('auth.totpLabel') : t('auth.backupLabel')}
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
      <TrustDeviceField trust={trust} onTrust={onTrust} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('auth.verify')}
      </Button>
    </form>
  );
}

/**
 * "Trust this device for 30 days" (issue 39): the next sign-ins on this browser skip the second
 * factor until then, or until the person revokes it in the security settings.
 */
function TrustDeviceField({ trust, onTrust }: { trust: boolean; onTrust: (on: boolean) => void }) {
  const { t } = useT();
  return (
    <div className="flex items-start gap-3">
      <input
        id="trust-device"
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-navy-900"
        checked={trust}
        onChange={(e) => onTrust(e.target.checked)}
        aria-describedby="trust-device-hint"
      />
      <div className="min-w-0">
        <label htmlFor="trust-device" className="text-sm font-medium text-navy-900">
          {t('auth.trustDevice', { days: TRUST_DEVICE_DAYS })}
        </label>
        <p id="trust-device-hint" className="text-xs text-slate-700">
          {t('auth.trustDeviceHint')}
        </p>
      </div>
    </div>
  );
}

const smsResolver = lazyZodResolver<{ code: string }>(() =>
  import('../schemas').then((m) => m.smsSchema),
);

/** Texts a code to the verified number, then takes it; a new code after the countdown. */
function SmsCodeForm({
  phone,
  trust,
  onTrust,
  onDone,
}: {
  phone: string | null;
  trust: boolean;
  onTrust: (on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useT();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const countdown = useCountdown();
  const form = useForm<{ code: string }>({
    resolver: smsResolver.resolver,
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
    const { error } = await verifySignInCode(code, trust);
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} onFocus={smsResolver.warm} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        {sent
          ? phone
            ? t('auth.smsSent', { phone, minutes: SMS_CODE.ttlSec / 60 })
            : t('auth.smsSentYours', { minutes: SMS_CODE.ttlSec / 60 })
          : phone
            ? t('auth.smsWillText', { phone })
            : t('auth.smsWillTextYours')}
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
          <FormField
            label={t('auth.smsLabel')}
            required
            error={form.formState.errors.code?.message}
          >
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              {...form.register('code')}
            />
          </FormField>
          <TrustDeviceField trust={trust} onTrust={onTrust} />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('auth.verify')}
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
          ? t('auth.smsResendIn', { seconds: countdown.left })
          : sending
            ? t('auth.smsSending')
            : sent
              ? t('auth.smsSendNew')
              : t('auth.smsSend')}
      </Button>
    </form>
  );
}
