import { useEffect, useState, type ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { formatCalendarDate } from '@/lib/format';

/** The visitor's local date as YYYY-MM-DD, known only in the browser (null while pre-rendering). */
function useLocalToday() {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    setToday(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  }, []);
  return today;
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
  const shown = useLocalToday() ?? lastUpdated;
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        intro={
          <>
            <p>{intro}</p>
            {/* Spec: the last-updated date is always today's date. The revision date beside it
                says when the words last changed, so no visitor is misled about which text applied. */}
            <p className="mt-3 text-base text-slate-600">
              Last updated: <time dateTime={shown}>{formatCalendarDate(shown)}</time>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Text unchanged since{' '}
              <time dateTime={lastUpdated}>{formatCalendarDate(lastUpdated)}</time>.
            </p>
          </>
        }
      />
      {children ? <div className="container-page max-w-4xl py-14">{children}</div> : null}
    </>
  );
}
