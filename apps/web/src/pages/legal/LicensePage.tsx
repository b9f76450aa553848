import { ExternalLink, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { LEGAL_REVISIONS, REGULATION } from '@/content/site';
import { CopyButton } from '@/features/legal/components/CopyButton';
import { MsbBookmarklet } from '@/features/legal/components/MsbBookmarklet';
import { useT } from '@/lib/i18n/use-t';
import { LegalPageShell } from './legal-page';

export default function LicensePage() {
  const { t } = useT();
  const newTab = t('legal.newTab');
  return (
    <>
      <Seo path={paths.legal.license.path} />
      <LegalPageShell
        title={t('page.license')}
        lastUpdated={LEGAL_REVISIONS.license}
        intro={t('legal.license.intro', { brand: BRAND.name, regulator: REGULATION.regulator })}
      >
        <section
          aria-labelledby="msb-registration"
          className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <div className="flex items-center gap-3">
            <ShieldCheck className="size-6 text-emerald-700" aria-hidden="true" />
            <h2 id="msb-registration" className="text-xl font-semibold text-navy-900">
              {t('legal.license.numberTitle')}
            </h2>
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <p
              data-testid="msb-number"
              className="tabular rounded-lg bg-muted px-4 py-2.5 font-mono text-xl font-semibold tracking-wider text-navy-900"
            >
              {REGULATION.msbRegistrationNumber}
            </p>
            <CopyButton
              value={REGULATION.msbRegistrationNumber}
              texts={{
                copy: t('legal.copy'),
                copied: t('legal.copied'),
                failed: t('legal.copyFailed'),
                done: t('legal.copyDone'),
              }}
            />
          </div>
          <Button asChild className="mt-6">
            <a href={REGULATION.lookupUrl} target="_blank" rel="noopener noreferrer">
              {t('legal.license.verify')}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{newTab}</span>
            </a>
          </Button>
        </section>

        <section
          aria-labelledby="manual-verification"
          className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <h2 id="manual-verification" className="text-xl font-semibold text-navy-900">
            {t('legal.license.manualTitle')}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 leading-relaxed text-slate-700">
            <li>
              {t('legal.license.step1')}{' '}
              <a
                href={REGULATION.lookupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-emerald-800 underline underline-offset-4"
              >
                {t('legal.license.lookupName')}
                <span className="sr-only"> {newTab}</span>
              </a>
              {t('legal.license.step1End')}
            </li>
            <li>
              {t('legal.license.step2')}{' '}
              <span className="tabular font-mono font-semibold text-navy-900">
                {REGULATION.msbRegistrationNumber}
              </span>{' '}
              {t('legal.license.step2Field')}{' '}
              <span className="font-semibold text-navy-900">{BRAND.name}</span>
              {t('legal.license.step2End')}
            </li>
            <li>{t('legal.license.step3')}</li>
            <li>
              {t('legal.license.step4', {
                brand: BRAND.name,
                number: REGULATION.msbRegistrationNumber,
              })}
            </li>
          </ol>
        </section>

        <section
          aria-labelledby="autofill-bookmarklet"
          className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <h2 id="autofill-bookmarklet" className="text-xl font-semibold text-navy-900">
            {t('legal.license.bookmarkletTitle')}
          </h2>
          <p id="bookmarklet-help" className="mt-2 leading-relaxed text-slate-700">
            {t('legal.license.bookmarkletHelp')}
          </p>
          <div className="mt-5">
            <MsbBookmarklet
              registrationNumber={REGULATION.msbRegistrationNumber}
              name={t('legal.license.bookmarkletName')}
            />
          </div>
        </section>
      </LegalPageShell>
    </>
  );
}
