import { Award, Quote, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { CAREER_JOURNEY, FOUNDER } from '@/content/team';

/** Spec §2 /team: core values Excellence, Trust, Innovation. */
const VALUES = [
  {
    title: 'Excellence',
    text: 'We hold ourselves to the standards of the world’s best financial institutions, in every quote and every settlement.',
    Icon: Award,
  },
  {
    title: 'Trust',
    text: 'Licensed, transparent and accountable: our clients know what they pay and where their money is.',
    Icon: ShieldCheck,
  },
  {
    title: 'Innovation',
    text: 'From mobile money payouts to stable-fiat settlement, we build the rails African commerce needs.',
    Icon: Sparkles,
  },
];

export default function TeamPage() {
  return (
    <>
      <Seo path={paths.team.path} />
      <PageHero
        eyebrow="Our team"
        title="The people behind the rates"
        intro={`${BRAND.name} was founded by FX and payments professionals who spent their careers moving money across African corridors, and built the provider they wished they had.`}
        actions={
          <Button asChild size="lg" variant="outline">
            <Link to={paths.careers.getHref()}>Join the team</Link>
          </Button>
        }
      />
      <Section id="founder" eyebrow="Founder" title="Founder profile">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <div
              aria-hidden="true"
              className="flex size-36 items-center justify-center rounded-3xl bg-navy-900 text-4xl font-bold text-highlight shadow-card"
            >
              {FOUNDER.initials}
            </div>
            <p className="mt-5 text-xl font-semibold text-navy-900">{FOUNDER.name}</p>
            <p className="text-slate-600">{FOUNDER.role}</p>
          </div>
          <div>
            {FOUNDER.bio.map((p) => (
              <p key={p} className="mb-4 text-lg leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
            <figure className="mt-6 rounded-2xl border-l-4 border-emerald-700 bg-surface p-6">
              <Quote className="size-6 text-emerald-700" aria-hidden="true" />
              <blockquote className="mt-2 text-lg font-medium text-navy-900">
                {FOUNDER.quote}
              </blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">— {FOUNDER.name}</figcaption>
            </figure>
          </div>
        </div>
      </Section>
      <Section
        id="journey"
        tone="surface"
        eyebrow="Career journey"
        title="From the trading desk to a pan-African provider"
      >
        <ol className="max-w-3xl space-y-8 border-l-2 border-emerald-700/30 pl-8">
          {CAREER_JOURNEY.map((step) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[41px] top-1 size-4 rounded-full border-4 border-surface bg-emerald-700"
              />
              <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">
                {step.period}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="values" eyebrow="Core values" title="What guides us">
        <ul className="grid gap-5 md:grid-cols-3">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-xl bg-navy-900 text-highlight">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
