import type { ComponentProps } from 'react';
import { CURRENCY_CODES } from '@mizani/shared';
import { selectClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { currencyNameIn } from '@/lib/i18n/names';
import { useLocale } from '@/lib/i18n/use-t';
import { CurrencyFlag, currencyName } from './flag';

/**
 * A currency picker: the chosen currency's flag, then "KES · Kenyan Shilling" for each option.
 * A native select on purpose: every device's own picker (the phone's wheel or sheet), full keyboard
 * and screen-reader support, and react-hook-form's register work unchanged. Pass `currency` (the
 * current value) when the select is uncontrolled, so the flag follows it.
 */
export function CurrencySelect({
  currency,
  currencies = CURRENCY_CODES,
  allLabel,
  names,
  className,
  ...props
}: ComponentProps<'select'> & {
  currency?: string;
  currencies?: readonly string[];
  /** An empty first option ("All") for filters. */
  allLabel?: string;
  /** The names already known (useCurrencyNames), for an island: see useCurrencyNames. */
  names?: Readonly<Record<string, string>>;
}) {
  const nameOf = useCurrencyName();
  const shown = currency ?? (typeof props.value === 'string' ? props.value : '');
  return (
    <div className="relative">
      {shown ? (
        <CurrencyFlag
          currency={shown}
          className="pointer-events-none absolute top-1/2 left-3 h-4 -translate-y-1/2"
        />
      ) : null}
      <select className={cn(selectClasses, shown && 'pl-10', className)} {...props}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c} · {names?.[c] ?? nameOf(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A currency's name in the page's language: English keeps the product's own, others Intl's (CLDR). */
function useCurrencyName() {
  const locale = useLocale();
  return (c: string) => (locale === 'en' ? currencyName(c) : currencyNameIn(locale, c));
}

/**
 * Every currency's name, for a page to hand to an island as a prop: the first Intl.DisplayNames
 * of a page costs about 15 ms (60 ms at a phone's 4x slowdown), too much inside a hydration.
 */
export function useCurrencyNames(codes: readonly string[] = CURRENCY_CODES) {
  const nameOf = useCurrencyName();
  return Object.fromEntries(codes.map((c) => [c, nameOf(c)]));
}
