import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
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
import {
  removePhone,
  sendPhoneCode,
  setSmsTwoFactor,
  useRefreshSecurity,
  verifyPhoneCode,
} from '../api/sign-in-methods';
import { PasswordConfirmForm } from './PasswordConfirmForm';

const COUNTRIES = phoneCountries();
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** The profile's mobile number (verified by a text-message code) and text-message codes at sign-in. */
export function PhoneCard({ overview }: { overview: SecurityOverview }) {
  const phone = overview.phone;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">Mobile number</CardTitle>
          <Badge variant={overview.smsTwoFactor ? 'success' : 'muted'} data-testid="sms-status">
            <MessageSquareText aria-hidden="true" />
            <span>Text-message codes: {overview.smsTwoFactor ? 'On' : 'Off'}</span>
          </Badge>
        </div>
        <CardDescription>
          {phone?.verified
            ? `Verified: ${phone.display}. We can text you a sign-in code instead of (or besides) the authenticator app.`
            : 'Add a mobile number to receive sign-in codes by text message.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {!overview.smsTwoFactor ? (
          <PhoneDialog label={phone?.verified ? 'Change number' : 'Add mobile number'} />
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
    toast.success('Mobile number verified');
    onOpenChange(false);
    await refresh();
  });

  const resend = async () => {
    const problem = await send(pending!);
    if (problem) toast.error('Could not send a new code', { description: problem });
    else toast.success('New code sent');
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
          <DialogTitle>{pending ? 'Enter the code' : 'Your mobile number'}</DialogTitle>
          <DialogDescription>
            {pending
              ? `We sent a 6-digit code to ${formatPhone(pending)}. It expires in ${SMS_CODE.ttlSec / 60} minutes.`
              : 'We will text a 6-digit code to this number to confirm it is yours.'}
          </DialogDescription>
        </DialogHeader>
        {pending ? (
          <form onSubmit={onCode} noValidate className="grid gap-4">
            <FormField
              label="Verification code"
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
                {countdown.left > 0 ? `Send a new code in ${countdown.left} s` : 'Send a new code'}
              </Button>
              <Button type="submit" disabled={codeForm.formState.isSubmitting}>
                {codeForm.formState.isSubmitting ? 'Verifying...' : 'Verify number'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={onNumber} noValidate className="grid gap-4">
            <FormField
              label="Country"
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
                      {COUNTRY_NAMES.of(c.code) ?? c.code} (+{c.callingCode})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label="Mobile number"
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
                  ? `Send a new code in ${countdown.left} s`
                  : numberForm.formState.isSubmitting
                    ? 'Sending...'
                    : 'Send code'}
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
  const change = async (password?: string) => {
    try {
      await setSmsTwoFactor({ enabled: !on, password });
    } catch (err) {
      // The error itself: the form words it (a wrong password lands on the field).
      return err as { code?: string; message?: string };
    }
    toast.success(on ? 'Text-message codes are off' : 'Text-message codes are on');
    setOpen(false);
    await refresh();
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={on ? 'outline' : 'default'}>
          <MessageSquareText aria-hidden="true" />
          {on ? 'Turn off text-message codes' : 'Turn on text-message codes'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {on ? 'Turn off text-message codes' : 'Turn on text-message codes'}
          </DialogTitle>
          <DialogDescription>
            {on
              ? 'Signing in will no longer offer a code by text message.'
              : `Signing in will ask for a code we text to ${overview.phone?.display}.`}
          </DialogDescription>
        </DialogHeader>
        {overview.hasPassword ? (
          <PasswordConfirmForm
            submitLabel={on ? 'Turn off' : 'Turn on'}
            busyLabel="Saving..."
            destructive={on}
            onConfirm={change}
          />
        ) : (
          <ConfirmWithoutPassword label={on ? 'Turn off' : 'Turn on'} onConfirm={() => change()} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RemovePhoneDialog({ overview }: { overview: SecurityOverview }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshSecurity();
  const remove = async (password?: string) => {
    try {
      await removePhone(password);
    } catch (err) {
      // The error itself: the form words it (a wrong password lands on the field).
      return err as { code?: string; message?: string };
    }
    toast.success('Mobile number removed');
    setOpen(false);
    await refresh();
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Remove number</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove your mobile number</DialogTitle>
          <DialogDescription>
            {overview.phone?.display} will be removed from your profile.
          </DialogDescription>
        </DialogHeader>
        {overview.hasPassword ? (
          <PasswordConfirmForm
            submitLabel="Remove number"
            busyLabel="Removing..."
            destructive
            onConfirm={remove}
          />
        ) : (
          <ConfirmWithoutPassword label="Remove number" onConfirm={() => remove()} />
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
