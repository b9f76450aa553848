import { PaymentDetails } from '@/components/money/payment-details';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { BankPayIn } from '../api/send';
import { useSentWhenPaid } from '../lib/use-sent';
import { PaymentActions, PaymentPanel } from './PaymentPanel';

/**
 * A transfer paid in by bank transfer (issue 38): the payment details with the transfer's own
 * reference, the price's hold, and the transfer followed until the money has come and the server
 * sent it (then the receipt takes over). The sender may leave: the receipt shows the details again.
 */
export function BankPayment({
  transferId,
  deposit,
  onSent,
  onLater,
}: {
  transferId: string;
  deposit: BankPayIn;
  onSent: () => void;
  onLater: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  // A bank transfer takes minutes to hours: looked at every few seconds while on screen.
  const transfer = useSentWhenPaid(transferId, 4000, onSent);

  return (
    <PaymentPanel
      id="send-bank"
      title={t('send.bankTitle', {
        amount: fmt.money(deposit.expectedAmount ?? '0', deposit.currency),
      })}
    >
      <PaymentDetails
        fields={deposit.instructions.fields}
        note={deposit.instructions.note}
        amount={deposit.expectedAmount}
        currency={deposit.currency}
      />
      {transfer ? (
        <p className="text-xs text-muted-foreground">
          {t('send.bankNote', { time: fmt.dateTime(transfer.priceExpiresAt) })}
        </p>
      ) : null}
      <PaymentActions
        simulatorUrl={deposit.simulatorUrl}
        simulated={t('send.bankSimulated')}
        later={t('send.bankLater')}
        onLater={onLater}
      />
    </PaymentPanel>
  );
}
