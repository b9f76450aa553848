import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BENEFICIARY_COUNTRIES,
  PhoneDepositSchema,
  PHONE_RAILS,
  type PhoneDeposit as PhoneDepositInput,
  type PhoneRail,
} from '@mizani/shared';
import { FlowSteps, Receipt, ReviewPanel } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { walletKeys } from '@/lib/queries/wallet';
import { PhoneProgress, SimulatedPhoneLink } from '@/components/money/phone-progress';
import { phoneDepositQuery, requestPhoneDeposit, type PhoneDeposit } from '../api/wallet';

type Input = z.input<typeof PhoneDepositSchema>;
const MPESA = PHONE_RAILS.mpesa;

/** Every rail × currency a client can pay in from (M-Pesa KES, MTN MoMo GHS and ZMW). */
const CHOICES = (Object.keys(PHONE_RAILS) as PhoneRail[]).flatMap((rail) =>
  PHONE_RAILS[rail].markets.map((m) => {
    const country = BENEFICIARY_COUNTRIES[m.country];
    return {
      value: `${rail}:${m.currency}`,
      rail,
      currency: m.currency,
      label: `${PHONE_RAILS[rail].label} · ${m.currency} (${country.name})`,
      prefix: country.phoneHint.replace(/X+$/, ''),
      example: country.phoneHint,
    };
  }),
);
const choiceOf = (rail: string, currency: string) =>
  CHOICES.find((c) => c.rail === rail && c.currency === currency) ?? CHOICES[0]!;

/**
 * Add money from the client's phone (issue 37): M-Pesa (KES) or MTN MoMo (GHS, ZMW) prompts the
 * number, the client approves with their PIN there, and the balance is credited when the rail
 * confirms, with no one in between.
 * Form → review → a receipt that follows the rail live.
 */
export function PhonePayIn() {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const [step, setStep] = useState<'form' | 'review' | 'receipt'>('form');
  const [created, setCreated] = useState<PhoneDeposit | null>(null);
  const form = useForm<Input>({
    resolver: zodResolver(PhoneDepositSchema),
    defaultValues: { rail: 'mpesa', currency: MPESA.currency, phone: '+254', amount: '' },
  });
  const live = useQuery({ ...phoneDepositQuery(created?.id ?? ''), enabled: !!created });
  const deposit = live.data?.deposit ?? created;
  const credited = deposit?.rail.state === 'credited';
  // The balances and the transactions list show the money as soon as it is in.
  useEffect(() => {
    if (credited) void qc.invalidateQueries({ queryKey: walletKeys.all });
  }, [credited, qc]);
  const m = useMutation({
    mutationFn: requestPhoneDeposit,
    onSuccess: (r) => {
      setCreated(r.deposit);
      setStep('receipt');
    },
    onError: (err) => {
      setStep('form');
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const v = form.watch();
  const choice = choiceOf(v.rail, v.currency);
  const railLabel = PHONE_RAILS[choice.rail].label;

  return (
    <Card id="pay-by-phone">
      <CardHeader>
        <CardTitle>{t('funding.phone.title')}</CardTitle>
        <CardDescription>{t('funding.phone.description')}</CardDescription>
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
              id="phone-pay-rail"
              label={t('funding.phone.payWith')}
              error={errors.rail?.message ?? errors.currency?.message}
            >
              <select
                className={selectClasses}
                value={choice.value}
                onChange={(e) => {
                  const next = CHOICES.find((c) => c.value === e.target.value) ?? CHOICES[0]!;
                  form.setValue('rail', next.rail);
                  form.setValue('currency', next.currency);
                  // A number typed for another country would only be refused: start it afresh.
                  if (!form.getValues('phone').startsWith(next.prefix))
                    form.setValue('phone', next.prefix);
                }}
              >
                {CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="phone-pay-number"
              label={t('funding.phone.number', { rail: railLabel })}
              hint={t('funding.phone.numberHint', { example: choice.example })}
              error={errors.phone?.message}
            >
              <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField
              id="phone-pay-amount"
              label={
                PHONE_RAILS[choice.rail].wholeUnits
                  ? t('funding.phone.amountWhole', { currency: choice.currency })
                  : t('funding.phone.amount', { currency: choice.currency })
              }
              error={errors.amount?.message}
            >
              <Input
                inputMode={PHONE_RAILS[choice.rail].wholeUnits ? 'numeric' : 'decimal'}
                autoComplete="off"
                {...form.register('amount')}
              />
            </FormField>
            <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
              {t('money.continue')}
            </Button>
          </form>
        ) : step === 'review' ? (
          <ReviewPanel
            title={t('funding.phone.reviewTitle', { rail: railLabel })}
            rows={[
              { label: t('money.youSend'), value: fmt.money(v.amount || '0', choice.currency) },
              { label: t('funding.phone.from'), value: `${railLabel} ${v.phone}` },
              { label: t('money.mizaniFee'), value: fmt.money('0', choice.currency) },
              {
                label: t('funding.creditedTo'),
                value: t('money.yourBalance', { currency: choice.currency }),
                strong: true,
              },
              { label: t('funding.when'), value: t('funding.phone.when') },
            ]}
            note={t('funding.phone.reviewNote')}
          >
            <Button
              onClick={() => m.mutate(form.getValues() as PhoneDepositInput)}
              disabled={m.isPending}
            >
              {m.isPending ? t('funding.phone.sending') : t('funding.phone.send')}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              {t('money.edit')}
            </Button>
          </ReviewPanel>
        ) : deposit ? (
          <Receipt
            pending={deposit.rail.state !== 'credited'}
            title={
              deposit.rail.state === 'credited'
                ? t('funding.phone.creditedTitle', {
                    amount: fmt.money(
                      deposit.receivedAmount ?? deposit.expectedAmount ?? '0',
                      deposit.currency,
                    ),
                  })
                : t('funding.phone.receiptTitle', { rail: railLabel })
            }
            rows={[
              {
                label: t('money.reference'),
                value: (
                  <span className="font-mono" data-testid="deposit-reference">
                    {deposit.reference}
                  </span>
                ),
              },
              {
                label: t('money.youSend'),
                value: fmt.money(deposit.expectedAmount ?? '0', deposit.currency),
              },
            ]}
            details={
              <div className="grid gap-2" data-testid="phone-progress">
                <PhoneProgress deposit={deposit} rail={railLabel} />
                <SimulatedPhoneLink url={created?.rail.simulatorUrl} deposit={deposit} />
              </div>
            }
            next={[t('funding.phone.nextPin'), t('funding.nextNotify')]}
            actions={
              <Button
                variant="outline"
                onClick={() => {
                  form.reset({
                    rail: choice.rail,
                    currency: choice.currency,
                    phone: v.phone,
                    amount: '',
                  });
                  setCreated(null);
                  setStep('form');
                }}
              >
                {t('funding.again')}
              </Button>
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
