import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Mail } from 'lucide-react';
import { changeEmailSchema } from '@mizani/shared';
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
import { Input } from '@/components/ui/input';
import { setServerErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-messages';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n/use-t';
import { requestEmailChange } from '../api/profile';

type Values = z.input<typeof changeEmailSchema>;
const EMPTY: Values = { newEmail: '', password: '' };

/** New address + password; the change happens when the link mailed to the new address is opened. */
export function ChangeEmailDialog() {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const form = useForm<Values>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const v = changeEmailSchema.parse(values);
      await requestEmailChange(v);
      toast.success(t('security.emailSent'), {
        description: t('security.emailSentDetail', { email: v.newEmail }),
      });
      reset(EMPTY);
      setOpen(false);
    } catch (err) {
      if (!setServerErrors(form, err))
        toast.error(t('security.emailError'), {
          description: errorText(err),
        });
    }
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
          <Mail aria-hidden="true" />
          {t('security.changeEmail')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.changeEmail')}</DialogTitle>
          <DialogDescription>{t('security.changeEmailIntro')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t('security.newEmail')} required error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" disabled={busy} {...register('newEmail')} />
          </FormField>
          <FormField label={t('security.password')} required error={errors.password?.message}>
            {(p) => (
              <PasswordInput
                {...p}
                autoComplete="current-password"
                disabled={busy}
                {...register('password')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('security.sending') : t('security.sendLink')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
