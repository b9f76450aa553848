import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RequestReplySchema, type RequestReplyInput, type RequestType } from '@mizani/shared';
import { Field, invalid } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { invalidateAdmin } from '@/lib/admin-cache';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { inboxKeys, sendRequestReply } from '../../api/inbox';

/**
 * Answer the requester by email from the request (issue 34 item 13); the reply lands on the
 * request's timeline as a note, so the next admin sees what was said.
 */
export function RequestReplyForm({
  type,
  id,
  email,
  disabled,
}: {
  type: RequestType;
  id: string;
  email: string;
  disabled: boolean;
}) {
  const fid = useId();
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<RequestReplyInput>({
    resolver: zodResolver(RequestReplySchema),
    defaultValues: { message: '' },
  });
  const send = useMutation({
    mutationFn: (body: RequestReplyInput) => sendRequestReply(type, id, body),
    onSuccess: (r) => {
      toast.success(t('admin.inbox.replySent', { to: r.to }));
      form.reset({ message: '' });
      invalidateAdmin(qc, inboxKeys.all());
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.message)
        form.setError('message', { message: err.fields.message });
      else toast.error(t('admin.inbox.replyFailed'), { description: errorText(err) });
    },
  });
  const error = form.formState.errors.message?.message;
  if (disabled) return null;
  return (
    <section aria-labelledby={`${fid}-h`} className="space-y-3 border-t pt-4">
      <h3 id={`${fid}-h`} className="font-semibold">
        {t('admin.inbox.replyTitle')}
      </h3>
      <form onSubmit={form.handleSubmit((v) => send.mutate(v))} className="grid gap-3" noValidate>
        <Field
          id={`${fid}-msg`}
          label={t('admin.inbox.replyLabel', { email })}
          error={error}
          hint={t('admin.inbox.replyHint')}
        >
          <Textarea
            id={`${fid}-msg`}
            rows={4}
            {...form.register('message')}
            {...invalid(`${fid}-msg`, error)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('admin.inbox.sending') : t('admin.inbox.replySend')}
          </Button>
        </div>
      </form>
    </section>
  );
}
