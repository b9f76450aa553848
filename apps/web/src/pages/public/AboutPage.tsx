import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { OfficeCard } from '@/pages/office-card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { MARKETS, OFFICES, REGULATION, SERVICES, STATS } from '@/content/site';
import { TalkToUs } from '@/features/requests/components/TalkToUs';

const FACTS = [STATS.experience, STATS.currencyPairs, STATS.monthlyVolume, STATS.activeClients];

export default function AboutPage() {
  return (
    <>
      <Seo path={paths.about.path} />
      <PageHero
        id="overview"
        eyebrow={`About ${BRAND.name}`}
        title="Pan-African foreign exchange and liquidity"
        intro={`${BRAND.name} is a licensed US money services business serving individuals, corporate clients and institutions across ${MARKETS.length} African markets from offices in Nairobi, Dar es Salaam and Accra.`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={paths.trading.getHref()}>Start Conversion</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.offices.getHref()}>Our offices</Link>
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
                <dt className="text-sm text-slate-600">{f.label}</dt>
                <dd className="tabular mt-1 text-2xl font-bold text-navy-900">{f.value}</dd>
              </div>
            ))}
          </dl>
        }
      />
      <Section id="services" eyebrow="What we do" title="Six services, one licensed partner">
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <li key={s.id}>
              <h3 className="flex items-center gap-2 font-semibold text-navy-900">
                <BadgeCheck className="size-5 text-emerald-700" aria-hidden="true" />
                {s.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{s.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="regulation"
        tone="surface"
        eyebrow="Regulation"
        title="Licensed and accountable"
        intro={`We are a ${REGULATION.statusInline}, registered with ${REGULATION.regulator} under MSB registration number ${REGULATION.msbRegistrationNumber}.`}
      >
        <Button asChild variant="outline">
          <Link to={paths.legal.license.getHref()}>How to verify our registration</Link>
        </Button>
      </Section>
      <Section id="offices" eyebrow="Offices" title="Where to find us">
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
