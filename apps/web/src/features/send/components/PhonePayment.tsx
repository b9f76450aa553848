import { useQuery } from '@tanstack/react-query';
import { PHONE_RAILS } from '@mizani/shared';
import { PhoneProgress, SimulatedPhoneLink } from '@/components/money/phone-progress';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { phoneDepositQuery, type PhoneDeposit } from '@/lib/queries/wallet';
import { useSentWhenPaid } from '../lib/use-sent';
import { PaymentPanel } from './PaymentPanel';

/**
 * A transfer paid in from the sender's phone (issue 38), between the prompt and the money: the
 * rail's progress live, the price's hold, and the transfer followed until the server has sent it
 * (then the receipt takes over). A declined or unanswered prompt offers the review again.
 */
export function PhonePayment({
  transferId,
  deposit: started,
  onSent,
  onBack,
}: {
  transferId: string;
  deposit: PhoneDeposit;
  onSent: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const deposit = useQuery(phoneDepositQuery(started.id)).data?.deposit ?? started;
  // Until the money has come and the server moved the transfer on.
  const transfer = useSentWhenPaid(transferId, 1500, onSent);
  const rail = PHONE_RAILS[started.rail.id ?? 'mpesa'].label;
  const failed = deposit.rail.state === 'failed';

  return (
    <PaymentPanel
      id="send-paying"
      title={t('send.payingTitle', {
        amount: fmt.money(deposit.expectedAmount ?? '0', deposit.currency),
      })}
    >
      <PhoneProgress deposit={deposit} rail={rail} />
      <SimulatedPhoneLink url={started.rail.simulatorUrl} deposit={deposit} />
      {transfer ? (
        <p className="text-xs text-muted-foreground">
          {t('send.payingNote', { rail, time: fmt.dateTime(transfer.priceExpiresAt) })}
        </p>
      ) : null}
      {failed ? (
        <div>
          <Button variant="outline" onClick={onBack}>
            {t('send.payingAgain')}
          </Button>
        </div>
      ) : null}
    </PaymentPanel>
  );
}
