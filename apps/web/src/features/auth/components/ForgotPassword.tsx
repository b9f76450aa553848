import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { requestPasswordReset } from '../api/auth';

const forgot = lazyZodResolver<{ email: string }>(() =>
  import('../schemas').then((m) => m.forgotSchema),
);

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const { t, lp } = useT();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: forgot.resolver,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await requestPasswordReset(email, lp(paths.resetPassword.path));
    if (error) {
      toast.error(t('auth.emailFailed'), { description: errorText(error) });
      return;
    }
    setSent(true);
  });
  return (
    <form onSubmit={onSubmit} onFocus={forgot.warm} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">{t('auth.forgotTitle')}</h2>
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          {t('auth.forgotSent')}
        </p>
      ) : (
        <>
          <FormField
            label={t('validation.field.email')}
            required
            error={form.formState.errors.email?.message}
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('auth.forgotSend')}
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack}>
        {t('auth.forgotBack')}
      </Button>
    </form>
  );
}
