import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { WithdrawalRequestSchema, isoMonth } from '@mizani/shared';

// What several /api/v1 operations share (operations.ts).
/**
 * The ledger's own idempotency key for an API POST: the Idempotency-Key hashed (it may be 255
 * characters; the ledger keeps 100), so the money function itself also never runs twice.
 */
export const ledgerKey = (c: Context) =>
  `api:${createHash('sha256')
    .update(c.req.header('idempotency-key') ?? '')
    .digest('hex')}`;

export const WithdrawalBody = WithdrawalRequestSchema.omit({ idempotencyKey: true });

export const ORDER_TS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ANY_ID = /^[0-9a-f-]{1,40}$/i;
export const MONTH_ID = /^\d{4}-\d{2}$/;
/** The dashboard's month rule (YYYY-MM, 2000..2100) on the path. */
export const StatementParams = z.object({ month: isoMonth() });
