import { useEffect, useState } from 'react';
import { Link, useLocation } from '@/lib/nav';
import { X } from 'lucide-react';
import { isTranslatedPath } from '@/config/pages';
import { loadLocale, translate } from '@/lib/i18n/i18n';
import { localizePath, preferredLocale, splitLocale, type Locale } from '@/lib/i18n/locales';
import { rememberLocale, rememberedLocale } from '@/lib/i18n/remember';
import { useT } from '@/lib/i18n/use-t';
import { island } from '@/islands/island';

/** Set once the first-visit suggestion has been made (whatever the answer). */
const SUGGESTED = 'mizani_lang_suggested';

/**
 * Offers another language, never redirects (the visitor may have followed a link to this
 * language on purpose), in that language, in a bar under the header:
 * - a visitor who chose a language (switcher, this bar; the cookie) and lands on a page in another
 *   one is offered theirs;
 * - before any choice, the very first page only: the browser's preferred language among ours
 *   (navigator.languages, what Accept-Language carries), when it is not the page's.
 * Dismissing keeps the page's language as the choice, so the bar does not come back.
 */
function LanguageSuggestionView() {
  const { locale } = useT();
  const { path } = splitLocale(useLocation().pathname);
  const [offer, setOffer] = useState<Locale | null>(null);

  useEffect(() => {
    let live = true;
    // The cookie and localStorage are read in a task of their own (each a synchronous round trip
    // to the browser), not inside hydration's effects (decision 026).
    const id = setTimeout(() => {
      const chosen = rememberedLocale();
      let wanted: Locale | null = null;
      if (chosen) wanted = chosen;
      else if (!localStorage.getItem(SUGGESTED)) {
        localStorage.setItem(SUGGESTED, '1');
        wanted = preferredLocale(navigator.languages);
      }
      if (!wanted || wanted === locale) {
        setOffer(null);
        return;
      }
      void loadLocale(wanted).then(() => live && setOffer(wanted));
    }, 0);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [locale]);

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
        <p className="flex-1">{translate(offer, 'suggest.text')}</p>
        <Link
          to={target}
          onClick={() => {
            rememberLocale(offer);
            setOffer(null);
          }}
          className="font-semibold underline underline-offset-4"
        >
          {translate(offer, 'suggest.switch')}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberLocale(locale);
            setOffer(null);
          }}
          aria-label={translate(offer, 'suggest.dismiss')}
          className="rounded-md p-1 hover:bg-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const LanguageSuggestion = island('LanguageSuggestion', LanguageSuggestionView, 'idle');
