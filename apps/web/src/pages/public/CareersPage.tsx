import { Globe, GraduationCap, Laptop, Wallet } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { OpenPositions } from '@/features/careers/components/OpenPositions';
import { useT } from '@/lib/i18n/use-t';

/** Spec §2 Careers: four benefit cards (their words under careers.benefit.<id>). */
const BENEFITS = [
  { id: 'package', Icon: Wallet },
  { id: 'impact', Icon: Globe },
  { id: 'growth', Icon: GraduationCap },
  { id: 'flexible', Icon: Laptop },
] as const;

export default function CareersPage() {
  const { t } = useT();
  return (
    <>
      <Seo path={paths.careers.path} />
      <PageHero eyebrow={t('page.careers')} title={t('careers.title')} intro={t('careers.intro')} />
      <Section
        id="benefits"
        eyebrow={t('careers.benefitsEyebrow')}
        title={t('careers.benefitsTitle')}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ id, Icon }) => (
            <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-card">
              <Icon className="size-6 text-emerald-700" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-navy-900">
                {t(`careers.benefit.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`careers.benefit.${id}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <OpenPositions />
    </>
  );
}
