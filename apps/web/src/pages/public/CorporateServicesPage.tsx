import { ArrowLeftRight, BadgeCheck, Globe, Headset, LineChart, Wallet } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { CORPORATE } from '@/content/services';
import { STATS } from '@/content/site';
import { useT } from '@/lib/i18n/use-t';
import { AudienceList } from './services/AudienceList';
import { OfferingGrid } from './services/OfferingGrid';
import { ProcessSteps } from './services/ProcessSteps';
import { ServiceCta } from './services/ServiceCta';
import { ServiceHero } from './services/ServiceHero';
import { TrustBand } from './services/TrustBand';
import { useServiceWords } from './services/use-service-words';

const ICONS = {
  payments: Globe,
  wallets: Wallet,
  'firm-quotes': ArrowLeftRight,
  hedging: LineChart,
  dealer: Headset,
  onboarding: BadgeCheck,
};

const FACTS = [
  { ...STATS.currencyPairs, key: 'stat.currencyPairs' },
  { ...STATS.monthlyVolume, key: 'stat.monthlyVolume' },
  { ...STATS.activeClients, key: 'stat.activeClients' },
  { ...STATS.experience, key: 'stat.experience' },
] as const;

export default function CorporateServicesPage() {
  const { t } = useT();
  const words = useServiceWords(CORPORATE);
  const { m } = words;
  const facts = FACTS.map((f) => ({ value: f.value, label: t(f.key) }));
  return (
    <>
      <Seo path={paths.services.corporate.path} />
      <ServiceHero content={words.hero} facts={facts} lead="quote" />
      <AudienceList id="corporate-audience" items={words.audiences} />
      <Section
        id="corporate-services"
        eyebrow={m('servicesEyebrow')}
        title={m('servicesTitle')}
        intro={m('servicesIntro')}
      >
        <OfferingGrid offerings={words.offerings} icons={ICONS} />
      </Section>
      <Section id="corporate-how" tone="surface" eyebrow={m('howEyebrow')} title={m('howTitle')}>
        <ProcessSteps steps={words.steps} />
      </Section>
      <TrustBand id="corporate-regulation" text={m('trust')} />
      <ServiceCta id="corporate-cta" title={m('ctaTitle')} text={m('ctaText')} lead="quote" />
    </>
  );
}
