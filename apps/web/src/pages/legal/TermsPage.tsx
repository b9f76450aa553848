import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { TERMS_OF_SERVICE } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { legalPreload, useLegalDocument } from '@/features/legal/lib/use-legal-document';
import { useT } from '@/lib/i18n/use-t';
import { LegalPageShell } from './legal-page';

/** The French or Swahili text, loaded with the route (app/router.tsx). */
export const preload = legalPreload('terms');

export default function TermsPage() {
  const { t } = useT();
  const doc = useLegalDocument('terms', TERMS_OF_SERVICE);
  return (
    <>
      <Seo path={paths.legal.terms.path} />
      <LegalPageShell title={t('page.terms')} lastUpdated={doc.lastUpdated} intro={doc.intro}>
        <LegalDocumentBody doc={doc} />
      </LegalPageShell>
    </>
  );
}
