import { Link } from '@/lib/nav';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { Faq } from '@/features/help/components/FaqBrowser';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import { useT } from '@/lib/i18n/use-t';
import { SupportChannels } from './support-channels';

export default function HelpPage() {
  const { t, lp } = useT();
  const contact = lp(paths.support.contact.getHref());
  return (
    <>
      <Seo path={paths.support.help.path} />
      <PageHero
        eyebrow={t('footer.support')}
        title={t('page.help')}
        intro={t('help.intro')}
        actions={
          <Button asChild size="lg">
            <Link to={contact}>{t('page.contact')}</Link>
          </Button>
        }
      />
      <Section id="faq" title={t('help.faqTitle')}>
        <Faq />
      </Section>
      <Section id="get-help" tone="surface" title={t('help.stillTitle')}>
        <SupportChannels />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={contact}>{t('page.contact')}</Link>
          </Button>
          <RequestDialogTrigger dialog="consultation">
            <Button size="lg" variant="outline">
              <CalendarClock aria-hidden="true" />
              {t('help.scheduleCall')}
            </Button>
          </RequestDialogTrigger>
        </div>
      </Section>
    </>
  );
}
