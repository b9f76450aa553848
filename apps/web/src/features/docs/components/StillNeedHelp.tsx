import { Link } from 'react-router';
import { LifeBuoy, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';

/** The closing block of the documentation pages: where to go when an article does not answer. */
export function StillNeedHelp() {
  return (
    <Section
      id="still-need-help"
      tone="surface"
      title="Still need help?"
      intro="Browse the answers to common questions in our Help Centre, or reach our support team by phone, email or live chat."
    >
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.support.help.getHref()}>
            <LifeBuoy aria-hidden="true" />
            Help Centre
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.support.contact.getHref()}>
            <MessageSquare aria-hidden="true" />
            Contact Support
          </Link>
        </Button>
      </div>
    </Section>
  );
}
