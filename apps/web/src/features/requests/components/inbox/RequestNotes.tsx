import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { RequestNoteSchema, type RequestNoteInput, type RequestType } from '@mizani/shared';
import { Field, invalid } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { invalidateAdmin } from '@/lib/admin-cache';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { addRequestNote, inboxKeys } from '../../api/inbox';

/** Internal notes on a request: only admins see them. */
export function RequestNotes({
  type,
  id,
  notes,
}: {
  type: RequestType;
  id: string;
  notes: {
    id: string;
    body: string;
    authorName: string | null;
    createdAt: string;
  }[];
}) {
  const fid = useId();
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const form = useForm<RequestNoteInput>({
    resolver: zodResolver(RequestNoteSchema),
    defaultValues: { body: '' },
  });
  const add = useMutation({
    mutationFn: (body: RequestNoteInput) => addRequestNote(type, id, body),
    onSuccess: () => {
      form.reset({ body: '' });
      toast.success(t('admin.inbox.noteAdded'));
      invalidateAdmin(qc, inboxKeys.detail(type, id));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.body)
        form.setError('body', { message: err.fields.body });
      else
        toast.error(t('admin.inbox.noteFailed'), {
          description: errorText(err),
        });
    },
  });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby={`${fid}-h`} className="space-y-3 border-t pt-4">
      <h3 id={`${fid}-h`} className="font-semibold">
        {t('admin.inbox.notes')}
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.inbox.noNotes')}</p>
      ) : (
        <ol className="space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md border p-3 text-sm">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.authorName ?? t('admin.inbox.formerAdmin')} ·{' '}
                <time dateTime={n.createdAt}>{fmt.dateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={form.handleSubmit((v) => add.mutate(v))} className="space-y-2" noValidate>
        <Field
          id={`${fid}-body`}
          label={t('admin.inbox.note')}
          error={error}
          hint={t('admin.inbox.noteHint')}
        >
          <Textarea
            id={`${fid}-body`}
            rows={3}
            {...form.register('body')}
            {...invalid(`${fid}-body`, error)}
            disabled={add.isPending}
          />
        </Field>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? t('admin.inbox.adding') : t('admin.inbox.addNote')}
        </Button>
      </form>
    </section>
  );
}
