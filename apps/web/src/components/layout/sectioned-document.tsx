import type { ReactNode } from 'react';

/**
 * A long document (legal texts, documentation articles): an "On this page" list beside the
 * sections, each an h2 with an anchor. `title` shapes the heading (legal texts number them),
 * `body` renders a section's content.
 */
export function SectionedDocument<S extends { id: string; heading: string }>({
  sections,
  title = (s) => s.heading,
  body,
  contentsLabel = 'On this page',
}: {
  sections: readonly S[];
  /** The contents list's name, in the page's language. */
  contentsLabel?: string;
  title?: (section: S, index: number) => ReactNode;
  body: (section: S) => ReactNode;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold text-navy-900">{contentsLabel}</p>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="text-slate-600 underline-offset-4 hover:text-navy-900 hover:underline"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="min-w-0">
        {sections.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-h`}
            className="scroll-mt-24 border-t border-border pt-8 first:border-t-0 first:pt-0 [&:not(:first-child)]:mt-8"
          >
            <h2 id={`${s.id}-h`} className="text-2xl font-semibold text-navy-900">
              {title(s, i)}
            </h2>
            {body(s)}
          </section>
        ))}
      </article>
    </div>
  );
}
