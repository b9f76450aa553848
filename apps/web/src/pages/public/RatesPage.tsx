import { Link } from 'react-router';
import { Calculator, FileText } from 'lucide-react';
import { AFRICAN_CURRENCIES } from '@mizani/shared/constants/currencies';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { Calculator as RatesCalculator } from '@/features/rates/components/Calculator';
import { RatesBoard } from '@/features/rates/components/RatesBoard';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';

/** Spec §2 /rates: live rates with search and Refresh (feature: features/rates); #calculator converts. */
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
            <RequestDialogTrigger dialog="quote">
              <Button size="lg" variant="outline">
                <FileText aria-hidden="true" />
                Request a Quote
              </Button>
            </RequestDialogTrigger>
            <Button asChild size="lg" variant="outline">
              <a href="#calculator">
                <Calculator aria-hidden="true" />
                Currency calculator
              </a>
            </Button>
          </>
        }
      />
      <Section
        id="rates"
        title="Currency pairs"
        intro="Each rate shows the change against the rate 24 hours earlier. High is the ask and low is the bid. Select a pair to see its chart."
      >
        <RatesBoard />
      </Section>
      <Section
        id="calculator"
        tone="surface"
        title="Currency calculator"
        intro="Convert between African and major currencies at the live mid-market rate. Where no direct pair exists, we cross through USD."
      >
        <RatesCalculator />
      </Section>
    </>
  );
}
