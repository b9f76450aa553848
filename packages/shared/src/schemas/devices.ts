import { z } from 'zod';

// Issue 39: trusted devices, sign-in alerts and Web Push (docs/notifications.md).

/** What a trusted device stays trusted for after "Trust this device" (better-auth trustDeviceMaxAge). */
export const TRUST_DEVICE_DAYS = 30;

/**
 * The kinds of notice a device can receive as a push, chosen per device. Each bell notice belongs
 * to one (SQL mizani_push_kind): money = deposits, withdrawals and conversions; alerts = rate
 * alerts and replies to quote requests; approvals = what waits for the person (business
 * approvals, verification requests, business membership); security = sign-ins and security changes.
 */
export const PUSH_KINDS = ['money', 'alerts', 'approvals', 'security'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** GET /api/security/devices: the browsers this person signed in from. */
export interface KnownDevice {
  id: string;
  /** "Chrome on Android" (user agent summary). */
  label: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** This browser (its device cookie). */
  current: boolean;
  /** Until when the second factor is skipped on this device; null: not trusted. */
  trustedUntil: string | null;
}

const base64url = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON() and the kinds wanted. */
export const PushSubscribeSchema = z.strictObject({
  endpoint: z.string().trim().max(1000).url(),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
  kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length),
});
export type PushSubscribe = z.infer<typeof PushSubscribeSchema>;

/** PUT /api/push/subscriptions/kinds: this device's kinds, named by its endpoint. */
export const PushKindsUpdateSchema = z.strictObject({
  endpoint: z.string().trim().max(1000).url(),
  kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length),
});
export type PushKindsUpdate = z.infer<typeof PushKindsUpdateSchema>;

/** One device's push subscription as the settings list it (never its keys). */
export interface PushDevice {
  id: string;
  label: string;
  kinds: PushKind[];
  createdAt: string;
  lastSentAt: string | null;
  /** The endpoint this browser reported (GET ?endpoint=) is this one. */
  current: boolean;
}

/** What a push carries to the service worker (the bell notice it mirrors). */
export interface PushPayload {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** In-app link (relative). */
  link: string | null;
}
