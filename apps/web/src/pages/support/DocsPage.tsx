import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { DOC_ARTICLE_LIST } from '@/content/docs/articles';
import { DocsBrowser } from '@/features/docs/components/DocsBrowser';
import { StillNeedHelp } from '@/features/docs/components/StillNeedHelp';

export default function DocsPage() {
  return (
    <>
      <Seo path={paths.support.docs.path} />
      <PageHero
        eyebrow="Support"
        title="Documentation"
        intro="Step-by-step guides to your account: getting started, verification, funding and withdrawals, conversions and fees, rate alerts, statements and security."
      />
      <Section id="articles" title="Guides">
        <div className="mt-8">
          <DocsBrowser articles={DOC_ARTICLE_LIST} />
        </div>
      </Section>
      <StillNeedHelp />
    </>
  );
}
