import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { Office } from '@/content/site';
import { useCountryName } from '@/lib/i18n/names';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';

/** One office from content/site.ts: address, phone, email and hours with time zone. */
export function OfficeCard({
  office,
  headingLevel = 'h3',
  className,
}: {
  office: Office;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = headingLevel;
  const { t } = useT();
  const countryName = useCountryName();
  return (
    <article
      data-office={office.id}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-card',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <Heading className="text-lg font-semibold text-navy-900">
            {office.city}, {countryName(office.flag)}
          </Heading>
          <p className="mt-0.5 text-sm text-slate-600">{t(`office.${office.id}.role`)}</p>
        </div>
        <span className="rounded-full bg-navy-50 px-2.5 py-1 text-xs font-semibold text-navy-800">
          {office.timezone}
        </span>
      </div>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        <li className="flex gap-3">
          <MapPin className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <address className="not-italic">
            {office.addressLines.map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
          </address>
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <a
            href={`tel:${office.phone.replace(/\s/g, '')}`}
            className="hover:text-navy-900 hover:underline"
          >
            {office.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <a
            href={`mailto:${office.email}`}
            className="break-all hover:text-navy-900 hover:underline"
          >
            {office.email}
          </a>
        </li>
        <li className="flex gap-3">
          <Clock className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>{t('office.hours', { tz: office.timezone })}</span>
        </li>
      </ul>
    </article>
  );
}
