// Every island a pre-rendered page may hold, by the name `island()` gives it: what the browser
// loads to hydrate it (islands/main.tsx) and what the pre-renderer renders it with. One entry
// each, `Name: () => import('@/…')…` (the module first): scripts/catalogue-usage.ts reads this
// file to give each island the catalogue part of its module.
import type { ReactNode } from 'react';
import { splitLocale } from '@/lib/i18n/locales';

/** Any island's component (its props come from the page as JSON). */
export type IslandComponent = (props: never) => ReactNode;
type Loader = () => Promise<IslandComponent>;

/** An island that reads data: TanStack Query comes with it, not with every page. */
const queried =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), import('./query-root')]).then(([C, q]) => q.withQuery(C));

/** The page's language (the pre-renderer renders every language with everything loaded). */
const pageLocale = () =>
  typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale;

export const ISLANDS: Record<string, Loader> = {
  // Every page
  Header: () => import('@/app/layout/Header').then((m) => m.Header),
  LanguageSwitcher: () => import('@/components/language-switcher').then((m) => m.LanguageSwitcher),
  LanguageSuggestion: () =>
    import('@/components/language-suggestion').then((m) => m.LanguageSuggestion),
  // Home
  MarketCarousel: () =>
    import('@/features/markets/components/MarketCarousel').then((m) => m.MarketCarousel),
  SendCalculator: queried(() =>
    import('@/features/send/components/SendCalculator').then((m) => m.SendCalculator),
  ),
  RatesPreview: queried(() =>
    import('@/features/rates/components/RatesPreview').then((m) => m.RatesPreview),
  ),
  // /rates, /trading
  RatesBoard: queried(() =>
    import('@/features/rates/components/RatesBoard').then((m) => m.RatesBoard),
  ),
  Calculator: queried(() =>
    import('@/features/rates/components/Calculator').then((m) => m.Calculator),
  ),
  SignedInRedirect: () => import('@/components/signed-in-redirect').then((m) => m.SignedInRedirect),
  // /track
  TrackingStatus: queried(() =>
    import('@/features/send/components/TrackingStatus').then((m) => m.TrackingStatus),
  ),
  // /auth
  AuthCard: () => import('@/features/auth/components/AuthCard').then((m) => m.AuthCard),
  // Careers, news
  OpenPositions: queried(() =>
    import('@/features/careers/components/OpenPositions').then((m) => m.OpenPositions),
  ),
  NewsList: queried(() => import('@/features/news/components/NewsList').then((m) => m.NewsList)),
  // Support
  ContactForm: () =>
    import('@/features/requests/components/ContactForm').then((m) => m.ContactForm),
  Faq: () => import('@/features/help/components/FaqBrowser').then((m) => m.Faq),
  DocsIndex: () =>
    Promise.all([
      import('@/features/docs/components/DocsBrowser'),
      import('@/content/docs/localized').then((d) => d.loadDocs(pageLocale())),
    ]).then(([m]) => m.DocsIndex),
  LiveDocArticleBody: queried(() =>
    Promise.all([
      import('@/features/docs/components/DocArticleBody'),
      import('@/content/docs/localized').then((d) => d.loadDocs(pageLocale())),
    ]).then(([m]) => m.LiveDocArticleBody),
  ),
  StatusBoard: queried(() =>
    import('@/features/status/components/StatusBoard').then((m) => m.StatusBoard),
  ),
  SubscribeForm: () =>
    import('@/features/status/components/SubscribeForm').then((m) => m.SubscribeForm),
  SubscriptionLinkNotice: () =>
    import('@/features/status/components/SubscriptionLinkNotice').then(
      (m) => m.SubscriptionLinkNotice,
    ),
  // Legal
  LocalToday: () => import('@/pages/legal/legal-page').then((m) => m.LocalToday),
  CopyButton: () => import('@/features/legal/components/CopyButton').then((m) => m.CopyButton),
  MsbBookmarklet: () =>
    import('@/features/legal/components/MsbBookmarklet').then((m) => m.MsbBookmarklet),
  // Developer API
  ApiSamples: () => import('@/pages/public/ApiServicesPage').then((m) => m.ApiSamples),
};
