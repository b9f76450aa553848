import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { X } from 'lucide-react';
import { isTranslatedPath } from '@/config/pages';
import { loadLocale, translate } from '@/lib/i18n/i18n';
import {
  LOCALE_NAMES,
  localizePath,
  preferredLocale,
  splitLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { rememberLocale, rememberedLocale } from '@/lib/i18n/remember';
import { useT } from '@/lib/i18n/use-t';

/**
 * The very first visit only (no language cookie yet): when the browser prefers another of our
 * languages than the page's, a bar offers it, in that language. Never a redirect: the visitor
 * may have followed a link to this language on purpose. The page's language is remembered at
 * once, so the bar never comes back unless the visitor switches.
 */
export function LanguageSuggestion() {
  const { t, locale } = useT();
  const { path } = splitLocale(useLocation().pathname);
  const [offer, setOffer] = useState<Locale | null>(null);

  useEffect(() => {
    if (rememberedLocale()) return;
    rememberLocale(locale);
    const wanted = preferredLocale(navigator.languages);
    if (!wanted || wanted === locale) return;
    void loadLocale(wanted).then(() => setOffer(wanted));
    // The first page's language only: later navigation does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offer) return null;
  const target = localizePath(isTranslatedPath(path) ? path : '/', offer);
  return (
    <div
      lang={offer}
      className="border-b border-border bg-navy-50 text-sm text-navy-900"
      role="region"
      aria-label={translate(offer, 'suggest.label')}
    >
      <div className="container-page flex items-center gap-3 py-2">
        <p className="flex-1">
          {translate(offer, 'suggest.text', { language: LOCALE_NAMES[offer] })}
        </p>
        <Link
          to={target}
          onClick={() => {
            rememberLocale(offer);
            setOffer(null);
          }}
          className="font-semibold underline underline-offset-4"
        >
          {translate(offer, 'suggest.switch', { language: LOCALE_NAMES[offer] })}
        </Link>
        <button
          type="button"
          onClick={() => setOffer(null)}
          aria-label={t('suggest.dismiss')}
          className="rounded-md p-1 hover:bg-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
