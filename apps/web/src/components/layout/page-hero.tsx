import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Anything on the right at desktop width (a card, stats...). */
  aside?: ReactNode;
  className?: string;
  id?: string;
}

/** The band at the top of every inner page: eyebrow, the page's only h1, intro and actions. */
export function PageHero({ eyebrow, title, intro, actions, aside, className, id }: PageHeroProps) {
  return (
    <section
      id={id}
      className={cn('relative overflow-hidden border-b border-border bg-surface', className)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_90%_0%,rgb(16_185_129/0.08),transparent_70%),radial-gradient(30rem_20rem_at_0%_100%,rgb(224_178_74/0.10),transparent_70%)]"
      />
      <div
        className={cn(
          'container-page relative grid gap-10 pb-14 pt-8 sm:pb-16 sm:pt-10',
          aside ? 'lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end' : '',
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
            {title}
          </h1>
          {intro ? (
            <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{intro}</div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
