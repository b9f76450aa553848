import { Link } from '@/lib/nav';
import { LifeBuoy, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** The closing block of the documentation pages: where to go when an article does not answer. */
export function StillNeedHelp() {
  const { t, lp } = useT();
  return (
    <Section
      id="still-need-help"
      tone="surface"
      title={t('docs.stillNeedHelp')}
      intro={t('docs.stillNeedHelpIntro')}
    >
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={lp(paths.support.help.getHref())}>
            <LifeBuoy aria-hidden="true" />
            {t('page.help')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={lp(paths.support.contact.getHref())}>
            <MessageSquare aria-hidden="true" />
            {t('page.contact')}
          </Link>
        </Button>
      </div>
    </Section>
  );
}
