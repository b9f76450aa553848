import { MARKETS, STATS } from '@/content/site';
import type { Offering, ServicePageContent, Step } from '@/content/services';
import type { MessageId, MessageValues } from '@/lib/i18n/i18n';
import { useCountryName } from '@/lib/i18n/names';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';

const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * A service page's words in the page's language, from the catalogue ids of its content
 * (content/services.ts). Figures are passed in from site.ts; the market list is the localised
 * country names joined the language's way ("Kenya, Ghana and Zambia", "Kenya, Ghana et Zambie").
 */
export function useServiceWords(content: ServicePageContent) {
  const { t, locale } = useT();
  const countryName = useCountryName();
  const k = content.key;
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(
    MARKETS.map((m) => countryName(m.flag)),
  );
  const values: MessageValues = {
    markets: MARKETS.length,
    pairs: STATS.currencyPairs.value,
    list,
  };
  const m = (id: string) => t(`${k}.${id}` as MessageId, values);
  const offerings: Offering[] = content.offerings.map((id) => ({
    id,
    title: m(`offering.${id}.title`),
    description: m(`offering.${id}.description`),
    points: [m(`offering.${id}.point1`), m(`offering.${id}.point2`)],
  }));
  const steps: Step[] = count(content.steps).map((i) => ({
    title: m(`step${i}.title`),
    text: m(`step${i}.text`),
  }));
  return {
    m,
    hero: { eyebrow: m('eyebrow'), title: m('title'), intro: m('intro') },
    audiences: count(content.audiences).map((i) => m(`audience${i}`)),
    offerings,
    steps,
  };
}
