import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { cleanToken, multiLine, singleLine } from './text.ts';
import { emptyToUndefined, filterDate, pageCursor, pageLimit } from './list-query.ts';

// The admin requests inbox (issue 8): the four kinds of public request, their workflow, the list
// query, the detail, and the admin's updates, notes and quote replies. The public forms that create
// the requests are in requests.ts. The admin page's forms use these objects through zodResolver,
// so the browser and the API refuse the same input alike.

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

/** Query of the inbox list and its CSV export. */
export const RequestListQuerySchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(REQUEST_TYPES).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(REQUEST_STATUSES).optional()),
  /** Inclusive day range (UTC). */
  from: z.preprocess(emptyToUndefined, filterDate.optional()),
  to: z.preprocess(emptyToUndefined, filterDate.optional()),
  q: z.preprocess(
    emptyToUndefined,
    singleLine()
      .max(200, messageKey('validation.admin.searchTooLong', { max: 200 }))
      .optional(),
  ),
  assignee: z.preprocess(
    emptyToUndefined,
    z.union([z.literal('me'), z.literal('none'), cleanToken().max(64)]).optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: pageLimit(25),
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
    status: z.enum(REQUEST_STATUSES, { error: messageKey('validation.admin.status') }).optional(),
    /** A user id of an admin, or null to unassign. */
    assignedTo: cleanToken().min(1).max(64).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, {
    message: messageKey('validation.admin.nothingToChange'),
    path: ['status'],
  });
export type RequestUpdate = z.infer<typeof RequestUpdateSchema>;

export const RequestNoteSchema = z.strictObject({
  body: multiLine({ error: messageKey('validation.required') })
    .min(1, messageKey('validation.admin.noteEmpty'))
    .max(5000, messageKey('validation.admin.noteTooLong', { max: 5000 })),
});
export type RequestNoteInput = z.input<typeof RequestNoteSchema>;

/** The admin's written answer to a request, mailed to the requester (issue 34 item 13). */
export const RequestReplySchema = z.strictObject({
  message: multiLine({ error: messageKey('validation.required') })
    .min(1, messageKey('validation.admin.replyEmpty'))
    .max(5000, messageKey('validation.admin.noteTooLong', { max: 5000 })),
});
export type RequestReplyInput = z.input<typeof RequestReplySchema>;

const rateString = () =>
  z
    .string({ error: messageKey('validation.required') })
    .trim()
    .min(1, messageKey('validation.required'))
    .regex(/^\d{1,12}(\.\d{1,8})?$/, messageKey('validation.admin.ratePositive'))
    .refine((v) => Number(v) > 0, messageKey('validation.admin.rateAboveZero'));

/** Answer to a quote request: the rate offered and a message; sent through the outbox. */
export const QuoteReplySchema = z.strictObject({
  rate: rateString(),
  validHours: z.coerce
    .number({ error: messageKey('validation.admin.hoursNumber') })
    .int(messageKey('validation.admin.wholeHours'))
    .min(1, messageKey('validation.admin.hoursMin'))
    .max(168, messageKey('validation.admin.hoursMax')),
  message: multiLine()
    .max(5000, messageKey('validation.tooLong', { field: 'message', max: 5000 }))
    .default(''),
});
export type QuoteReplyInput = z.input<typeof QuoteReplySchema>;
