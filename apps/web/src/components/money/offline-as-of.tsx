import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useOfflineAsOf } from '@/lib/offline';
import { cn } from '@/lib/utils';

/**
 * "Offline: balances as of <date, time>. Money actions need a connection." when the balances on
 * screen are the service worker's kept copy of `path` (issue 39); nothing otherwise.
 */
export function OfflineAsOf({ path, className }: { path: string; className?: string }) {
  const { t } = useT();
  const fmt = useFormat();
  const asOf = useOfflineAsOf(path);
  if (!asOf) return null;
  return (
    <p
      role="status"
      data-testid="offline-as-of"
      className={cn(
        'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900',
        className,
      )}
    >
      {t('wallet.offlineAsOf', { date: fmt.dateTime(asOf) })}
    </p>
  );
}
