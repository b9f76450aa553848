import { useState } from 'react';
import { toast } from '@/lib/toast';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useAuth } from '@/lib/session';
import { useT } from '@/lib/i18n/use-t';
import { disableTwoFactor, regenerateBackupCodes } from '../api/two-factor';
import { BackupCodes } from './BackupCodes';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/** Two-factor status with Turn on (enrol) / Regenerate backup codes / Turn off. */
export function TwoFactorCard() {
  const { user } = useAuth();
  const enabled = !!(user as { twoFactorEnabled?: boolean | null } | null)?.twoFactorEnabled;
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">{t('security.twoFactorTitle')}</CardTitle>
          <Badge variant={enabled ? 'success' : 'muted'} data-testid="two-factor-status">
            {enabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
            <span>{enabled ? t('security.statusOn') : t('security.statusOff')}</span>
          </Badge>
        </div>
        <CardDescription>
          {enabled ? t('security.twoFactorOnIntro') : t('security.twoFactorOffIntro')}
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

/** New backup codes behind the password; better-auth replaces the old set, so those stop working. */
function RegenerateBackupCodesDialog() {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { t } = useT();
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) setCodes(null);
  };
  const regenerate = async (password: string) => {
    const { data, error } = await regenerateBackupCodes(password);
    if (error || !data) return error ?? {};
    toast.success(t('security.backupCreated'));
    setCodes(data.backupCodes);
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t('security.regenerate')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.regenerate')}</DialogTitle>
          <DialogDescription>
            {codes ? t('security.regenerateDone') : t('security.regenerateIntro')}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <BackupCodes codes={codes} onDone={() => onOpenChange(false)} />
        ) : (
          <PasswordConfirmForm
            submitLabel={t('security.generate')}
            busyLabel={t('security.generating')}
            onConfirm={regenerate}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Turn off, behind the password. */
function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const disable = async (password: string) => {
    const { error } = await disableTwoFactor(password);
    if (error) return error;
    toast.success(t('security.twoFactorIsOff'));
    setOpen(false);
    return null;
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldOff aria-hidden="true" />
          {t('security.turnOffTwoFactor')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.turnOffTwoFactorTitle')}</DialogTitle>
          <DialogDescription>{t('security.turnOffTwoFactorIntro')}</DialogDescription>
        </DialogHeader>
        <PasswordConfirmForm
          submitLabel={t('security.turnOffTwoFactor')}
          busyLabel={t('security.turningOff')}
          destructive
          onConfirm={disable}
        />
      </DialogContent>
    </Dialog>
  );
}
