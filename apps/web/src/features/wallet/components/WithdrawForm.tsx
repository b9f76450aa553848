import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import {
  D,
  WithdrawalRequestSchema,
  type BusinessApproval,
  type WithdrawalRequest,
} from '@mizani/shared';
import { InsufficientFunds } from '@/components/money/insufficient-funds';
import { FlowSteps, Receipt, ReviewPanel } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { selectClasses } from '@/components/ui/labelled-field';
import { MoneyStatus } from '@/components/money/status';
import { useIntentCurrency, type GoTo } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { notificationsKeys } from '@/lib/queries/notifications';
import { accountsQuery, walletKeys } from '@/lib/queries/wallet';
import {
  beneficiariesQuery,
  requestWithdrawal,
  withdrawalsQuery,
  type Beneficiary,
  type Withdrawal,
} from '../api/wallet';

type WithdrawInput = z.input<typeof WithdrawalRequestSchema>;

/**
 * Where the money goes, as the client recognises it ("Mobile money +2547…" or "Bank ···1234"), and
 * when it arrives (PAYOUT_ARRIVAL in English).
 */
function usePayoutTexts() {
  const { t, locale } = useT();
  return {
    destination: (b: Beneficiary) =>
      b.kind === 'mobile_money'
        ? t('wallet.destMobile', {
            phone: [mobileNetworkName(b.network), b.phone].filter(Boolean).join(' '),
          })
        : `${b.bankName ?? t('wallet.destBank')} ···${(b.accountNumber ?? '').slice(-4)}`,
    arrival: (kind: string) =>
      hasMessage(locale, `wallet.arrival.${kind}`) ? t(`wallet.arrival.${kind}` as MessageId) : '',
  };
}

/**
 * A withdrawal to a saved beneficiary: the form (stopped at once, with Add money, when the amount
 * is more than the balance), a review (what leaves, fee, what arrives, to whom, when), then the
 * receipt with the reference and what happens next. Money is held only at Confirm.
 */
export function WithdrawForm({ goTo }: { goTo: GoTo }) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const { destination, arrival } = usePayoutTexts();
  const bens = useQuery(beneficiariesQuery());
  const wds = useQuery(withdrawalsQuery());
  const accounts = useQuery(accountsQuery());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<'form' | 'review' | 'receipt'>('form');
  const [short, setShort] = useState<{ available: string; currency: string } | null>(null);
  const [done, setDone] = useState<{ w: Withdrawal; ben: Beneficiary } | null>(null);
  const [waiting, setWaiting] = useState<BusinessApproval | null>(null);
  const form = useForm<WithdrawInput>({
    resolver: zodResolver(WithdrawalRequestSchema),
    defaultValues: { beneficiaryId: '', currency: 'USD', amount: '' },
  });
  const list = useMemo(() => bens.data?.beneficiaries ?? [], [bens.data]);
  // "Send" on a balance card names the currency: its first beneficiary is chosen.
  const intent = useIntentCurrency('currency');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const match = intent && list.find((b) => b.currency === intent);
    if (!match || applied.current === intent) return;
    applied.current = intent;
    form.setValue('beneficiaryId', match.id);
    setStep('form');
  }, [intent, list, form]);
  // The currency is the chosen beneficiary's; the first one is chosen until the client picks.
  const chosenId = form.watch('beneficiaryId');
  const ben = list.find((b) => b.id === chosenId) ?? list[0];
  useEffect(() => {
    if (!ben) return;
    if (form.getValues('beneficiaryId') !== ben.id) form.setValue('beneficiaryId', ben.id);
    form.setValue('currency', ben.currency as WithdrawInput['currency']);
  }, [ben, form]);
  const available = (c: string) =>
    accounts.data?.accounts.find((a) => a.currency === c)?.balance ?? '0.00';
  // Any change to the amount or the beneficiary clears the "not enough" notice.
  useEffect(() => {
    const sub = form.watch(() => setShort(null));
    return () => sub.unsubscribe();
  }, [form]);

  const m = useMutation({
    mutationFn: (body: WithdrawalRequest) => requestWithdrawal(body, key),
    onSuccess: (r) => {
      setWaiting(r.approval ?? null);
      if (!r.approval) setDone({ w: r.withdrawal, ben: ben! });
      setStep('receipt');
      setKey(crypto.randomUUID());
      form.reset({ ...form.getValues(), amount: '' });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: (err) => {
      setStep('form');
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const amount = values.amount && ben ? fmt.money(values.amount, ben.currency) : '';

  // Funds are checked before the review: the same balance the server checks at Confirm.
  // A cached balance may be behind (a deposit credited since): re-read before refusing.
  const toReview = form.handleSubmit(async (v) => {
    let have = available(v.currency);
    if (new D(v.amount).gt(have)) {
      const fresh = await accounts.refetch();
      have = fresh.data?.accounts.find((a) => a.currency === v.currency)?.balance ?? '0.00';
    }
    if (new D(v.amount).gt(have)) {
      setShort({ available: have, currency: v.currency });
      form.setError('amount', { message: t('money.moreThanAvailable') });
      return;
    }
    setStep('review');
  });

  return (
    <Card id="withdrawal">
      <CardHeader>
        <CardTitle>{t('wallet.withdraw')}</CardTitle>
        <CardDescription>{t('wallet.withdrawDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {bens.isLoading ? (
          <Skeleton className="h-12" />
        ) : bens.isError ? (
          <p role="alert">{t('wallet.beneficiariesError')}</p>
        ) : !list.length ? (
          <p className="text-sm text-muted-foreground">{t('wallet.addBeneficiaryFirst')}</p>
        ) : step === 'review' && ben ? (
          <ReviewPanel
            title={t('wallet.reviewTitle', { amount, name: ben.name })}
            rows={[
              { label: t('money.youSend'), value: amount },
              {
                label: t('wallet.from'),
                value: t('money.yourBalance', { currency: ben.currency }),
              },
              { label: t('money.mizaniFee'), value: fmt.money('0', ben.currency) },
              {
                label: t('wallet.receives', { name: ben.name }),
                value: amount,
                strong: true,
                testId: 'wd-receives',
              },
              { label: t('money.to'), value: destination(ben) },
              { label: t('money.arrives'), value: arrival(ben.kind) },
            ]}
            note={t('wallet.reviewNote')}
          >
            <Button
              onClick={() => m.mutate(form.getValues() as WithdrawalRequest)}
              disabled={m.isPending}
            >
              {m.isPending ? t('wallet.confirming') : t('wallet.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              {t('money.edit')}
            </Button>
          </ReviewPanel>
        ) : step === 'receipt' && waiting ? (
          <Receipt
            pending
            title={t('wallet.sentForApproval')}
            rows={[
              {
                label: t('money.amount'),
                value: fmt.money(waiting.withdrawal!.amount, waiting.withdrawal!.currency),
                strong: true,
              },
              { label: t('money.to'), value: waiting.withdrawal!.beneficiaryName },
              {
                label: t('money.status'),
                value: t('wallet.waitingApprovals', { n: waiting.approvalsRequired }),
              },
              { label: t('money.requested'), value: fmt.dateTime(waiting.createdAt) },
            ]}
            next={[t('wallet.approvalNext1'), t('wallet.approvalNext2')]}
            actions={
              <Button
                variant="outline"
                onClick={() => {
                  setWaiting(null);
                  setStep('form');
                }}
              >
                {t('wallet.newWithdrawal')}
              </Button>
            }
          />
        ) : step === 'receipt' && done ? (
          <Receipt
            pending
            title={t('wallet.requestedTitle')}
            rows={[
              {
                label: t('money.reference'),
                value: <span className="font-mono">{done.w.reference}</span>,
              },
              {
                label: t('money.amount'),
                value: fmt.money(done.w.amount, done.w.currency),
                strong: true,
              },
              { label: t('money.to'), value: `${done.ben.name} · ${destination(done.ben)}` },
              { label: t('money.status'), value: t('wallet.onHoldStatus') },
              { label: t('money.requested'), value: fmt.dateTime(done.w.createdAt) },
            ]}
            next={[
              t('wallet.nextHold', { amount: fmt.money(done.w.amount, done.w.currency) }),
              arrival(done.ben.kind),
              t('wallet.nextNotify'),
            ]}
            actions={
              <Button variant="outline" onClick={() => setStep('form')}>
                {t('wallet.newWithdrawal')}
              </Button>
            }
          />
        ) : (
          <form className="grid gap-3 sm:grid-cols-2 sm:items-end" noValidate onSubmit={toReview}>
            <div className="sm:col-span-2">
              <FlowSteps current={0} />
            </div>
            <FormField
              id="wd-ben"
              label={t('wallet.beneficiary')}
              error={errors.beneficiaryId?.message}
            >
              <select className={selectClasses} {...form.register('beneficiaryId')}>
                {list.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.currency})
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="wd-amount"
              label={t('money.amountIn', { currency: ben?.currency ?? '' })}
              error={errors.amount?.message ?? errors.currency?.message}
              hint={
                ben && accounts.data
                  ? t('money.available', {
                      amount: fmt.money(available(ben.currency), ben.currency),
                    })
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            {short ? (
              <div className="sm:col-span-2">
                <InsufficientFunds
                  available={short.available}
                  currency={short.currency}
                  onAddMoney={() => goTo('funding', { currency: short.currency })}
                />
              </div>
            ) : null}
            <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
              {t('money.continue')}
            </Button>
            {intent && !list.some((b) => b.currency === intent) ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                {t('wallet.noBeneficiaryIn', { currency: intent })}
              </p>
            ) : null}
          </form>
        )}
        {wds.data && wds.data.withdrawals.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">{t('wallet.recentWithdrawals')}</h3>
            <ul className="mt-2 grid gap-1 text-sm">
              {wds.data.withdrawals.slice(0, 5).map((w) => (
                <li key={w.id} className="break-words">
                  <span className="font-mono">{w.reference}</span> ·{' '}
                  {t('wallet.withdrawalTo', {
                    amount: fmt.money(w.amount, w.currency),
                    name: w.beneficiaryName ?? '',
                  })}{' '}
                  · <MoneyStatus status={w.status} />
                  {w.reason ? ` (${w.reason})` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
