import { z } from 'zod';
import {
  cleanToken,
  isTimestampInRange,
  isoDate as isoDateField,
  multiLine,
  singleLine,
} from './text.ts';

// Issue 8: the admin area's inputs. One schema per body or query; the admin page's forms use the
// same objects through zodResolver, so the browser and the API refuse the same input alike.

/** The four kinds of request in the admin inbox (spec §3 tables). */
export const REQUEST_TYPES = ['consultation', 'quote', 'inquiry', 'application'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  consultation: 'Consultation',
  quote: 'Quote',
  inquiry: 'Support inquiry',
  application: 'Job application',
};

/** Workflow: new → in progress → closed, or spam (from any state). */
export const REQUEST_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
  spam: 'Spam',
};
/** Allowed moves. Closed and spam can be reopened to in progress (a mistake must be fixable). */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['in_progress', 'closed', 'spam'],
  in_progress: ['closed', 'spam', 'new'],
  closed: ['in_progress'],
  spam: ['new'],
};
export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return from === to || REQUEST_TRANSITIONS[from].includes(to);
}

/** Filter dates: format, a real calendar date, a year in range (text.ts). */
const isoDate = isoDateField();

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** True when a keyset cursor (base64url JSON { ts, id }) carries a timestamp PostgreSQL accepts. */
function cursorTimeIsSane(raw: string): boolean {
  try {
    const b64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (ch) =>
      ch.charCodeAt(0),
    );
    const v = JSON.parse(new TextDecoder().decode(bytes)) as { ts?: unknown };
    return typeof v?.ts === 'string' && isTimestampInRange(v.ts);
  } catch {
    return false;
  }
}
/** The opaque page cursor the list answers hand out; a forged time is a 400, not a SQL error. */
const pageCursor = cleanToken().max(200).refine(cursorTimeIsSane, 'Invalid cursor');

/** Query of the inbox list and its CSV export. */
export const RequestListQuerySchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(REQUEST_TYPES).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(REQUEST_STATUSES).optional()),
  /** Inclusive day range (UTC). */
  from: z.preprocess(emptyToUndefined, isoDate.optional()),
  to: z.preprocess(emptyToUndefined, isoDate.optional()),
  q: z.preprocess(
    emptyToUndefined,
    singleLine().max(200, 'Search must be at most 200 characters').optional(),
  ),
  assignee: z.preprocess(
    emptyToUndefined,
    z.union([z.literal('me'), z.literal('none'), cleanToken().max(64)]).optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
});
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

export const RequestListItemSchema = z.object({
  type: z.enum(REQUEST_TYPES),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  summary: z.string(),
  status: z.enum(REQUEST_STATUSES),
  assignedTo: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestListItem = z.infer<typeof RequestListItemSchema>;
export interface RequestListResponse {
  items: RequestListItem[];
  nextCursor: string | null;
}

export interface RequestNote {
  id: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
}
export interface RequestDetail {
  type: RequestType;
  id: string;
  status: RequestStatus;
  assignedTo: string | null;
  assigneeName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Every column of the row, camelCase, in display order. */
  fields: { key: string; label: string; value: string | null }[];
  notes: RequestNote[];
  /** Quote emails already sent for this request (quotes only). */
  replies: { at: string; subject: string; to: string }[];
}

export const RequestUpdateSchema = z
  .strictObject({
    status: z.enum(REQUEST_STATUSES, { error: 'Choose a status' }).optional(),
    /** A user id of an admin, or null to unassign. */
    assignedTo: cleanToken().min(1).max(64).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, {
    message: 'Nothing to change',
    path: ['status'],
  });
export type RequestUpdate = z.infer<typeof RequestUpdateSchema>;

export const RequestNoteSchema = z.strictObject({
  body: multiLine({ error: 'Required' })
    .min(1, 'Write a note first')
    .max(5000, 'Note must be at most 5000 characters'),
});
export type RequestNoteInput = z.input<typeof RequestNoteSchema>;

const decimalString = (label: string) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .regex(/^\d{1,12}(\.\d{1,8})?$/, `${label} must be a positive number`)
    .refine((v) => Number(v) > 0, `${label} must be greater than 0`);

/** Answer to a quote request: the rate offered and a message; sent through the outbox. */
export const QuoteReplySchema = z.strictObject({
  rate: decimalString('Rate'),
  validHours: z.coerce
    .number({ error: 'Enter a number of hours' })
    .int('Whole hours only')
    .min(1, 'At least 1 hour')
    .max(168, 'At most 168 hours'),
  message: multiLine().max(5000, 'Message must be at most 5000 characters').default(''),
});
export type QuoteReplyInput = z.input<typeof QuoteReplySchema>;

// ---------- Settings ----------

export const NotificationPrefsSchema = z.strictObject({
  /** spec §3 admin_settings.email_notifications_consultation (also used for support inquiries, §7). */
  emailNotificationsConsultation: z.boolean({ error: 'Choose on or off' }),
  /** spec §3 admin_settings.email_notifications_quote */
  emailNotificationsQuote: z.boolean({ error: 'Choose on or off' }),
  emailNotificationsApplication: z.boolean({ error: 'Choose on or off' }),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

/** A currency pair key such as "USD-KES". */
export const PAIR_KEY = /^[A-Z]{3}-[A-Z]{3}$/;
const bps = z
  .number({ error: 'Enter a number' })
  .int('Whole basis points only')
  .min(0, 'At least 0')
  .max(1000, 'At most 1000 bps (10%)');

/**
 * Platform settings other features read (trading spread and quote validity, public form limits).
 * Stored one key per row in platform_settings; the key names are the contract.
 */
export const PlatformSettingsSchema = z.strictObject({
  'trading.spreadBps': bps,
  'trading.spreadBpsByPair': z.record(
    z.string().regex(PAIR_KEY, 'Pair must look like USD-KES'),
    bps,
  ),
  /** Conversion fee in basis points of the sell amount, charged in the sell currency. */
  'trading.feeBps': bps,
  'trading.quoteValiditySeconds': z
    .number({ error: 'Enter a number' })
    .int('Whole seconds only')
    .min(5, 'At least 5 seconds')
    .max(600, 'At most 600 seconds'),
  'forms.rateLimitPerMinute': z
    .number({ error: 'Enter a number' })
    .int('Whole numbers only')
    .min(1, 'At least 1')
    .max(1000, 'At most 1000'),
  'forms.rateLimitPerDay': z
    .number({ error: 'Enter a number' })
    .int('Whole numbers only')
    .min(1, 'At least 1')
    .max(100000, 'At most 100000'),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTINGS_DEFAULTS: PlatformSettings = {
  'trading.spreadBps': 50,
  'trading.spreadBpsByPair': {},
  'trading.feeBps': 10,
  'trading.quoteValiditySeconds': 30,
  'forms.rateLimitPerMinute': 5,
  'forms.rateLimitPerDay': 50,
};
/** A partial update; per-day must stay at or above per-minute when both are known. */
export const PlatformSettingsUpdateSchema = PlatformSettingsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  { message: 'Nothing to change', path: ['_'] },
);
export type PlatformSettingsUpdate = z.infer<typeof PlatformSettingsUpdateSchema>;

export interface AdminSettingsResponse {
  notifications: NotificationPrefs;
  platform: PlatformSettings;
}

// ---------- Users ----------

export const UserListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLine().max(200).optional()),
  role: z.preprocess(emptyToUndefined, z.enum(['client', 'admin']).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(['active', 'disabled']).optional()),
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
});
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: 'client' | 'admin';
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  company: string | null;
  country: string | null;
}
export interface AdminUserDetail extends AdminUserRow {
  firstName: string | null;
  lastName: string | null;
  activeSessions: number;
  balances: { currency: string; balance: string }[];
  activity: { at: string; action: string; detail: string | null }[];
}

export const RoleChangeSchema = z.strictObject({
  role: z.enum(['client', 'admin'], { error: 'Choose client or admin' }),
});
export const DisableUserSchema = z.strictObject({
  reason: multiLine({ error: 'Required' })
    .min(3, 'Give a reason (at least 3 characters)')
    .max(500, 'Reason must be at most 500 characters'),
});
export type DisableUserInput = z.input<typeof DisableUserSchema>;

// ---------- Jobs ----------

const listOfLines = z
  .array(singleLine().max(500, 'Each item must be at most 500 characters'))
  .max(30, 'At most 30 items')
  .transform((a) => a.filter((s) => s.length > 0));

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'temporary',
] as const;

export const JobInputSchema = z.strictObject({
  title: singleLine({ error: 'Required' })
    .min(2, 'Title must be at least 2 characters')
    .max(200, 'Title must be at most 200 characters'),
  department: singleLine({ error: 'Required' })
    .min(2, 'Department must be at least 2 characters')
    .max(120, 'Department must be at most 120 characters'),
  location: singleLine({ error: 'Required' })
    .min(2, 'Location must be at least 2 characters')
    .max(120, 'Location must be at most 120 characters'),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  salaryRange: singleLine()
    .max(120, 'Salary range must be at most 120 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  description: multiLine({ error: 'Required' })
    .min(20, 'Description must be at least 20 characters')
    .max(10000, 'Description must be at most 10000 characters'),
  requirements: listOfLines,
  responsibilities: listOfLines,
  isActive: z.boolean().default(true),
});
export type JobInput = z.input<typeof JobInputSchema>;
export const JobActiveSchema = z.strictObject({
  isActive: z.boolean({ error: 'Choose active or inactive' }),
});

// ---------- Audit ----------

export const AuditQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLine().max(200).optional()),
  action: z.preprocess(emptyToUndefined, singleLine().max(100).optional()),
  from: z.preprocess(emptyToUndefined, isoDate.optional()),
  to: z.preprocess(emptyToUndefined, isoDate.optional()),
  cursor: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(50)),
});
export interface AuditEntryRow {
  id: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

// ---------- Dashboard ----------

export interface AdminDashboard {
  generatedAt: string;
  requests: Record<RequestType, { today: number; days7: number; days30: number; open: number }>;
  newClients: { today: number; days7: number; days30: number };
  pendingDeposits: number | null;
  pendingWithdrawals: number | null;
  /** Filled conversions over 30 days per sold currency: amount sold and fees earned (decimal strings). */
  conversionVolume: { currency: string; amount: string; fees: string; count: number }[];
  requestsPerDay: {
    date: string;
    consultation: number;
    quote: number;
    inquiry: number;
    application: number;
  }[];
}
