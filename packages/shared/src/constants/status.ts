// The status page's fixed lists and labels (issue 21), apart from their zod schemas
// (schemas/status.ts re-exports them), so the status page loads no zod before its form is used
// (decision 027).

/** What the server checks every minute, in the order the status page lists them. */
export const STATUS_COMPONENTS = ['website', 'api', 'rates', 'mail', 'database'] as const;
export type StatusComponentId = (typeof STATUS_COMPONENTS)[number];

export const STATUS_COMPONENT_INFO: Record<
  StatusComponentId,
  { name: string; description: string }
> = {
  website: { name: 'Website', description: 'Public pages, sign-in and the dashboard' },
  api: { name: 'API', description: 'Quotes, orders, wallets and every signed-in request' },
  rates: { name: 'Rates feed', description: 'Live exchange rates and rate alerts' },
  mail: { name: 'Email delivery', description: 'Verification, alerts and notification emails' },
  database: { name: 'Database', description: 'Balances, orders and records' },
};

/** The components a client needs to reach the platform: the home page's uptime figure. */
export const PLATFORM_COMPONENTS = [
  'website',
  'api',
  'database',
] as const satisfies readonly StatusComponentId[];

/** One observation of one check: what each instance writes every minute. */
export type CheckOutcome = 'up' | 'degraded' | 'down';

/** A component as the page shows it. `unknown`: no check in the last few minutes. */
export const COMPONENT_STATES = [
  'operational',
  'degraded',
  'partial_outage',
  'major_outage',
  'unknown',
] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

export const COMPONENT_STATE_LABELS: Record<ComponentState, string> = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  unknown: 'No recent data',
};

export const UPTIME_PERIODS = ['24h', '7d', '90d'] as const;
export type UptimePeriod = (typeof UPTIME_PERIODS)[number];
export const UPTIME_PERIOD_INFO: Record<
  UptimePeriod,
  { label: string; minutes: number; bucketMinutes: number; bucketLabel: string }
> = {
  '24h': { label: '24 hours', minutes: 24 * 60, bucketMinutes: 60, bucketLabel: 'hour' },
  '7d': { label: '7 days', minutes: 7 * 24 * 60, bucketMinutes: 6 * 60, bucketLabel: '6 hours' },
  '90d': { label: '90 days', minutes: 90 * 24 * 60, bucketMinutes: 24 * 60, bucketLabel: 'day' },
};

export const INCIDENT_IMPACTS = ['minor', 'major', 'critical'] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];
export const INCIDENT_IMPACT_LABELS: Record<IncidentImpact, string> = {
  minor: 'Minor (degraded performance)',
  major: 'Major (partial outage)',
  critical: 'Critical (major outage)',
};
/** What an open incident makes its components show, whatever the checks say. */
export const IMPACT_STATE: Record<IncidentImpact, ComponentState> = {
  minor: 'degraded',
  major: 'partial_outage',
  critical: 'major_outage',
};

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};
export const OPEN_INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring'] as const;
