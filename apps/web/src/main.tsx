// The app's script: the signed-in areas (dashboard, admin) and the screens reached from them,
// drawn in the browser with React Router. Pre-rendered pages run islands/main.tsx instead
// (decision 030); when the app moves to a public page, it draws that page itself.
// First: configures zod before any module builds a schema.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { RouterNav } from '@/app/router-nav';
import { appLocaleNow, isAppPath } from '@/lib/i18n/app-locale';
import { loadLocale } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import { adoptStyleNonce } from '@/lib/style-nonce';
import { checkSessionEarly } from '@/lib/session';
import '@/styles/index.css';

/**
 * The head tags the pre-renderer wrote into the app's template give way to those the pages render
 * (components/seo.tsx, hoisted by React 19): two descriptions or canonicals would disagree after
 * the first navigation. The title stays: React adopts the document's first <title>.
 */
function headTagsGiveWay() {
  const written =
    'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang]';
  for (const el of document.head.querySelectorAll(written)) el.remove();
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The session is asked for at once, beside the screen's code (issue 35: no waterfall).
  checkSessionEarly();
  adoptStyleNonce();
  headTagsGiveWay();
  // The app draws its own controls, so the early script (public/early-tap.js) has nothing to hand
  // over: its recording ends here, or a button it marked busy would stay so (lib/early-tap.ts).
  const { tap } = window.__earlyTap?.take() ?? { tap: null };
  tap?.removeAttribute('aria-busy');
  // The signed-in areas load the account's remembered language (app-locale.ts); a page of the
  // site reached first through the app (never pre-rendered here) its URL's.
  const { locale, path } = splitLocale(window.location.pathname);
  const [router] = await Promise.all([
    createAppRouter(),
    loadLocale(isAppPath(path) ? appLocaleNow() : locale),
  ]);
  // As a transition: React works in slices of a few milliseconds and yields between them.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterNav>
          <RouterProvider router={router} />
        </RouterNav>
      </StrictMode>,
    ),
  );
}

void start();
