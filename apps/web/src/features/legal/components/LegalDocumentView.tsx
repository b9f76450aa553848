import type { LegalDocument } from '../lib/types';

/**
 * The body of a legal document: a table of contents and numbered sections. The page's hero
 * (title, intro, revision date from the content module) comes from LegalPageShell.
 */
export function LegalDocumentBody({ doc }: { doc: LegalDocument }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold text-navy-900">On this page</p>
        <ol className="mt-3 space-y-2 text-sm">
          {doc.sections.map((s) => (
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
        {doc.sections.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-h`}
            className="scroll-mt-24 border-t border-border pt-8 first:border-t-0 first:pt-0 [&:not(:first-child)]:mt-8"
          >
            <h2 id={`${s.id}-h`} className="text-2xl font-semibold text-navy-900">
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs?.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
            {s.list ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
