import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { RISK_DISCLOSURE } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { legalPreload, useLegalDocument } from '@/features/legal/lib/use-legal-document';
import { useT } from '@/lib/i18n/use-t';
import { LegalPageShell } from './legal-page';
import { RelatedDocuments } from './related-documents';

/** The French or Swahili text, loaded with the route (app/router.tsx). */
export const preload = legalPreload('risk');

export default function RiskPage() {
  const { t } = useT();
  const doc = useLegalDocument('risk', RISK_DISCLOSURE);
  return (
    <>
      <Seo path={paths.legal.risk.path} />
      <LegalPageShell title={t('page.risk')} lastUpdated={doc.lastUpdated} intro={doc.intro}>
        <LegalDocumentBody doc={doc} />
        <RelatedDocuments current="risk" />
      </LegalPageShell>
    </>
  );
}
