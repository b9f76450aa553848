import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { AdminRejectSchema } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/use-t';
import type { RejectInput } from '../api/funding';
import { FinalCheck } from './FinalCheck';

/** A rejection with its reason, asked twice (FinalCheck). */
export function RejectForm({
  id,
  label,
  reject,
  done,
  confirmLabel,
  successMessage,
  question,
}: {
  id: string;
  label: string;
  /** The second, final button ("Yes, reject deposit"). */
  confirmLabel: string;
  reject: (body: RejectInput) => Promise<unknown>;
  done: () => void;
  successMessage: string;
  /** "Reject deposit D-1 because “…”?" for the reason given. */
  question: (reason: string) => string;
}) {
  const { t } = useT();
  const form = useForm<RejectInput>({
    resolver: zodResolver(AdminRejectSchema),
    defaultValues: { reason: '' },
  });
  const [asked, setAsked] = useState<RejectInput | null>(null);
  const m = useMutation({
    mutationFn: reject,
    onSuccess: () => {
      toast.success(successMessage);
      done();
    },
    onError: (e) => {
      setAsked(null);
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  return (
    <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((v) => setAsked(v))}>
      <FormField
        id={id}
        label={t('admin.funding.reason')}
        error={form.formState.errors.reason?.message}
      >
        <Input {...form.register('reason')} disabled={!!asked} />
      </FormField>
      {asked ? (
        <FinalCheck
          action={confirmLabel}
          busy={m.isPending}
          onConfirm={() => m.mutate(asked)}
          onCancel={() => setAsked(null)}
        >
          {question(asked.reason)}
        </FinalCheck>
      ) : (
        <Button type="submit" variant="outline" className="justify-self-start">
          {label}
        </Button>
      )}
    </form>
  );
}
