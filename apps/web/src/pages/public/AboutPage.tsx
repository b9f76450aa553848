import { Link } from '@/lib/nav';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { OfficeCard } from '@/pages/office-card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { MARKETS, OFFICES, REGULATION, SERVICES, STATS } from '@/content/site';
import { useT } from '@/lib/i18n/use-t';
import type { MessageId } from '@/lib/i18n/i18n';
import { TalkToUs } from '@/features/requests/components/TalkToUs';

const FACTS = [
  { ...STATS.experience, key: 'stat.experience' },
  { ...STATS.currencyPairs, key: 'stat.currencyPairs' },
  { ...STATS.monthlyVolume, key: 'stat.monthlyVolume' },
  { ...STATS.activeClients, key: 'stat.activeClients' },
] as const satisfies readonly { key: MessageId }[];

export default function AboutPage() {
  const { t, lp } = useT();
  return (
    <>
      <Seo path={paths.about.path} />
      <PageHero
        id="overview"
        eyebrow={t('about.eyebrow', { brand: BRAND.name })}
        title={t('about.title')}
        intro={t('about.intro', { brand: BRAND.name, markets: MARKETS.length })}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={lp(paths.trading.getHref())}>{t('shell.startConversion')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={lp(paths.offices.getHref())}>{t('about.ourOffices')}</Link>
            </Button>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4">
            {FACTS.map((f) => (
              <div
                key={f.label}
                className="rounded-2xl border border-border bg-white p-5 shadow-card"
              >
                <dt className="text-sm text-slate-600">{t(f.key)}</dt>
                <dd className="tabular mt-1 text-2xl font-bold text-navy-900">{f.value}</dd>
              </div>
            ))}
          </dl>
        }
      />
      <Section id="services" eyebrow={t('about.servicesEyebrow')} title={t('about.servicesTitle')}>
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <li key={s.id}>
              <h3 className="flex items-center gap-2 font-semibold text-navy-900">
                <BadgeCheck className="size-5 text-emerald-700" aria-hidden="true" />
                {t(`service.${s.id}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">
                {t(`service.${s.id}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="regulation"
        tone="surface"
        eyebrow={t('about.regEyebrow')}
        title={t('about.regTitle')}
        intro={t('about.regIntro', {
          regulator: REGULATION.regulator,
          number: REGULATION.msbRegistrationNumber,
        })}
      >
        <Button asChild variant="outline">
          <Link to={paths.legal.license.getHref()}>{t('about.verify')}</Link>
        </Button>
      </Section>
      <Section id="offices" eyebrow={t('about.officesEyebrow')} title={t('about.officesTitle')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {OFFICES.map((o) => (
            <li key={o.id}>
              <OfficeCard office={o} />
            </li>
          ))}
        </ul>
      </Section>
      <TalkToUs />
    </>
  );
}
