import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { WithdrawalRequestSchema, type WithdrawalRequest } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { selectClasses } from '@/components/ui/labelled-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { accountsQuery, walletKeys } from '@/lib/queries/wallet';
import { beneficiariesQuery, requestWithdrawal, withdrawalsQuery } from '../api/wallet';

type WithdrawInput = z.input<typeof WithdrawalRequestSchema>;

/** A withdrawal to a saved beneficiary, and the latest five. */
export function WithdrawForm() {
  const qc = useQueryClient();
  const bens = useQuery(beneficiariesQuery());
  const wds = useQuery(withdrawalsQuery());
  const accounts = useQuery(accountsQuery());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const first = bens.data?.beneficiaries[0];
  const form = useForm<WithdrawInput>({
    resolver: zodResolver(WithdrawalRequestSchema),
    defaultValues: { beneficiaryId: '', currency: 'USD', amount: '' },
  });
  // The currency is the chosen beneficiary's; the first one is chosen until the client picks.
  const chosenId = form.watch('beneficiaryId');
  const ben = bens.data?.beneficiaries.find((b) => b.id === chosenId) ?? first;
  useEffect(() => {
    if (!ben) return;
    if (form.getValues('beneficiaryId') !== ben.id) form.setValue('beneficiaryId', ben.id);
    form.setValue('currency', ben.currency as WithdrawInput['currency']);
  }, [ben, form]);
  const m = useMutation({
    mutationFn: (body: WithdrawalRequest) => requestWithdrawal(body, key),
    onSuccess: () => {
      toast.success('Withdrawal requested; the amount is on hold until it is paid out');
      form.reset({ ...form.getValues(), amount: '' });
      setKey(crypto.randomUUID());
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  return (
    <Card id="withdrawal">
      <CardHeader>
        <CardTitle>Withdraw</CardTitle>
        <CardDescription>Paid to a saved beneficiary in its currency.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {bens.isLoading ? (
          <Skeleton className="h-12" />
        ) : bens.isError ? (
          <p role="alert">Beneficiaries could not be loaded.</p>
        ) : !bens.data?.beneficiaries.length ? (
          <p className="text-sm text-muted-foreground">Add a beneficiary first.</p>
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-2 sm:items-end"
            noValidate
            onSubmit={form.handleSubmit((v) => m.mutate(v as WithdrawalRequest))}
          >
            <FormField id="wd-ben" label="Beneficiary" error={errors.beneficiaryId?.message}>
              <select className={selectClasses} {...form.register('beneficiaryId')}>
                {bens.data.beneficiaries.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.currency})
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="wd-amount"
              label={`Amount (${ben?.currency ?? ''})`}
              error={errors.amount?.message ?? errors.currency?.message}
              hint={
                ben && accounts.data
                  ? `Available: ${formatMoney(
                      accounts.data.accounts.find((a) => a.currency === ben.currency)?.balance ??
                        '0',
                      ben.currency,
                    )}`
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            <Button
              type="submit"
              className="sm:col-span-2 sm:justify-self-start"
              disabled={m.isPending}
            >
              {m.isPending ? 'Requesting…' : 'Request withdrawal'}
            </Button>
          </form>
        )}
        {wds.data && wds.data.withdrawals.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {wds.data.withdrawals.slice(0, 5).map((w) => (
              <li key={w.id} className="break-words">
                <span className="font-mono">{w.reference}</span> ·{' '}
                {formatMoney(w.amount, w.currency)} to {w.beneficiaryName} ·{' '}
                <StatusBadge status={w.status} />
                {w.reason ? ` (${w.reason})` : ''}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
