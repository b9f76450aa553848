import { useEffect, useState } from 'react';
import { Link, useLocation } from '@/lib/nav';
import { X } from 'lucide-react';
import { isTranslatedPath } from '@/config/pages';
import { loadLocale, translate } from '@/lib/i18n/i18n';
import {
  LOCALES,
  localizePath,
  preferredLocale,
  splitLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { rememberLocale, rememberedLocale } from '@/lib/i18n/remember';
import { useT } from '@/lib/i18n/use-t';
import { island } from '@/lib/island';
import { isBrowser } from '@/config/env';

/** The bar's four texts in one language. */
type Words = { label: string; text: string; switch: string; dismiss: string };
type OtherWords = Partial<Record<Locale, Words>>;

const wordsIn = (l: Locale): Words => ({
  label: translate(l, 'suggest.label'),
  text: translate(l, 'suggest.text'),
  switch: translate(l, 'suggest.switch'),
  dismiss: translate(l, 'suggest.dismiss'),
});

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
function LanguageSuggestionView({ words }: { words?: OtherWords }) {
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
      if (words?.[wanted]) setOffer(wanted);
      else void loadLocale(wanted).then(() => live && setOffer(wanted));
    }, 0);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [locale, words]);

  if (!offer) return null;
  const target = localizePath(isTranslatedPath(path) ? path : '/', offer);
  const said = words?.[offer] ?? wordsIn(offer);
  return (
    <div
      lang={offer}
      className="border-b border-border bg-navy-50 text-sm text-navy-900"
      role="region"
      aria-label={said.label}
    >
      <div className="container-page flex items-center gap-3 py-2">
        <p className="flex-1">{said.text}</p>
        <Link
          to={target}
          onClick={() => {
            rememberLocale(offer);
            setOffer(null);
          }}
          className="font-semibold underline underline-offset-4"
        >
          {said.switch}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberLocale(locale);
            setOffer(null);
          }}
          aria-label={said.dismiss}
          className="rounded-md p-1 hover:bg-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
const LanguageSuggestionIsland = island('LanguageSuggestion', LanguageSuggestionView, 'idle');

/**
 * Pre-rendered, the bar's texts in the other languages travel with the page (about 0.2 kB of
 * HTML gzip), so offering English on a French page does not fetch the whole English shell
 * catalogue (3.8 kB of script); in the app they load as before.
 */
export function LanguageSuggestion(props: { words?: OtherWords }) {
  const { locale } = useT();
  // Hydrating, the words come back from the page (the registry loads this function).
  const words =
    props.words ??
    (isBrowser
      ? undefined
      : Object.fromEntries(LOCALES.filter((l) => l !== locale).map((l) => [l, wordsIn(l)])));
  return <LanguageSuggestionIsland words={words} />;
}
