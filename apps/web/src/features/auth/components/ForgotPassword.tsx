import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { requestPasswordReset } from '../api/auth';

const forgotSchema = z.object({ email: z.email('Enter a valid email address') });

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await requestPasswordReset(email);
    if (error) {
      toast.error('Could not send the email', { description: errorText(error) });
      return;
    }
    setSent(true);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">Reset your password</h2>
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          If an account exists for that address, we sent a link to choose a new password. It works
          once, within one hour.
        </p>
      ) : (
        <>
          <FormField label="Email" required error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
