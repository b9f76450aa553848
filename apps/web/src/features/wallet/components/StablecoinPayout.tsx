import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChainPayoutRequestSchema,
  D,
  type ChainPayout,
  type ChainPayoutRequest,
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
import { notificationsKeys } from '@/lib/queries/notifications';
import { accountsQuery, walletKeys } from '@/lib/queries/wallet';
import { useIntentStablecoin } from '@/lib/dashboard-intent';
import { cryptoAddressesQuery, cryptoPayoutsQuery, requestCryptoPayout } from '../api/wallet';
import { TravelRuleFields } from './TravelRuleFields';

type PayoutInput = z.input<typeof ChainPayoutRequestSchema>;
const short = (v: string) => `${v.slice(0, 10)}…${v.slice(-6)}`;

function PayoutItem({ p }: { p: ChainPayout }) {
  const { t } = useT();
  const fmt = useFormat();
  const tone =
    p.status === 'confirmed'
      ? 'text-emerald-700'
      : p.status === 'failed' || p.status === 'rejected'
        ? 'text-red-700'
        : 'text-amber-700';
  return (
    <li className="grid gap-0.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-navy-900">
          {fmt.money(p.amount, p.currency)} · {p.asset}
        </span>
        <span className={tone}>{t(`funding.cryptoPayout.status.${p.status}`)}</span>
      </div>
      <span className="font-mono text-xs break-all text-muted-foreground">
        {t('funding.cryptoPayout.toShort', { address: short(p.toAddress) })}
      </span>
      {p.status === 'sent' ? (
        <span className="text-muted-foreground">
          {t('funding.crypto.confirmations', {
            count: p.confirmations,
            required: p.confirmationsRequired,
          })}
        </span>
      ) : null}
      {p.reason ? <span className="text-muted-foreground">{p.reason}</span> : null}
      {p.txHash ? (
        <span className="font-mono text-xs break-all text-muted-foreground">
          {t('funding.crypto.transaction')} {short(p.txHash)}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Send USDC or USDT to an address (issue 40): the form (asset, the network in words, address,
 * amount in USD; originator and beneficiary at or above the travel-rule threshold), a review,
 * then the receipt; each payout follows from held to confirmed with its transaction.
 */
export function StablecoinPayout() {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const info = useQuery(cryptoAddressesQuery());
  const payouts = useQuery({ ...cryptoPayoutsQuery(), enabled: !!info.data?.available });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<'form' | 'review' | 'receipt'>('form');
  const [done, setDone] = useState<ChainPayout | null>(null);
  const form = useForm<PayoutInput>({
    resolver: zodResolver(ChainPayoutRequestSchema),
    defaultValues: {
      asset: 'USDC',
      network: info.data?.network?.id ?? '',
      toAddress: '',
      amount: '',
      payFrom: 'USD',
    },
  });
  // The wallets it may be paid from: USD, or the asset's own when the holder keeps stablecoins.
  const accounts = useQuery(accountsQuery());
  const balanceOf = (c: string) => accounts.data?.accounts.find((a) => a.currency === c)?.balance;
  const asset = form.watch('asset');
  const payFrom = form.watch('payFrom') ?? 'USD';
  useEffect(() => {
    if (payFrom !== 'USD' && payFrom !== asset) form.setValue('payFrom', 'USD');
  }, [asset, payFrom, form]);
  // "Send" on a USDC balance card: that asset, paid from that wallet.
  const intent = useIntentStablecoin();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!intent || applied.current === intent || !balanceOf(intent)) return;
    applied.current = intent;
    form.setValue('asset', intent);
    form.setValue('payFrom', intent);
  });
  const m = useMutation({
    mutationFn: (body: ChainPayoutRequest) => requestCryptoPayout(body, key),
    onSuccess: (r) => {
      setDone(r.payout);
      setStep('receipt');
      setKey(crypto.randomUUID());
      form.reset({ ...form.getValues(), toAddress: '', amount: '', travelRule: undefined });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: (err) => {
      setStep('form');
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });

  if (info.isPending || !info.data?.available || !info.data.network) return null;
  if (payouts.data && !payouts.data.available) return null;
  const network = info.data.network;
  const limits = payouts.data?.limits;
  const values = form.watch();
  const travelNeeded =
    !!limits &&
    /^\d+(\.\d+)?$/.test(values.amount ?? '') &&
    new D(values.amount!).gte(limits.travelRuleUsd);
  const { errors } = form.formState;
  const list = payouts.data?.payouts ?? [];
  const toReview = (e: FormEvent) => {
    // The network is the platform's (named in words beside the address), not a choice.
    form.setValue('network', network.id);
    return form.handleSubmit(() => setStep('review'))(e);
  };
  const from = values.payFrom ?? 'USD';
  const amount = values.amount ? fmt.money(values.amount, from) : '';
  const assetHeld = balanceOf(values.asset) !== undefined;

  return (
    <Card id="send-stablecoin">
      <CardHeader>
        <CardTitle>{t('funding.cryptoPayout.title')}</CardTitle>
        <CardDescription>
          {t('funding.cryptoPayout.description', { network: network.name })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 'review' ? (
          <ReviewPanel
            title={t('funding.cryptoPayout.reviewTitle', { amount, asset: values.asset })}
            rows={[
              { label: t('money.youSend'), value: amount },
              ...(from !== 'USD'
                ? [
                    {
                      label: t('funding.cryptoPayout.payFrom'),
                      value: t('funding.cryptoPayout.fromAssetNote', { asset: from }),
                    },
                  ]
                : []),
              {
                label: t('funding.cryptoPayout.tokens'),
                value: `${values.amount} ${values.asset}`,
                strong: true,
              },
              { label: t('funding.crypto.network'), value: network.name },
              {
                label: t('funding.cryptoPayout.to'),
                value: <span className="font-mono break-all">{values.toAddress}</span>,
              },
              ...(values.travelRule?.beneficiaryName
                ? [
                    {
                      label: t('funding.cryptoPayout.beneficiary'),
                      value: values.travelRule.beneficiaryName,
                    },
                  ]
                : []),
            ]}
            note={t(
              from === 'USD'
                ? 'funding.cryptoPayout.reviewNote'
                : 'funding.cryptoPayout.reviewNoteFrom',
              { asset: values.asset, network: network.name },
            )}
          >
            <Button
              onClick={() =>
                m.mutate({ ...(form.getValues() as ChainPayoutRequest), network: network.id })
              }
              disabled={m.isPending}
            >
              {m.isPending ? t('wallet.confirming') : t('funding.cryptoPayout.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setStep('form')} disabled={m.isPending}>
              {t('money.edit')}
            </Button>
          </ReviewPanel>
        ) : step === 'receipt' && done ? (
          <Receipt
            pending
            title={t('funding.cryptoPayout.receiptTitle')}
            rows={[
              {
                label: t('money.reference'),
                value: <span className="font-mono">{done.reference}</span>,
              },
              {
                label: t('money.amount'),
                value: fmt.money(done.amount, done.currency),
                strong: true,
              },
              {
                label: t('funding.cryptoPayout.to'),
                value: <span className="font-mono break-all">{done.toAddress}</span>,
              },
              { label: t('money.status'), value: t(`funding.cryptoPayout.status.${done.status}`) },
            ]}
            next={[
              // A business's payout over its withdrawal rule waits for its approvers first.
              ...(done.status === 'business_approval'
                ? [t('funding.cryptoPayout.nextApproval')]
                : []),
              t('funding.cryptoPayout.next1', {
                amount: fmt.money(done.amount, done.currency),
              }),
              t('funding.cryptoPayout.next2', { confirmations: done.confirmationsRequired }),
              t('wallet.nextNotify'),
            ]}
            actions={
              <Button variant="outline" onClick={() => setStep('form')}>
                {t('funding.cryptoPayout.another')}
              </Button>
            }
          />
        ) : (
          <form className="grid gap-3 sm:grid-cols-2 sm:items-end" noValidate onSubmit={toReview}>
            <div className="sm:col-span-2">
              <FlowSteps current={0} />
            </div>
            <FormField
              id="payout-asset"
              label={t('funding.crypto.asset')}
              error={errors.asset?.message}
            >
              <select className={selectClasses} {...form.register('asset')}>
                {info.data.assets.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </FormField>
            {assetHeld ? (
              <FormField
                id="payout-from"
                label={t('funding.cryptoPayout.payFrom')}
                error={errors.payFrom?.message}
              >
                <select className={selectClasses} {...form.register('payFrom')}>
                  <option value="USD">
                    {t('funding.cryptoPayout.fromUsd', {
                      balance: fmt.money(balanceOf('USD') ?? '0', 'USD'),
                    })}
                  </option>
                  <option value={values.asset}>
                    {t('funding.cryptoPayout.fromAsset', {
                      asset: values.asset,
                      balance: fmt.money(balanceOf(values.asset) ?? '0', values.asset),
                    })}
                  </option>
                </select>
              </FormField>
            ) : null}
            <FormField id="payout-network" label={t('funding.crypto.network')}>
              <select className={selectClasses} value={network.id} disabled>
                <option value={network.id}>{network.name}</option>
              </select>
            </FormField>
            <div className="sm:col-span-2">
              <FormField
                id="payout-address"
                label={t('funding.cryptoPayout.address', { network: network.name })}
                error={errors.toAddress?.message}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  {...form.register('toAddress')}
                />
              </FormField>
            </div>
            <FormField
              id="payout-amount"
              label={t('money.amountIn', { currency: from })}
              error={errors.amount?.message}
              hint={
                limits
                  ? t('funding.cryptoPayout.limits', {
                      max: fmt.money(limits.maxUsd, 'USD'),
                      left: fmt.money(
                        D.max(0, new D(limits.dailyUsd).minus(limits.usedTodayUsd)).toFixed(2),
                        'USD',
                      ),
                    })
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            {travelNeeded ? (
              <TravelRuleFields form={form} threshold={fmt.money(limits!.travelRuleUsd, 'USD')} />
            ) : null}
            <p
              role="note"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
            >
              {t('funding.cryptoPayout.warning', { network: network.name })}
            </p>
            <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
              {t('money.continue')}
            </Button>
          </form>
        )}
        <section aria-labelledby="crypto-payouts-heading" className="grid gap-2">
          <h3 id="crypto-payouts-heading" className="text-sm font-medium text-navy-900">
            {t('funding.cryptoPayout.list')}
          </h3>
          {payouts.isError ? (
            <p role="alert" className="text-sm">
              {errorText(payouts.error)}
            </p>
          ) : list.length ? (
            <ul className="grid gap-2" aria-live="polite">
              {list.map((p) => (
                <PayoutItem key={p.id} p={p} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('funding.cryptoPayout.none')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
