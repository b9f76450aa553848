import { useT } from '@/lib/i18n/use-t';
import { RequestButtons } from './RequestButtons';

/**
 * The closing band of a service page: Request a Quote and Schedule a Consultation, both opening
 * the site's request dialogs (loaded on demand, so the band pre-renders as two plain buttons).
 * `lead` puts the page's main request first.
 */
export function ServiceCta({
  id,
  title,
  text,
  lead = 'quote',
}: {
  id: string;
  title: string;
  text: string;
  lead?: 'quote' | 'consultation';
}) {
  const { t } = useT();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 py-16 sm:py-24">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-hero px-6 py-10 text-white shadow-elevated sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(28rem_14rem_at_100%_0%,rgb(224_178_74/0.16),transparent_70%)]"
          />
          <div className="relative grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <div className="max-w-2xl">
              <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-navy-100">{text}</p>
              <p className="mt-3 text-sm text-navy-200">{t('services.reply')}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <RequestButtons lead={lead} primary="secondary" secondary="inverse-outline" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
