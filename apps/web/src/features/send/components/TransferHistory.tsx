import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { Transfer } from '../api/send';
import { STATUS_IDS } from './TransferReceipt';

/**
 * The client's recent transfers (issue 38): each with its status, its receipt ("Details") once
 * confirmed, and "Send again" while its corridor is open.
 */
export function TransferHistory({
  transfers,
  canRepeat,
  onDetails,
  onSendAgain,
}: {
  transfers: Transfer[];
  canRepeat: (tr: Transfer) => boolean;
  onDetails: (tr: Transfer) => void;
  onSendAgain: (tr: Transfer) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  return (
    <section aria-labelledby="send-history">
      <h3 id="send-history" className="text-sm font-semibold">
        {t('send.history')}
      </h3>
      <ul className="mt-2 grid gap-1 text-sm">
        {transfers.slice(0, 8).map((tr) => (
          <li key={tr.id} className="flex flex-wrap items-center gap-x-2 break-words">
            <span className="font-mono">{tr.reference}</span>
            <span>
              {fmt.money(tr.receiveAmount, tr.destCurrency)} → {tr.recipient.name}
            </span>
            <span className="text-muted-foreground">· {t(STATUS_IDS[tr.status])}</span>
            {tr.status !== 'awaiting_confirmation' && tr.status !== 'cancelled' ? (
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onDetails(tr)}>
                {t('send.details')}
              </Button>
            ) : null}
            {tr.status !== 'awaiting_confirmation' && canRepeat(tr) ? (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                aria-label={t('send.againTo', { name: tr.recipient.name })}
                onClick={() => onSendAgain(tr)}
              >
                {t('send.again')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
