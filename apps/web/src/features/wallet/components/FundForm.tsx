import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { DepositRequestSchema, FUNDING_METHOD_LABELS, type DepositRequest } from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { PaymentDetails } from '@/components/money/payment-details';
import { FlowSteps, Receipt, ReviewPanel, type SummaryRow } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { useIntentCurrency } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { walletKeys } from '@/lib/queries/wallet';
import { depositsQuery, requestDeposit, type Deposit } from '../api/wallet';
import { DepositDifference } from './DepositDifference';

type FundInput = z.input<typeof DepositRequestSchema>;

/** A method's name and when its money arrives (FUNDING_METHOD_LABELS, DEPOSIT_ARRIVAL in English). */
function useMethodTexts() {
  const { t, locale } = useT();
  return {
    methodLabel: (m: string) =>
      hasMessage(locale, `funding.method.${m}`)
        ? t(`funding.method.${m}` as MessageId)
        : (FUNDING_METHOD_LABELS[m as keyof typeof FUNDING_METHOD_LABELS] ?? m),
    arrival: (m: string) =>
      hasMessage(locale, `funding.arrival.${m}`) ? t(`funding.arrival.${m}` as MessageId) : '',
  };
}

/** Where to pay, field by field with copy buttons, and the expected amount. */
function Instructions({ deposit }: { deposit: Deposit }) {
  return (
    <PaymentDetails
      fields={deposit.instructions?.fields ?? []}
      note={deposit.instructions?.note}
      amount={deposit.expectedAmount}
      currency={deposit.currency}
    />
  );
}

/**
 * Add money: the form (currency, method, the amount you will send), a review of what will happen,
 * then the payment instructions with copy buttons as the receipt. Pending deposits show what we
 * expect; credited ones explain any difference from it.
 */
export function FundForm() {
  const qc = useQueryClient();
  const { t, locale } = useT();
  const fmt = useFormat();
  const { methodLabel, arrival } = useMethodTexts();
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
      label: t('money.youSend'),
      value: v.expectedAmount
        ? fmt.money(v.expectedAmount, currency)
        : t('funding.anyAmount', { currency }),
    },
    { label: t('funding.methodLabel'), value: methodLabel(v.method ?? '') },
    { label: t('money.mizaniFee'), value: fmt.money('0', currency) },
    { label: t('funding.creditedTo'), value: t('money.yourBalance', { currency }), strong: true },
    { label: t('funding.when'), value: arrival(v.method ?? '') },
  ];

  return (
    <Card id="funding">
      <CardHeader>
        <CardTitle>{t('funding.title')}</CardTitle>
        <CardDescription>{t('funding.description')}</CardDescription>
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
            <FormField
              id="fund-currency"
              label={t('money.currency')}
              error={errors.currency?.message}
            >
              <CurrencySelect currency={currency} {...form.register('currency')} />
            </FormField>
            <FormField
              id="fund-method"
              label={t('funding.methodLabel')}
              error={errors.method?.message}
            >
              <select className={selectClasses} {...form.register('method')}>
                {Object.keys(FUNDING_METHOD_LABELS).map((k) => (
                  <option key={k} value={k}>
                    {methodLabel(k)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="fund-expected"
              label={t('funding.expectedLabel')}
              className="sm:col-span-2"
              hint={t('funding.expectedHint')}
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
              {t('money.continue')}
            </Button>
          </form>
        ) : step === 'review' ? (
          <ReviewPanel
            title={t('funding.reviewTitle', {
              currency,
              method: methodLabel(v.method ?? '').toLocaleLowerCase(locale),
            })}
            rows={review}
            note={t('funding.reviewNote')}
          >
            <Button
              onClick={() => m.mutate(form.getValues() as DepositRequest)}
              disabled={m.isPending}
            >
              {m.isPending ? t('funding.preparing') : t('funding.getInstructions')}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              {t('money.edit')}
            </Button>
          </ReviewPanel>
        ) : created ? (
          <Receipt
            pending
            title={t('funding.receiptTitle', { currency: created.currency })}
            rows={[
              {
                label: t('money.reference'),
                value: (
                  <span className="font-mono" data-testid="deposit-reference">
                    {created.reference}
                  </span>
                ),
              },
              { label: t('money.status'), value: t('funding.awaitingPayment') },
              {
                label: t('funding.expected'),
                value: created.expectedAmount
                  ? fmt.money(created.expectedAmount, created.currency)
                  : t('funding.notGiven'),
              },
            ]}
            details={
              <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
                <h4 className="text-sm font-semibold text-navy-900">{t('funding.payWith')}</h4>
                <Instructions deposit={created} />
              </div>
            }
            next={[arrival(created.method), t('funding.nextCredit'), t('funding.nextNotify')]}
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
                {t('funding.again')}
              </Button>
            }
          />
        ) : null}
        {pending.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">{t('funding.pending')}</h3>
            <ul className="mt-2 grid gap-2 text-sm">
              {pending.map((d) => (
                <li key={d.id} className="rounded-lg border p-3" data-testid="pending-deposit">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words">
                      <span className="font-mono">{d.reference}</span> · {methodLabel(d.method)}
                    </span>
                    <span className="font-medium tabular-nums">
                      {d.expectedAmount
                        ? t('funding.expecting', {
                            amount: fmt.money(d.expectedAmount, d.currency),
                          })
                        : t('funding.awaiting', { currency: d.currency })}
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>{t('funding.requestedAt', { date: fmt.dateTime(d.createdAt) })}</span>
                    <Button
                      variant="link"
                      size="sm"
                      aria-expanded={open === d.id}
                      onClick={() => setOpen(open === d.id ? null : d.id)}
                    >
                      {open === d.id
                        ? t('funding.hidePaymentDetails')
                        : t('funding.paymentDetails')}
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
            <h3 className="text-sm font-semibold">{t('funding.recent')}</h3>
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
