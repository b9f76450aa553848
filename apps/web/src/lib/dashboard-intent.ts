import { useSearchParams } from '@/lib/nav';
import { isCurrencyCode, isStablecoinWallet, type StablecoinAsset } from '@mizani/shared';

/**
 * What a dashboard tab opens with, carried in the URL so a link (a mail, a notification) can open
 * it too: `currency` (fund in it, withdraw from it), `sell` (convert from it). The dashboard's goTo
 * drops the old ones when it moves. Shared by the wallet and trading features.
 */
export const INTENT_PARAMS = ['currency', 'sell'] as const;
export type Intent = Partial<Record<(typeof INTENT_PARAMS)[number], string>>;
/** Moves to a tab word (Reading A or B), optionally opening it with an intent. */
export type GoTo = (word: string, intent?: Intent) => void;

/**
 * The currency an intent names, when it is one we know. A stablecoin wallet (USDC, USDT) counts
 * only where it may be sold (`sell`): it is not a currency to fund or withdraw by bank or phone.
 */
export function useIntentCurrency(name: (typeof INTENT_PARAMS)[number]): string | null {
  const [params] = useSearchParams();
  const v = params.get(name);
  return v && (isCurrencyCode(v) || (name === 'sell' && isStablecoinWallet(v))) ? v : null;
}

/** The stablecoin wallet an Add or Send intent names (`currency=USDC`), for the chain's forms. */
export function useIntentStablecoin(): StablecoinAsset | null {
  const [params] = useSearchParams();
  const v = params.get('currency');
  return v && isStablecoinWallet(v) ? v : null;
}
