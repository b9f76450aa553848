// The dashboard's client tabs and the admin area's tabs, in their order on screen: [label, slug].
export const CLIENT_TABS = [
  ['Overview', 'overview'],
  ['Trading', 'trading'],
  ['Wallet', 'wallet'],
  ['Send', 'send'],
  ['Alerts', 'alerts'],
  ['Treasury', 'treasury'],
  ['Reports', 'reports'],
  ['Profile', 'profile'],
  ['Verification', 'verification'],
  ['Developers', 'developers'],
  ['Business', 'business'],
] as const;

export const ADMIN_TABS = [
  ['Dashboard', 'dashboard'],
  ['Requests', 'requests'],
  ['Settings', 'settings'],
  ['Users', 'users'],
  ['Jobs', 'jobs'],
  ['Funding', 'funding'],
  ['Reconciliation', 'reconciliation'],
  ['Rates', 'rates'],
  ['Audit log', 'audit'],
  ['Verification', 'verification'],
  ['Screening', 'screening'],
  ['Status', 'status'],
  ['News', 'news'],
  ['Documents', 'documents'],
  ['Businesses', 'businesses'],
] as const;
