import { BarChart3, Code2, Handshake, Landmark, ShieldCheck, Waves } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { INSTITUTIONAL } from '@/content/services';
import { MARKETS, STATS } from '@/content/site';
import { useT } from '@/lib/i18n/use-t';
import { AudienceList } from './services/AudienceList';
import { MarketCoverage } from './services/MarketCoverage';
import { OfferingGrid } from './services/OfferingGrid';
import { ProcessSteps } from './services/ProcessSteps';
import { ServiceCta } from './services/ServiceCta';
import { ServiceHero } from './services/ServiceHero';
import { TrustBand } from './services/TrustBand';
import { useServiceWords } from './services/use-service-words';

const ICONS = {
  liquidity: Waves,
  settlement: Landmark,
  api: Code2,
  reporting: BarChart3,
  'due-diligence': ShieldCheck,
  relationship: Handshake,
};

const FACTS = [
  { value: STATS.currencyPairs.value, key: 'stat.currencyPairs' },
  { value: String(MARKETS.length), key: 'institutional.factMarkets' },
  { value: STATS.monthlyVolume.value, key: 'stat.monthlyVolume' },
  { value: STATS.marketAccess.value, key: 'stat.marketAccess' },
] as const;

export default function InstitutionalServicesPage() {
  const { t } = useT();
  const words = useServiceWords(INSTITUTIONAL);
  const { m } = words;
  const facts = FACTS.map((f) => ({ value: f.value, label: t(f.key) }));
  return (
    <>
      <Seo path={paths.services.institutional.path} />
      <ServiceHero content={words.hero} facts={facts} lead="consultation" />
      <AudienceList id="institutional-audience" items={words.audiences} />
      <Section
        id="institutional-services"
        eyebrow={m('servicesEyebrow')}
        title={m('servicesTitle')}
        intro={m('servicesIntro')}
      >
        <OfferingGrid offerings={words.offerings} icons={ICONS} />
      </Section>
      <Section
        id="settlement-markets"
        tone="surface"
        eyebrow={m('coverageEyebrow')}
        title={m('coverageTitle')}
        intro={m('coverageIntro')}
      >
        <MarketCoverage />
      </Section>
      <Section
        id="institutional-onboarding"
        eyebrow={m('onboardingEyebrow')}
        title={m('onboardingTitle')}
      >
        <ProcessSteps steps={words.steps} />
      </Section>
      <TrustBand id="institutional-regulation" text={m('trust')} />
      <ServiceCta
        id="institutional-cta"
        title={m('ctaTitle')}
        text={m('ctaText')}
        lead="consultation"
      />
    </>
  );
}
