import type { CryptoAddress } from '@mizani/shared';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { StablecoinPayIn } from '../api/send';
import { useSentWhenPaid } from '../lib/use-sent';
import { DepositAddress, PaymentActions, PaymentPanel } from './PaymentPanel';

/**
 * A USD transfer paid in by a stablecoin (issue 38): the holder's deposit address for the token,
 * the amount to send at least, the confirmations and the price's hold, and the transfer followed
 * until the watcher has credited the money and the server sent it (then the receipt takes over).
 */
export function StablecoinPayment({
  transferId,
  deposit,
  onSent,
  onLater,
}: {
  transferId: string;
  deposit: StablecoinPayIn;
  onSent: () => void;
  onLater: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  // A few blocks: looked at every few seconds while on screen.
  const transfer = useSentWhenPaid(transferId, 3000, onSent);
  const a: CryptoAddress = deposit.address;
  const amount = fmt.money(deposit.expectedAmount ?? '0', deposit.currency);
  return (
    <PaymentPanel
      id="send-stablecoin"
      title={t('send.stablecoinTitle', { amount, asset: a.asset })}
    >
      <dl className="grid gap-2 text-sm">
        <DepositAddress
          label={t('send.stablecoinAddress', { asset: a.asset, network: a.networkName })}
          address={a.address}
        />
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('funding.amountToSend')}</dt>
          <dd className="font-medium">{amount}</dd>
        </div>
      </dl>
      {transfer ? (
        <p className="text-xs text-muted-foreground">
          {t('send.stablecoinNote', {
            confirmations: a.confirmations,
            time: fmt.dateTime(transfer.priceExpiresAt),
          })}
        </p>
      ) : null}
      <PaymentActions
        simulatorUrl={deposit.simulatorUrl}
        simulated={t('send.stablecoinSimulated')}
        later={t('send.payLater')}
        onLater={onLater}
      />
    </PaymentPanel>
  );
}
