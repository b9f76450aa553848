import { useState } from 'react';
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
import { payInTransfer, type Transfer } from '../api/send';
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
 * the balance, or (where a phone rail takes the currency) by a prompt on the sender's phone for
 * this transfer alone; then Confirm or Edit.
 */
export function TransferReview({
  review,
  pending,
  error,
  onConfirm,
  onEdit,
  onPaying,
}: {
  review: Transfer;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
  /** A phone prompt was sent for this transfer: its deposit, to follow. */
  onPaying: (deposit: PhoneDeposit) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
  const phoneRail = phoneRailFor(review.sourceCurrency);
  const balance =
    useQuery(accountsQuery()).data?.accounts.find((a) => a.currency === review.sourceCurrency)
      ?.balance ?? '0';
  // Paying by phone is offered first when the balance cannot cover the total.
  const [payWith, setPayWith] = useState<'balance' | 'phone'>(() =>
    phoneRail && Number(balance) < Number(review.total) ? 'phone' : 'balance',
  );
  const [phone, setPhone] = useState(phoneRail?.prefix ?? '');
  const payIn = useMutation({
    mutationFn: () => payInTransfer(review.id, { rail: phoneRail!.rail, phone: phone.trim() }),
    onSuccess: ({ deposit }) => onPaying(deposit),
  });
  const byPhone = payWith === 'phone' && !!phoneRail;
  const collected = phoneRail ? payInAmount(phoneRail.rail, review.total) : review.total;
  const busy = pending || payIn.isPending;
  const shownError = byPhone ? (payIn.isError ? payIn.error : null) : error;
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
            : t('money.yourBalance', { currency: review.sourceCurrency }),
        },
        { label: t('money.arrives'), value: arrival(review.arrival) },
      ]}
      notice={
        <>
          <NameCheck recipient={review.recipient} />
          {phoneRail ? (
            <fieldset className="mb-3 grid gap-2" data-testid="send-pay-with">
              <legend className="mb-1 text-sm font-medium text-navy-900">
                {t('send.payWith')}
              </legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="send-pay-with"
                  checked={!byPhone}
                  onChange={() => setPayWith('balance')}
                />
                {t('send.payWithBalance', {
                  currency: review.sourceCurrency,
                  amount: fmt.money(balance, review.sourceCurrency),
                })}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="send-pay-with"
                  checked={byPhone}
                  onChange={() => setPayWith('phone')}
                />
                {t('send.payWithPhone', { rail: phoneRail.label })}
              </label>
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
          ) : null}
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
      <Button onClick={() => (byPhone ? payIn.mutate() : onConfirm())} disabled={busy}>
        {busy
          ? t('send.sending')
          : byPhone
            ? t('send.payByPhone', {
                amount: fmt.money(collected, review.sourceCurrency),
                rail: phoneRail.label,
              })
            : t('send.confirm')}
      </Button>
      <Button variant="outline" onClick={onEdit} disabled={busy}>
        {t('money.edit')}
      </Button>
    </ReviewPanel>
  );
}
