import { z } from 'zod';
import { ORDER_STATUSES, WEBHOOK_EVENTS } from '@mizani/shared';

// The answers of /api/v1 as zod schemas: the OpenAPI document is generated from them and the
// contract test validates every answer the API tests receive against that document.

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .meta({ description: 'A decimal as a string' });
const iso = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date-time' });

export const ProblemSchema = z
  .looseObject({
    type: z.string().meta({ description: 'A URI naming the kind of problem' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().meta({ description: 'The request id (also in X-Request-Id)' }),
    code: z.string().meta({ description: 'Stable machine-readable code' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Field errors' }),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

export const QuoteSchema = z
  .object({
    id: z.uuid(),
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    buyAmount: decimal,
    rate: decimal,
    marketRate: decimal,
    spreadBps: decimal,
    fee: decimal,
    feeBps: decimal,
    feeCurrency: z.string(),
    expiresAt: iso,
    validitySeconds: z.number().int(),
  })
  .meta({ id: 'Quote' });

export const OrderSchema = z
  .object({
    id: z.uuid(),
    quoteId: z.uuid().nullable(),
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    buyAmount: decimal,
    rate: decimal,
    fee: decimal,
    status: z.enum(ORDER_STATUSES),
    rejectReason: z.string().nullable(),
    createdAt: iso,
    filledAt: iso.nullable(),
  })
  .meta({ id: 'Order' });

export const BalanceSchema = z
  .object({ currency: z.string(), balance: decimal, pending: decimal })
  .meta({ id: 'Balance' });

export const TransactionSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    amount: decimal,
    currency: z.string(),
    status: z.string(),
    reference: z.string(),
    createdAt: iso,
  })
  .meta({ id: 'Transaction' });

export const StatementSchema = z
  .object({
    month: z.string().meta({ description: 'YYYY-MM (a UTC month)' }),
    asOf: z.string().nullable().meta({
      description:
        'YYYY-MM-DD when the month is still in progress: `closing` is then the balance as of that day',
    }),
    currencies: z.array(
      z.object({
        currency: z.string(),
        opening: decimal,
        closing: decimal,
        movements: z.array(
          z.object({
            at: iso,
            type: z.string(),
            reference: z.string(),
            amount: decimal,
            balance: decimal.meta({ description: 'The running balance after this movement' }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Statement' });

export const StatementMonthSchema = z
  .object({ month: z.string().meta({ description: 'YYYY-MM (a UTC month with movements)' }) })
  .meta({ id: 'StatementMonth' });

export const BeneficiarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['bank_account', 'mobile_money']),
    name: z.string(),
    country: z.string(),
    currency: z.string(),
    bankName: z.string().optional(),
    accountNumber: z.string().optional(),
    phone: z.string().optional(),
    /** Mobile money: the network the number is on (mpesa, airtel_money, mtn_momo…). */
    network: z.string().optional(),
    createdAt: iso,
  })
  .meta({ id: 'Beneficiary' });

export const WithdrawalSchema = z
  .object({
    id: z.uuid(),
    beneficiaryId: z.uuid(),
    currency: z.string(),
    amount: decimal,
    reference: z.string(),
    status: z.string(),
    reason: z.string().nullable(),
    createdAt: iso,
    decidedAt: iso.nullable(),
    beneficiaryName: z.string().optional(),
  })
  .meta({ id: 'Withdrawal' });

export const WebhookEndpointSchema = z
  .object({
    id: z.uuid(),
    mode: z.enum(['live', 'test']).meta({ description: 'The mode of the key that added it' }),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z.enum(['enabled', 'disabled']),
    disabledReason: z.string().nullable(),
    createdAt: iso,
  })
  .meta({ id: 'WebhookEndpoint' });

export const DeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventType: z.string(),
    status: z.enum(['pending', 'sending', 'delivered', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: iso.nullable(),
    deliveredAt: iso.nullable(),
    createdAt: iso,
    log: z.array(
      z.object({
        attempt: z.number().int(),
        responseStatus: z.number().int().nullable(),
        durationMs: z.number().int(),
        responseExcerpt: z.string().nullable(),
        error: z.string().nullable(),
        at: iso,
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });

export const ApprovalSchema = z
  .looseObject({
    id: z.uuid(),
    operation: z.enum(['withdraw', 'convert']),
    status: z.string(),
    amountUsd: decimal,
    approvalsRequired: z.number().int(),
    approvals: z.number().int(),
    createdAt: iso,
  })
  .meta({
    id: 'Approval',
    description:
      "A business's request waiting for its approvers (Dashboard › Approvals); a conversion approved there is confirmed at a fresh quote",
  });

/** A page of a list: `next` is the cursor of the following page, null on the last. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next: z.string().nullable() });

export const CursorQuerySchema = z.object({
  cursor: z.string().max(500).optional().meta({ description: 'The `next` of the previous page' }),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const SandboxTopUpResultSchema = z
  .object({
    deposit: z.object({
      id: z.uuid(),
      currency: z.string(),
      method: z.literal('sandbox'),
      reference: z.string(),
      receivedAmount: decimal,
      status: z.literal('completed'),
      createdAt: iso,
    }),
    balance: BalanceSchema,
  })
  .meta({ id: 'SandboxTopUp' });
