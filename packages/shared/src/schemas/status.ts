import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { LIMITS } from '../constants/limits.ts';
import {
  STATUS_COMPONENTS,
  UPTIME_PERIODS,
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  OPEN_INCIDENT_STATUSES,
  type StatusComponentId,
  type ComponentState,
  type UptimePeriod,
  type IncidentImpact,
  type IncidentStatus,
} from '../constants/status.ts';
import { cleanToken, multiLine, singleLine } from './text.ts';

// The status page (issue 21): the server's own checks per component, uptime over three periods,
// incidents that admins open, update and resolve, and email subscriptions to incidents.

export {
  STATUS_COMPONENTS,
  STATUS_COMPONENT_INFO,
  PLATFORM_COMPONENTS,
  COMPONENT_STATES,
  COMPONENT_STATE_LABELS,
  UPTIME_PERIODS,
  UPTIME_PERIOD_INFO,
  INCIDENT_IMPACTS,
  INCIDENT_IMPACT_LABELS,
  IMPACT_STATE,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  OPEN_INCIDENT_STATUSES,
  type StatusComponentId,
  type CheckOutcome,
  type ComponentState,
  type UptimePeriod,
  type IncidentImpact,
  type IncidentStatus,
} from '../constants/status.ts';

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
