import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { DisableUserSchema, type DisableUserInput } from '@mizani/shared';
import { Field, invalid } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { invalidateAdmin } from '@/lib/admin-cache';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { disableUser, userKeys } from '../api/users';

/** The reason asked before an account is disabled. */
export function DisableUserForm({ id, onDone }: { id: string; onDone: () => void }) {
  const fid = useId();
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<DisableUserInput>({
    resolver: zodResolver(DisableUserSchema),
    defaultValues: { reason: '' },
  });
  const m = useMutation({
    mutationFn: (body: DisableUserInput) => disableUser(id, body),
    onSuccess: () => {
      toast.success(t('admin.users.disabledToast'));
      invalidateAdmin(qc, userKeys.all());
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.reason)
        form.setError('reason', { message: err.fields.reason });
      else
        toast.error(t('admin.users.disableFailed'), {
          description: errorText(err),
        });
    },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form
      onSubmit={form.handleSubmit((v) => m.mutate(v))}
      className="space-y-2 rounded-lg border border-destructive/40 p-3"
      noValidate
    >
      <Field
        id={`${fid}-reason`}
        label={t('admin.users.reason')}
        error={error}
        hint={t('admin.users.reasonHint')}
      >
        <Textarea
          id={`${fid}-reason`}
          rows={2}
          {...form.register('reason')}
          {...invalid(`${fid}-reason`, error)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={m.isPending}>
          {m.isPending ? t('admin.users.disabling') : t('admin.users.confirmDisable')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
