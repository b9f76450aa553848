import type { MessageId } from '@/lib/i18n/i18n';

/** Spec §2 Reading A tabs, in order. */
export const DASHBOARD_TABS = [
  'overview',
  'trading',
  'wallet',
  // Send money (issue 38): a new tab beside the wallet; the others keep their names.
  'send',
  'alerts',
  'treasury',
  'reports',
  'admin',
  'profile',
  'verification',
  'developers',
  'business',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  trading: 'Trading',
  wallet: 'Wallet',
  send: 'Send',
  alerts: 'Alerts',
  treasury: 'Treasury',
  reports: 'Reports',
  admin: 'Admin',
  profile: 'Profile',
  verification: 'Verification',
  developers: 'Developers',
  business: 'Business',
};

/** Each tab's name in the catalogues (English identical to TAB_LABELS). */
export const TAB_LABEL_IDS: Record<DashboardTab, MessageId> = {
  overview: 'dash.tab.overview',
  trading: 'dash.tab.trading',
  wallet: 'dash.tab.wallet',
  send: 'dash.tab.send',
  alerts: 'dash.tab.alerts',
  treasury: 'dash.tab.treasury',
  reports: 'dash.tab.reports',
  admin: 'dash.tab.admin',
  profile: 'dash.tab.profile',
  verification: 'dash.tab.verification',
  developers: 'dash.tab.developers',
  business: 'dash.tab.business',
};

/** Where a Reading B word lands: a tab, plus an optional action (open a form or dialog, navigate). */
export interface TabTarget {
  tab: DashboardTab;
  action?:
    'order-form' | 'orders' | 'funding' | 'withdrawal' | 'quote' | 'consultation' | 'support';
}
export function resolveTab(raw: string | null, isAdmin: boolean): TabTarget {
  switch (raw) {
    case 'exchange':
      return { tab: 'trading', action: 'order-form' };
    case 'orders':
      return { tab: 'trading', action: 'orders' };
    case 'quick-actions':
      return { tab: 'overview' };
    case 'funding':
      return { tab: 'wallet', action: 'funding' };
    case 'withdrawal':
    case 'payments':
      return { tab: 'wallet', action: 'withdrawal' };
    case 'quote':
      return { tab: 'overview', action: 'quote' };
    case 'consultation':
      return { tab: 'overview', action: 'consultation' };
    case 'support':
      return { tab: 'overview', action: 'support' };
  }
  if (raw && (DASHBOARD_TABS as readonly string[]).includes(raw)) {
    if (raw === 'admin' && !isAdmin) return { tab: 'overview' };
    return { tab: raw as DashboardTab };
  }
  return { tab: 'overview' };
}
