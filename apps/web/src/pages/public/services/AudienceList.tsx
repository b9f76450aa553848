import { Check } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';

/** "Built for": who a service page is for, as a row of chips under the hero. */
export function AudienceList({ id, items }: { id: string; items: readonly string[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby={id} className="border-b border-border bg-white">
      <div className="container-page flex flex-col gap-4 py-6 lg:flex-row lg:items-center lg:gap-8">
        <h2
          id={id}
          className="shrink-0 text-sm font-semibold uppercase tracking-[0.14em] text-slate-600"
        >
          {t('services.builtFor')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {items.map((a) => (
            <li
              key={a}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm text-slate-700"
            >
              <Check className="size-4 text-emerald-700" aria-hidden="true" />
              {a}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
