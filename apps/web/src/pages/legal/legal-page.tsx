import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@/lib/nav';
import { PageHero } from '@/components/layout/page-hero';
import { calendarDayIn } from '@/lib/i18n/calendar-day';
import { splitLocale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { island } from '@/lib/island';

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

/**
 * Today in the visitor's calendar, in the page's language; `fallback` until the browser says
 * (pre-rendered). An island on the pre-rendered legal pages (decision 030).
 */
export const LocalToday = island(
  'LocalToday',
  function LocalToday({ fallback }: { fallback: string }) {
    const { locale } = useT();
    const shown = useLocalToday() ?? fallback;
    return <time dateTime={shown}>{calendarDayIn(locale, shown)}</time>;
  },
);

/**
 * On a French or Swahili legal text: the English version is the binding one (docs/languages.md),
 * with a link to it. Nothing on an English page.
 */
export function BindingVersionNote() {
  const { t, locale } = useT();
  const english = splitLocale(useLocation().pathname).path;
  if (locale === 'en') return null;
  return (
    <p className="mt-3 text-sm text-slate-600">
      {t('legal.binding')}{' '}
      <Link
        to={english}
        hrefLang="en"
        className="font-medium text-emerald-800 underline underline-offset-4"
      >
        {t('legal.readEnglish')}
      </Link>
    </p>
  );
}

/** Shell shared by the legal pages: eyebrow, title, intro and the revision dates. */
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
  const { t, locale } = useT();
  return (
    <>
      <PageHero
        eyebrow={t('footer.legal')}
        title={title}
        intro={
          <>
            <p>{intro}</p>
            {/* Spec: the last-updated date is always today's date. The revision date beside it
                says when the words last changed, so no visitor is misled about which text applied. */}
            <p className="mt-3 text-base text-slate-600">
              {t('legal.lastUpdated')} <LocalToday fallback={lastUpdated} />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('legal.unchangedSince')}{' '}
              <time dateTime={lastUpdated}>{calendarDayIn(locale, lastUpdated)}</time>.
            </p>
            <BindingVersionNote />
          </>
        }
      />
      {children ? <div className="container-page max-w-4xl py-14">{children}</div> : null}
    </>
  );
}
