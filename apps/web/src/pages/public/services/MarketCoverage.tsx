import { CURRENCIES } from '@mizani/shared/constants/currencies';
import { Flag } from '@/components/flag';
import { MARKETS } from '@/content/site';
import { currencyNameIn, useCountryName } from '@/lib/i18n/names';
import { useT } from '@/lib/i18n/use-t';

/** The settlement markets (spec §1's 7 active markets) with their local currency. */
export function MarketCoverage() {
  const { t, locale } = useT();
  const countryName = useCountryName();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {MARKETS.map((m) => (
        <li
          key={m.country}
          data-market={m.country}
          className="flex items-center gap-4 rounded-2xl border border-border bg-white p-5 shadow-card"
        >
          <Flag code={m.flag} className="h-7" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-navy-900">{countryName(m.flag)}</p>
            <p className="text-sm text-slate-600">
              {m.city} ·{' '}
              <abbr
                title={
                  locale === 'en' ? CURRENCIES[m.currency].name : currencyNameIn(locale, m.currency)
                }
              >
                {m.currency}
              </abbr>
            </p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-xs font-semibold text-emerald-800">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
              {t('markets.active')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
