import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { COMPLIANCE_STATEMENT } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { legalPreload, useLegalDocument } from '@/features/legal/lib/use-legal-document';
import { useT } from '@/lib/i18n/use-t';
import { LegalPageShell } from './legal-page';
import { RelatedDocuments } from './related-documents';

/** The French or Swahili text, loaded with the route (app/router.tsx). */
export const preload = legalPreload('compliance');

export default function CompliancePage() {
  const { t } = useT();
  const doc = useLegalDocument('compliance', COMPLIANCE_STATEMENT);
  return (
    <>
      <Seo path={paths.legal.compliance.path} />
      <LegalPageShell title={t('page.compliance')} lastUpdated={doc.lastUpdated} intro={doc.intro}>
        <LegalDocumentBody doc={doc} />
        <RelatedDocuments current="compliance" />
      </LegalPageShell>
    </>
  );
}
