import { CalendarClock, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RequestDialogTrigger } from './RequestDialogTrigger';

/**
 * The contact band of /about and /offices (spec §2): Schedule a Consultation and the contact
 * dialog. Both dialogs load on demand, so the band pre-renders as two plain buttons.
 */
export function TalkToUs({ id = 'talk-to-us' }: { id?: string }) {
  const headingId = `${id}-title`;
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
                Speak with our team
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-navy-100">
                Book a consultation with an FX specialist, or send us a message. We reply within 24
                hours, Monday to Friday.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <RequestDialogTrigger dialog="consultation">
                <Button size="lg" variant="secondary">
                  <CalendarClock aria-hidden="true" />
                  Schedule a Consultation
                </Button>
              </RequestDialogTrigger>
              <RequestDialogTrigger dialog="contact">
                <Button size="lg" variant="inverse-outline">
                  <MessageSquare aria-hidden="true" />
                  Contact Us
                </Button>
              </RequestDialogTrigger>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
