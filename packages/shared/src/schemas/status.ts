import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { LIMITS } from '../constants/limits.ts';
import { cleanToken, multiLine, singleLine } from './text.ts';

// The status page (issue 21): the server's own checks per component, uptime over three periods,
// incidents that admins open, update and resolve, and email subscriptions to incidents.

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

// ---------- Answers ----------

export interface StatusComponent {
  id: StatusComponentId;
  name: string;
  description: string;
  /** What the page shows: the checks' latest minute, or worse when an open incident names it. */
  state: ComponentState;
  /** The latest minute any instance checked it (ISO), null when never. */
  checkedAt: string | null;
  /** Slowest latency seen in that minute, in milliseconds. */
  latencyMs: number | null;
  /** Percent with three decimals ("99.982"), null when the period holds no check. */
  uptime: Record<UptimePeriod, string | null>;
}

export interface IncidentUpdate {
  id: string;
  status: IncidentStatus;
  message: string;
  createdAt: string;
}

export interface Incident {
  id: string;
  title: string;
  impact: IncidentImpact;
  status: IncidentStatus;
  components: StatusComponentId[];
  startedAt: string;
  resolvedAt: string | null;
  /** Newest first. */
  updates: IncidentUpdate[];
}

/** The platform's uptime as the home page shows it (docs/public-site.md "System status"). */
export interface PlatformUptime {
  /** "99.97%", or the target "99.9%" while there is too little history. */
  display: string;
  /** "Platform uptime" when measured, "Uptime target" otherwise. */
  label: string;
  basis: 'measured' | 'target';
  /** Exact measured percent over the window (three decimals), null when nothing was measured. */
  percent: string | null;
  /** Minutes with at least one check in the last 90 days. */
  observedMinutes: number;
}

export interface StatusResponse {
  generatedAt: string;
  overall: ComponentState;
  /** The first minute ever checked (ISO), null on a fresh installation. */
  monitoringSince: string | null;
  components: StatusComponent[];
  platform: PlatformUptime;
  /** Open incidents, newest first. */
  active: Incident[];
  /** Incidents resolved in the last 90 days, newest first (at most 20). */
  recent: Incident[];
}

export interface UptimeBar {
  /** Start of the bucket (ISO). */
  start: string;
  /** Minutes with a check, and of those the minutes down and degraded. */
  observed: number;
  down: number;
  degraded: number;
  /** Percent with three decimals, null when nothing was checked in the bucket. */
  uptime: string | null;
}

export interface StatusHistoryResponse {
  period: UptimePeriod;
  bucketMinutes: number;
  components: { id: StatusComponentId; name: string; uptime: string | null; bars: UptimeBar[] }[];
}

export const StatusHistoryQuerySchema = z.object({
  period: z.enum(UPTIME_PERIODS, { error: 'Choose 24h, 7d or 90d' }).default('90d'),
});

// ---------- Subscriptions ----------

export const StatusSubscribeSchema = z.strictObject({
  email: z
    .string({ error: messageKey('validation.email') })
    .trim()
    .toLowerCase()
    .max(
      LIMITS.emailMax,
      messageKey('validation.tooLong', { field: 'email', max: LIMITS.emailMax }),
    )
    .pipe(z.email(messageKey('validation.email'))),
});
export type StatusSubscribeInput = z.input<typeof StatusSubscribeSchema>;

/** The token of a confirmation or unsubscribe link (id.mac, base64url). */
export const StatusTokenSchema = z.strictObject({
  token: cleanToken({ error: 'This link is not valid' })
    .min(10, 'This link is not valid')
    .max(200, 'This link is not valid'),
});

// ---------- Admin ----------

const componentList = z
  .array(z.enum(STATUS_COMPONENTS, { error: messageKey('validation.status.component') }), {
    error: messageKey('validation.status.components'),
  })
  .min(1, messageKey('validation.status.componentsMin'))
  .max(STATUS_COMPONENTS.length)
  .transform((list) => STATUS_COMPONENTS.filter((c) => list.includes(c)));

const title = singleLine({ error: messageKey('validation.required') })
  .min(5, messageKey('validation.status.titleTooShort', { min: 5 }))
  .max(120, messageKey('validation.status.titleTooLong', { max: 120 }));

const message = multiLine({ error: messageKey('validation.required') })
  .min(10, messageKey('validation.tooShort', { field: 'message', min: 10 }))
  .max(2000, messageKey('validation.tooLong', { field: 'message', max: 2000 }));

export const IncidentCreateSchema = z.strictObject({
  title,
  impact: z.enum(INCIDENT_IMPACTS, { error: messageKey('validation.status.impact') }),
  components: componentList,
  status: z
    .enum(OPEN_INCIDENT_STATUSES, { error: messageKey('validation.admin.status') })
    .default('investigating'),
  message,
  /** Email the confirmed subscribers. */
  notify: z.boolean().default(true),
});
export type IncidentCreateInput = z.input<typeof IncidentCreateSchema>;

export const IncidentUpdateCreateSchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, { error: messageKey('validation.admin.status') }),
  message,
  notify: z.boolean().default(true),
});
export type IncidentUpdateInput = z.input<typeof IncidentUpdateCreateSchema>;

/** Corrections to an incident's title, impact or components (no subscriber mail). */
export const IncidentEditSchema = z
  .strictObject({
    title: title.optional(),
    impact: z.enum(INCIDENT_IMPACTS, { error: messageKey('validation.status.impact') }).optional(),
    components: componentList.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: messageKey('validation.status.changeOne'),
    path: ['_'],
  });
export type IncidentEditInput = z.input<typeof IncidentEditSchema>;

export interface AdminIncidentsResponse {
  incidents: Incident[];
  /** Confirmed subscribers: who an update with notify will email. */
  subscribers: number;
}
