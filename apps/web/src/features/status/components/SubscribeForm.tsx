import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { type StatusSubscribeInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorTextLater } from '@/lib/error-text-later';
import { setServerErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/use-t';
import { subscribeToStatus } from '../api/status';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { island } from '@/lib/island';

const subscription = lazyZodResolver<StatusSubscribeInput>(() =>
  import('@mizani/shared/schemas/status').then((m) => m.StatusSubscribeSchema),
);

/** Marks where the address goes in the translated sentence, to show it in bold. */
const EMAIL_SLOT = '\u0000';

/**
 * Email updates about incidents, double opt-in: the server sends a confirmation link and nothing
 * else until it is followed. The answer is the same whether or not the address was subscribed.
 */
function SubscribeFormView() {
  const { t, locale } = useT();
  const form = useForm<StatusSubscribeInput>({
    resolver: subscription.resolver,
    defaultValues: { email: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await subscribeToStatus(values.email, locale);
      setSentTo(values.email.trim().toLowerCase());
      form.reset({ email: '' });
    } catch (err) {
      if (!setServerErrors(form, err)) setFailure(await errorTextLater(err));
    }
  });

  return (
    <div>
      <form
        onSubmit={onSubmit}
        onFocus={subscription.warm}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormField
          label={t('status.subscribe.email')}
          error={errors.email?.message}
          className="flex-1"
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('status.subscribe.placeholder')}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.625rem]">
          {isSubmitting ? t('status.subscribe.submitting') : t('status.subscribe.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {sentTo ? (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <SentTo email={sentTo} text={t('status.subscribe.sent', { email: EMAIL_SLOT })} />
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

function SentTo({ email, text }: { email: string; text: string }) {
  const [before, after] = text.split(EMAIL_SLOT);
  return (
    <span>
      {before}
      <strong>{email}</strong>
      {after}
    </span>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const SubscribeForm = island('SubscribeForm', SubscribeFormView);
