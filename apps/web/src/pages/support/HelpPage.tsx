import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { FAQ_CATEGORIES } from '@/content/faq';
import { FaqBrowser } from '@/features/help/components/FaqBrowser';
import { RequestDialogTrigger } from '@/features/requests/components/RequestDialogTrigger';
import { SupportChannels } from './support-channels';

export default function HelpPage() {
  return (
    <>
      <Seo path={paths.support.help.path} />
      <PageHero
        eyebrow="Support"
        title="Help Centre"
        intro="Answers to common questions about account setup, transactions, security and corporate services. Can’t find what you need? Our team is here to help."
        actions={
          <Button asChild size="lg">
            <Link to={paths.support.contact.getHref()}>Contact Support</Link>
          </Button>
        }
      />
      <Section id="faq" title="Frequently asked questions">
        <FaqBrowser categories={FAQ_CATEGORIES} />
      </Section>
      <Section id="get-help" tone="surface" title="Still need help?">
        <SupportChannels />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.support.contact.getHref()}>Contact Support</Link>
          </Button>
          <RequestDialogTrigger dialog="consultation">
            <Button size="lg" variant="outline">
              <CalendarClock aria-hidden="true" />
              Schedule a Call
            </Button>
          </RequestDialogTrigger>
        </div>
      </Section>
    </>
  );
}
