import { Link, useLocation } from '@/lib/nav';
import { isTranslatedPath } from '@/config/pages';
import { isAppPath, setAppLocale } from '@/lib/i18n/app-locale';
import { rememberLocale, saveLocaleToProfile } from '@/lib/i18n/remember';
import { LOCALES, LOCALE_NAMES, localizePath, splitLocale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { island } from '@/lib/island';

const TONES = {
  light: {
    base: 'text-slate-600 hover:bg-accent hover:text-navy-900',
    active: 'bg-navy-50 text-navy-900',
  },
  hero: {
    base: 'text-navy-100 hover:bg-white/10 hover:text-white',
    active: 'bg-white/10 text-white',
  },
  dark: {
    base: 'text-navy-200 hover:text-white',
    active: 'text-white underline underline-offset-4',
  },
} as const;

/**
 * The language switcher (header, mobile menu, footer): one link per language to the same page in
 * it, or to that language's home page when this page is not translated yet. Links, not a select:
 * they work before hydration and crawlers follow them. Choosing one is remembered (cookie) and,
 * signed in, becomes the account's language (mails, notices, texts). In the dashboard and the
 * admin, whose URLs carry no language, a choice switches the area's language in place.
 * The header shows codes ("FR", named "FR Français"), the footer the languages' own names.
 */
function LanguageSwitcherView({
  variant,
  className,
}: {
  variant: keyof typeof TONES;
  className?: string;
}) {
  const { t, locale } = useT();
  const { user } = useAuth();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  // In the signed-in areas the language is the account's: a choice switches it in place.
  const inApp = isAppPath(path);
  const target = isTranslatedPath(path) ? path : '/';
  const tone = TONES[variant];
  const full = variant === 'dark';
  return (
    <div
      role="group"
      aria-label={t('shell.language')}
      className={cn('flex items-center gap-1', className)}
    >
      {full ? (
        <span className="mr-2 text-sm font-semibold text-white" aria-hidden="true">
          {t('shell.language')}
        </span>
      ) : null}
      {LOCALES.map((l) => (
        <Link
          key={l}
          to={inApp ? `${location.pathname}${location.search}` : localizePath(target, l)}
          hrefLang={l}
          lang={l}
          aria-current={l === locale ? 'true' : undefined}
          onClick={(event) => {
            if (inApp) {
              event.preventDefault();
              void setAppLocale(l);
            } else rememberLocale(l);
            if (user) saveLocaleToProfile(l);
          }}
          className={cn(
            'rounded-md px-2 py-1.5 text-sm font-medium transition-colors',
            l === locale ? tone.active : tone.base,
          )}
        >
          {full ? (
            LOCALE_NAMES[l]
          ) : (
            <>
              {l.toUpperCase()}
              <span className="sr-only"> {LOCALE_NAMES[l]}</span>
            </>
          )}
        </Link>
      ))}
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const LanguageSwitcher = island('LanguageSwitcher', LanguageSwitcherView, 'idle');
