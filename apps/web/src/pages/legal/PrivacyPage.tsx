import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PRIVACY_POLICY } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { legalPreload, useLegalDocument } from '@/features/legal/lib/use-legal-document';
import { useT } from '@/lib/i18n/use-t';
import { LegalPageShell } from './legal-page';

/** The French or Swahili text, loaded with the route (app/router.tsx). */
export const preload = legalPreload('privacy');

export default function PrivacyPage() {
  const { t } = useT();
  const doc = useLegalDocument('privacy', PRIVACY_POLICY);
  return (
    <>
      <Seo path={paths.legal.privacy.path} />
      <LegalPageShell title={t('page.privacy')} lastUpdated={doc.lastUpdated} intro={doc.intro}>
        <LegalDocumentBody doc={doc} />
      </LegalPageShell>
    </>
  );
}
