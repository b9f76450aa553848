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
import { handEarlyTapToApp } from '@/lib/early-tap';
import { releaseTemplateHead, takeTemplateHead } from '@/lib/head-handover';
import { checkSessionEarly } from '@/lib/session';
import '@/styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The session is asked for at once, beside the screen's code (issue 35: no waterfall).
  checkSessionEarly();
  adoptStyleNonce();
  takeTemplateHead();
  // The signed-in areas load the account's remembered language (app-locale.ts); a page of the
  // site reached first through the app (never pre-rendered here) its URL's.
  const { locale, path } = splitLocale(window.location.pathname);
  const [router] = await Promise.all([
    createAppRouter(),
    loadLocale(isAppPath(path) ? appLocaleNow() : locale),
  ]);
  // A screen without <Seo> hands the head over at the first navigation (lib/head-handover.ts).
  // (Not at the lazy route's first load: that is no navigation, and the page's tags come next.)
  const first = router.state.location.pathname;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === first) return;
    releaseTemplateHead();
    stop();
  });
  // As a transition: React works in slices of a few milliseconds and yields between them.
  const root = createRoot(container);
  // A tap on the pre-rendered page before this drew reaches its twin once drawn (lib/early-tap.ts).
  handEarlyTapToApp(container);
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
