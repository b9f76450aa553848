import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { QuoteReplySchema, type QuoteReplyInput } from '@mizani/shared';
import { Field, invalid } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { invalidateAdmin } from '@/lib/admin-cache';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { inboxKeys, sendQuoteReply } from '../../api/inbox';

/** A quote request's reply: a rate and a message, emailed to the requester. */
export function QuoteReplyForm({
  id,
  disabled,
  replies,
}: {
  id: string;
  disabled: boolean;
  replies: { at: string; subject: string; to: string }[];
}) {
  const fid = useId();
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const form = useForm<QuoteReplyInput>({
    resolver: zodResolver(QuoteReplySchema),
    defaultValues: { rate: '', validHours: 24, message: '' },
  });
  const send = useMutation({
    mutationFn: (body: QuoteReplyInput) => sendQuoteReply(id, body),
    onSuccess: () => {
      toast.success(t('admin.inbox.quoteSent'));
      form.reset({ rate: '', validHours: 24, message: '' });
      invalidateAdmin(qc, inboxKeys.all());
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, m] of Object.entries(err.fields))
          form.setError(k as keyof QuoteReplyInput, { message: m });
      else
        toast.error(t('admin.inbox.quoteFailed'), {
          description: errorText(err),
        });
    },
  });
  const e = form.formState.errors;
  return (
    <section aria-labelledby={`${fid}-h`} className="space-y-3 border-t pt-4">
      <h3 id={`${fid}-h`} className="font-semibold">
        {t('admin.inbox.sendQuote')}
      </h3>
      {replies.length ? (
        <ul className="space-y-1 text-xs text-muted-foreground">
          {replies.map((r) => (
            <li key={r.at}>
              {t('admin.inbox.quoteSentAt', {
                at: fmt.dateTime(r.at),
                to: r.to,
                subject: r.subject,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? (
        <p className="text-sm text-muted-foreground">{t('admin.inbox.reopenToQuote')}</p>
      ) : (
        <form
          onSubmit={form.handleSubmit((v) => send.mutate(v))}
          className="grid gap-3 sm:grid-cols-2"
          noValidate
        >
          <Field
            id={`${fid}-rate`}
            label={t('admin.inbox.rateOffered')}
            error={e.rate?.message}
            hint={t('admin.inbox.rateOfferedHint')}
          >
            <Input
              id={`${fid}-rate`}
              inputMode="decimal"
              {...form.register('rate')}
              {...invalid(`${fid}-rate`, e.rate?.message)}
            />
          </Field>
          <Field
            id={`${fid}-hours`}
            label={t('admin.inbox.validHours')}
            error={e.validHours?.message}
          >
            <Input
              id={`${fid}-hours`}
              type="number"
              min={1}
              max={168}
              {...form.register('validHours')}
              {...invalid(`${fid}-hours`, e.validHours?.message)}
            />
          </Field>
          <Field
            id={`${fid}-msg`}
            label={t('admin.inbox.quoteMessage')}
            error={e.message?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id={`${fid}-msg`}
              rows={3}
              {...form.register('message')}
              {...invalid(`${fid}-msg`, e.message?.message)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('admin.inbox.sending') : t('admin.inbox.sendQuoteEmail')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
