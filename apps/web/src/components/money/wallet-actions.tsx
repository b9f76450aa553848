import { ArrowLeftRight, Plus, Send } from 'lucide-react';
import { isStablecoinWallet } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import type { GoTo } from '@/lib/dashboard-intent';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';

/** A wallet's three actions (Add, Convert, Send), on Home's cards and the Wallet tab alike. */
export function WalletActions({
  currency,
  goTo,
  className,
}: {
  currency: string;
  goTo: GoTo;
  /** The row's layout, which differs between the two places. */
  className?: string;
}) {
  const { t } = useT();
  // A stablecoin wallet is added to and sent from on its chain, not by bank or phone.
  const coin = isStablecoinWallet(currency);
  return (
    <div className={cn('grid grid-cols-3 gap-2', className)}>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('wallet.addLabel', { currency })}
        onClick={() => goTo(coin ? 'deposit-stablecoin' : 'funding', { currency })}
      >
        <Plus aria-hidden="true" />
        {t('wallet.add')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('wallet.convertLabel', { currency })}
        onClick={() => goTo('exchange', { sell: currency })}
      >
        <ArrowLeftRight aria-hidden="true" />
        {t('wallet.convert')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('money.sendCurrency', { currency })}
        onClick={() => goTo(coin ? 'send-stablecoin' : 'withdrawal', { currency })}
      >
        <Send aria-hidden="true" />
        {t('wallet.send')}
      </Button>
    </div>
  );
}
