import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  DEPOSIT_ARRIVAL,
  DepositRequestSchema,
  FUNDING_METHOD_LABELS,
  type DepositRequest,
} from '@mizani/shared';
import { CopyValue } from '@/components/copy-value';
import { CurrencySelect } from '@/components/currency-select';
import { FlowSteps, Receipt, ReviewPanel, type SummaryRow } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { useIntentCurrency } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { walletKeys } from '@/lib/queries/wallet';
import { depositsQuery, requestDeposit, type Deposit } from '../api/wallet';
import { DepositDifference } from './DepositDifference';

type FundInput = z.input<typeof DepositRequestSchema>;
const methodLabel = (m: string) =>
  FUNDING_METHOD_LABELS[m as keyof typeof FUNDING_METHOD_LABELS] ?? m;
const arrival = (m: string) => DEPOSIT_ARRIVAL[m as keyof typeof DEPOSIT_ARRIVAL] ?? '';

/** Where to pay, field by field with copy buttons, and the expected amount. */
function Instructions({ deposit }: { deposit: Deposit }) {
  const fields = deposit.instructions?.fields ?? [];
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid gap-2">
        {fields.map((f) => (
          <div key={f.label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{f.label}</dt>
            <dd className="font-medium">
              <CopyValue label={f.label} value={f.value} mono={/number|reference/i.test(f.label)} />
            </dd>
          </div>
        ))}
        {deposit.expectedAmount ? (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Amount to send</dt>
            <dd className="font-medium">
              <CopyValue
                label="Amount to send"
                value={formatMoney(deposit.expectedAmount, deposit.currency)}
                mono={false}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      {deposit.instructions?.note ? (
        <p className="text-xs text-muted-foreground">{deposit.instructions.note}</p>
      ) : null}
    </div>
  );
}

/**
 * Add money: the form (currency, method, the amount you will send), a review of what will happen,
 * then the payment instructions with copy buttons as the receipt. Pending deposits show what we
 * expect; credited ones explain any difference from it.
 */
export function FundForm() {
  const qc = useQueryClient();
  const [step, setStep] = useState<'form' | 'review' | 'receipt'>('form');
  const [created, setCreated] = useState<Deposit | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const deposits = useQuery(depositsQuery());
  const form = useForm<FundInput>({
    resolver: zodResolver(DepositRequestSchema),
    defaultValues: { currency: 'USD', method: 'bank_transfer' },
  });
  // "Add money" elsewhere (a balance card, a short balance at Convert or Send) names the currency.
  const intent = useIntentCurrency('currency');
  useEffect(() => {
    if (!intent) return;
    form.setValue('currency', intent as FundInput['currency']);
    setStep('form');
  }, [intent, form]);
  const m = useMutation({
    mutationFn: requestDeposit,
    onSuccess: (r) => {
      setCreated(r.deposit);
      setStep('receipt');
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setStep('form');
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const v = form.watch();
  const currency = v.currency ?? 'USD';
  const pending = deposits.data?.deposits.filter((d) => d.status === 'pending') ?? [];
  const recent = (deposits.data?.deposits ?? []).filter((d) => d.status !== 'pending').slice(0, 3);

  const review: SummaryRow[] = [
    {
      label: 'You send',
      value: v.expectedAmount
        ? formatMoney(v.expectedAmount, currency)
        : `Any amount in ${currency}`,
    },
    { label: 'Method', value: methodLabel(v.method ?? '') },
    { label: 'Mizani fee', value: formatMoney('0', currency) },
    { label: 'Credited to', value: `Your ${currency} balance`, strong: true },
    { label: 'When', value: arrival(v.method ?? '') },
  ];

  return (
    <Card id="funding">
      <CardHeader>
        <CardTitle>Fund wallet</CardTitle>
        <CardDescription>
          Pay in by bank transfer or mobile money; your balance is credited when we confirm receipt.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 'form' ? (
          <form
            className="grid gap-3 sm:grid-cols-2 sm:items-end"
            noValidate
            onSubmit={form.handleSubmit(() => setStep('review'))}
          >
            <div className="sm:col-span-2">
              <FlowSteps current={0} />
            </div>
            <FormField id="fund-currency" label="Currency" error={errors.currency?.message}>
              <CurrencySelect currency={currency} {...form.register('currency')} />
            </FormField>
            <FormField id="fund-method" label="Method" error={errors.method?.message}>
              <select className={selectClasses} {...form.register('method')}>
                {Object.entries(FUNDING_METHOD_LABELS).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
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
                  setValueAs: (x: string) => (x?.trim() ? x.trim() : undefined),
                })}
              />
            </FormField>
            <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
              Continue
            </Button>
          </form>
        ) : step === 'review' ? (
          <ReviewPanel
            title={`Review: add ${currency} by ${methodLabel(v.method ?? '').toLowerCase()}`}
            rows={review}
            note="Your own bank or mobile-money provider may charge for sending. We credit exactly what arrives."
          >
            <Button
              onClick={() => m.mutate(form.getValues() as DepositRequest)}
              disabled={m.isPending}
            >
              {m.isPending ? 'Preparing…' : 'Get deposit instructions'}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              Edit
            </Button>
          </ReviewPanel>
        ) : created ? (
          <Receipt
            pending
            title={`Send your ${created.currency} payment`}
            rows={[
              {
                label: 'Reference',
                value: (
                  <span className="font-mono" data-testid="deposit-reference">
                    {created.reference}
                  </span>
                ),
              },
              { label: 'Status', value: 'Awaiting your payment' },
              {
                label: 'Expected',
                value: created.expectedAmount
                  ? formatMoney(created.expectedAmount, created.currency)
                  : 'Not given',
              },
            ]}
            details={
              <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
                <h4 className="text-sm font-semibold text-navy-900">
                  Pay with these details, quoting the reference exactly
                </h4>
                <Instructions deposit={created} />
              </div>
            }
            next={[
              arrival(created.method),
              `We credit what arrives and tell you if it differs from what you expected.`,
              'You get a notification here and an email when it is credited.',
            ]}
            actions={
              <Button
                variant="outline"
                onClick={() => {
                  form.reset({
                    currency: created.currency as FundInput['currency'],
                    method: created.method as FundInput['method'],
                  });
                  setStep('form');
                }}
              >
                Add money again
              </Button>
            }
          />
        ) : null}
        {pending.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Pending deposits</h3>
            <ul className="mt-2 grid gap-2 text-sm">
              {pending.map((d) => (
                <li key={d.id} className="rounded-lg border p-3" data-testid="pending-deposit">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words">
                      <span className="font-mono">{d.reference}</span> · {methodLabel(d.method)}
                    </span>
                    <span className="font-medium tabular-nums">
                      {d.expectedAmount
                        ? `Expecting ${formatMoney(d.expectedAmount, d.currency)}`
                        : `Awaiting ${d.currency}`}
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>Requested {formatDateTime(d.createdAt)}</span>
                    <Button
                      variant="link"
                      size="sm"
                      aria-expanded={open === d.id}
                      onClick={() => setOpen(open === d.id ? null : d.id)}
                    >
                      {open === d.id ? 'Hide payment details' : 'Payment details'}
                    </Button>
                  </div>
                  {open === d.id ? (
                    <div className="mt-2">
                      <Instructions deposit={d} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        )}
        {recent.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Recent deposits</h3>
            <ul className="mt-2 grid gap-2 text-sm">
              {recent.map((d) => (
                <li key={d.id} className="rounded-lg border p-3" data-testid="recent-deposit">
                  <DepositDifference deposit={d} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
