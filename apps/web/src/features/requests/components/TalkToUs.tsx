import { CalendarClock, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { RequestDialogTrigger } from './RequestDialogTrigger';

/**
 * The contact band of /about and /offices (spec §2): Schedule a Consultation and the contact
 * dialog. Both dialogs load on demand, so the band pre-renders as two plain buttons.
 */
export function TalkToUs({ id = 'talk-to-us' }: { id?: string }) {
  const headingId = `${id}-title`;
  const { t } = useT();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 pb-16 sm:pb-24">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-hero px-6 py-10 text-white shadow-elevated sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(28rem_14rem_at_100%_0%,rgb(224_178_74/0.16),transparent_70%)]"
          />
          <div className="relative grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('talk.title')}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-navy-100">{t('talk.text')}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <RequestDialogTrigger dialog="consultation">
                <Button size="lg" variant="secondary">
                  <CalendarClock aria-hidden="true" />
                  {t('talk.consultation')}
                </Button>
              </RequestDialogTrigger>
              <RequestDialogTrigger dialog="contact">
                <Button size="lg" variant="inverse-outline">
                  <MessageSquare aria-hidden="true" />
                  {t('talk.contact')}
                </Button>
              </RequestDialogTrigger>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
