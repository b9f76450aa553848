import { useState } from 'react';
import { toast } from 'sonner';
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
import { disableTwoFactor, regenerateBackupCodes } from '../api/two-factor';
import { BackupCodes } from './BackupCodes';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';
import { PasswordConfirmForm } from './PasswordConfirmForm';

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

/** New backup codes behind the password; better-auth replaces the old set, so those stop working. */
function RegenerateBackupCodesDialog() {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (!o) setCodes(null);
  };
  const regenerate = async (password: string) => {
    const { data, error } = await regenerateBackupCodes(password);
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

/** Turn off, behind the password. */
function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = async (password: string) => {
    const { error } = await disableTwoFactor(password);
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
