import { z } from 'zod';
import { D } from '../money.ts';
import { formatAmount } from '../money-format.ts';
import { SANDBOX_TOP_UP_MAX } from './developer.ts';
import { singleLine } from './text.ts';
import { moneyString, WalletCurrencySchema } from './wallet.ts';

// The sandbox's own calls (issue 18, decision 016), apart from developer.ts so the public API
// page, which reads developer.ts's constants, does not load the money schemas.

export const SandboxTopUpSchema = z.strictObject({
  currency: WalletCurrencySchema,
  amount: moneyString.refine(
    (v) => !/^\d{1,15}(\.\d{1,2})?$/.test(v.trim()) || new D(v.trim()).lte(SANDBOX_TOP_UP_MAX),
    `At most ${formatAmount(SANDBOX_TOP_UP_MAX)} per top-up`,
  ),
});
export type SandboxTopUp = z.input<typeof SandboxTopUpSchema>;

/** The sandbox's stand-in for the payout desk: settle a held test withdrawal as paid or rejected. */
export const SandboxSettleSchema = z.strictObject({
  outcome: z.enum(['paid', 'rejected'], { error: 'Choose paid or rejected' }),
  reason: singleLine().max(200, 'At most 200 characters').optional(),
});
export type SandboxSettle = z.input<typeof SandboxSettleSchema>;
