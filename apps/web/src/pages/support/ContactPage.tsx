import { Siren } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { OfficeCard } from '@/pages/office-card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { EMERGENCY_HOTLINES, OFFICES } from '@/content/site';
import { ContactForm } from '@/features/requests/components/ContactForm';
import { useT } from '@/lib/i18n/use-t';
import { useCountryName } from '@/lib/i18n/names';
import { SupportChannels } from './support-channels';

/** Spec order for this page: Nairobi, Accra, Dar es Salaam. */
const OFFICE_ORDER = ['nairobi', 'accra', 'dar-es-salaam'] as const;

export default function ContactPage() {
  const { t } = useT();
  const countryName = useCountryName();
  // content/site.ts words each hotline in English: the 24/7 line, then the countries' own names.
  const hotlineLabel = (label: string) =>
    label === 'Tanzania'
      ? countryName('TZ')
      : label === 'Ghana'
        ? countryName('GH')
        : t('contact.hotlineKenya');
  const offices = OFFICE_ORDER.map((id) => OFFICES.find((o) => o.id === id)!);
  return (
    <>
      <Seo path={paths.support.contact.path} />
      <PageHero
        eyebrow={t('footer.support')}
        title={t('page.contact')}
        intro={t('contact.intro')}
      />
      <Section id="channels" title={t('contact.channelsTitle')}>
        <SupportChannels />
      </Section>
      <Section id="inquiry" tone="surface" title={t('contact.messageTitle')}>
        <div className="max-w-3xl rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
          <ContactForm />
        </div>
      </Section>
      <Section id="offices" title={t('contact.officesTitle')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {offices.map((o) => (
            <li key={o.id}>
              <OfficeCard office={o} />
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="emergency" className="pb-16 sm:pb-24">
        <div className="container-page">
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <Siren className="size-6 text-red-700" aria-hidden="true" />
              <h2 id="emergency" className="text-xl font-semibold text-red-900">
                {t('contact.emergencyTitle')}
              </h2>
            </div>
            <p className="mt-2 text-red-900">{t('contact.emergencyText')}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-3">
              {EMERGENCY_HOTLINES.map((h) => (
                <li key={h.label} className="rounded-xl bg-white p-4">
                  <p className="text-sm text-slate-600">{hotlineLabel(h.label)}</p>
                  {h.placeholder ? (
                    <p className="mt-1 font-semibold text-slate-700">
                      {h.phone} <span className="text-sm font-normal">{t('contact.lineSoon')}</span>
                    </p>
                  ) : (
                    <a
                      href={`tel:${h.phone.replace(/\s/g, '')}`}
                      className="mt-1 block font-semibold text-red-800 hover:underline"
                    >
                      {h.phone}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
