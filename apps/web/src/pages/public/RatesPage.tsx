import { Link } from 'react-router';
import { Calculator } from 'lucide-react';
import { AFRICAN_CURRENCIES, CURRENCIES } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';

export default function RatesPage() {
  return (
    <>
      <Seo path={paths.rates.path} />
      <PageHero
        eyebrow="Live rates"
        title="Live Pan-African Rates"
        intro={`Real-time exchange rates for ${AFRICAN_CURRENCIES.join(', ')} against the US dollar, euro and pound, refreshed automatically every 30 seconds.`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={paths.trading.getHref()}>Start Conversion</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#calculator">
                <Calculator aria-hidden="true" />
                Currency calculator
              </a>
            </Button>
          </>
        }
      />
      <Section id="rates" title="Currency pairs" intro="Each rate shows the change against 24 hours ago, with the day’s high and low.">
        <ul className="flex flex-wrap gap-2" aria-label="Supported African currencies">
          {AFRICAN_CURRENCIES.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm text-slate-700"
            >
              <span aria-hidden="true">{CURRENCIES[code].flag}</span>
              <span className="font-semibold text-navy-900">{code}</span>
              {CURRENCIES[code].name}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="calculator"
        tone="surface"
        title="Currency calculator"
        intro="Convert between African and major currencies at the live mid-market rate."
      />
    </>
  );
}
