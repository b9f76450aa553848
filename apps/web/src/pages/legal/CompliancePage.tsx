import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { COMPLIANCE_STATEMENT } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { LegalPageShell } from './legal-page';
import { RelatedDocuments } from './related-documents';

export default function CompliancePage() {
  return (
    <>
      <Seo path={paths.legal.compliance.path} />
      <LegalPageShell
        title={COMPLIANCE_STATEMENT.title}
        lastUpdated={COMPLIANCE_STATEMENT.lastUpdated}
        intro={COMPLIANCE_STATEMENT.intro}
      >
        <LegalDocumentBody doc={COMPLIANCE_STATEMENT} />
        <RelatedDocuments current={paths.legal.compliance.getHref()} />
      </LegalPageShell>
    </>
  );
}
