import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AdminDepositConfirmSchema, FUNDING_METHOD_LABELS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { formatDateTime, formatMoney } from '@/lib/format';
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
  const confirm = useMutation({
    mutationFn: (body: ConfirmDepositInput) => confirmDeposit(d.id, body),
    onSuccess: () => {
      toast.success('Deposit confirmed');
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
        {FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS] ?? d.method} ·{' '}
        {formatDateTime(d.createdAt)}
        {d.expectedAmount ? ` · expected ${formatMoney(d.expectedAmount, d.currency)}` : ''}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((v) => setAsked(v))}>
          <FormField
            id={`recv-${d.id}`}
            label={`Received amount (${d.currency})`}
            error={form.formState.errors.receivedAmount?.message}
          >
            <Input inputMode="decimal" {...form.register('receivedAmount')} disabled={!!asked} />
          </FormField>
          {asked ? (
            <FinalCheck
              action="Yes, credit the wallet"
              busy={confirm.isPending}
              onConfirm={() => confirm.mutate(asked)}
              onCancel={() => setAsked(null)}
            >
              Credit {formatMoney(asked.receivedAmount, d.currency)} to {d.email}?
            </FinalCheck>
          ) : (
            <Button type="submit" className="justify-self-start">
              Confirm deposit
            </Button>
          )}
        </form>
        <RejectForm
          id={`rej-${d.id}`}
          label="Reject deposit"
          reject={(body) => rejectDeposit(d.id, body)}
          done={done}
          successMessage="Deposit rejected"
          what={`deposit ${d.reference}`}
        />
      </div>
    </li>
  );
}
