import { Link } from '@/lib/nav';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { OfficeCard } from '@/pages/office-card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { OFFICES } from '@/content/site';
import { useT } from '@/lib/i18n/use-t';
import { TalkToUs } from '@/features/requests/components/TalkToUs';

export default function OfficesPage() {
  const { t, lp } = useT();
  return (
    <>
      <Seo path={paths.offices.path} />
      <PageHero
        eyebrow={t('offices.eyebrow')}
        title={t('offices.title')}
        intro={t('offices.intro')}
        actions={
          <Button asChild size="lg">
            <Link to={lp(paths.support.contact.getHref())}>{t('page.contact')}</Link>
          </Button>
        }
      />
      <Section
        id="locations"
        title={t('offices.locationsTitle')}
        intro={t('offices.locationsIntro')}
      >
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
