import { Link } from 'react-router';
import { Clock, Mail, Phone } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { ACCESSIBILITY_STATEMENT, BARRIER_RESPONSE } from '@/content/accessibility';
import { SUPPORT } from '@/content/site';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { formatCalendarDate } from '@/lib/format';

const doc = ACCESSIBILITY_STATEMENT;

export default function AccessibilityPage() {
  return (
    <>
      <Seo path={paths.accessibility.path} />
      <PageHero
        eyebrow="Accessibility"
        title={doc.title}
        intro={
          <>
            <p>{doc.intro}</p>
            <p className="mt-3 text-base text-slate-600">
              Statement last reviewed:{' '}
              <time dateTime={doc.lastUpdated}>{formatCalendarDate(doc.lastUpdated)}</time>
            </p>
          </>
        }
        aside={
          <section
            aria-labelledby="report-barrier-card"
            className="rounded-2xl border border-border bg-white p-6 shadow-card"
          >
            <h2 id="report-barrier-card" className="text-lg font-semibold text-navy-900">
              Found a barrier?
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a
                  href={SUPPORT.email.href}
                  className="inline-flex items-center gap-2 font-medium text-emerald-800 underline underline-offset-4"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {SUPPORT.email.value}
                </a>
              </li>
              <li>
                <a
                  href={SUPPORT.phone.href}
                  className="inline-flex items-center gap-2 font-medium text-emerald-800 underline underline-offset-4"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {SUPPORT.phone.value}
                </a>
                <span className="mt-0.5 block pl-6 text-slate-600">{SUPPORT.phone.hours}</span>
              </li>
              <li className="flex items-center gap-2 text-slate-700">
                <Clock className="size-4 text-emerald-700" aria-hidden="true" />
                {BARRIER_RESPONSE}
              </li>
            </ul>
          </section>
        }
      />
      <div className="container-page max-w-4xl py-14">
        <LegalDocumentBody doc={doc} />
        <p className="mt-10 border-t border-border pt-8 leading-relaxed text-slate-700">
          Read the complaints procedure in our{' '}
          <Link
            to={`${paths.legal.compliance.getHref()}#complaints`}
            className="font-medium text-emerald-800 underline underline-offset-4"
          >
            Compliance statement
          </Link>
          , or go to{' '}
          <Link
            to={paths.support.contact.getHref()}
            className="font-medium text-emerald-800 underline underline-offset-4"
          >
            Contact Support
          </Link>
          .
        </p>
      </div>
    </>
  );
}
