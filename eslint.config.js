import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webLayers from './eslint/web-layers.js';
import webI18n from './eslint/web-i18n.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      '.artifacts',
      'apps/server/drizzle',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports across features and upward across layers (eslint/web-layers.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webLayers },
    rules: {
      'web/layers': ['error', { srcDir: fileURLToPath(new URL('apps/web/src', import.meta.url)) }],
    },
  },
  {
    // Translated components: no untranslated words in their JSX (eslint/web-i18n.js). Each file
    // joins this list once it is translated (docs/languages.md, "What is translated").
    files: [
      'apps/web/src/app/layout/{Header,Footer,MobileMenu,Breadcrumbs,RootLayout}.tsx',
      'apps/web/src/components/language-*.tsx',
      'apps/web/src/components/seo.tsx',
      'apps/web/src/pages/office-card.tsx',
      'apps/web/src/pages/public/{HomePage,AboutPage,OfficesPage,RatesPage,TradingPage}.tsx',
      'apps/web/src/pages/public/{CorporateServicesPage,InstitutionalServicesPage,TeamPage}.tsx',
      'apps/web/src/pages/public/services/*.tsx',
      'apps/web/src/pages/support/{ContactPage,support-channels}.tsx',
      'apps/web/src/features/site-search/components/SiteSearchDialog.tsx',
      'apps/web/src/features/markets/components/MarketCarousel.tsx',
      'apps/web/src/features/rates/components/{RatesPreview,RatesBoard,RateCardView,Calculator}.tsx',
      'apps/web/src/features/requests/components/{TalkToUs,ContactForm}.tsx',
      'apps/web/src/pages/legal/*.tsx',
      'apps/web/src/pages/public/{AccessibilityPage,NotFoundPage}.tsx',
      'apps/web/src/features/legal/components/*.tsx',
      'apps/web/src/components/layout/sectioned-document.tsx',
      'apps/web/src/pages/public/{NewsPage,NewsArticlePage}.tsx',
      'apps/web/src/features/news/components/{NewsList,NewsArticleView,NewsCover}.tsx',
      'apps/web/src/features/news/components/admin/*.tsx',
      'apps/web/src/pages/support/StatusPage.tsx',
      'apps/web/src/features/status/components/*.tsx',
      'apps/web/src/pages/dashboard/DashboardPage.tsx',
      'apps/web/src/components/money/*.tsx',
      'apps/web/src/components/ui/{page-pager,status-badge}.tsx',
      'apps/web/src/features/dashboard/components/*.tsx',
      'apps/web/src/features/{trading,wallet,alerts,reports}/components/*.tsx',
      'apps/web/src/features/notifications/components/*.tsx',
    ],
    plugins: { i18n: webI18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
