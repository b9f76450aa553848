import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { StatusSubscribeSchema, type StatusSubscribeInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { subscribeToStatus } from '../api/status';

/**
 * Email updates about incidents, double opt-in: the server sends a confirmation link and nothing
 * else until it is followed. The answer is the same whether or not the address was subscribed.
 */
export function SubscribeForm() {
  const form = useForm<StatusSubscribeInput>({
    resolver: zodResolver(StatusSubscribeSchema),
    defaultValues: { email: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await subscribeToStatus(values.email);
      setSentTo(values.email.trim().toLowerCase());
      form.reset({ email: '' });
    } catch (err) {
      if (!setServerErrors(form, err)) setFailure(errorText(err));
    }
  });

  return (
    <div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormField label="Email address" error={errors.email?.message} className="flex-1">
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.625rem]">
          {isSubmitting ? 'Subscribing…' : 'Subscribe to updates'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {sentTo ? (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Check your inbox: we sent a confirmation link to <strong>{sentTo}</strong>. Updates
              start once you follow it.
            </span>
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
