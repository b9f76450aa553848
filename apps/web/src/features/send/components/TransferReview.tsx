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
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { accountsQuery, type PhoneDeposit } from '@/lib/queries/wallet';
import { payInByBank, payInTransfer, type BankPayIn, type Transfer } from '../api/send';
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
  onPaying,
  onPayingByBank,
}: {
  review: Transfer;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
  /** A phone prompt was sent for this transfer: its deposit, to follow. */
  onPaying: (deposit: PhoneDeposit) => void;
  /** The bank details for this transfer were given: its deposit, to pay and follow. */
  onPayingByBank: (deposit: BankPayIn) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
  const phoneRail = phoneRailFor(review.sourceCurrency);
  const accounts = useQuery(accountsQuery()).data?.accounts;
  const balance = accounts?.find((a) => a.currency === review.sourceCurrency)?.balance ?? '0';
  // Until the sender chooses: once the balances are known and cannot cover the total, paying by
  // phone is offered first, else by bank; the balance otherwise (and while they load).
  const [chosen, setPayWith] = useState<'balance' | 'phone' | 'bank' | null>(null);
  const short = !!accounts && Number(balance) < Number(review.total);
  const payWith = chosen ?? (short ? (phoneRail ? 'phone' : 'bank') : 'balance');
  const [phone, setPhone] = useState(phoneRail?.prefix ?? '');
  const payIn = useMutation({
    mutationFn: () => payInTransfer(review.id, { rail: phoneRail!.rail, phone: phone.trim() }),
    onSuccess: ({ deposit }) => onPaying(deposit),
  });
  const byBank = useMutation({
    mutationFn: () => payInByBank(review.id),
    onSuccess: ({ deposit }) => onPayingByBank(deposit),
  });
  const byPhone = payWith === 'phone' && !!phoneRail;
  const viaBank = payWith === 'bank';
  const collected = phoneRail ? payInAmount(phoneRail.rail, review.total) : review.total;
  const busy = pending || payIn.isPending || byBank.isPending;
  const shownError = byPhone
    ? payIn.isError
      ? payIn.error
      : null
    : viaBank
      ? byBank.isError
        ? byBank.error
        : null
      : error;
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
            : viaBank
              ? t('send.payWithBank')
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
            <PayOption checked={viaBank} onChoose={() => setPayWith('bank')}>
              {t('send.payWithBank')}
            </PayOption>
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
        onClick={() => (byPhone ? payIn.mutate() : viaBank ? byBank.mutate() : onConfirm())}
        disabled={busy}
      >
        {busy
          ? t('send.sending')
          : byPhone
            ? t('send.payByPhone', {
                amount: fmt.money(collected, review.sourceCurrency),
                rail: phoneRail.label,
              })
            : viaBank
              ? t('send.payByBank')
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
