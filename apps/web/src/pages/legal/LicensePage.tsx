import { ExternalLink, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { BRAND } from '@/config/brand';
import { LEGAL_REVISIONS, REGULATION } from '@/content/site';
import { CopyButton } from '@/features/legal/components/CopyButton';
import { MsbBookmarklet } from '@/features/legal/components/MsbBookmarklet';
import { LegalPageShell } from './legal-page';

export default function LicensePage() {
  return (
    <>
      <Seo path={paths.legal.license.path} />
      <LegalPageShell
        title="License & Registration"
        lastUpdated={LEGAL_REVISIONS.license}
        intro={`${BRAND.name} is a ${REGULATION.statusInline}, registered with the ${REGULATION.regulator}.`}
      >
        <section
          aria-labelledby="msb-registration"
          className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <div className="flex items-center gap-3">
            <ShieldCheck className="size-6 text-emerald-700" aria-hidden="true" />
            <h2 id="msb-registration" className="text-xl font-semibold text-navy-900">
              MSB registration number
            </h2>
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <p
              data-testid="msb-number"
              className="tabular rounded-lg bg-muted px-4 py-2.5 font-mono text-xl font-semibold tracking-wider text-navy-900"
            >
              {REGULATION.msbRegistrationNumber}
            </p>
            <CopyButton value={REGULATION.msbRegistrationNumber} />
          </div>
          <Button asChild className="mt-6">
            <a href={REGULATION.lookupUrl} target="_blank" rel="noopener noreferrer">
              Verify on FinCEN
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </section>

        <section
          aria-labelledby="manual-verification"
          className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <h2 id="manual-verification" className="text-xl font-semibold text-navy-900">
            Manual verification steps
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 leading-relaxed text-slate-700">
            <li>
              Open the{' '}
              <a
                href={REGULATION.lookupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-emerald-800 underline underline-offset-4"
              >
                FinCEN MSB Registrant Search
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </li>
            <li>
              Enter our registration number{' '}
              <span className="tabular font-mono font-semibold text-navy-900">
                {REGULATION.msbRegistrationNumber}
              </span>{' '}
              in the MSB registration number field, or search for our name,{' '}
              <span className="font-semibold text-navy-900">{BRAND.name}</span>.
            </li>
            <li>Submit the search.</li>
            <li>
              Check that the result lists {BRAND.name} with registration number{' '}
              {REGULATION.msbRegistrationNumber}.
            </li>
          </ol>
        </section>

        <section
          aria-labelledby="autofill-bookmarklet"
          className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <h2 id="autofill-bookmarklet" className="text-xl font-semibold text-navy-900">
            Auto-fill bookmarklet
          </h2>
          <p id="bookmarklet-help" className="mt-2 leading-relaxed text-slate-700">
            Drag the button below to your bookmarks bar. Then, on the FinCEN MSB search page, click
            the bookmark and it fills in our registration number for you.
          </p>
          <div className="mt-5">
            <MsbBookmarklet registrationNumber={REGULATION.msbRegistrationNumber} />
          </div>
        </section>
      </LegalPageShell>
    </>
  );
}
