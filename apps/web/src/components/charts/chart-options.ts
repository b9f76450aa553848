import { ColorType, type ChartOptions, type DeepPartial } from 'lightweight-charts';
import { formatChartPrice } from '@/lib/format';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * What every chart of the app shares (the rate charts, the balance and volume charts): white
 * ground, slate text, no library logo, prices in the app's style, and the time axis's month
 * names in a translated page's language (English: the browser's).
 */
export function baseChartOptions(height: number, locale: Locale): DeepPartial<ChartOptions> {
  return {
    height,
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: '#ffffff' },
      textColor: '#475569',
      fontSize: 12,
      attributionLogo: false,
    },
    localization: {
      // A zero computed from floats in the library's scale can be -0 or a hair below it.
      priceFormatter: (p: number) => formatChartPrice(Math.abs(p) < 1e-9 ? 0 : p),
      ...(locale === 'en' ? {} : { locale: INTL_LOCALE[locale] }),
    },
  };
}
