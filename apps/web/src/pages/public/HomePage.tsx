import { Link } from '@/lib/nav';
import {
  ArrowLeftRight,
  ArrowRight,
  BadgeCheck,
  Calculator,
  Clock,
  Coins,
  Globe,
  HeartHandshake,
  LineChart,
  MapPin,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { MARKETS, OFFICES, SERVICES, STATS, type ServiceId } from '@/content/site';
import { MarketCarousel } from '@/features/markets/components/MarketCarousel';
import { RatesPreview } from '@/features/rates/components/RatesPreview';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import { useCountryName } from '@/lib/i18n/names';
import { useT } from '@/lib/i18n/use-t';
import { SendCalculator } from '@/features/send/components/SendCalculator';
import { HomeStats } from './home-stats';

const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  'cross-border-settlements': Globe,
  'fx-conversions': ArrowLeftRight,
  'diaspora-remittances': HeartHandshake,
  'local-payouts': Smartphone,
  'stable-fiat-settlements': Coins,
  'custom-solutions': SlidersHorizontal,
};

const REASONS: { n: 1 | 2 | 3 | 4; Icon: LucideIcon }[] = [
  { n: 1, Icon: ShieldCheck },
  { n: 2, Icon: LineChart },
  { n: 3, Icon: MapPin },
  { n: 4, Icon: Zap },
];

export default function HomePage() {
  const { t, lp } = useT();
  const countryName = useCountryName();
  return (
    <>
      <Seo path={paths.home.path} />

      {/* Hero: the header floats over it, transparent, until the page scrolls. */}
      <section className="bg-hero relative isolate overflow-hidden text-white">
        <div className="container-page grid gap-14 pb-20 pt-32 sm:pb-24 sm:pt-40 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-16 lg:pb-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-navy-100">
              <BadgeCheck className="size-4 text-highlight" aria-hidden="true" />
              {t('regulation.status')}
            </p>
            <h1 className="mt-6 max-w-3xl text-4xl font-bold leading-[1.08] tracking-tight sm:text-5xl lg:text-display">
              {t('home.h1')}
              <span className="text-highlight">{t('home.h1Highlight')}</span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">
              {t('home.intro', { markets: MARKETS.length })}
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <Link to={lp(paths.trading.getHref())}>
                  {t('home.exchangeNow')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="inverse-outline">
                <Link to={lp(paths.rates.getHref())}>
                  <LineChart aria-hidden="true" />
                  {t('home.viewRates')}
                </Link>
              </Button>
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-200">
              {OFFICES.map((o) => (
                <li key={o.id} className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-gold-300" aria-hidden="true" />
                  {o.city}
                </li>
              ))}
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4 text-gold-300" aria-hidden="true" />
                {t('home.marketAccess', { value: STATS.marketAccess.value })}
              </li>
            </ul>
          </div>

          {/* The send-money calculator where remittance brands put theirs (issue 38); the figures
              that stood here are in "Why Mizani", the markets in the carousel below. */}
          <section aria-labelledby="send-calc-title" className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-6 -z-10 rounded-[2rem] bg-emerald-400/10 blur-3xl"
            />
            <SendCalculator />
          </section>
        </div>
      </section>

      <Section
        id="services"
        eyebrow={t('home.servicesEyebrow')}
        title={t('home.servicesTitle')}
        intro={t('home.servicesIntro')}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => {
            const Icon = SERVICE_ICONS[s.id];
            return (
              <li key={s.id}>
                <article className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-card transition-[border-color,box-shadow] hover:border-navy-200 hover:shadow-elevated sm:p-7">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-highlight">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-6 text-lg font-semibold text-navy-900">
                    {t(`service.${s.id}.title`)}
                  </h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">
                    {t(`service.${s.id}.description`)}
                  </p>
                  <ul className="mt-5 space-y-1.5 border-t border-border pt-5 text-sm text-slate-700">
                    {s.points.map((p, i) => (
                      <li key={p} className="flex items-center gap-2">
                        <BadgeCheck className="size-4 text-emerald-700" aria-hidden="true" />
                        {t(`service.${s.id}.point${(i + 1) as 1 | 2}`)}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="market-reach"
        tone="surface"
        eyebrow={t('home.reachEyebrow')}
        title={t('home.reachTitle', { n: MARKETS.length })}
        intro={t('home.reachIntro')}
      >
        <MarketCarousel
          countries={Object.fromEntries(MARKETS.map((m) => [m.flag, countryName(m.flag)]))}
        />
      </Section>

      <Section
        id="live-rates"
        eyebrow={t('home.ratesEyebrow')}
        title={t('home.ratesTitle')}
        intro={t('home.ratesIntro')}
      >
        <RatesPreview />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline" size="lg">
            <Link to={lp(paths.rates.getHref())}>
              {t('home.seeAllRates')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <RequestDialogTrigger dialog="quote">
            <Button size="lg">
              <Calculator aria-hidden="true" />
              {t('common.requestQuote')}
            </Button>
          </RequestDialogTrigger>
        </div>
      </Section>

      <Section
        id="why-us"
        tone="navy"
        eyebrow={t('home.whyEyebrow', { brand: BRAND.name })}
        title={t('home.whyTitle')}
        intro={t('home.whyIntro')}
      >
        <div className="grid gap-12 lg:grid-cols-2">
          <ul className="grid gap-6 sm:grid-cols-2">
            {REASONS.map(({ n, Icon }) => (
              <li key={n} className="rounded-2xl border border-white/10 bg-white/[0.04] p-6">
                <Icon className="size-6 text-highlight" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-white">{t(`home.reason${n}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-navy-100">
                  {t(`home.reason${n}.text`)}
                </p>
              </li>
            ))}
          </ul>
          <HomeStats />
        </div>
      </Section>

      <section aria-labelledby="home-cta" className="py-16 sm:py-24">
        <div className="container-page">
          <div className="relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-12 text-center sm:px-12 sm:py-16">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(30rem_16rem_at_50%_0%,rgb(224_178_74/0.18),transparent_70%)]"
            />
            <h2
              id="home-cta"
              className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
            >
              {t('home.ctaTitle')}
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg text-slate-600">
              {t('home.ctaText')}
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={lp(paths.trading.getHref())}>{t('shell.startConversion')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={lp(paths.support.contact.getHref())}>{t('home.talkToTeam')}</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
