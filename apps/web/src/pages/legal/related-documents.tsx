import { Link } from 'react-router';
import { ArrowRight, FileText } from 'lucide-react';
import { paths } from '@/config/paths';

const DOCUMENTS = [
  { to: paths.legal.terms.getHref(), label: 'Terms of Service' },
  { to: paths.legal.privacy.getHref(), label: 'Privacy Policy' },
  { to: paths.legal.compliance.getHref(), label: 'Compliance' },
  { to: paths.legal.risk.getHref(), label: 'Risk Disclosure' },
  { to: paths.legal.license.getHref(), label: 'License & Registration' },
] as const;

/**
 * Links from one legal document to the others it refers to by name (the content model holds plain
 * text, so cross-references are links here rather than inside the sections).
 */
export function RelatedDocuments({ current }: { current: string }) {
  return (
    <nav
      aria-labelledby="related-documents"
      className="mt-14 rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="related-documents" className="text-lg font-semibold text-navy-900">
        Related documents
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {DOCUMENTS.filter((d) => d.to !== current).map((d) => (
          <li key={d.to}>
            <Link
              to={d.to}
              className="group flex items-center gap-3 rounded-xl border border-border bg-white px-4 py-3 font-medium text-navy-900 transition-colors hover:border-navy-300"
            >
              <FileText className="size-5 text-emerald-700" aria-hidden="true" />
              <span className="flex-1">{d.label}</span>
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
