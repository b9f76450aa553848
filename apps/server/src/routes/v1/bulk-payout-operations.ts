import { z } from 'zod';
import {
  BULK_LINE_STATUSES,
  BULK_PAYOUT_STATUSES,
  BulkPayoutApiCreateSchema,
  englishMessage,
} from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { assertRawBodyType } from '../../lib/raw-body.ts';
import { uuidParam, validationError } from '../../lib/validate.ts';
import { createBatch, submitBatch } from '../../services/bulk-payouts/batches.ts';
import { batchIdByKey, getBatch, listBatches } from '../../services/bulk-payouts/read.ts';
import { parseBulkCsv } from '../../services/bulk-payouts/parse.ts';
import { checkLines, toFields, type LineFields } from '../../services/bulk-payouts/validate.ts';
import type { ApiOperation } from './api-operation.ts';
import { actorOf } from './treasury-operations.ts';
import { ledgerKey } from './operation-helpers.ts';
import { ApprovalSchema } from './schemas.ts';

// /api/v1's bulk payouts (issue 41 item 4, docs/treasury.md): one call checks every row and, when
// all are payable, submits the batch (Idempotency-Key) under the business's approval rules; a
// row with an error refuses the whole call (400, the row's fields as `rows.<n>.<field>`) and
// nothing is kept. Live keys only, as the treasury: the sandbox ledger has no bulk tables.

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const iso = z.iso.datetime({ offset: true });

const LineSchema = z
  .object({
    id: z.uuid(),
    lineNo: z.number().int(),
    name: z.string(),
    method: z.string(),
    country: z.string(),
    phone: z.string(),
    network: z.string(),
    account: z.string(),
    bankCode: z.string(),
    iban: z.string(),
    bic: z.string(),
    amount: z.string(),
    currency: z.string(),
    reference: z.string(),
    fee: decimal.nullable(),
    errors: z.record(z.string(), z.string()),
    dropped: z.boolean(),
    status: z.enum(BULK_LINE_STATUSES),
    reason: z.string().nullable().meta({ description: 'Why a refunded line failed' }),
    withdrawalReference: z.string().nullable(),
    rail: z.string().nullable(),
  })
  .meta({ id: 'BulkPayoutLine' });

const BatchSchema = z
  .looseObject({
    id: z.uuid(),
    reference: z.string(),
    status: z.enum(BULK_PAYOUT_STATUSES),
    createdAt: iso,
    counts: z.record(z.string(), z.number()),
    totals: z.array(
      z.object({
        currency: z.string(),
        lines: z.number(),
        amount: decimal,
        fee: decimal,
        total: decimal,
        available: decimal,
      }),
    ),
    amountUsd: decimal.nullable(),
  })
  .meta({
    id: 'BulkPayout',
    description: 'A batch of payouts, its counts and totals per currency',
  });

const CsvBody = z.string().meta({
  description: `text/csv: a header row (name, method, country, phone, network, account, bank_code, iban, bic, amount, currency, reference), then one payee per row`,
});

/** The body as rows: CSV (the dashboard's file) or JSON `{ rows }`. */
async function readRows(c: Parameters<ApiOperation['handler']>[0]) {
  assertRawBodyType(c);
  // The idempotency claim read (and cached) the body already, within app.ts's 2 MB cap.
  const text = await c.req.text();
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return { rows: parseBulkCsv(Buffer.from(text, 'utf8')), fileName: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const parsed = BulkPayoutApiCreateSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return { rows: parsed.data.rows.map(toFields), fileName: parsed.data.fileName ?? null };
}

/**
 * A line's errors are message keys (the dashboard shows them in the reader's language); a
 * program gets the English words, as every /api/v1 refusal.
 */
function linesInEnglish<T extends { lines: { errors: Record<string, string> }[] }>(detail: T): T {
  return {
    ...detail,
    lines: detail.lines.map((l) => ({
      ...l,
      errors: Object.fromEntries(Object.entries(l.errors).map(([f, m]) => [f, englishMessage(m)])),
    })),
  };
}

export function bulkPayoutOperations(deps: AppDeps): ApiOperation[] {
  const appUrl = deps.env.BETTER_AUTH_URL;
  const reads = ['withdrawals:write', 'wallet:read'] as const;
  return [
    {
      method: 'get',
      path: '/bulk-payouts',
      operationId: 'listBulkPayouts',
      summary: 'Your bulk payouts, newest first (the last 100)',
      tag: 'Payouts',
      scopes: [...reads],
      mode: 'live',
      responses: {
        200: {
          description: 'Batches',
          schema: z.object({ data: z.array(z.looseObject({ id: z.uuid() })), next: z.null() }),
        },
      },
      handler: async (c, p, db) => c.json({ data: await listBatches(db, p.holderId), next: null }),
    },
    {
      method: 'post',
      path: '/bulk-payouts',
      operationId: 'createBulkPayout',
      summary:
        'Pay up to 5,000 payees from JSON rows or a CSV: every row checked, then submitted once',
      tag: 'Payouts',
      scopes: ['withdrawals:write'],
      mode: 'live',
      body: BulkPayoutApiCreateSchema.meta({
        description: `application/json; or the same rows as text/csv (${CsvBody.description})`,
      }),
      responses: {
        201: {
          description: 'Reserved and handed to the rails',
          schema: z.object({ batch: BatchSchema, lines: z.array(LineSchema), approval: z.null() }),
        },
        202: {
          description: "Over one of the business's withdrawal rules: waits for its approvers",
          schema: z.object({
            batch: BatchSchema,
            lines: z.array(LineSchema),
            approval: ApprovalSchema,
          }),
        },
        400: {
          description: 'A row has an error (fields `rows.<n>.<column>`, n from 1); nothing kept',
        },
        413: { description: 'More than 5,000 rows, or over 2 MB' },
        422: { description: 'Balance or limits: the batch as a whole cannot be paid' },
      },
      handler: async (c, p, db) => {
        const key = ledgerKey(c);
        const earlier = await batchIdByKey(db, p.holderId, key);
        if (earlier)
          return c.json({
            ...linesInEnglish(await getBatch(db, p.holderId, earlier)),
            approval: null,
          });
        const { rows, fileName } = await readRows(c);
        const checked = await checkLines(db, p.holderId, rows as LineFields[]);
        const fields: Record<string, string> = {};
        checked.forEach((l, i) => {
          for (const [f, m] of Object.entries(l.errors))
            fields[`rows.${i + 1}.${f}`] = englishMessage(m);
        });
        const bad = Object.keys(fields).length;
        if (bad)
          throw new AppError(
            'VALIDATION',
            `${checked.filter((l) => Object.keys(l.errors).length).length} row(s) have errors: nothing was kept.`,
            fields,
          );
        const actor = await actorOf(db, p, c.get('clientIp'));
        const draft = await createBatch(db as Db, p.holderId, actor, rows, fileName);
        const r = await submitBatch(
          db as Db,
          { id: p.holderId, kind: p.business ? 'business' : 'person' },
          actor,
          draft.batch.id,
          key,
          appUrl,
        );
        return c.json(
          { batch: r.batch, lines: r.lines, approval: r.approval },
          r.approval ? 202 : 201,
        );
      },
    },
    {
      method: 'get',
      path: '/bulk-payouts/{id}',
      operationId: 'getBulkPayout',
      summary: 'One of your bulk payouts with its lines and their states',
      tag: 'Payouts',
      scopes: [...reads],
      mode: 'live',
      responses: {
        200: {
          description: 'The batch and its lines',
          schema: z.object({ batch: BatchSchema, lines: z.array(LineSchema) }),
        },
        404: { description: 'No such batch of yours' },
      },
      handler: async (c, p, db) =>
        c.json(linesInEnglish(await getBatch(db, p.holderId, uuidParam(c)))),
    },
  ];
}
