import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { BENEFICIARY_COUNTRIES } from '../constants/beneficiary-countries.ts';
import { moneyString } from './wallet.ts';
import { D } from '../money.ts';
import { STABLECOIN_ASSETS } from './stablecoins.ts';

// Paying in from a phone (issue 37, docs/payments.md): the client names the rail, their number
// and the amount; the rail prompts the phone and the money is credited when the rail confirms.

/**
 * Rails a client can pay in from a phone: `currency`/`country` is the rail's first market,
 * `markets` every currency it moves here (MTN MoMo: Ghana and Zambia, the MTN markets the product
 * serves; MoMo's Nigeria is not on its Open API). M-Pesa moves whole shillings (Daraja's Amount
 * is an integer); MoMo's amount is a decimal string, to the currency's two minor digits.
 */
export const PHONE_RAILS = {
  mpesa: {
    currency: 'KES',
    country: 'KE',
    label: 'M-Pesa',
    wholeUnits: true,
    markets: [{ currency: 'KES', country: 'KE' }],
  },
  mtn_momo: {
    currency: 'GHS',
    country: 'GH',
    label: 'MTN MoMo',
    wholeUnits: false,
    markets: [
      { currency: 'GHS', country: 'GH' },
      { currency: 'ZMW', country: 'ZM' },
    ],
  },
} as const;
export type PhoneRail = keyof typeof PHONE_RAILS;

/** The market (currency and country) a phone rail serves for a currency, if it does. */
export function phoneRailMarket(rail: PhoneRail, currency: string) {
  const markets: readonly { currency: string; country: string }[] = PHONE_RAILS[rail].markets;
  return markets.find((m) => m.currency === currency);
}

export const PhoneDepositSchema = z
  .strictObject({
    rail: z.enum(Object.keys(PHONE_RAILS) as [PhoneRail], {
      error: messageKey('validation.funding.method'),
    }),
    currency: z.string().trim(),
    amount: moneyString,
    /** E.164 with '+', e.g. +254712345678. */
    phone: z.string().trim().max(20),
  })
  .superRefine((v, ctx) => {
    const rail = PHONE_RAILS[v.rail];
    if (!rail) return;
    const market = phoneRailMarket(v.rail, v.currency);
    // The number is checked against the market asked for, else the rail's first.
    const country =
      BENEFICIARY_COUNTRIES[
        (market?.country ?? rail.country) as keyof typeof BENEFICIARY_COUNTRIES
      ];
    if (!market)
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: messageKey('validation.currency'),
      });
    if (!country.phone.test(v.phone.replace(/\s/g, '')))
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: messageKey('validation.wallet.phone', {
          country: country.name,
          hint: country.phoneHint,
        }),
      });
    // M-Pesa moves whole shillings (Daraja's Amount is an integer); MoMo takes the two decimals
    // moneyString already allows.
    if (rail.wholeUnits && /\.\d*[1-9]/.test(v.amount))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: messageKey('validation.rails.wholeUnits'),
      });
  });
export type PhoneDeposit = z.infer<typeof PhoneDepositSchema>;

/**
 * Paying in for one transfer alone (issue 38, docs/send-money.md): from a phone (the rail and the
 * number), by bank transfer quoting the reference the answer gives (`bank_transfer`, no number),
 * or by a stablecoin sent to the holder's deposit address (`stablecoin` and the asset). The amount is the transfer's total (payInAmount), in its source currency.
 */
export const TRANSFER_PAY_IN_RAILS = [
  ...(Object.keys(PHONE_RAILS) as PhoneRail[]),
  'bank_transfer',
  'stablecoin',
] as const;
export const TransferPayInSchema = z.strictObject({
  rail: z.enum(TRANSFER_PAY_IN_RAILS as unknown as [PhoneRail | 'bank_transfer' | 'stablecoin'], {
    error: messageKey('validation.funding.method'),
  }),
  /** E.164 with '+', e.g. +254712345678; a phone rail only. */
  phone: z.string().trim().max(20).default(''),
  /** The token sent, a stablecoin pay-in only (USD transfers: a token credits USD one to one). */
  asset: z.enum(STABLECOIN_ASSETS, { error: messageKey('validation.funding.method') }).optional(),
});
export type TransferPayIn = z.infer<typeof TransferPayInSchema>;

/**
 * What a phone rail collects for a transfer's total: rounded up to whole units where the rail
 * moves no cents (M-Pesa), so the total is always covered; the rest stays in the balance.
 */
export function payInAmount(rail: PhoneRail, total: string) {
  return PHONE_RAILS[rail].wholeUnits
    ? new D(total).toDecimalPlaces(0, D.ROUND_UP).toFixed(0)
    : new D(total).toFixed(2);
}

/** An admin's resolution of a reconciliation exception (credit, refund, write off). */
export const RailExceptionActionSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .min(3, messageKey('validation.funding.reason'))
    .max(500, messageKey('validation.funding.reason')),
  /** credit only: the deposit to credit, when not the suggested one. */
  depositId: z.uuid().optional(),
});
export type RailExceptionAction = z.infer<typeof RailExceptionActionSchema>;

/** The day of a reconciliation report (UTC), YYYY-MM-DD; today when absent. */
export const RailReportQuerySchema = z.strictObject({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('validation.dateInvalid'))
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)),
      messageKey('validation.dateInvalid'),
    )
    .optional(),
  state: z.enum(['open', 'resolved']).optional(),
});
