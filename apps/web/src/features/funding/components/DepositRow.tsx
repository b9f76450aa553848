import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { AdminDepositConfirmSchema, FUNDING_METHOD_LABELS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { setServerErrors } from '@/lib/form-errors';
import {
  confirmDeposit,
  rejectDeposit,
  type ConfirmDepositInput,
  type PendingDeposit,
} from '../api/funding';
import { FinalCheck } from './FinalCheck';
import { RejectForm } from './RejectForm';

/** A pending deposit: confirm the amount received (prefilled with the expected one) or reject. */
export function DepositRow({ d, done }: { d: PendingDeposit; done: () => void }) {
  const form = useForm<ConfirmDepositInput>({
    resolver: zodResolver(AdminDepositConfirmSchema),
    defaultValues: { receivedAmount: d.expectedAmount ?? '' },
  });
  const [asked, setAsked] = useState<ConfirmDepositInput | null>(null);
  const { t } = useT();
  const fmt = useFormat();
  const confirm = useMutation({
    mutationFn: (body: ConfirmDepositInput) => confirmDeposit(d.id, body),
    onSuccess: () => {
      toast.success(t('admin.funding.depositConfirmed'));
      done();
    },
    onError: (e) => {
      setAsked(null);
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm break-words">
        <span className="font-mono">{d.reference}</span> · {d.email} · {d.currency} ·{' '}
        {d.method in FUNDING_METHOD_LABELS
          ? t(`admin.funding.method.${d.method as keyof typeof FUNDING_METHOD_LABELS}`)
          : d.method}{' '}
        · {fmt.dateTime(d.createdAt)}
        {d.expectedAmount
          ? t('admin.funding.expected', { amount: fmt.money(d.expectedAmount, d.currency) })
          : ''}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((v) => setAsked(v))}>
          <FormField
            id={`recv-${d.id}`}
            label={t('admin.funding.received', { currency: d.currency })}
            error={form.formState.errors.receivedAmount?.message}
          >
            <Input inputMode="decimal" {...form.register('receivedAmount')} disabled={!!asked} />
          </FormField>
          {asked ? (
            <FinalCheck
              action={t('admin.funding.creditYes')}
              busy={confirm.isPending}
              onConfirm={() => confirm.mutate(asked)}
              onCancel={() => setAsked(null)}
            >
              {t('admin.funding.creditQuestion', {
                amount: fmt.money(asked.receivedAmount, d.currency),
                email: d.email ?? '',
              })}
            </FinalCheck>
          ) : (
            <Button type="submit" className="justify-self-start">
              {t('admin.funding.confirmDeposit')}
            </Button>
          )}
        </form>
        <RejectForm
          id={`rej-${d.id}`}
          label={t('admin.funding.rejectDeposit')}
          confirmLabel={t('admin.funding.rejectDepositYes')}
          reject={(body) => rejectDeposit(d.id, body)}
          done={done}
          successMessage={t('admin.funding.depositRejected')}
          question={(reason) =>
            t('admin.funding.rejectDepositQuestion', { reference: d.reference, reason })
          }
        />
      </div>
    </li>
  );
}
