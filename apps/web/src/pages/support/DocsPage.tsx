import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { loadDocs } from '@/content/docs/localized';
import { DocsIndex } from '@/features/docs/components/DocsBrowser';
import { StillNeedHelp } from '@/features/docs/components/StillNeedHelp';
import { useT } from '@/lib/i18n/use-t';

/** The articles in French or Swahili load with the page (content/docs/localized.ts). */
export const preload = loadDocs;

export default function DocsPage() {
  const { t } = useT();
  return (
    <>
      <Seo path={paths.support.docs.path} />
      <PageHero eyebrow={t('crumb.support')} title={t('page.docs')} intro={t('docs.intro')} />
      <Section id="articles" title={t('docs.guides')}>
        <div className="mt-8">
          <DocsIndex />
        </div>
      </Section>
      <StillNeedHelp />
    </>
  );
}
