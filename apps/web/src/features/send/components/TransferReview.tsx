import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BENEFICIARY_COUNTRIES,
  PHONE_RAILS,
  payInAmount,
  phoneRailMarket,
  type PhoneRail,
} from '@mizani/shared';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { ReviewPanel } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { accountsQuery, cryptoAddressesQuery } from '@/lib/queries/wallet';
import {
  payInByBank,
  payInByStablecoin,
  payInTransfer,
  type PayInStarted,
  type Transfer,
} from '../api/send';
import { NameCheck } from './NameCheck';
import { useArrivalText } from './Timeline';

/** The phone rail that collects a currency (M-Pesa for KES, MTN MoMo for GHS and ZMW), if any. */
function phoneRailFor(currency: string) {
  const rail = (Object.keys(PHONE_RAILS) as PhoneRail[]).find((r) => phoneRailMarket(r, currency));
  if (!rail) return null;
  const country = phoneRailMarket(rail, currency)!.country as keyof typeof BENEFICIARY_COUNTRIES;
  const hint = BENEFICIARY_COUNTRIES[country].phoneHint;
  return { rail, label: PHONE_RAILS[rail].label, hint, prefix: hint.replace(/X+$/, '') };
}

/**
 * The review before money moves (issue 38): what is sent, the fee, the rate, what arrives and
 * when, to whom (with the rail's name check), how long the price holds, and how it is paid: from
 * the balance, (where a phone rail takes the currency) by a prompt on the sender's phone, or by
 * bank transfer quoting a reference of its own, for this transfer alone; then Confirm or Edit.
 */
export function TransferReview({
  review,
  pending,
  error,
  onConfirm,
  onEdit,
  onPayingIn,
}: {
  review: Transfer;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
  /** A pay-in for this transfer alone started (phone prompt, bank details, token address). */
  onPayingIn: (started: PayInStarted) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
  const phoneRail = phoneRailFor(review.sourceCurrency);
  const accounts = useQuery(accountsQuery()).data?.accounts;
  const balance = accounts?.find((a) => a.currency === review.sourceCurrency)?.balance ?? '0';
  // A USD transfer may be paid by a stablecoin where this server watches a network.
  const tokens = useQuery({
    ...cryptoAddressesQuery(),
    enabled: review.sourceCurrency === 'USD',
  }).data;
  const stablecoin = review.sourceCurrency === 'USD' && !!tokens?.available;
  const [asset, setAsset] = useState<'USDC' | 'USDT'>('USDC');
  // Until the sender chooses: once the balances are known and cannot cover the total, paying by
  // phone is offered first, else by bank; the balance otherwise (and while they load).
  const [chosen, setPayWith] = useState<'balance' | 'phone' | 'bank' | 'stablecoin' | null>(null);
  const short = !!accounts && Number(balance) < Number(review.total);
  const payWith = chosen ?? (short ? (phoneRail ? 'phone' : 'bank') : 'balance');
  const [phone, setPhone] = useState(phoneRail?.prefix ?? '');
  const byPhone = payWith === 'phone' && !!phoneRail;
  const payIn = useMutation({
    mutationFn: async (): Promise<PayInStarted> =>
      byPhone
        ? {
            kind: 'phone',
            ...(await payInTransfer(review.id, { rail: phoneRail.rail, phone: phone.trim() })),
          }
        : payWith === 'stablecoin'
          ? { kind: 'stablecoin', ...(await payInByStablecoin(review.id, asset)) }
          : { kind: 'bank', ...(await payInByBank(review.id)) },
    onSuccess: onPayingIn,
  });
  const collected = phoneRail ? payInAmount(phoneRail.rail, review.total) : review.total;
  const busy = pending || payIn.isPending;
  const shownError = payWith === 'balance' ? error : payIn.isError ? payIn.error : null;
  const phoneError =
    payIn.error instanceof ApiError ? (payIn.error.fields?.phone ?? payIn.error.fields?.rail) : '';

  return (
    <ReviewPanel
      title={t('send.reviewTitle', {
        amount: fmt.money(review.receiveAmount, review.destCurrency),
        name: review.recipient.name,
      })}
      rows={[
        {
          label: t('send.youSend'),
          value: fmt.money(review.sendAmount, review.sourceCurrency),
        },
        { label: t('money.mizaniFee'), value: fmt.money(review.fee, review.sourceCurrency) },
        {
          label: t('send.total'),
          value: fmt.money(review.total, review.sourceCurrency),
          testId: 'send-total',
        },
        {
          label: t('send.rate'),
          value: `1 ${review.sourceCurrency} = ${fmt.rate(review.rate)} ${review.destCurrency}`,
        },
        {
          label: t('send.theyReceive'),
          value: fmt.money(review.receiveAmount, review.destCurrency),
          strong: true,
        },
        {
          label: t('money.to'),
          value: [
            review.recipient.name,
            review.recipient.network ? mobileNetworkName(review.recipient.network) : null,
            review.recipient.phone,
          ]
            .filter(Boolean)
            .join(' · '),
        },
        {
          label: t('send.payFrom'),
          value: byPhone
            ? t('send.payWithPhone', { rail: phoneRail.label })
            : payWith === 'bank'
              ? t('send.payWithBank')
              : payWith === 'stablecoin'
                ? t('send.payWithStablecoin')
                : t('money.yourBalance', { currency: review.sourceCurrency }),
        },
        { label: t('money.arrives'), value: arrival(review.arrival) },
      ]}
      notice={
        <>
          <NameCheck recipient={review.recipient} />
          <fieldset className="mb-3 grid gap-2" data-testid="send-pay-with">
            <legend className="mb-1 text-sm font-medium text-navy-900">{t('send.payWith')}</legend>
            <PayOption checked={payWith === 'balance'} onChoose={() => setPayWith('balance')}>
              {t('send.payWithBalance', {
                currency: review.sourceCurrency,
                amount: fmt.money(balance, review.sourceCurrency),
              })}
            </PayOption>
            {phoneRail ? (
              <PayOption checked={byPhone} onChoose={() => setPayWith('phone')}>
                {t('send.payWithPhone', { rail: phoneRail.label })}
              </PayOption>
            ) : null}
            <PayOption checked={payWith === 'bank'} onChoose={() => setPayWith('bank')}>
              {t('send.payWithBank')}
            </PayOption>
            {stablecoin ? (
              <PayOption
                checked={payWith === 'stablecoin'}
                onChoose={() => setPayWith('stablecoin')}
              >
                {t('send.payWithStablecoin')}
              </PayOption>
            ) : null}
            {payWith === 'stablecoin' ? (
              <FormField id="send-pay-token" label={t('send.stablecoinAsset')}>
                <select
                  className={selectClasses}
                  value={asset}
                  onChange={(e) => setAsset(e.target.value as 'USDC' | 'USDT')}
                >
                  {(tokens?.assets ?? []).map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : null}
            {byPhone ? (
              <FormField
                id="send-pay-phone"
                label={t('funding.phone.number', { rail: phoneRail.label })}
                hint={t('funding.phone.numberHint', { example: phoneRail.hint })}
                error={phoneError || undefined}
              >
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                />
              </FormField>
            ) : null}
            {byPhone && collected !== review.total ? (
              <p className="text-xs text-muted-foreground">
                {t('send.payWhole', {
                  rail: phoneRail.label,
                  amount: fmt.money(collected, review.sourceCurrency),
                })}
              </p>
            ) : null}
          </fieldset>
        </>
      }
      note={
        <>
          {t('send.priceHeld', { time: fmt.dateTime(review.priceExpiresAt) })}
          {shownError ? (
            <span role="alert" className="mt-2 block text-sm text-destructive">
              {errorText(shownError)}
            </span>
          ) : null}
        </>
      }
    >
      <Button
        onClick={() => (payWith === 'balance' ? onConfirm() : payIn.mutate())}
        disabled={busy}
      >
        {busy
          ? t('send.sending')
          : byPhone
            ? t('send.payByPhone', {
                amount: fmt.money(collected, review.sourceCurrency),
                rail: phoneRail.label,
              })
            : payWith === 'bank'
              ? t('send.payByBank')
              : payWith === 'stablecoin'
                ? t('send.payByStablecoin', { asset })
                : t('send.confirm')}
      </Button>
      <Button variant="outline" onClick={onEdit} disabled={busy}>
        {t('money.edit')}
      </Button>
    </ReviewPanel>
  );
}

/** One way to pay, a radio of the review's "Pay with" group. */
function PayOption({
  checked,
  onChoose,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name="send-pay-with" checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}
