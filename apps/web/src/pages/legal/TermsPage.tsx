import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { TERMS_OF_SERVICE } from '@/content/legal';
import { LegalDocumentBody } from '@/features/legal/components/LegalDocumentView';
import { LegalPageShell } from './legal-page';

export default function TermsPage() {
  return (
    <>
      <Seo path={paths.legal.terms.path} />
      <LegalPageShell
        title="Terms of Service"
        lastUpdated={TERMS_OF_SERVICE.lastUpdated}
        intro={TERMS_OF_SERVICE.intro}
      >
        <LegalDocumentBody doc={TERMS_OF_SERVICE} />
      </LegalPageShell>
    </>
  );
}
