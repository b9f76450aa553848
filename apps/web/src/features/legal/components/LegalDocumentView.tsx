import { SectionedDocument } from '@/components/layout/sectioned-document';
import type { LegalDocument } from '@/content/legal-document';
import { useT } from '@/lib/i18n/use-t';

/**
 * The body of a legal document: a table of contents and numbered sections. The page's hero
 * (title, intro, revision date from the content module) comes from LegalPageShell.
 */
export function LegalDocumentBody({ doc }: { doc: LegalDocument }) {
  const { t } = useT();
  return (
    <SectionedDocument
      sections={doc.sections}
      contentsLabel={t('legal.onThisPage')}
      title={(s, i) => `${i + 1}. ${s.heading}`}
      body={(s) => (
        <>
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
        </>
      )}
    />
  );
}
