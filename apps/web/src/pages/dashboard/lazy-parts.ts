// The dashboard's parts that load when first shown: every tab but the overview, and the two
// dialogs. The dashboard's first load carries the overview only (issue 14, decision 011).
import { lazy, type ComponentType } from 'react';
import { loadLocale } from '@/lib/i18n/i18n';
import { appLocaleNow } from '@/lib/i18n/app-locale';

function named<P, K extends string>(
  part: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  // A tab's words are a catalogue part of their own (decision 022), loaded with its code.
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadLocale(appLocaleNow(), part)]);
    return { default: module[name] };
  });
}
export const TradingTab = named(
  'features/trading/components/TradingTab',
  () => import('@/features/trading/components/TradingTab'),
  'TradingTab',
);
export const WalletTab = named(
  'features/wallet/components/WalletTab',
  () => import('@/features/wallet/components/WalletTab'),
  'WalletTab',
);
// Home's latest movements: below a phone's first screen, loaded when scrolled to (issue 39).
export const LatestMovements = named(
  'features/wallet/components/LatestMovements',
  () => import('@/features/wallet/components/LatestMovements'),
  'LatestMovements',
);
export const SendTab = named(
  'features/send/components/SendTab',
  () => import('@/features/send/components/SendTab'),
  'SendTab',
);
export const AlertsTab = named(
  'features/alerts/components/AlertsTab',
  () => import('@/features/alerts/components/AlertsTab'),
  'AlertsTab',
);
export const TreasuryTab = named(
  'features/treasury/components/TreasuryTab',
  () => import('@/features/treasury/components/TreasuryTab'),
  'TreasuryTab',
);
export const ReportsTab = named(
  'features/reports/components/ReportsTab',
  () => import('@/features/reports/components/ReportsTab'),
  'ReportsTab',
);
export const AdminRatesDesk = named(
  'features/rates/components/AdminRatesDesk',
  () => import('@/features/rates/components/AdminRatesDesk'),
  'AdminRatesDesk',
);
export const ProfileTab = named(
  'features/profile/components/ProfileTab',
  () => import('@/features/profile/components/ProfileTab'),
  'ProfileTab',
);
export const NotificationSettings = named(
  'features/notifications/components/NotificationSettings',
  () => import('@/features/notifications/components/NotificationSettings'),
  'NotificationSettings',
);
export const DevelopersTab = named(
  'features/developers/components/DevelopersTab',
  () => import('@/features/developers/components/DevelopersTab'),
  'DevelopersTab',
);
export const VerificationTab = named(
  'features/verification/components/VerificationTab',
  () => import('@/features/verification/components/VerificationTab'),
  'VerificationTab',
);
export const BusinessTab = named(
  'features/business/components/BusinessTab',
  () => import('@/features/business/components/BusinessTab'),
  'BusinessTab',
);
export const QuoteDialog = named(
  'features/requests/components/QuoteDialog',
  () => import('@/features/requests/components/QuoteDialog'),
  'QuoteDialog',
);
export const ConsultationDialog = named(
  'features/requests/components/ConsultationDialog',
  () => import('@/features/requests/components/ConsultationDialog'),
  'ConsultationDialog',
);
export const StepUpDialog = named(
  'features/profile/components/StepUpDialog',
  () => import('@/features/profile/components/StepUpDialog'),
  'StepUpDialog',
);
