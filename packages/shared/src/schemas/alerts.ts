import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export const ALERT_DIRECTION_LABELS = {
  above: 'Rate rises above',
  below: 'Rate falls below',
} as const;
/** At most this many active alerts per client. */
export const MAX_ACTIVE_ALERTS = 50;

const targetRate = z
  .string({ error: messageKey('validation.alerts.targetRequired') })
  .trim()
  .min(1, messageKey('validation.alerts.targetRequired'))
  .regex(/^\d{1,14}(\.\d{1,10})?$/, messageKey('validation.alerts.targetFormat'))
  .refine((v) => Number(v) > 0, messageKey('validation.alerts.targetPositive'));

const alertFields = {
  pairId: z.uuid(messageKey('validation.alerts.pair')),
  direction: z.enum(ALERT_DIRECTIONS, { error: messageKey('validation.alerts.direction') }),
  targetRate,
  channelEmail: z.boolean().default(true),
  channelInApp: z.boolean().default(true),
  isActive: z.boolean().default(true),
};

/** POST /api/alerts and PUT /api/alerts/:id (the form uses the same object). */
export const AlertInputSchema = z
  .strictObject(alertFields)
  .refine((v) => v.channelEmail || v.channelInApp, {
    message: messageKey('validation.alerts.channel'),
    path: ['channelInApp'],
  });
export type AlertInput = z.input<typeof AlertInputSchema>;

export const AlertActiveSchema = z.strictObject({ isActive: z.boolean() });

export const AlertSchema = z.object({
  id: z.string(),
  pairId: z.string(),
  displayName: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  targetRate: z.string(),
  channelEmail: z.boolean(),
  channelInApp: z.boolean(),
  isActive: z.boolean(),
  armed: z.boolean(),
  lastTriggeredAt: z.string().nullable(),
  lastTriggeredRate: z.string().nullable(),
  triggerCount: z.number(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;
export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;
