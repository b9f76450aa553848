import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  D,
  PAYOUT_ARRIVAL,
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
import { StatusBadge } from '@/components/ui/status-badge';
import { useIntentCurrency, type GoTo } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
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

/** Where the money goes, as the client recognises it: "M-Pesa +2547…78" or "Bank ···1234". */
export const destination = (b: Beneficiary) =>
  b.kind === 'mobile_money'
    ? `Mobile money ${b.phone ?? ''}`
    : `${b.bankName ?? 'Bank'} ···${(b.accountNumber ?? '').slice(-4)}`;

/**
 * A withdrawal to a saved beneficiary: the form (stopped at once, with Add money, when the amount
 * is more than the balance), a review (what leaves, fee, what arrives, to whom, when), then the
 * receipt with the reference and what happens next. Money is held only at Confirm.
 */
export function WithdrawForm({ goTo }: { goTo: GoTo }) {
  const qc = useQueryClient();
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
  const amount = values.amount && ben ? formatMoney(values.amount, ben.currency) : '';

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
      form.setError('amount', { message: 'More than your available balance' });
      return;
    }
    setStep('review');
  });

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
        ) : !list.length ? (
          <p className="text-sm text-muted-foreground">
            Add a beneficiary first (below): the bank account or mobile-money number to pay.
          </p>
        ) : step === 'review' && ben ? (
          <ReviewPanel
            title={`Review: send ${amount} to ${ben.name}`}
            rows={[
              { label: 'You send', value: amount },
              { label: 'From', value: `Your ${ben.currency} balance` },
              { label: 'Mizani fee', value: formatMoney('0', ben.currency) },
              { label: `${ben.name} receives`, value: amount, strong: true, testId: 'wd-receives' },
              { label: 'To', value: destination(ben) },
              {
                label: 'Arrives',
                value: PAYOUT_ARRIVAL[ben.kind as keyof typeof PAYOUT_ARRIVAL] ?? '',
              },
            ]}
            note="At Confirm we hold the amount from your balance until it is paid out. The receiving bank or provider may charge its own fee."
          >
            <Button
              onClick={() => m.mutate(form.getValues() as WithdrawalRequest)}
              disabled={m.isPending}
            >
              {m.isPending ? 'Confirming…' : 'Confirm withdrawal'}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              Edit
            </Button>
          </ReviewPanel>
        ) : step === 'receipt' && waiting ? (
          <Receipt
            pending
            title="Sent for approval"
            rows={[
              {
                label: 'Amount',
                value: formatMoney(waiting.withdrawal!.amount, waiting.withdrawal!.currency),
                strong: true,
              },
              { label: 'To', value: waiting.withdrawal!.beneficiaryName },
              {
                label: 'Status',
                value: `Waiting for ${waiting.approvalsRequired} approval${waiting.approvalsRequired > 1 ? 's' : ''}`,
              },
              { label: 'Requested', value: formatDateTime(waiting.createdAt) },
            ]}
            next={[
              'It is over the business’s approval threshold: an approver must approve it in Pending approvals (Business tab). You cannot approve your own request.',
              'Nothing leaves the balance until it is approved; then it is held and paid out like any withdrawal.',
            ]}
            actions={
              <Button
                variant="outline"
                onClick={() => {
                  setWaiting(null);
                  setStep('form');
                }}
              >
                New withdrawal
              </Button>
            }
          />
        ) : step === 'receipt' && done ? (
          <Receipt
            pending
            title="Withdrawal requested"
            rows={[
              {
                label: 'Reference',
                value: <span className="font-mono">{done.w.reference}</span>,
              },
              { label: 'Amount', value: formatMoney(done.w.amount, done.w.currency), strong: true },
              { label: 'To', value: `${done.ben.name} · ${destination(done.ben)}` },
              { label: 'Status', value: 'On hold, awaiting payout' },
              { label: 'Requested', value: formatDateTime(done.w.createdAt) },
            ]}
            next={[
              `We hold ${formatMoney(done.w.amount, done.w.currency)} from your balance now; our team checks and pays it out.`,
              PAYOUT_ARRIVAL[done.ben.kind as keyof typeof PAYOUT_ARRIVAL] ?? '',
              'You get a notification here and an email when it is paid. If we cannot pay it, the money returns to your balance with the reason.',
            ]}
            actions={
              <Button variant="outline" onClick={() => setStep('form')}>
                New withdrawal
              </Button>
            }
          />
        ) : (
          <form className="grid gap-3 sm:grid-cols-2 sm:items-end" noValidate onSubmit={toReview}>
            <div className="sm:col-span-2">
              <FlowSteps current={0} />
            </div>
            <FormField id="wd-ben" label="Beneficiary" error={errors.beneficiaryId?.message}>
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
              label={`Amount (${ben?.currency ?? ''})`}
              error={errors.amount?.message ?? errors.currency?.message}
              hint={
                ben && accounts.data
                  ? `Available: ${formatMoney(available(ben.currency), ben.currency)}`
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
              Continue
            </Button>
            {intent && !list.some((b) => b.currency === intent) ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                No beneficiary is paid in {intent} yet: add one below to send {intent}.
              </p>
            ) : null}
          </form>
        )}
        {wds.data && wds.data.withdrawals.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Recent withdrawals</h3>
            <ul className="mt-2 grid gap-1 text-sm">
              {wds.data.withdrawals.slice(0, 5).map((w) => (
                <li key={w.id} className="break-words">
                  <span className="font-mono">{w.reference}</span> ·{' '}
                  {formatMoney(w.amount, w.currency)} to {w.beneficiaryName} ·{' '}
                  <StatusBadge status={w.status} />
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
