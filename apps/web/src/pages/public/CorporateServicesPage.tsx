import { ArrowLeftRight, BadgeCheck, Globe, Headset, LineChart, Wallet } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { CORPORATE } from '@/content/services';
import { STATS } from '@/content/site';
import { AudienceList } from './services/AudienceList';
import { OfferingGrid } from './services/OfferingGrid';
import { ProcessSteps } from './services/ProcessSteps';
import { ServiceCta } from './services/ServiceCta';
import { ServiceHero } from './services/ServiceHero';
import { TrustBand } from './services/TrustBand';

const ICONS = {
  payments: Globe,
  wallets: Wallet,
  'firm-quotes': ArrowLeftRight,
  hedging: LineChart,
  dealer: Headset,
  onboarding: BadgeCheck,
};

const FACTS = [STATS.currencyPairs, STATS.monthlyVolume, STATS.activeClients, STATS.experience];

export default function CorporateServicesPage() {
  return (
    <>
      <Seo path={paths.services.corporate.path} />
      <ServiceHero content={CORPORATE} facts={FACTS} lead="quote" />
      <AudienceList id="corporate-audience" items={CORPORATE.audiences} />
      <Section
        id="corporate-services"
        eyebrow="What we do for businesses"
        title="Move money for your business, at a rate you know"
        intro="Payments, balances and conversions in one licensed account, with people behind it who answer."
      >
        <OfferingGrid offerings={CORPORATE.offerings} icons={ICONS} />
      </Section>
      <Section
        id="corporate-how"
        tone="surface"
        eyebrow="How it works"
        title="From first call to first payment"
      >
        <ProcessSteps steps={CORPORATE.steps} />
      </Section>
      <TrustBand
        id="corporate-regulation"
        text="Every client is verified and every payment is screened, so your counterparties and auditors can rely on the trail."
      />
      <ServiceCta
        id="corporate-cta"
        title="Talk to our corporate desk"
        text="Tell us the corridors and amounts you move: we will come back with a firm quote, or book a call with a dealer to plan your payments and hedging."
        lead="quote"
      />
    </>
  );
}
