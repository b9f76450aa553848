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
      '**/dist-*',
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
      'apps/web/src/pages/public/CareersPage.tsx',
      'apps/web/src/features/careers/components/{OpenPositions,JobApplicationDialog}.tsx',
      'apps/web/src/pages/support/HelpPage.tsx',
      'apps/web/src/features/help/components/*.tsx',
      'apps/web/src/pages/support/{DocsPage,DocArticlePage}.tsx',
      'apps/web/src/pages/public/{ApiServicesPage,ApiReferencePage}.tsx',
      'apps/web/src/features/docs/components/*.tsx',
      'apps/web/src/pages/auth/{AuthPage,ResetPasswordPage}.tsx',
      'apps/web/src/features/auth/components/*.tsx',
      'apps/web/src/components/{country-select,password-strength-meter}.tsx',
      'apps/web/src/components/ui/password-input.tsx',
      'apps/web/src/features/requests/components/{RequestDialogTrigger,QuoteDialog}.tsx',
      'apps/web/src/features/requests/components/{ConsultationDialog,ContactDialog,RequestDialog}.tsx',
      'apps/web/src/components/request-form/{request-sent,form-parts}.tsx',
      'apps/web/src/features/rates/components/{RateChartDialog,RateChart}.tsx',
      'apps/web/src/pages/admin/AdminPage.tsx',
      'apps/web/src/components/{admin-list,admin-form}/*.tsx',
      'apps/web/src/features/admin-dashboard/components/*.tsx',
      'apps/web/src/features/requests/components/inbox/*.tsx',
      'apps/web/src/features/users/components/*.tsx',
      'apps/web/src/features/settings/components/*.tsx',
      'apps/web/src/features/audit/components/AuditLogPanel.tsx',
      'apps/web/src/features/funding/components/{AdminFundingQueue,DepositRow,FinalCheck,RejectForm,WithdrawalRow}.tsx',
      'apps/web/src/features/rates/components/{AdminRatesDesk,rates-desk/*}.tsx',
      'apps/web/src/features/verification/components/admin/*.tsx',
      'apps/web/src/features/status/components/admin/*.tsx',
      'apps/web/src/features/documents/components/DocumentLookup.tsx',
      'apps/web/src/features/business/components/admin/*.tsx',
      'apps/web/src/features/profile/components/*.tsx',
      'apps/web/src/features/verification/components/*.tsx',
      'apps/web/src/components/verification/*.tsx',
      'apps/web/src/features/developers/components/*.tsx',
      'apps/web/src/features/business/components/*.tsx',
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
