import { z } from 'zod';
import { HeldCurrencySchema, moneyString } from './wallet.ts';
import { messageKey } from '../i18n/messages.ts';
import { cleanToken } from './text.ts';

export const FirmQuoteRequestSchema = z
  .strictObject({
    sellCurrency: HeldCurrencySchema,
    buyCurrency: HeldCurrencySchema,
    side: z.enum(['sell', 'buy']).default('sell'),
    amount: moneyString,
  })
  .refine((v) => v.sellCurrency !== v.buyCurrency, {
    path: ['buyCurrency'],
    message: messageKey('validation.orders.sameCurrency'),
  });
export type FirmQuoteRequest = z.infer<typeof FirmQuoteRequestSchema>;

export const OrderCreateSchema = z.strictObject({
  quoteId: z.uuid({ error: messageKey('validation.orders.quoteFirst') }),
  idempotencyKey: cleanToken().min(8, messageKey('validation.orders.idempotencyKey')).max(100),
});
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

/** The reference a client reads on an order (ledger journal, receipt, mails): "ORD-1A2B3C4D". */
export const orderReference = (orderId: string) => `ORD-${orderId.slice(0, 8).toUpperCase()}`;

export const ORDER_STATUSES = ['pending', 'filled', 'rejected', 'cancelled'] as const;
export const ORDER_REJECT_REASONS = {
  insufficient_balance: 'Insufficient balance',
  quote_expired: 'Quote expired',
  quote_used: 'Quote already used',
  pair_inactive: 'Pair inactive',
} as const;

export const OrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  currency: HeldCurrencySchema.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface FirmQuote {
  id: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  buyAmount: string;
  rate: string;
  marketRate: string;
  /** Spread (bps) the client rate includes. */
  spreadBps: string;
  /** Fee in the fee currency (the sell currency), already included in sellAmount. */
  fee: string;
  /** The fee rate (bps of the sell amount) the quote was priced with. */
  feeBps: string;
  feeCurrency: string;
  expiresAt: string;
  validitySeconds: number;
  /**
   * A business conversion over an approval rule: how many approvals it needs and the names of
   * who may give them. Accepting then sends it for approval instead of converting.
   */
  approval?: { approvalsRequired: number; approvers: string[] };
}
export interface Order {
  id: string;
  quoteId: string | null;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  buyAmount: string;
  rate: string;
  fee: string;
  status: (typeof ORDER_STATUSES)[number];
  rejectReason: string | null;
  createdAt: string;
  filledAt: string | null;
}
