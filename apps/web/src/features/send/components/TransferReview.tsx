import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { ReviewPanel } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { Transfer } from '../api/send';
import { NameCheck } from './NameCheck';
import { useArrivalText } from './Timeline';

/**
 * The review before money moves (issue 38): what is sent, the fee, the rate, what arrives and
 * when, to whom (with the rail's name check), and how long the price holds; then Confirm or Edit.
 */
export function TransferReview({
  review,
  pending,
  error,
  onConfirm,
  onEdit,
}: {
  review: Transfer;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const arrival = useArrivalText();
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
          value: t('money.yourBalance', { currency: review.sourceCurrency }),
        },
        { label: t('money.arrives'), value: arrival(review.arrival) },
      ]}
      notice={<NameCheck recipient={review.recipient} />}
      note={
        <>
          {t('send.priceHeld', { time: fmt.dateTime(review.priceExpiresAt) })}
          {error ? (
            <span role="alert" className="mt-2 block text-sm text-destructive">
              {errorText(error)}
            </span>
          ) : null}
        </>
      }
    >
      <Button onClick={onConfirm} disabled={pending}>
        {pending ? t('send.sending') : t('send.confirm')}
      </Button>
      <Button variant="outline" onClick={onEdit} disabled={pending}>
        {t('money.edit')}
      </Button>
    </ReviewPanel>
  );
}
