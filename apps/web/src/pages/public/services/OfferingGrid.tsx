import { BadgeCheck, type LucideIcon } from 'lucide-react';
import type { Offering } from '@/content/services';

/** Product cards in the visual language of the home page's services grid. */
export function OfferingGrid({
  offerings,
  icons,
}: {
  offerings: readonly Offering[];
  icons: Record<string, LucideIcon>;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offerings.map((o) => {
        const Icon = icons[o.id] ?? BadgeCheck;
        return (
          <li key={o.id}>
            <article
              data-offering={o.id}
              className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-card transition-[border-color,box-shadow] hover:border-navy-200 hover:shadow-elevated sm:p-7"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-highlight">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-lg font-semibold text-navy-900">{o.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{o.description}</p>
              <ul className="mt-5 space-y-1.5 border-t border-border pt-5 text-sm text-slate-700">
                {o.points.map((p) => (
                  <li key={p} className="flex items-start gap-2">
                    <BadgeCheck
                      className="mt-0.5 size-4 shrink-0 text-emerald-700"
                      aria-hidden="true"
                    />
                    {p}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
