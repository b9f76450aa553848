import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { multiLine } from './text.ts';
import { WalletCurrencySchema, moneyString } from './wallet.ts';

// Funding: a client's deposit request (bank transfer or mobile money, with their own reference)
// and the admin funding queue's decisions (confirm a deposit with the amount received, reject a
// deposit or a withdrawal with a reason). Withdrawals and beneficiaries are in wallet.ts.

export const FUNDING_METHODS = ['bank_transfer', 'mobile_money'] as const;
export const FUNDING_METHOD_LABELS = {
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
} as const;

export const DepositRequestSchema = z.strictObject({
  currency: WalletCurrencySchema,
  method: z.enum(FUNDING_METHODS, { error: messageKey('validation.funding.method') }),
  expectedAmount: moneyString.optional(),
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const AdminDepositConfirmSchema = z.strictObject({ receivedAmount: moneyString });
export const AdminRejectSchema = z.strictObject({
  reason: multiLine().min(3, messageKey('validation.funding.reason')).max(500),
});
