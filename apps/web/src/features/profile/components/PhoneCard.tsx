import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { MessageSquareText, Smartphone } from 'lucide-react';
import {
  SMS_CODE,
  formatPhone,
  phoneCountries,
  phoneEntrySchema,
  smsCodeSchema,
  toE164,
  type PhoneEntryInput,
  type SecurityOverview,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError, errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import {
  removePhone,
  sendPhoneCode,
  setSmsTwoFactor,
  useRefreshSecurity,
  verifyPhoneCode,
} from '../api/sign-in-methods';
import { PasswordConfirmForm } from './PasswordConfirmForm';

const COUNTRIES = phoneCountries();

/** The profile's mobile number (verified by a text-message code) and text-message codes at sign-in. */
export function PhoneCard({ overview }: { overview: SecurityOverview }) {
  const phone = overview.phone;
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">{t('security.phoneTitle')}</CardTitle>
          <Badge variant={overview.smsTwoFactor ? 'success' : 'muted'} data-testid="sms-status">
            <MessageSquareText aria-hidden="true" />
            <span>{overview.smsTwoFactor ? t('security.smsOn') : t('security.smsOff')}</span>
          </Badge>
        </div>
        <CardDescription>
          {phone?.verified
            ? t('security.phoneVerified', { phone: phone.display })
            : t('security.phoneIntro')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {!overview.smsTwoFactor ? (
          <PhoneDialog
            label={phone?.verified ? t('security.changeNumber') : t('security.addNumber')}
          />
        ) : null}
        {phone?.verified ? <SmsFactorDialog overview={overview} /> : null}
        {phone && !overview.smsTwoFactor ? <RemovePhoneDialog overview={overview} /> : null}
      </CardContent>
    </Card>
  );
}

/** Number → code sent → code typed. The number is sent in E.164 (libphonenumber-js). */
function PhoneDialog({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const refresh = useRefreshSecurity();
  const countdown = useCountdown();
  const { t } = useT();
  const fmt = useFormat();
  const numberForm = useForm<PhoneEntryInput>({
    resolver: zodResolver(phoneEntrySchema),
    defaultValues: { country: 'KE', number: '' },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(smsCodeSchema),
    defaultValues: { code: '' },
  });
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setPending(null);
      numberForm.reset();
      codeForm.reset();
    }
  };

  const send = async (e164: string) => {
    const { error } = await sendPhoneCode(e164);
    if (error) {
      const words = describeError(error);
      if (words.retryAfter) countdown.start(words.retryAfter);
      return words.description;
    }
    setPending(e164);
    countdown.start(SMS_CODE.resendAfterSec);
    return null;
  };

  const onNumber = numberForm.handleSubmit(async (v) => {
    const e164 = toE164(v.number, v.country)!;
    const problem = await send(e164);
    if (problem) numberForm.setError('number', { message: problem }, { shouldFocus: true });
  });

  const onCode = codeForm.handleSubmit(async ({ code }) => {
    const { error } = await verifyPhoneCode(pending!, code);
    if (error) {
      if (!setServerErrors(codeForm, error))
        codeForm.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    toast.success(t('security.phoneVerifiedToast'));
    onOpenChange(false);
    await refresh();
  });

  const resend = async () => {
    const problem = await send(pending!);
    if (problem) toast.error(t('security.resendError'), { description: problem });
    else toast.success(t('security.codeSent'));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Smartphone aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{pending ? t('security.enterCode') : t('security.yourNumber')}</DialogTitle>
          <DialogDescription>
            {pending
              ? t('security.codeSentTo', {
                  phone: formatPhone(pending),
                  minutes: SMS_CODE.ttlSec / 60,
                })
              : t('security.numberIntro')}
          </DialogDescription>
        </DialogHeader>
        {pending ? (
          <form onSubmit={onCode} noValidate className="grid gap-4">
            <FormField
              label={t('security.verificationCode')}
              required
              error={codeForm.formState.errors.code?.message}
            >
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
                {...codeForm.register('code')}
              />
            </FormField>
            <DialogFooter className="gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={countdown.left > 0}
                onClick={resend}
              >
                {countdown.left > 0
                  ? t('security.resendIn', { s: countdown.left })
                  : t('security.resend')}
              </Button>
              <Button type="submit" disabled={codeForm.formState.isSubmitting}>
                {codeForm.formState.isSubmitting
                  ? t('security.verifying')
                  : t('security.verifyNumber')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={onNumber} noValidate className="grid gap-4">
            <FormField
              label={t('profile.country')}
              required
              error={numberForm.formState.errors.country?.message}
            >
              {(p) => (
                <select
                  {...p}
                  className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm"
                  {...numberForm.register('country')}
                >
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {fmt.countryName(c.code)} (+{c.callingCode})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('security.phoneTitle')}
              required
              error={numberForm.formState.errors.number?.message}
            >
              <Input
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                {...numberForm.register('number')}
              />
            </FormField>
            <DialogFooter>
              <Button
                type="submit"
                disabled={numberForm.formState.isSubmitting || countdown.left > 0}
              >
                {countdown.left > 0
                  ? t('security.resendIn', { s: countdown.left })
                  : numberForm.formState.isSubmitting
                    ? t('security.sending')
                    : t('security.sendCode')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Text-message codes on or off, behind the password (or a recent sign-in without one). */
function SmsFactorDialog({ overview }: { overview: SecurityOverview }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshSecurity();
  const on = overview.smsTwoFactor;
  const { t } = useT();
  const change = async (password?: string) => {
    try {
      await setSmsTwoFactor({ enabled: !on, password });
    } catch (err) {
      // The error itself: the form words it (a wrong password lands on the field).
      return err as { code?: string; message?: string };
    }
    toast.success(on ? t('security.smsIsOff') : t('security.smsIsOn'));
    setOpen(false);
    await refresh();
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={on ? 'outline' : 'default'}>
          <MessageSquareText aria-hidden="true" />
          {on ? t('security.smsTurnOff') : t('security.smsTurnOn')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{on ? t('security.smsTurnOff') : t('security.smsTurnOn')}</DialogTitle>
          <DialogDescription>
            {on
              ? t('security.smsOffIntro')
              : t('security.smsOnIntro', { phone: overview.phone?.display ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {overview.hasPassword ? (
          <PasswordConfirmForm
            submitLabel={on ? t('security.turnOff') : t('security.turnOn')}
            busyLabel={t('profile.saving')}
            destructive={on}
            onConfirm={change}
          />
        ) : (
          <ConfirmWithoutPassword
            label={on ? t('security.turnOff') : t('security.turnOn')}
            onConfirm={() => change()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RemovePhoneDialog({ overview }: { overview: SecurityOverview }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshSecurity();
  const { t } = useT();
  const remove = async (password?: string) => {
    try {
      await removePhone(password);
    } catch (err) {
      // The error itself: the form words it (a wrong password lands on the field).
      return err as { code?: string; message?: string };
    }
    toast.success(t('security.phoneRemoved'));
    setOpen(false);
    await refresh();
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('security.removeNumber')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.removeNumberTitle')}</DialogTitle>
          <DialogDescription>
            {t('security.removeNumberIntro', { phone: overview.phone?.display ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {overview.hasPassword ? (
          <PasswordConfirmForm
            submitLabel={t('security.removeNumber')}
            busyLabel={t('security.removing')}
            destructive
            onConfirm={remove}
          />
        ) : (
          <ConfirmWithoutPassword label={t('security.removeNumber')} onConfirm={() => remove()} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** For an account without a password (made with a provider): a recent sign-in is the proof. */
export function ConfirmWithoutPassword({
  label,
  onConfirm,
}: {
  label: string;
  onConfirm: () => Promise<{ message?: string } | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid gap-4">
      {problem ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            const error = await onConfirm();
            setBusy(false);
            setProblem(error ? errorText(error) : null);
          }}
        >
          {label}
        </Button>
      </DialogFooter>
    </div>
  );
}
