import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { KeyRound } from 'lucide-react';
import { changePasswordSchema, PASSWORD_MIN } from '@mizani/shared';
import type { z } from 'zod';
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
import { errorText } from '@/lib/error-messages';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { useT } from '@/lib/i18n/use-t';
import { changePassword, profileKeys } from '../api/profile';

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', revokeOtherSessions: true };

/** Current password + new password (sign-up rules), optionally ending the other sessions. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setError, watch, reset } = form;
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await changePassword(values);
    if (error) {
      const msg = error.message ?? '';
      if (error.code === 'INVALID_PASSWORD' || /invalid password/i.test(msg)) {
        setError('currentPassword', { message: t('security.currentPasswordWrong') });
      } else if (error.status === 400 && error.code?.startsWith('PASSWORD_')) {
        // Too short, too long, too common: beside the new password, in our words.
        setError('newPassword', { message: errorText(error) });
      } else {
        toast.error(t('security.passwordError'), { description: errorText(error) });
      }
      return;
    }
    toast.success(t('security.passwordChanged'), {
      description: values.revokeOtherSessions
        ? t('security.passwordChangedOthersOut')
        : t('security.passwordChangedNextTime'),
    });
    void qc.invalidateQueries({ queryKey: profileKeys.sessions });
    reset(EMPTY);
    setOpen(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t('security.changePassword')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.changePassword')}</DialogTitle>
          <DialogDescription>
            {t('security.changePasswordIntro', { min: PASSWORD_MIN })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label={t('security.currentPassword')}
            required
            error={errors.currentPassword?.message}
          >
            {(p) => (
              <PasswordInput
                {...p}
                autoComplete="current-password"
                disabled={busy}
                {...register('currentPassword')}
              />
            )}
          </FormField>
          <FormField label={t('security.newPassword')} required error={errors.newPassword?.message}>
            {(p) => (
              <PasswordInput
                {...p}
                autoComplete="new-password"
                disabled={busy}
                {...register('newPassword')}
              />
            )}
          </FormField>
          <PasswordStrengthMeter password={watch('newPassword') ?? ''} />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-navy-900"
              disabled={busy}
              {...register('revokeOtherSessions')}
            />
            {t('security.signOutOthers')}
          </label>
          <DialogFooter>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('security.changing') : t('security.changePassword')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
