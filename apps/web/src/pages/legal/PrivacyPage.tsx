import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PRIVACY_POLICY } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { LegalPageShell } from './legal-page';

export default function PrivacyPage() {
  return (
    <>
      <Seo path={paths.legal.privacy.path} />
      <LegalPageShell
        title="Privacy Policy"
        lastUpdated={PRIVACY_POLICY.lastUpdated}
        intro={PRIVACY_POLICY.intro}
      >
        <LegalDocumentBody doc={PRIVACY_POLICY} />
      </LegalPageShell>
    </>
  );
}
