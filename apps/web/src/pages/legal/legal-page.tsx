import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';

function formatDate(iso: string) {
  // Fixed locale and UTC, so pre-rendered HTML and the browser print the same words.
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Shell shared by the static legal pages until their full documents land (content/legal). */
export function LegalPageShell({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string;
  intro: ReactNode;
  lastUpdated: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        intro={
          <>
            <p>{intro}</p>
            <p className="mt-3 text-base text-slate-600">
              Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
            </p>
          </>
        }
      />
      {children ? <div className="container-page max-w-4xl py-14">{children}</div> : null}
    </>
  );
}
