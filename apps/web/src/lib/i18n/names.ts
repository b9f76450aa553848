// Country and currency names in the page's language, from Intl (CLDR). Apart from the amount
// formatters (format.ts) so the header and footer need no decimal library.
import { STABLECOIN_NAMES, isStablecoinWallet } from '@mizani/shared/constants/currencies';
import { INTL_LOCALE, type Locale } from './locales.ts';
import { useLocale } from './use-t.ts';

const names = new Map<string, Intl.DisplayNames>();
function displayName(locale: Locale, type: 'currency' | 'region', code: string) {
  const key = `${locale}|${type}`;
  let n = names.get(key);
  if (!n) {
    n = new Intl.DisplayNames([INTL_LOCALE[locale]], { type, fallback: 'code' });
    names.set(key, n);
  }
  return n.of(code) ?? code;
}

/**
 * "Kenyan Shilling" / "shilling kényan" / "Shilingi ya Kenya", from ISO 4217. A stablecoin is not
 * in ISO 4217 (Intl refuses "USDC"): its own name, the same in every language.
 */
export const currencyNameIn = (locale: Locale, code: string) =>
  isStablecoinWallet(code) ? STABLECOIN_NAMES[code] : displayName(locale, 'currency', code);
/** "Kenya" / "Kenya" / "Kenya", from an ISO 3166 region code. */
export const countryNameIn = (locale: Locale, region: string) =>
  displayName(locale, 'region', region);

/** Country names in the page's language, for code that needs only those. */
export function useCountryName() {
  const locale = useLocale();
  return (region: string) => countryNameIn(locale, region);
}
