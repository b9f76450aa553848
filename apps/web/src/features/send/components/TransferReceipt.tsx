import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentDetails } from '@/components/money/payment-details';
import { Receipt } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { walletKeys } from '@/lib/queries/wallet';
import {
  cancelTransfer,
  sendKeys,
  transferQuery,
  transfersQuery,
  type Transfer,
} from '../api/send';
import { DepositAddress } from './PaymentPanel';
import { Timeline, useArrivalText } from './Timeline';

// A transfer after confirm (issue 38): its receipt, following the payout to the recipient.

export const STATUS_IDS: Record<Transfer['status'], MessageId> = {
  awaiting_confirmation: 'send.status.awaiting',
  processing: 'send.status.processing',
  delivered: 'send.status.delivered',
  cancelled: 'send.status.cancelled',
  refunded: 'send.status.refunded',
};

export function TransferReceipt({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const arrival = useArrivalText();
  const q = useQuery(transferQuery(id));
  const cancel = useMutation({
    mutationFn: () => cancelTransfer(id),
    onSuccess: ({ transfer }) => {
      qc.setQueryData(transferQuery(id).queryKey, { transfer });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: sendKeys.all });
    },
  });
  const tr = q.data?.transfer;
  const status = tr?.status;
  // The recent list and the balances follow the receipt when the payout ends.
  useEffect(() => {
    if (status && status !== 'processing') {
      void qc.invalidateQueries({ queryKey: transfersQuery().queryKey });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    }
  }, [status, qc]);
  if (!tr) return <Skeleton className="h-40" />;
  const link = `${window.location.origin}${tr.trackingPath}`;
  const done = tr.status === 'delivered';
  const deliveredAt = tr.timeline.find((s) => s.step === 'delivered')?.at;
  // Paid in for alone and the money not yet here: nothing is paid, nothing is to confirm.
  const awaitingMoney = tr.status === 'awaiting_confirmation' && tr.payIn?.status === 'pending';
  return (
    <Receipt
      pending={!done}
      title={awaitingMoney ? t('send.status.awaitingPayment') : t(STATUS_IDS[tr.status])}
      rows={[
        { label: t('money.reference'), value: <span className="font-mono">{tr.reference}</span> },
        {
          label: awaitingMoney ? t('send.total') : t('send.youSent'),
          value: fmt.money(tr.total, tr.sourceCurrency),
        },
        {
          label: t('send.theyReceive'),
          value: fmt.money(tr.receiveAmount, tr.destCurrency),
          strong: true,
          testId: 'send-receives',
        },
        { label: t('money.to'), value: tr.recipient.name },
        // A forecast until the money is there: then when it arrived, and nothing once cancelled.
        ...(done
          ? [
              {
                label: t('send.step.delivered'),
                value: deliveredAt ? fmt.dateTime(deliveredAt) : '',
              },
            ]
          : tr.status === 'cancelled' || tr.status === 'refunded'
            ? []
            : [{ label: t('money.arrives'), value: arrival(tr.arrival) }]),
        ...(tr.reason ? [{ label: t('send.reason'), value: tr.reason }] : []),
      ]}
      details={
        <div className="grid gap-3">
          {tr.status === 'awaiting_confirmation' && tr.payIn ? (
            <AwaitedPayIn payIn={tr.payIn} priceExpiresAt={tr.priceExpiresAt} />
          ) : null}
          <Timeline steps={tr.timeline} />
          <p className="text-sm break-all">
            {t('send.trackingLink')}{' '}
            <a className="underline" href={tr.trackingPath} data-testid="tracking-link">
              {link}
            </a>
          </p>
          {cancel.isError ? <p role="alert">{errorText(cancel.error)}</p> : null}
        </div>
      }
      next={[done ? t('send.nextDelivered') : t('send.nextSms'), t('send.nextNotify')]}
      actions={
        <>
          {tr.cancellable ? (
            <Button variant="outline" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('send.cancel')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={onNew}>
            {t('send.new')}
          </Button>
        </>
      }
    />
  );
}

/**
 * A pay-in for this transfer alone still awaited (the sender came back later): the bank details
 * to quote, or the deposit addresses to send a stablecoin to; nothing for a phone prompt.
 */
function AwaitedPayIn({
  payIn,
  priceExpiresAt,
}: {
  payIn: NonNullable<Transfer['payIn']>;
  priceExpiresAt: string;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const amount = fmt.money(payIn.amount ?? '0', payIn.currency);
  if (payIn.instructions)
    return (
      <div className="grid gap-2 rounded-lg border p-3" data-testid="send-bank-details">
        <p className="text-sm font-medium text-navy-900">{t('send.bankTitle', { amount })}</p>
        <PaymentDetails
          fields={payIn.instructions}
          amount={payIn.amount}
          currency={payIn.currency}
        />
        <p className="text-xs text-muted-foreground">
          {t('send.bankNote', { time: fmt.dateTime(priceExpiresAt) })}
        </p>
      </div>
    );
  if (!payIn.addresses?.length) return null;
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="send-stablecoin-details">
      <p className="text-sm font-medium text-navy-900">
        {t('send.stablecoinTitle', {
          amount,
          asset: payIn.addresses.map((a) => a.asset).join(' / '),
        })}
      </p>
      <dl className="grid gap-2 text-sm">
        {payIn.addresses.map((a) => (
          <DepositAddress
            key={a.address}
            label={t('send.stablecoinAddress', { asset: a.asset, network: a.networkName })}
            address={a.address}
          />
        ))}
      </dl>
    </div>
  );
}
