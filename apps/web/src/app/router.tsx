import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PAGES, TRANSLATED_PAGE_IDS, TRANSLATED_PARENT_IDS } from '@/config/pages';
import { appLocaleNow } from '@/lib/i18n/app-locale';
import { loadLocale } from '@/lib/i18n/i18n';
import { LOCALES, localizePath, type Locale } from '@/lib/i18n/locales';
import { RootLayout, type RouteHandle } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RequireAdmin, RequireAuth } from './guards';

/**
 * A page module; `preload` fetches what the page needs in a language besides the catalogue (its
 * long prose, content/docs/localized.ts), awaited before the first render like the catalogue.
 */
type PageModule = { default: ComponentType; preload?: (locale: Locale) => Promise<unknown> };

/**
 * The page's component once its module, its part of the language's catalogue (`key`, decision
 * 022) and its own texts are in.
 */
async function loadPage(key: string, load: () => Promise<PageModule>, locale: Locale) {
  const [mod] = await Promise.all([load(), loadLocale(locale, key)]);
  await mod.preload?.(locale);
  return mod.default;
}

/** The page module behind each English route's `lazy`, for its /fr and /sw twins. */
const PAGE_MODULES = new WeakMap<object, { key: string; load: () => Promise<PageModule> }>();

/**
 * Each page is its own chunk: the home page never carries the dashboard. A page loads its own
 * messages with it (its key names its module under src/pages, the part of the catalogue the
 * build makes for it); English routes in English (a visit that began in French may reach them).
 */
const page = (key: string, load: () => Promise<PageModule>) => {
  const lazy = async () => ({ Component: await loadPage(key, load, 'en') });
  PAGE_MODULES.set(lazy, { key, load });
  return lazy;
};

/** A lazily loaded page behind a guard (app/guards.tsx), in the remembered account language. */
const guarded =
  (key: string, load: () => Promise<PageModule>, Guard: typeof RequireAuth) => async () => {
    const [{ default: Page }] = await Promise.all([load(), loadLocale(appLocaleNow(), key)]);
    return {
      Component: () => (
        <Guard>
          <Page />
        </Guard>
      ),
    };
  };

const noCrumbs: RouteHandle = { hideBreadcrumbs: true };

/** The spec's route table (§2): one lazily loaded module per page. */
export const PAGE_ROUTES: RouteObject[] = [
  {
    index: true,
    handle: { hideBreadcrumbs: true, overHero: true } satisfies RouteHandle,
    lazy: page('public/HomePage', () => import('@/pages/public/HomePage')),
  },
  { path: paths.auth.path, lazy: page('auth/AuthPage', () => import('@/pages/auth/AuthPage')) },
  {
    path: paths.resetPassword.path,
    lazy: page('auth/ResetPasswordPage', () => import('@/pages/auth/ResetPasswordPage')),
  },
  {
    path: paths.track.path,
    handle: noCrumbs,
    lazy: page('public/TrackPage', () => import('@/pages/public/TrackPage')),
  },
  {
    path: paths.dashboard.path,
    handle: { hideBreadcrumbs: true, appShell: true } satisfies RouteHandle,
    lazy: guarded(
      'dashboard/DashboardPage',
      () => import('@/pages/dashboard/DashboardPage'),
      RequireAuth,
    ),
  },
  {
    path: paths.admin.path,
    lazy: guarded('admin/AdminPage', () => import('@/pages/admin/AdminPage'), RequireAdmin),
  },
  {
    path: paths.rates.path,
    lazy: page('public/RatesPage', () => import('@/pages/public/RatesPage')),
  },
  {
    path: paths.trading.path,
    lazy: page('public/TradingPage', () => import('@/pages/public/TradingPage')),
  },
  {
    path: paths.about.path,
    lazy: page('public/AboutPage', () => import('@/pages/public/AboutPage')),
  },
  {
    path: paths.offices.path,
    lazy: page('public/OfficesPage', () => import('@/pages/public/OfficesPage')),
  },
  { path: paths.team.path, lazy: page('public/TeamPage', () => import('@/pages/public/TeamPage')) },
  {
    path: paths.careers.path,
    lazy: page('public/CareersPage', () => import('@/pages/public/CareersPage')),
  },
  { path: paths.news.path, lazy: page('public/NewsPage', () => import('@/pages/public/NewsPage')) },
  // Articles admins publish: the server answers each with the template the build renders from
  // this route (scripts/prerender.ts, NEWS_TEMPLATE); the page draws its own breadcrumbs.
  {
    path: paths.news.articlePattern,
    handle: noCrumbs,
    lazy: page('public/NewsArticlePage', () => import('@/pages/public/NewsArticlePage')),
  },
  {
    path: paths.legal.privacy.path,
    lazy: page('legal/PrivacyPage', () => import('@/pages/legal/PrivacyPage')),
  },
  {
    path: paths.legal.terms.path,
    lazy: page('legal/TermsPage', () => import('@/pages/legal/TermsPage')),
  },
  {
    path: paths.legal.license.path,
    lazy: page('legal/LicensePage', () => import('@/pages/legal/LicensePage')),
  },
  {
    path: paths.legal.compliance.path,
    lazy: page('legal/CompliancePage', () => import('@/pages/legal/CompliancePage')),
  },
  {
    path: paths.legal.risk.path,
    lazy: page('legal/RiskPage', () => import('@/pages/legal/RiskPage')),
  },
  {
    path: paths.support.help.path,
    lazy: page('support/HelpPage', () => import('@/pages/support/HelpPage')),
  },
  {
    path: paths.support.contact.path,
    lazy: page('support/ContactPage', () => import('@/pages/support/ContactPage')),
  },
  {
    path: paths.support.docs.path,
    lazy: page('support/DocsPage', () => import('@/pages/support/DocsPage')),
  },
  // Every documentation article (content/docs/catalogue.ts): one pattern, so the first-load JS
  // carries no slug list. Each article still has its own head tags and pre-rendered page
  // (scripts/prerender.ts adds them after the docs page and checks every page matches a route); an unknown slug has no pre-rendered
  // file, so the server answers 404, and the page renders the 404 page on client navigation.
  {
    path: paths.support.docs.articlePattern,
    lazy: page('support/DocArticlePage', () => import('@/pages/support/DocArticlePage')),
  },
  {
    path: paths.support.status.path,
    lazy: page('support/StatusPage', () => import('@/pages/support/StatusPage')),
  },
  {
    path: paths.services.api.path,
    lazy: page('public/ApiServicesPage', () => import('@/pages/public/ApiServicesPage')),
  },
  {
    path: paths.services.apiReference.path,
    lazy: page('public/ApiReferencePage', () => import('@/pages/public/ApiReferencePage')),
  },
  {
    path: paths.services.corporate.path,
    lazy: page(
      'public/CorporateServicesPage',
      () => import('@/pages/public/CorporateServicesPage'),
    ),
  },
  {
    path: paths.services.institutional.path,
    lazy: page(
      'public/InstitutionalServicesPage',
      () => import('@/pages/public/InstitutionalServicesPage'),
    ),
  },
  {
    path: paths.accessibility.path,
    lazy: page('public/AccessibilityPage', () => import('@/pages/public/AccessibilityPage')),
  },
  {
    path: '*',
    handle: noCrumbs,
    lazy: page('public/NotFoundPage', () => import('@/pages/public/NotFoundPage')),
  },
];

/** Translated routes with a parameter: news articles (their words come in the page's language). */
const TRANSLATED_PATTERNS = [paths.news.articlePattern];

/**
 * The translated pages again under /fr and /sw (config/pages.ts TRANSLATED_PAGE_IDS): the same
 * page modules, loaded together with the language's catalogue so the first render is in it.
 */
export const LOCALIZED_ROUTES: RouteObject[] = LOCALES.filter((l) => l !== 'en').flatMap((locale) =>
  [
    ...TRANSLATED_PAGE_IDS.map((id) => PAGES[id].path),
    ...TRANSLATED_PATTERNS,
    // Their children's pattern too (/support/docs/:slug).
    ...TRANSLATED_PARENT_IDS.map((id) => `${PAGES[id].path}/:slug`),
  ].map((path) => {
    const route = PAGE_ROUTES.find((r) => (path === '/' ? r.index : r.path === path))!;
    const { key, load } = PAGE_MODULES.get(route.lazy as object)!;
    return {
      handle: route.handle,
      path: localizePath(path, locale),
      lazy: async () => ({ Component: await loadPage(key, load, locale) }),
    } as RouteObject;
  }),
);

/** Any other path under /fr or /sw: the 404 page in that language (the server answers 404). */
const LOCALIZED_NOT_FOUND: RouteObject[] = LOCALES.filter((l) => l !== 'en').map((locale) => {
  const notFound = PAGE_ROUTES.find((r) => r.path === '*')!;
  const { key, load } = PAGE_MODULES.get(notFound.lazy as object)!;
  return {
    path: `${localizePath('/', locale)}/*`,
    handle: noCrumbs,
    lazy: async () => ({
      Component: (await Promise.all([load(), loadLocale(locale, key)]))[0].default,
    }),
  };
});

/** Shared by the browser router and scripts/prerender.ts. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      // Pathless layout with TanStack Query, loaded in parallel with the page (see query-layout).
      {
        id: 'pages',
        // No catalogue here: each page route loads its own language's.
        lazy: async () => ({ Component: (await import('./query-layout')).default }),
        children: [...PAGE_ROUTES, ...LOCALIZED_ROUTES, ...LOCALIZED_NOT_FOUND],
      },
    ],
  },
];

/**
 * Resolve the lazy routes that match the current URL before the first render, so hydrating the
 * pre-rendered HTML renders the same tree instead of a loading state (no hydration mismatch).
 */
async function resolveLazyMatches(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export async function createAppRouter() {
  await resolveLazyMatches(routes);
  return createBrowserRouter(routes);
}
