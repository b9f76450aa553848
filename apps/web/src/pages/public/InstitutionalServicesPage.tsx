import { BarChart3, Code2, Handshake, Landmark, ShieldCheck, Waves } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { INSTITUTIONAL } from '@/content/services';
import { MARKETS, STATS } from '@/content/site';
import { AudienceList } from './services/AudienceList';
import { MarketCoverage } from './services/MarketCoverage';
import { OfferingGrid } from './services/OfferingGrid';
import { ProcessSteps } from './services/ProcessSteps';
import { ServiceCta } from './services/ServiceCta';
import { ServiceHero } from './services/ServiceHero';
import { TrustBand } from './services/TrustBand';

const ICONS = {
  liquidity: Waves,
  settlement: Landmark,
  api: Code2,
  reporting: BarChart3,
  'due-diligence': ShieldCheck,
  relationship: Handshake,
};

const FACTS = [
  STATS.currencyPairs,
  { value: String(MARKETS.length), label: 'Settlement markets' },
  STATS.monthlyVolume,
  STATS.marketAccess,
];

export default function InstitutionalServicesPage() {
  return (
    <>
      <Seo path={paths.services.institutional.path} />
      <ServiceHero content={INSTITUTIONAL} facts={FACTS} lead="consultation" />
      <AudienceList id="institutional-audience" items={INSTITUTIONAL.audiences} />
      <Section
        id="institutional-services"
        eyebrow="What we provide"
        title="Liquidity, settlement and the records to prove it"
        intro="Built for counterparties who need local reach in Africa without a correspondent in every market."
      >
        <OfferingGrid offerings={INSTITUTIONAL.offerings} icons={ICONS} />
      </Section>
      <Section
        id="settlement-markets"
        tone="surface"
        eyebrow="Settlement coverage"
        title={`${MARKETS.length} markets, local currency in and out`}
        intro="We hold liquidity and payout partners in each market, with banks and mobile money on the receiving side."
      >
        <MarketCoverage />
      </Section>
      <Section
        id="institutional-onboarding"
        eyebrow="Onboarding"
        title="How we start working together"
      >
        <ProcessSteps steps={INSTITUTIONAL.steps} />
      </Section>
      <TrustBand
        id="institutional-regulation"
        text="Our AML/CFT programme, sanctions screening and record keeping are described in full, and our compliance team answers due-diligence questionnaires directly."
      />
      <ServiceCta
        id="institutional-cta"
        title="Talk to our institutional desk"
        text="Book a consultation to discuss your flows, pricing and settlement, or request a quote for a specific conversion."
        lead="consultation"
      />
    </>
  );
}
