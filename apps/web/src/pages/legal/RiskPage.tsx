import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { RISK_DISCLOSURE } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { LegalPageShell } from './legal-page';
import { RelatedDocuments } from './related-documents';

export default function RiskPage() {
  return (
    <>
      <Seo path={paths.legal.risk.path} />
      <LegalPageShell
        title={RISK_DISCLOSURE.title}
        lastUpdated={RISK_DISCLOSURE.lastUpdated}
        intro={RISK_DISCLOSURE.intro}
      >
        <LegalDocumentBody doc={RISK_DISCLOSURE} />
        <RelatedDocuments current={paths.legal.risk.getHref()} />
      </LegalPageShell>
    </>
  );
}
