// First: configures zod before any module builds a schema.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { appLocaleNow, isAppPath } from '@/lib/i18n/app-locale';
import { loadLocale } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import { EarlyTapReplay, takeEarlyTap } from '@/lib/early-tap';
import { adoptStyleNonce } from '@/lib/style-nonce';
import '@/styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  adoptStyleNonce();
  // The page's language is loaded with its route, so hydration renders the pre-rendered words.
  // The signed-in areas load the account's remembered language instead (app-locale.ts).
  const { locale, path } = splitLocale(window.location.pathname);
  const [router] = await Promise.all([
    createAppRouter(),
    loadLocale(isAppPath(path) ? appLocaleNow() : locale),
  ]);
  // A tap on a marked button before now (public/early-tap.js) is clicked again once hydrated.
  const tap = takeEarlyTap();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <EarlyTapReplay tap={tap} />
    </StrictMode>
  );
  // Pre-rendered pages (scripts/prerender.ts) hydrate; app-only pages (dashboard, admin) ship an
  // empty #root and render from scratch. Both as a transition: React then works in slices of a
  // few milliseconds and yields between them, so the page answers taps and scrolls while it
  // hydrates instead of freezing for one long task (total blocking time on phones).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
