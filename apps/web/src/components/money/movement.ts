import { movementLabel } from '@mizani/shared';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

/**
 * A ledger movement's name in the reader's language (transactions, statements); English is the
 * shared movementLabel, and a type with no message keeps it.
 */
export function useMovementLabel() {
  const { t, locale } = useT();
  return (type: string) =>
    hasMessage(locale, `money.movement.${type}`)
      ? t(`money.movement.${type}` as MessageId)
      : movementLabel(type);
}
