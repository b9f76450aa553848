// Business accounts (issue 17; docs/business-accounts.md): the roles a member holds and what each
// may do. The server decides with these rules (services/holders); the browser only hides what a
// role cannot use. One table, so the permission a screen assumes is the one the server checks.

export const BUSINESS_ROLES = ['owner', 'admin', 'approver', 'initiator', 'viewer'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/**
 * view: balances, statements, orders, exports, the bell, pending approvals.
 * initiate: quotes, conversions, deposits, beneficiaries, withdrawals, rate alerts.
 * approve: approve or reject another member's request.
 * members: invite, remove and change the role of members (owners only by owners).
 * settings: approval rules and the two-factor requirement (owners only: a control of the business).
 * verify: business verification (KYB) documents and submission.
 * developers: create and revoke the business's API keys, manage its webhook endpoints.
 */
export const BUSINESS_PERMISSIONS = [
  'view',
  'initiate',
  'approve',
  'members',
  'settings',
  'verify',
  'developers',
] as const;
export type BusinessPermission = (typeof BUSINESS_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<BusinessRole, readonly BusinessPermission[]> = {
  owner: ['view', 'initiate', 'approve', 'members', 'settings', 'verify', 'developers'],
  admin: ['view', 'initiate', 'approve', 'members', 'verify', 'developers'],
  approver: ['view', 'approve'],
  initiator: ['view', 'initiate'],
  viewer: ['view'],
};

export const BUSINESS_ROLE_LABELS: Record<BusinessRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  approver: 'Approver',
  initiator: 'Initiator',
  viewer: 'Viewer',
};

export const BUSINESS_ROLE_SUMMARIES: Record<BusinessRole, string> = {
  owner: 'Everything, including approval rules, two-factor policy and other owners.',
  admin: 'Moves money, approves, manages members (not owners) and verification.',
  approver: 'Approves or rejects requests; sees balances and statements.',
  initiator: 'Prepares conversions and withdrawals, adds beneficiaries.',
  viewer: 'Read-only: balances, statements and exports.',
};

export function roleMay(role: BusinessRole, permission: BusinessPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const isBusinessRole = (v: unknown): v is BusinessRole =>
  typeof v === 'string' && (BUSINESS_ROLES as readonly string[]).includes(v);

/** An invitation link works for 7 days, once. */
export const INVITATION_DAYS = 7;
