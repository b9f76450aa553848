import { Link } from '@/lib/nav';
import { Clock, Mail, Phone } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { ACCESSIBILITY_STATEMENT } from '@/content/accessibility';
import { SUPPORT } from '@/content/site';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { legalPreload, useLegalDocument } from '@/features/legal/lib/use-legal-document';
import { useT } from '@/lib/i18n/use-t';
import { calendarDayIn } from '@/lib/i18n/calendar-day';
import { BindingVersionNote } from '@/pages/legal/legal-page';

/** The French or Swahili statement, loaded with the route (app/router.tsx). */
export const preload = legalPreload('accessibility');

export default function AccessibilityPage() {
  const { t, lp, locale } = useT();
  const doc = useLegalDocument('accessibility', ACCESSIBILITY_STATEMENT);
  return (
    <>
      <Seo path={paths.accessibility.path} />
      <PageHero
        eyebrow={t('a11y.eyebrow')}
        title={t('page.accessibility')}
        intro={
          <>
            <p>{doc.intro}</p>
            <p className="mt-3 text-base text-slate-600">
              {t('a11y.lastReviewed')}{' '}
              <time dateTime={doc.lastUpdated}>{calendarDayIn(locale, doc.lastUpdated)}</time>
            </p>
            <BindingVersionNote />
          </>
        }
        aside={
          <section
            aria-labelledby="report-barrier-card"
            className="rounded-2xl border border-border bg-white p-6 shadow-card"
          >
            <h2 id="report-barrier-card" className="text-lg font-semibold text-navy-900">
              {t('a11y.barrierTitle')}
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
                <span className="mt-0.5 block pl-6 text-slate-600">{t('support.callHours')}</span>
              </li>
              <li className="flex items-center gap-2 text-slate-700">
                <Clock className="size-4 text-emerald-700" aria-hidden="true" />
                {t('a11y.responseTime')}
              </li>
            </ul>
          </section>
        }
      />
      <div className="container-page max-w-4xl py-14">
        <LegalDocumentBody doc={doc} />
        <p className="mt-10 border-t border-border pt-8 leading-relaxed text-slate-700">
          {t('a11y.readComplaints')}{' '}
          <Link
            to={lp(`${paths.legal.compliance.getHref()}#complaints`)}
            className="font-medium text-emerald-800 underline underline-offset-4"
          >
            {t('a11y.complianceLink')}
          </Link>
          {t('a11y.orGoTo')}{' '}
          <Link
            to={lp(paths.support.contact.getHref())}
            className="font-medium text-emerald-800 underline underline-offset-4"
          >
            {t('page.contact')}
          </Link>
          {t('a11y.end')}
        </p>
      </div>
    </>
  );
}
