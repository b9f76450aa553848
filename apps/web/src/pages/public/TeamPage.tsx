import { Award, Quote, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from '@/lib/nav';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { CAREER_JOURNEY, FOUNDER, VALUES } from '@/content/team';
import { useT } from '@/lib/i18n/use-t';

const VALUE_ICONS = { excellence: Award, trust: ShieldCheck, innovation: Sparkles } as const;

export default function TeamPage() {
  const { t, lp } = useT();
  const brand = { brand: BRAND.name };
  return (
    <>
      <Seo path={paths.team.path} />
      <PageHero
        eyebrow={t('team.eyebrow')}
        title={t('team.title')}
        intro={t('team.intro', brand)}
        actions={
          <Button asChild size="lg" variant="outline">
            <Link to={lp(paths.careers.getHref())}>{t('team.join')}</Link>
          </Button>
        }
      />
      <Section id="founder" eyebrow={t('team.founderEyebrow')} title={t('team.founderTitle')}>
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <div
              aria-hidden="true"
              className="flex size-36 items-center justify-center rounded-3xl bg-navy-900 text-4xl font-bold text-highlight shadow-card"
            >
              {FOUNDER.initials}
            </div>
            <p className="mt-5 text-xl font-semibold text-navy-900">{FOUNDER.name}</p>
            <p className="text-slate-600">{t('team.role')}</p>
          </div>
          <div>
            {FOUNDER.bio.map((id) => (
              <p key={id} className="mb-4 text-lg leading-relaxed text-slate-700">
                {t(id, brand)}
              </p>
            ))}
            <figure className="mt-6 rounded-2xl border-l-4 border-emerald-700 bg-surface p-6">
              <Quote className="size-6 text-emerald-700" aria-hidden="true" />
              <blockquote className="mt-2 text-lg font-medium text-navy-900">
                {t('team.quote')}
              </blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">— {FOUNDER.name}</figcaption>
            </figure>
          </div>
        </div>
      </Section>
      <Section
        id="journey"
        tone="surface"
        eyebrow={t('team.journeyEyebrow')}
        title={t('team.journeyTitle')}
      >
        <ol className="max-w-3xl space-y-8 border-l-2 border-emerald-700/30 pl-8">
          {CAREER_JOURNEY.map((n) => (
            <li key={n} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[41px] top-1 size-4 rounded-full border-4 border-surface bg-emerald-700"
              />
              <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">
                {t(`team.journey${n}.period`)}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">
                {t(`team.journey${n}.title`, brand)}
              </h3>
              <p className="mt-1 leading-relaxed text-slate-600">{t(`team.journey${n}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="values" eyebrow={t('team.valuesEyebrow')} title={t('team.valuesTitle')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {VALUES.map((id) => {
            const Icon = VALUE_ICONS[id];
            return (
              <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-xl bg-navy-900 text-highlight">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-navy-900">
                  {t(`team.value.${id}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`team.value.${id}.text`)}</p>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
