import { Link } from '@/lib/nav';
import { FileText, Scale, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { REGULATION } from '@/content/site';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const LINKS = [
  { to: paths.legal.license.getHref(), label: 'page.license', Icon: ShieldCheck },
  { to: paths.legal.compliance.getHref(), label: 'page.compliance', Icon: Scale },
  { to: paths.legal.risk.getHref(), label: 'page.risk', Icon: FileText },
] as const satisfies readonly { to: string; label: MessageId; Icon: unknown }[];

/** Regulatory standing and the disclosures a treasury or compliance team reads before onboarding. */
export function TrustBand({ id, text }: { id: string; text: string }) {
  const { t, lp } = useT();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border-y border-border bg-surface py-16 sm:py-20"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
            {t('about.regEyebrow')}
          </p>
          <h2
            id={`${id}-title`}
            className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {t('services.regTitle')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            {t('services.regText', { regulator: REGULATION.regulator })}{' '}
            <span className="tabular font-semibold text-navy-900">
              {REGULATION.msbRegistrationNumber}
            </span>
            . {text}
          </p>
        </div>
        <ul className="grid gap-3">
          {LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={lp(to)}
                className="flex items-center gap-4 rounded-2xl border border-border bg-white p-5 font-semibold text-navy-900 shadow-card transition-colors hover:border-navy-300"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
