import { useSearchParams } from '@/lib/nav';
import { isCurrencyCode } from '@mizani/shared';

/**
 * What a dashboard tab opens with, carried in the URL so a link (a mail, a notification) can open
 * it too: `currency` (fund in it, withdraw from it), `sell` (convert from it). The dashboard's goTo
 * drops the old ones when it moves. Shared by the wallet and trading features.
 */
export const INTENT_PARAMS = ['currency', 'sell'] as const;
export type Intent = Partial<Record<(typeof INTENT_PARAMS)[number], string>>;
/** Moves to a tab word (Reading A or B), optionally opening it with an intent. */
export type GoTo = (word: string, intent?: Intent) => void;

/** The currency an intent names, when it is one we know. */
export function useIntentCurrency(name: (typeof INTENT_PARAMS)[number]): string | null {
  const [params] = useSearchParams();
  const v = params.get(name);
  return v && isCurrencyCode(v) ? v : null;
}
