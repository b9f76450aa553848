import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { verifySecondFactor } from '../api/auth';

const codeSchema = z.object({
  code: z.string().trim().min(6, 'Enter the code').max(20, 'Enter the code'),
});

/** The second sign-in step: an authenticator code, or a backup code. */
export function TwoFactorChallenge({
  mode,
  onMode,
  onDone,
}: {
  mode: 'totp' | 'backup';
  onMode: (m: 'totp' | 'backup') => void;
  onDone: () => void;
}) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const { error } = await verifySecondFactor(mode, code);
    if (error) {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-900">Two-factor authentication</h2>
      <p className="text-sm text-slate-700">
        {mode === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your backup codes.'}
      </p>
      <FormField
        label={mode === 'totp' ? 'Authentication code' : 'Backup code'}
        required
        error={form.formState.errors.code?.message}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoFocus
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Verify
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => onMode(mode === 'totp' ? 'backup' : 'totp')}
      >
        {mode === 'totp' ? 'Use a backup code' : 'Use the authenticator app'}
      </Button>
    </form>
  );
}
