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
import '@/styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  adoptStyleNonce();
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
