import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CURRENCY_CODES,
  DepositRequestSchema,
  FUNDING_METHOD_LABELS,
  type DepositRequest,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { walletKeys } from '@/lib/queries/wallet';
import { depositsQuery, requestDeposit, type Deposit } from '../api/wallet';

type FundInput = z.input<typeof DepositRequestSchema>;

/** Deposit instructions for a bank transfer or mobile money, and the deposits still pending. */
export function FundForm() {
  const qc = useQueryClient();
  const [created, setCreated] = useState<Deposit | null>(null);
  const deposits = useQuery(depositsQuery());
  const form = useForm<FundInput>({
    resolver: zodResolver(DepositRequestSchema),
    defaultValues: { currency: 'USD', method: 'bank_transfer' },
  });
  const m = useMutation({
    mutationFn: requestDeposit,
    onSuccess: (r) => {
      setCreated(r.deposit);
      toast.success('Deposit instructions ready');
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const pending = deposits.data?.deposits.filter((d) => d.status === 'pending') ?? [];
  return (
    <Card id="funding">
      <CardHeader>
        <CardTitle>Fund wallet</CardTitle>
        <CardDescription>
          Pay in by bank transfer or mobile money; your balance is credited when we confirm receipt.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3 sm:grid-cols-2 sm:items-end"
          noValidate
          onSubmit={form.handleSubmit((v) => m.mutate(v as DepositRequest))}
        >
          <FormField id="fund-currency" label="Currency" error={errors.currency?.message}>
            <select className={selectClasses} {...form.register('currency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <FormField id="fund-method" label="Method" error={errors.method?.message}>
            <select className={selectClasses} {...form.register('method')}>
              {Object.entries(FUNDING_METHOD_LABELS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="fund-expected"
            label="Amount you will send (optional)"
            className="sm:col-span-2"
            hint="Helps us match your payment faster; we credit what we receive."
            error={errors.expectedAmount?.message}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...form.register('expectedAmount', {
                setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined),
              })}
            />
          </FormField>
          <Button
            type="submit"
            className="sm:col-span-2 sm:justify-self-start"
            disabled={m.isPending}
          >
            {m.isPending ? 'Preparing…' : 'Get deposit instructions'}
          </Button>
        </form>
        {created?.instructions && (
          <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite">
            <p className="font-semibold">
              Reference{' '}
              <span className="font-mono break-all" data-testid="deposit-reference">
                {created.reference}
              </span>
            </p>
            <ul className="mt-2 text-sm break-words">
              {created.instructions.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted-foreground">
              Status: pending until we confirm the amount received.
            </p>
          </div>
        )}
        {pending.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Pending deposits</h3>
            <ul className="text-sm">
              {pending.map((d) => (
                <li key={d.id}>
                  <span className="font-mono">{d.reference}</span> · {d.currency} ·{' '}
                  {FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS]} ·{' '}
                  <StatusBadge status={d.status} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
