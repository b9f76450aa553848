import { StatusBadge } from '@/components/ui/status-badge';
import { hasMessage } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

/**
 * A money status badge in the reader's language. English keeps the raw status word (the badge
 * capitalises it), as before translation; an unknown status is shown as it is.
 */
export function MoneyStatus({ status }: { status: string }) {
  const { t, locale } = useT();
  const id = `money.statusName.${status}`;
  const label = locale !== 'en' && hasMessage(locale, id) ? t(id) : undefined;
  return <StatusBadge status={status} label={label} />;
}
