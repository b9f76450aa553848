import { ET, EU, GB, GH, KE, MZ, NG, TZ, US, ZA, ZM } from 'country-flag-icons/react/3x2';
import { CircleDollarSign } from 'lucide-react';
import { CURRENCIES, STABLECOIN_NAMES, isStablecoinWallet } from '@mizani/shared';
import { cn } from '@/lib/utils';

// SVG flags (country-flag-icons, MIT): emoji flags render as boxes or two letters on many systems
// (Windows, most Linux fonts), which is not how a financial brand shows a currency.
const FLAGS = { ET, EU, GB, GH, KE, MZ, NG, TZ, US, ZA, ZM } as const;

/**
 * A country's flag (ISO 3166 code, EU for the euro), 3:2. With `label` it is an image with that
 * name; without, decoration hidden from assistive technology (the code or name beside it says it).
 */
export function Flag({
  code,
  label,
  className,
}: {
  code: string;
  label?: string;
  className?: string;
}) {
  const Svg = FLAGS[code as keyof typeof FLAGS];
  const classes = cn(
    'inline-block aspect-[3/2] h-4 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgb(15_23_42/0.12)]',
    className,
  );
  if (!Svg) return <span className={cn(classes, 'bg-slate-200')} aria-hidden="true" />;
  return label ? (
    <Svg role="img" aria-label={label} className={classes} />
  ) : (
    <Svg aria-hidden="true" focusable="false" className={classes} />
  );
}

/** The flag of a currency's country (the euro's for EUR). */
export function CurrencyFlag({ currency, className }: { currency: string; className?: string }) {
  // A stablecoin has no country: a dollar coin, in the flag's place and size.
  if (isStablecoinWallet(currency))
    return (
      <CircleDollarSign
        aria-hidden="true"
        focusable="false"
        className={cn(
          'inline-block h-4 w-auto shrink-0',
          currency === 'USDT' ? 'text-emerald-600' : 'text-blue-600',
          className,
        )}
      />
    );
  const c = (CURRENCIES as Record<string, { flag: string }>)[currency];
  return <Flag code={c?.flag ?? ''} className={className} />;
}

/** A currency's name: "Kenyan Shilling", "USD Coin"; an unknown code is its own name. */
export const currencyName = (code: string) =>
  isStablecoinWallet(code)
    ? STABLECOIN_NAMES[code]
    : ((CURRENCIES as Record<string, { name: string }>)[code]?.name ?? code);
