import { z } from 'zod';
import { BENEFICIARY_COUNTRIES, MOBILE_NETWORKS } from '../constants/beneficiary-countries.ts';
import { CURRENCIES, STABLECOIN_ASSETS } from '../constants/currencies.ts';
import { isValidAmount } from '../trading/quote.ts';
import { messageKey } from '../i18n/messages.ts';
import { bankAccountProblems } from '../bank-account.ts';
import { cleanToken, isoDate, personName, singleLine } from './text.ts';

const currencyCodes = Object.keys(CURRENCIES) as [string, ...string[]];
export const WalletCurrencySchema = z.enum(currencyCodes, {
  error: messageKey('validation.wallet.currency'),
});

/**
 * What a holder may hold, convert and read statements of: the currencies and the stablecoin wallets
 * (USDC, USDT: credited only by the chain, converted at par with USD).
 */
export const HeldCurrencySchema = z.enum(
  [...currencyCodes, ...STABLECOIN_ASSETS] as [string, ...string[]],
  { error: messageKey('validation.wallet.currency') },
);

/** A money amount as a decimal string (never a JS number on the money path). */
export const moneyString = z
  .string({ error: messageKey('validation.wallet.amountRequired') })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, messageKey('validation.wallet.amountFormat'))
  .refine((v) => isValidAmount(v, 'USD'), messageKey('validation.wallet.amountPositive'));

// The table lives with the constants so pages that only name a country need no zod.
export { BENEFICIARY_COUNTRIES } from '../constants/beneficiary-countries.ts';
export type BeneficiaryCountry = keyof typeof BENEFICIARY_COUNTRIES;
const countryCodes = Object.keys(BENEFICIARY_COUNTRIES) as [
  BeneficiaryCountry,
  ...BeneficiaryCountry[],
];

/** "At most 120 characters" (no field name: the label is beside it). */
const atMost = (max: number) => messageKey('validation.wallet.atMost', { max });

export const BeneficiaryCreateSchema = z
  .strictObject({
    kind: z.enum(['bank_account', 'mobile_money'], { error: messageKey('validation.wallet.kind') }),
    name: personName()
      .min(2, messageKey('validation.tooShort', { field: 'name', min: 2 }))
      .max(120, atMost(120)),
    country: z.enum(countryCodes, { error: messageKey('validation.wallet.country') }),
    currency: WalletCurrencySchema,
    bankName: singleLine().max(120, atMost(120)).optional(),
    accountNumber: singleLine().max(34, atMost(34)).optional(),
    /** The payee's bank's SWIFT/BIC (optional; checked when given, sent in the payment file). */
    bic: singleLine().max(11, atMost(11)).optional(),
    phone: singleLine().max(20, atMost(20)).optional(),
    /** Mobile money: the network the number is on (MOBILE_NETWORKS; the country's list). */
    network: z
      .enum(Object.keys(MOBILE_NETWORKS) as [keyof typeof MOBILE_NETWORKS], {
        error: messageKey('validation.wallet.network'),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const c = BENEFICIARY_COUNTRIES[v.country];
    if (v.kind === 'bank_account') {
      if (!v.bankName || v.bankName.length < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['bankName'],
          message: messageKey('validation.wallet.bankName'),
        });
      // IBAN (checksum, the country's length), SWIFT/BIC, or the country's local number.
      for (const p of bankAccountProblems(v.country, v.accountNumber, v.bic))
        ctx.addIssue({ code: 'custom', path: [p.path], message: messageKey(p.key, p.params) });
    } else if (c.networks.length === 0) {
      // No mobile-money network pays out there (US, GB, ZA): bank accounts only.
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: messageKey('validation.wallet.noMobileMoney', { country: c.name }),
      });
    } else {
      if (!v.phone || !c.phone.test(v.phone))
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: messageKey('validation.wallet.phone', { country: c.name, hint: c.phoneHint }),
        });
      if (!v.network || !(c.networks as readonly string[]).includes(v.network))
        ctx.addIssue({
          code: 'custom',
          path: ['network'],
          message: messageKey('validation.wallet.network', { country: c.name }),
        });
    }
  });
export type BeneficiaryCreate = z.infer<typeof BeneficiaryCreateSchema>;

export const WithdrawalRequestSchema = z.strictObject({
  beneficiaryId: z.uuid({ error: messageKey('validation.wallet.beneficiary') }),
  currency: WalletCurrencySchema,
  amount: moneyString,
  idempotencyKey: cleanToken().min(8).max(100).optional(),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

export const TransactionQuerySchema = z.object({
  currency: HeldCurrencySchema.optional(),
  type: z.enum(['deposit', 'withdrawal', 'conversion']).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface WalletAccount {
  currency: string;
  balance: string;
  pending: string;
}
export interface WalletTransaction {
  id: string;
  type: string;
  amount: string;
  currency: string;
  status: string;
  reference: string;
  createdAt: string;
}
