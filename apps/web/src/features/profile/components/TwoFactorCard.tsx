import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Download, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { totpCodeSchema } from '@mizani/shared';
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
import { BRAND } from '@/config/brand';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '@/lib/session';
import { errorText } from '@/lib/error-messages';
import { PasswordInput } from '@/features/auth/components/PasswordInput';

const passwordSchema = z.object({ password: z.string().min(1, 'Password is required') });
type PasswordForm = z.infer<typeof passwordSchema>;
type CodeForm = z.input<typeof totpCodeSchema>;

interface ErrorLike {
  code?: string;
  message?: string;
}
const passwordMessage = (error: ErrorLike) =>
  error.code === 'INVALID_PASSWORD' || /invalid password/i.test(error.message ?? '')
    ? 'The password is not correct.'
    : errorText(error);

/** Two-factor status with Turn on (enrol) / Regenerate backup codes / Turn off. */
export function TwoFactorCard() {
  const { user } = useAuth();
  const enabled = !!(user as { twoFactorEnabled?: boolean | null } | null)?.twoFactorEnabled;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">Two-factor authentication</CardTitle>
          <Badge variant={enabled ? 'success' : 'muted'} data-testid="two-factor-status">
            {enabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
            <span>Status: {enabled ? 'On' : 'Off'}</span>
          </Badge>
        </div>
        <CardDescription>
          {enabled
            ? 'Signing in asks for a code from your authenticator app (or a backup code).'
            : 'Add a code from an authenticator app to your password when you sign in.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Stays mounted once two-factor is on: its last step shows the backup codes. */}
        <div className="flex flex-wrap gap-2">
          <EnableTwoFactorDialog showTrigger={!enabled} />
          {enabled ? <RegenerateBackupCodesDialog /> : null}
          {enabled ? <DisableTwoFactorDialog /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

type Step =
  | { name: 'password' }
  | { name: 'scan'; uri: string; secret: string; qr: string | null; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

function EnableTwoFactorDialog({ showTrigger }: { showTrigger: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) setStep({ name: 'password' });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {showTrigger ? (
        <DialogTrigger asChild>
          <Button>
            <ShieldCheck aria-hidden="true" />
            Turn on two-factor
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn on two-factor authentication</DialogTitle>
          <DialogDescription>
            {step.name === 'password'
              ? 'Confirm your password to start.'
              : step.name === 'scan'
                ? 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.'
                : 'Two-factor is on. Keep these backup codes somewhere safe: each works once if you lose your phone.'}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'password' ? (
          <EnrolPassword onNext={setStep} />
        ) : step.name === 'scan' ? (
          <EnrolScan step={step} onNext={setStep} />
        ) : (
          <BackupCodes codes={step.backupCodes} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The password step every two-factor change needs (better-auth checks it): one field and one
 * button. `onConfirm` does the call and returns the error to show on the field, or null.
 */
function PasswordConfirmForm({
  submitLabel,
  busyLabel,
  destructive = false,
  onConfirm,
}: {
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<ErrorLike | null>;
}) {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const error = await onConfirm(password);
    if (error) form.setError('password', { message: passwordMessage(error) });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Password" required error={form.formState.errors.password?.message}>
        {(p) => (
          <PasswordInput
            {...p}
            autoComplete="current-password"
            disabled={busy}
            {...form.register('password')}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function EnrolPassword({ onNext }: { onNext: (s: Step) => void }) {
  const enable = async (password: string) => {
    const { data, error } = await authClient.twoFactor.enable({
      password,
      issuer: BRAND.name,
      method: 'totp',
    });
    if (error || !data || data.method !== 'totp') return error ?? {};
    const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
    let qr: string | null = null;
    try {
      const QRCode = await import('qrcode');
      qr = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 220 });
    } catch (err) {
      console.warn('QR code failed', err);
    }
    onNext({ name: 'scan', uri: data.totpURI, secret, qr, backupCodes: data.backupCodes });
    return null;
  };
  return <PasswordConfirmForm submitLabel="Continue" busyLabel="Checking..." onConfirm={enable} />;
}

function EnrolScan({
  step,
  onNext,
}: {
  step: Extract<Step, { name: 'scan' }>;
  onNext: (s: Step) => void;
}) {
  const form = useForm<CodeForm>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    if (error) {
      form.setError('code', {
        message: errorText(error),
      });
      return;
    }
    toast.success('Two-factor authentication is on');
    onNext({ name: 'codes', backupCodes: step.backupCodes });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        {step.qr ? (
          <img
            src={step.qr}
            width={180}
            height={180}
            alt="QR code to add your account to an authenticator app"
            className="size-44 shrink-0 rounded-md border border-border bg-white"
          />
        ) : null}
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="font-semibold text-slate-700" id="totp-secret-label">
            Can’t scan? Enter this key in the app:
          </p>
          <code
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm text-navy-900"
          >
            {step.secret}
          </code>
        </div>
      </div>
      <FormField label="Authentication code" required error={form.formState.errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          disabled={busy}
          {...form.register('code')}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Verifying...' : 'Verify and turn on'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const text = `${BRAND.name} backup codes\nEach code works once, instead of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${BRAND.name.toLowerCase().replace(/\W+/g, '-')}-backup-codes.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="grid gap-4">
      <ol
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm text-navy-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download backup codes
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}

/** New backup codes behind the password; better-auth replaces the old set, so those stop working. */
function RegenerateBackupCodesDialog() {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) setCodes(null);
  };
  const regenerate = async (password: string) => {
    const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
    if (error || !data) return error ?? {};
    toast.success('New backup codes created');
    setCodes(data.backupCodes);
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Regenerate backup codes
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Regenerate backup codes</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Your old backup codes no longer work. Keep these new codes somewhere safe: each works once if you lose your phone.'
              : 'This replaces all your backup codes: the old ones will stop working. Confirm with your password.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <BackupCodes codes={codes} onDone={() => onOpenChange(false)} />
        ) : (
          <PasswordConfirmForm
            submitLabel="Generate new codes"
            busyLabel="Generating..."
            onConfirm={regenerate}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return error;
    toast.success('Two-factor authentication is off');
    setOpen(false);
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldOff aria-hidden="true" />
          Turn off two-factor
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in will ask for your password only. Confirm with your password.
          </DialogDescription>
        </DialogHeader>
        <PasswordConfirmForm
          submitLabel="Turn off two-factor"
          busyLabel="Turning off..."
          destructive
          onConfirm={disable}
        />
      </DialogContent>
    </Dialog>
  );
}
