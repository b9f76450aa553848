import { Link } from 'react-router';
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
import { MARKETS, OFFICES, REGULATION, SERVICES, STATS, type ServiceId } from '@/content/site';
import { MarketCarousel } from '@/features/markets/components/MarketCarousel';
import { RatesPreview } from '@/features/rates/components/RatesPreview';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import { usePlatformUptime } from '@/features/status/api/uptime';
import { LIVE_VALUE_KEYS } from '@mizani/shared';

const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  'cross-border-settlements': Globe,
  'fx-conversions': ArrowLeftRight,
  'diaspora-remittances': HeartHandshake,
  'local-payouts': Smartphone,
  'stable-fiat-settlements': Coins,
  'custom-solutions': SlidersHorizontal,
};

const HERO_STATS = [STATS.monthlyVolume, STATS.activeClients, STATS.currencyPairs, STATS.uptime];

/** Before the measured figure is known (pre-render, little history): the spec's claim, as a target. */
const UPTIME_FALLBACK = { value: STATS.uptime.value, label: 'Uptime target' };

/**
 * The uptime stat is measured by the status page's checks (docs/public-site.md "System status"):
 * the server writes it into the page's HTML (data-live) and the page reads it back.
 */
function withUptime(
  stats: { value: string; label: string }[],
  uptime: { value: string; label: string },
) {
  return stats.map((s) =>
    s === STATS.uptime
      ? { key: 'uptime', value: uptime.value, label: uptime.label, live: true }
      : { key: s.label, value: s.value, label: s.label, live: false },
  );
}
const liveAttr = (live: boolean, key: string) => (live ? { 'data-live': key } : {});

const REASONS: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Licensed and compliant',
    text: `A ${REGULATION.statusInline} with KYC and AML checks on every client and transaction.`,
    Icon: ShieldCheck,
  },
  {
    title: 'Real-time pricing',
    text: 'Live rates across 50+ currency pairs, with the rate locked before you commit.',
    Icon: LineChart,
  },
  {
    title: 'Local presence',
    text: 'Teams on the ground in Nairobi, Dar es Salaam and Accra who know each market.',
    Icon: MapPin,
  },
  {
    title: 'Fast settlement',
    text: 'Cross-border transfers in 1-3 business days; local payouts to mobile money and banks.',
    Icon: Zap,
  },
];

const WHY_STATS = [
  STATS.experience,
  STATS.currencyPairs,
  STATS.marketAccess,
  STATS.monthlyVolume,
  STATS.activeClients,
  STATS.uptime,
  STATS.africanCurrencies,
  { value: '3', label: 'Offices: Nairobi, Dar es Salaam, Accra' },
];

export default function HomePage() {
  const uptime = usePlatformUptime(UPTIME_FALLBACK);
  const heroStats = withUptime(HERO_STATS, uptime);
  const whyStats = withUptime(WHY_STATS, uptime);
  return (
    <>
      <Seo path={paths.home.path} />

      {/* Hero: the header floats over it, transparent, until the page scrolls. */}
      <section className="bg-hero relative isolate overflow-hidden text-white">
        <div className="container-page grid gap-14 pb-20 pt-32 sm:pb-24 sm:pt-40 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-16 lg:pb-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-navy-100">
              <BadgeCheck className="size-4 text-highlight" aria-hidden="true" />
              {REGULATION.status}
            </p>
            <h1 className="mt-6 max-w-3xl text-4xl font-bold leading-[1.08] tracking-tight sm:text-5xl lg:text-display">
              Pan-African FX, <span className="text-highlight">settled with confidence</span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">
              Real-time exchange rates, cross-border settlements, diaspora remittances and local
              payouts to mobile money and banks — for individuals, corporates and institutions
              across {MARKETS.length} African markets.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.trading.getHref()}>
                  Exchange Now
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="inverse-outline">
                <Link to={paths.rates.getHref()}>
                  <LineChart aria-hidden="true" />
                  View Live Rates
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
                {STATS.marketAccess.value} {STATS.marketAccess.label.toLowerCase()}
              </li>
            </ul>
          </div>

          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-6 -z-10 rounded-[2rem] bg-emerald-400/10 blur-3xl"
            />
            <div className="rounded-3xl border border-white/10 bg-white/[0.06] p-6 shadow-2xl backdrop-blur-sm sm:p-8">
              <p className="text-sm font-medium text-navy-200">{BRAND.name} in numbers</p>
              <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8">
                {heroStats.map((s) => (
                  <div key={s.key}>
                    <dt
                      className="text-sm text-navy-200"
                      {...liveAttr(s.live, LIVE_VALUE_KEYS.uptimeLabel)}
                    >
                      {s.label}
                    </dt>
                    <dd
                      className="tabular mt-1 text-3xl font-bold tracking-tight text-white"
                      {...liveAttr(s.live, LIVE_VALUE_KEYS.uptime)}
                    >
                      {s.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8 border-t border-white/10 pt-6">
                <p className="text-sm text-navy-200">Active markets</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {MARKETS.map((m) => (
                    <li
                      key={m.country}
                      className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white"
                    >
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-highlight" />
                      {m.country} · {m.currency}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>

      <Section
        id="services"
        eyebrow="Core services"
        title="Everything you need to move money across Africa"
        intro="One licensed partner for conversions, settlements and payouts — whether you are sending money home or running treasury for a multinational."
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
                  <h3 className="mt-6 text-lg font-semibold text-navy-900">{s.title}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600">{s.description}</p>
                  <ul className="mt-5 space-y-1.5 border-t border-border pt-5 text-sm text-slate-700">
                    {s.points.map((p) => (
                      <li key={p} className="flex items-center gap-2">
                        <BadgeCheck className="size-4 text-emerald-700" aria-hidden="true" />
                        {p}
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
        eyebrow="Market reach"
        title={`${MARKETS.length} active markets, one platform`}
        intro="Local currency in, local currency out: we hold liquidity and payout partners in each of our markets."
      >
        <MarketCarousel />
      </Section>

      <Section
        id="live-rates"
        eyebrow="Live rates"
        title="Transparent, real-time pricing"
        intro="Rates for the major African currencies against USD, EUR and GBP, refreshed every 30 seconds."
      >
        <RatesPreview />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.rates.getHref()}>
              See all live rates
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <RequestDialogTrigger dialog="quote">
            <Button size="lg">
              <Calculator aria-hidden="true" />
              Request a Quote
            </Button>
          </RequestDialogTrigger>
        </div>
      </Section>

      <Section
        id="why-us"
        tone="navy"
        eyebrow={`Why ${BRAND.name}`}
        title="Trusted by businesses and families across the continent"
        intro="Over a decade of moving money across African corridors, with the compliance, liquidity and local knowledge that takes."
      >
        <div className="grid gap-12 lg:grid-cols-2">
          <ul className="grid gap-6 sm:grid-cols-2">
            {REASONS.map(({ title, text, Icon }) => (
              <li key={title} className="rounded-2xl border border-white/10 bg-white/[0.04] p-6">
                <Icon className="size-6 text-highlight" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-white">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-navy-100">{text}</p>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            {whyStats.map((s) => (
              <div key={s.key} className="flex flex-col-reverse bg-navy-900 p-5">
                <dt
                  className="mt-1 text-sm leading-snug text-navy-200"
                  {...liveAttr(s.live, LIVE_VALUE_KEYS.uptimeLabel)}
                >
                  {s.label}
                </dt>
                <dd
                  className="tabular text-2xl font-bold tracking-tight text-white"
                  {...liveAttr(s.live, LIVE_VALUE_KEYS.uptime)}
                >
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
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
              Ready to move money across Africa?
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg text-slate-600">
              Open an account in minutes, or talk to our desk about corporate and institutional
              needs.
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.trading.getHref()}>Start Conversion</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.support.contact.getHref()}>Talk to our team</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
