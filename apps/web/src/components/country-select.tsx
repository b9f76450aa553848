import type { ComponentProps } from 'react';
import { COUNTRIES, MARKET_COUNTRIES } from '@mizani/shared';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';

const markets = COUNTRIES.filter((c) => MARKET_COUNTRIES.includes(c));
const others = COUNTRIES.filter((c) => !MARKET_COUNTRIES.includes(c));

/**
 * The country list of sign-up and profile: the provider's markets first, then the rest. The
 * options are the English names the account stores (COUNTRIES); their headings are translated.
 */
export function CountrySelect({ className, ...props }: ComponentProps<'select'>) {
  const { t } = useT();
  return (
    <select className={cn(inputClasses, className)} {...props}>
      <option value="">{t('auth.selectCountry')}</option>
      <optgroup label={t('auth.ourMarkets')}>
        {markets.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('auth.otherCountries')}>
        {others.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
