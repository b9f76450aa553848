import { z } from 'zod';
import { BENEFICIARY_COUNTRIES } from '../constants/beneficiary-countries.ts';
import { messageKey } from '../i18n/messages.ts';
import { WalletCurrencySchema, moneyString } from './wallet.ts';
import { cleanToken, singleLine } from './text.ts';

// Send money (issue 38, docs/send-money.md): corridors the admin defines, and transfers.

/** How a corridor pays the recipient: a mobile-money number, a bank account, or a Mizani wallet. */
export const PAYOUT_METHODS = ['mobile_money', 'bank_account', 'wallet'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Above this USD equivalent, confirming a transfer asks for step-up (password or code). */
export const TRANSFER_STEP_UP_USD = '1000';
/** How long a reviewed transfer keeps its price before it must be quoted again. */
export const TRANSFER_PRICE_HOLD_SEC = 120;

export const TRANSFER_STATUSES = [
  'awaiting_confirmation',
  'processing',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

const countryCodes = Object.keys(BENEFICIARY_COUNTRIES) as [string, ...string[]];
/** A non-negative decimal string with at most 4 places (fees, limits). */
const decimal = (max = 15) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}(\\.\\d{1,4})?$`), messageKey('validation.amountInvalid'));

export const CorridorSchema = z
  .strictObject({
    sourceCurrency: WalletCurrencySchema,
    destCurrency: WalletCurrencySchema,
    destCountry: z.enum(countryCodes, { error: messageKey('validation.wallet.country') }),
    payoutMethods: z.array(z.enum(PAYOUT_METHODS)).min(1).max(3),
    feeFixed: decimal(),
    feePercent: decimal(2),
    feeMin: decimal(),
    spreadBps: z.number().int().min(0).max(2000),
    minAmount: decimal(),
    maxPerTransfer: decimal(),
    monthlyLimit: decimal(),
    deliveryKind: z.enum(['minutes', 'business_days']),
    deliveryMin: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 10),
    deliveryMax: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 10),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.sourceCurrency === v.destCurrency)
      ctx.addIssue({
        code: 'custom',
        path: ['destCurrency'],
        message: messageKey('validation.currencyDifferent'),
      });
    if (v.deliveryMax < v.deliveryMin)
      ctx.addIssue({ code: 'custom', path: ['deliveryMax'], message: 'At least the minimum' });
    if (Number(v.maxPerTransfer) < Number(v.minAmount))
      ctx.addIssue({
        code: 'custom',
        path: ['maxPerTransfer'],
        message: 'At least the minimum amount',
      });
  });
export type CorridorInput = z.infer<typeof CorridorSchema>;
export const CorridorPatchSchema = z.strictObject({ isActive: z.boolean() });

export const TransferQuoteRequestSchema = z.strictObject({
  corridorId: z.uuid({ error: 'Choose where to send' }),
  payoutMethod: z.enum(PAYOUT_METHODS),
  side: z.enum(['send', 'receive']),
  amount: moneyString,
});
export type TransferQuoteRequest = z.infer<typeof TransferQuoteRequestSchema>;

export const TransferRecipientSchema = z.discriminatedUnion('type', [
  /** A saved payee (mobile money with its network, or a bank account) in the destination currency. */
  z.strictObject({
    type: z.literal('beneficiary'),
    beneficiaryId: z.uuid({ error: messageKey('validation.wallet.beneficiary') }),
  }),
  /** Another Mizani client, by their email or phone: paid inside the ledger at once. */
  z.strictObject({
    type: z.literal('client'),
    contact: singleLine()
      .min(5, messageKey('validation.email'))
      .max(254)
      .refine(
        (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) || /^\+\d{8,15}$/.test(v),
        'Enter their email, or their phone number with the country code (+254…)',
      ),
  }),
]);

export const TransferCreateSchema = TransferQuoteRequestSchema.extend({
  recipient: TransferRecipientSchema,
  idempotencyKey: cleanToken().min(8).max(100),
});
export type TransferCreate = z.infer<typeof TransferCreateSchema>;

export interface CorridorPublic {
  id: string;
  sourceCurrency: string;
  destCurrency: string;
  destCountry: string;
  payoutMethods: PayoutMethod[];
  feeFixed: string;
  feePercent: string;
  feeMin: string;
  minAmount: string;
  maxPerTransfer: string;
  delivery: { kind: 'minutes' | 'business_days'; min: number; max: number };
  /** The sender's rate now (mid less the spread); null while no rate is published. */
  rate: string | null;
}

export interface TimelineStep {
  step: 'created' | 'paid_in' | 'converted' | 'sent' | 'delivered' | 'cancelled' | 'refunded';
  at: string | null;
}
