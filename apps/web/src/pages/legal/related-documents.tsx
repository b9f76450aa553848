import { Link } from '@/lib/nav';
import { ArrowRight, FileText } from 'lucide-react';
import { PAGES } from '@/config/pages';
import { useT } from '@/lib/i18n/use-t';

const DOCUMENTS = ['terms', 'privacy', 'compliance', 'risk', 'license'] as const;

/**
 * Links from one legal document to the others it refers to by name (the content model holds plain
 * text, so cross-references are links here rather than inside the sections).
 */
export function RelatedDocuments({ current }: { current: (typeof DOCUMENTS)[number] }) {
  const { t, lp } = useT();
  return (
    <nav
      aria-labelledby="related-documents"
      className="mt-14 rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="related-documents" className="text-lg font-semibold text-navy-900">
        {t('legal.related')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {DOCUMENTS.filter((d) => d !== current).map((d) => (
          <li key={d}>
            <Link
              to={lp(PAGES[d].path)}
              className="group flex items-center gap-3 rounded-xl border border-border bg-white px-4 py-3 font-medium text-navy-900 transition-colors hover:border-navy-300"
            >
              <FileText className="size-5 text-emerald-700" aria-hidden="true" />
              <span className="flex-1">{t(`page.${d}`)}</span>
              <ArrowRight
                className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
