import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { singleLine } from './text.ts';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_MODES,
  API_SCOPES,
  WEBHOOK_EVENTS,
  type ApiKeyMode,
  type ApiScope,
} from '../constants/developer.ts';

export * from '../constants/developer.ts';

// The developer API (issue 18): API keys and webhook endpoints, as the dashboard's forms and the
// server validate them (one schema each), and the words the screens and the reference show.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^(?=.*:)[0-9a-f:.]{2,45}$/i;

/** An IPv4 or IPv6 address, or a CIDR range of one ("203.0.113.0/24", "2001:db8::/32"). */
export function isIpOrCidr(value: string): boolean {
  const [addr, bits, extra] = value.split('/');
  if (extra !== undefined || !addr) return false;
  const v4 = IPV4.test(addr);
  const v6 = !v4 && IPV6.test(addr) && (addr.match(/::/g)?.length ?? 0) <= 1;
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

/** The allow-list as typed: one entry per line or separated by commas or spaces. */
export function parseIpAllowlist(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const ipAllowlistText = z
  .string()
  .max(2000, messageKey('validation.developer.textTooLong'))
  .default('')
  .superRefine((v, ctx) => {
    const entries = parseIpAllowlist(v);
    const bad = entries.find((e) => !isIpOrCidr(e));
    if (bad)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('validation.developer.notIp', { value: bad.slice(0, 45) }),
      });
    else if (entries.length > 20)
      ctx.addIssue({ code: 'custom', message: messageKey('validation.developer.tooManyIps') });
  });

export const ApiKeyCreateSchema = z.strictObject({
  name: singleLine()
    .min(2, messageKey('validation.developer.nameMin'))
    .max(60, messageKey('validation.profile.atMost', { max: 60 })),
  /** live: real money; test: the sandbox ledger (decision 016). */
  mode: z.enum(API_KEY_MODES, { error: messageKey('validation.developer.mode') }).default('live'),
  scopes: z
    .array(z.enum(API_SCOPES, { error: messageKey('validation.developer.unknownScope') }))
    .min(1, messageKey('validation.developer.scopeRequired'))
    .max(API_SCOPES.length),
  ipAllowlist: ipAllowlistText,
  expiresIn: z.enum(API_KEY_EXPIRY_CHOICES, { error: messageKey('validation.developer.expiry') }),
  /** The account's password (accounts without one need a recent sign-in instead). */
  password: z.string().max(128).optional(),
});
export type ApiKeyCreate = z.input<typeof ApiKeyCreateSchema>;

/** A receiver's address: http(s), no credentials in it. https only in production (server rule). */
export const webhookUrl = z
  .string({ error: messageKey('validation.developer.urlRequired') })
  .trim()
  .max(2000, messageKey('validation.developer.textTooLong'))
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
  }, messageKey('validation.developer.urlInvalid'));

export const WebhookEndpointCreateSchema = z.strictObject({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: messageKey('validation.developer.unknownEvent') }))
    .min(1, messageKey('validation.developer.eventRequired'))
    .max(WEBHOOK_EVENTS.length),
  description: singleLine()
    .max(120, messageKey('validation.profile.atMost', { max: 120 }))
    .optional(),
});
export type WebhookEndpointCreate = z.input<typeof WebhookEndpointCreateSchema>;

export const WebhookEndpointUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    events: WebhookEndpointCreateSchema.shape.events.optional(),
    description: WebhookEndpointCreateSchema.shape.description,
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, messageKey('validation.developer.nothingToChange'));

/** An API key as the dashboard lists it (never the secret). */
export interface ApiKeyView {
  id: string;
  name: string;
  mode: ApiKeyMode;
  /** The secret's first characters, for telling keys apart. */
  start: string;
  scopes: ApiScope[];
  ipAllowlist: string[];
  status: 'active' | 'revoked' | 'expired';
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

export interface WebhookEndpointView {
  id: string;
  mode: ApiKeyMode;
  url: string;
  description: string | null;
  events: string[];
  status: 'enabled' | 'disabled';
  disabledReason: string | null;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  log: {
    attempt: number;
    responseStatus: number | null;
    durationMs: number;
    responseExcerpt: string | null;
    error: string | null;
    at: string;
  }[];
}

/** How long the old secret keeps signing beside the new one after a rotation (hours; 0 = none). */
export const WebhookRotateSchema = z.strictObject({
  overlapHours: z.number().int().min(0).max(72).default(24),
});
export type WebhookRotate = z.input<typeof WebhookRotateSchema>;
