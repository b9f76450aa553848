import type { ComponentProps } from 'react';
import { COUNTRIES, MARKET_COUNTRIES } from '@mizani/shared';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const markets = COUNTRIES.filter((c) => MARKET_COUNTRIES.includes(c));
const others = COUNTRIES.filter((c) => !MARKET_COUNTRIES.includes(c));

/** The country list of sign-up and profile: the provider's markets first, then the rest. */
export function CountrySelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(inputClasses, className)} {...props}>
      <option value="">Select a country</option>
      <optgroup label="Our markets">
        {markets.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
      <optgroup label="Other countries">
        {others.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
