import { z } from 'zod';
import { D } from '../money.ts';
import { WalletCurrencySchema, moneyString } from './wallet.ts';
import { messageKey } from '../i18n/messages.ts';

// Forward contracts (issue 41 item 3, docs/treasury.md): book today the rate at which the client
// sells `sellAmount` of one currency for another on a value date up to 12 months ahead. The
// forward rate is the client's spot rate carried by covered interest parity with the two
// currencies' interest rates (admin-kept, per currency, with the currency's day count).

/** A value date at most this many days ahead (12 months). */
export const FORWARD_MAX_DAYS = 365;
/** At most this many contracts not yet ended per account (each holds margin). */
export const MAX_OPEN_FORWARDS = 50;

const isoDay = z
  .string({ error: messageKey('validation.forwards.valueDate') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('validation.forwards.valueDate'))
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    messageKey('validation.forwards.valueDate'),
  );

const forwardFields = z.strictObject({
  sellCurrency: WalletCurrencySchema,
  buyCurrency: WalletCurrencySchema,
  /** What the client pays on the value date, in the sell currency. */
  amount: moneyString,
  /** UTC day, from tomorrow to 365 days ahead (the server checks the range). */
  valueDate: isoDay,
});
const sameCurrency = {
  path: ['buyCurrency'],
  message: messageKey('validation.orders.sameCurrency'),
};

/** POST /api/treasury/forwards/quote: the forward rate and margin, nothing booked. */
export const ForwardQuoteSchema = forwardFields.refine(
  (v) => v.sellCurrency !== v.buyCurrency,
  sameCurrency,
);
/** POST /api/treasury/forwards: book it (idempotent per member and key). */
export const ForwardCreateSchema = forwardFields
  .extend({ idempotencyKey: z.string().trim().min(8).max(100).optional() })
  .refine((v) => v.sellCurrency !== v.buyCurrency, sameCurrency);
export type ForwardCreate = z.input<typeof ForwardCreateSchema>;

/** Early drawdown: all that is left (no amount) or part of it, in the sell currency. */
export const ForwardDrawdownSchema = z.strictObject({ amount: moneyString.optional() });

export const FORWARD_STATUSES = [
  'pending_approval',
  'open',
  'settled',
  'closed_out',
  'cancelled',
] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

export const FORWARD_EVENT_KINDS = [
  'booked',
  'waiting',
  'approved',
  'rejected',
  'cancelled',
  'valued',
  'margin_call',
  'margin_added',
  'drawdown',
  'settled',
  'closed_out',
] as const;
export type ForwardEventKind = (typeof FORWARD_EVENT_KINDS)[number];

export interface ForwardEvent {
  kind: ForwardEventKind;
  at: string;
  /** Sell-currency amount (drawdown, margin), or the valuation's profit (+) or loss (−). */
  amount: string | null;
  rate: string | null;
  note: string | null;
}

export interface Forward {
  id: string;
  reference: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  buyAmount: string;
  /** Left to settle (after early drawdowns), in the sell currency. */
  remainingSell: string;
  spotRate: string;
  forwardRate: string;
  valueDate: string;
  marginAmount: string;
  status: ForwardStatus;
  /** The latest valuation: profit (+) or loss (−) in the sell currency, its day and rate. */
  valuation: { amount: string; rate: string; on: string } | null;
  marginCall: { amount: string; deadline: string } | null;
  /** Approval request id in a business; `admin` when it waits for a Mizani admin (four eyes). */
  approvalId: string | null;
  waitsForAdmin: boolean;
  reasonText: string | null;
  createdBy: string | null;
  createdAt: string;
  closedAt: string | null;
  events: ForwardEvent[];
}

export interface ForwardQuote {
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  buyAmount: string;
  spotRate: string;
  forwardRate: string;
  valueDate: string;
  days: number;
  sellInterestPct: string;
  buyInterestPct: string;
  marginPct: string;
  marginAmount: string;
  needsApproval: boolean;
}

// ---- Admin: interest rates per currency (the card under Admin › Settings) ----

export const DAY_COUNTS = [360, 365] as const;
export const InterestRateSchema = z.strictObject({
  currency: WalletCurrencySchema,
  /** Yearly rate in percent, e.g. "12.5"; may be negative (down to −5). */
  ratePct: z
    .string({ error: messageKey('validation.forwards.interest') })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,4})?$/, messageKey('validation.forwards.interest'))
    .refine((v) => Number(v) >= -5 && Number(v) <= 100, messageKey('validation.forwards.interest')),
  dayCount: z.union([z.literal(360), z.literal(365)], {
    error: messageKey('validation.forwards.dayCount'),
  }),
});
export type InterestRateInput = z.input<typeof InterestRateSchema>;
export interface InterestRate {
  currency: string;
  ratePct: string;
  dayCount: 360 | 365;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Forward settings, part of the platform settings (Admin › Settings, audited). */
const pct = (min: number, max: number) =>
  z
    .number({ error: messageKey('validation.admin.number') })
    .min(min, messageKey('validation.admin.atLeast', { min }))
    .max(max, messageKey('validation.admin.atMost', { max }));
export const FORWARD_SETTINGS_SHAPE = {
  /** Initial margin held from the wallet, percent of the notional (sell amount). */
  'forwards.marginPct': pct(0, 50),
  /** A margin call when the valuation's loss passes this percent of the notional left. */
  'forwards.marginCallPct': pct(0.1, 50),
  /** Hours the client has to answer a margin call before the contract is closed out. */
  'forwards.marginCallHours': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeHours'))
    .min(1, messageKey('validation.admin.hoursMin'))
    .max(240, messageKey('validation.admin.hoursUpTo', { max: 240 })),
  /** Contracts above this USD equivalent wait for a second pair of eyes. */
  'forwards.fourEyesUsd': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeUsd'))
    .min(0, messageKey('validation.admin.atLeast', { min: 0 }))
    .max(100_000_000, messageKey('validation.admin.atMost', { max: '100,000,000' })),
};
export const FORWARD_SETTINGS_DEFAULTS = {
  'forwards.marginPct': 10,
  'forwards.marginCallPct': 5,
  'forwards.marginCallHours': 48,
  'forwards.fourEyesUsd': 100_000,
};

/** Days from `from` to `to` (YYYY-MM-DD, UTC): the actual count that ACT/360 and ACT/365 use. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Covered interest parity: F = S × (1 + r_buy × d / B_buy) / (1 + r_sell × d / B_sell), with S the
 * client's spot rate (buy per one sell), r the yearly rates in percent and B each currency's day
 * count basis. Decimal maths; 10 decimal places, as stored.
 */
export function forwardRateOf(p: {
  spot: string;
  days: number;
  sell: { ratePct: string; dayCount: number };
  buy: { ratePct: string; dayCount: number };
}): string {
  const carry = (r: { ratePct: string; dayCount: number }) =>
    new D(1).plus(new D(r.ratePct).div(100).times(p.days).div(r.dayCount));
  return new D(p.spot)
    .times(carry(p.buy))
    .div(carry(p.sell))
    .toDecimalPlaces(10, D.ROUND_HALF_EVEN)
    .toFixed();
}
