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

/**
 * The app shell's places (issue 39): on phones the bottom bar holds these four, the most used
 * (Home is the overview; Trading is where money is converted and its history read), and More
 * holds every other tab; on desktop the side navigation lists them all, in DASHBOARD_TABS order.
 */
export const PRIMARY_TABS = [
  'overview',
  'wallet',
  'send',
  'trading',
] as const satisfies readonly DashboardTab[];

/** The tabs More lists on phones: the visible ones that are not in the bottom bar. */
export function moreTabs(visible: readonly DashboardTab[]): DashboardTab[] {
  return visible.filter((t) => !(PRIMARY_TABS as readonly string[]).includes(t));
}

/** Where a Reading B word lands: a tab, plus an optional action (open a form or dialog, navigate). */
export interface TabTarget {
  tab: DashboardTab;
  action?:
    | 'order-form'
    | 'orders'
    | 'funding'
    | 'withdrawal'
    | 'deposit-stablecoin'
    | 'send-stablecoin'
    | 'quote'
    | 'consultation'
    | 'support';
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
    // A stablecoin wallet's Add and Send (its balance card): the chain's own forms.
    case 'deposit-stablecoin':
    case 'send-stablecoin':
      return { tab: 'wallet', action: raw };
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
