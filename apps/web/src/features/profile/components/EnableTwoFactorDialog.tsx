import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ShieldCheck, Smartphone } from 'lucide-react';
import { groupInFours } from '@/lib/format';
import { CopyValue } from '@/components/copy-value';
import { totpCodeSchema } from '@mizani/shared';
import { Button } from '@/components/ui/button';
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
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { enableTwoFactor, totpQrCode, verifyTotp } from '../api/two-factor';
import { BackupCodes } from './BackupCodes';
import { PasswordConfirmForm } from './PasswordConfirmForm';

type CodeForm = z.input<typeof totpCodeSchema>;

type Step =
  | { name: 'password' }
  | { name: 'scan'; uri: string; secret: string; qr: string | null; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

/** Turn on: password, then scan and verify a code, then the backup codes. */
export function EnableTwoFactorDialog({ showTrigger }: { showTrigger: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const { t } = useT();
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
            {t('security.turnOnTwoFactor')}
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.turnOnTwoFactorTitle')}</DialogTitle>
          <DialogDescription>
            {step.name === 'password'
              ? t('security.enrolPassword')
              : step.name === 'scan'
                ? t('security.enrolScan')
                : t('security.enrolDone')}
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

function EnrolPassword({ onNext }: { onNext: (s: Step) => void }) {
  const { t } = useT();
  const enable = async (password: string) => {
    const { data, error } = await enableTwoFactor(password);
    if (error || !data || data.method !== 'totp') return error ?? {};
    const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
    const qr = await totpQrCode(data.totpURI);
    onNext({ name: 'scan', uri: data.totpURI, secret, qr, backupCodes: data.backupCodes });
    return null;
  };
  return (
    <PasswordConfirmForm
      submitLabel={t('security.continue')}
      busyLabel={t('security.checking')}
      onConfirm={enable}
    />
  );
}

function EnrolScan({
  step,
  onNext,
}: {
  step: Extract<Step, { name: 'scan' }>;
  onNext: (s: Step) => void;
}) {
  const { t } = useT();
  const form = useForm<CodeForm>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await verifyTotp(code.trim());
    if (error) {
      form.setError('code', {
        message: errorText(error),
      });
      return;
    }
    toast.success(t('security.twoFactorIsOn'));
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
            alt={t('security.qrAlt')}
            className="size-44 shrink-0 rounded-md border border-border bg-white"
          />
        ) : null}
        <div className="grid min-w-0 gap-2 text-sm">
          {/* On a phone the QR code is on the same screen as the app: open it, or copy the key. */}
          <Button asChild variant="outline" className="justify-start">
            <a href={step.uri}>
              <Smartphone aria-hidden="true" />
              {t('security.openInApp')}
            </a>
          </Button>
          <p className="font-semibold text-slate-700">{t('security.cantScan')}</p>
          <div className="rounded-md bg-muted px-2 py-1 text-navy-900">
            <CopyValue
              label={t('security.key')}
              value={step.secret}
              display={groupInFours(step.secret)}
              testId="totp-secret"
            />
          </div>
        </div>
      </div>
      <FormField
        label={t('security.authCode')}
        required
        error={form.formState.errors.code?.message}
      >
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
          {busy ? t('security.verifying') : t('security.verifyTurnOn')}
        </Button>
      </DialogFooter>
    </form>
  );
}
