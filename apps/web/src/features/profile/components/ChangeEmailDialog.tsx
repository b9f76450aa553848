import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
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
import { requestEmailChange } from '../api/profile';

type Values = z.input<typeof changeEmailSchema>;
const EMPTY: Values = { newEmail: '', password: '' };

/** New address + password; the change happens when the link mailed to the new address is opened. */
export function ChangeEmailDialog() {
  const [open, setOpen] = useState(false);
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
      toast.success('Check your new inbox', {
        description: `We sent a link to ${v.newEmail}. Your email changes when you open it.`,
      });
      reset(EMPTY);
      setOpen(false);
    } catch (err) {
      if (!setServerErrors(form, err))
        toast.error('Could not change your email', {
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
          Change email
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change email</DialogTitle>
          <DialogDescription>
            We send a link to the new address; your email changes when you open it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="New email" required error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" disabled={busy} {...register('newEmail')} />
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
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
              {busy ? 'Sending...' : 'Send verification link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
