import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messageKey } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';

const passwordSchema = z.object({
  password: z.string().min(1, messageKey('validation.profile.passwordRequired')),
});
type PasswordForm = z.infer<typeof passwordSchema>;

export interface ErrorLike {
  code?: string;
  message?: string;
}
const isWrongPassword = (error: ErrorLike) =>
  error.code === 'INVALID_PASSWORD' || /invalid password/i.test(error.message ?? '');

/**
 * The password step every two-factor change needs (better-auth checks it): one field and one
 * button. `onConfirm` does the call and returns the error to show on the field, or null.
 */
export function PasswordConfirmForm({
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
  const { t } = useT();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const error = await onConfirm(password);
    if (error)
      form.setError('password', {
        message: isWrongPassword(error) ? t('security.passwordWrong') : errorText(error),
      });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t('security.password')}
        required
        error={form.formState.errors.password?.message}
      >
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
