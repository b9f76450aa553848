import type { Step } from '@/content/services';
import { useT } from '@/lib/i18n/use-t';

/** Numbered steps, four across at desktop width, stacked on a phone. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  const { t } = useT();
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-2xl border border-border bg-white p-6">
          <span
            aria-hidden="true"
            className="tabular flex size-9 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 font-semibold text-navy-900">
            <span className="sr-only">{t('services.step', { n: i + 1 })} </span>
            {s.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
