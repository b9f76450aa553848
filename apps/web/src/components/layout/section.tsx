import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Alternate background to separate consecutive sections. */
  tone?: 'default' | 'surface' | 'navy';
  align?: 'left' | 'center';
}

/** A page section with an optional eyebrow, h2 and intro, inside the page container. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = 'default',
  align = 'left',
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-20 py-16 sm:py-24',
        tone === 'surface' && 'border-y border-border bg-surface',
        tone === 'navy' && 'bg-hero text-white',
        className,
      )}
    >
      <div className="container-page">
        {title || eyebrow || intro ? (
          <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p
                className={cn(
                  'text-sm font-semibold uppercase tracking-[0.14em]',
                  tone === 'navy' ? 'text-highlight' : 'text-emerald-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            {title ? (
              <h2
                id={headingId}
                className={cn(
                  'mt-3 text-3xl font-bold tracking-tight sm:text-4xl',
                  tone === 'navy' ? 'text-white' : 'text-navy-900',
                )}
              >
                {title}
              </h2>
            ) : null}
            {intro ? (
              <p
                className={cn(
                  'mt-4 text-lg leading-relaxed',
                  tone === 'navy' ? 'text-navy-100' : 'text-slate-600',
                )}
              >
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children ? (
          <div className={title || eyebrow || intro ? 'mt-12' : ''}>{children}</div>
        ) : null}
      </div>
    </section>
  );
}
