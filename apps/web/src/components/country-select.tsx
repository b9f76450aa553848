import type { ComponentProps } from 'react';
import { COUNTRIES, MARKET_COUNTRIES } from '@mizani/shared';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { countryLabelIn } from '@/lib/i18n/country-label';

const markets = COUNTRIES.filter((c) => MARKET_COUNTRIES.includes(c));
const others = COUNTRIES.filter((c) => !MARKET_COUNTRIES.includes(c));

/**
 * The country list of sign-up and profile: the provider's markets first, then the rest. The
 * options' values are the English names the account stores (COUNTRIES); what they show is the
 * country's name in the page's language (CLDR), the rest sorted in that language's order.
 */
export function CountrySelect({ className, ...props }: ComponentProps<'select'>) {
  const { t, locale } = useT();
  const label = (c: string) => countryLabelIn(locale, c);
  const rest =
    locale === 'en'
      ? others
      : [...others].sort((a, b) => label(a).localeCompare(label(b), INTL_LOCALE[locale]));
  return (
    <select className={cn(inputClasses, className)} {...props}>
      <option value="">{t('auth.selectCountry')}</option>
      <optgroup label={t('auth.ourMarkets')}>
        {markets.map((c) => (
          <option key={c} value={c}>
            {label(c)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('auth.otherCountries')}>
        {rest.map((c) => (
          <option key={c} value={c}>
            {label(c)}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
