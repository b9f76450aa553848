import { z } from 'zod';
import { BeneficiaryCreateSchema } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { readJson, readQuery, validationError } from '../../lib/validate.ts';
import { requestWithdrawalAs } from './business-ops.ts';
import { walletAccounts } from '../../services/wallet/accounts.ts';
import { listTransactions } from '../../services/statements/statements.ts';
import { monthlyStatement, statementMonthList } from '../../services/statements/monthly.ts';
import {
  createBeneficiary,
  listBeneficiariesPage,
} from '../../services/beneficiaries/beneficiaries.ts';
import { listWithdrawalsPage } from '../../services/withdrawals/withdrawals.ts';
import {
  ApprovalSchema,
  BalanceSchema,
  BeneficiarySchema,
  CursorQuerySchema,
  WithdrawalSchema,
  StatementMonthSchema,
  StatementSchema,
  TransactionSchema,
  page,
} from './schemas.ts';
import type { ApiOperation } from './api-operation.ts';
import {
  ledgerKey,
  WithdrawalBody,
  ANY_ID,
  MONTH_ID,
  StatementParams,
} from './operation-helpers.ts';

// /api/v1's wallet: balances, transactions, statements, beneficiaries and payouts (operations.ts).
export function moneyOperations(deps: AppDeps): ApiOperation[] {
  return [
    {
      method: 'get',
      path: '/balances',
      operationId: 'listBalances',
      summary: 'Available and pending balance per currency',
      tag: 'Wallet',
      scopes: ['wallet:read'],
      responses: {
        200: { description: 'Balances', schema: z.object({ data: z.array(BalanceSchema) }) },
      },
      handler: async (c, p, db) => c.json({ data: await walletAccounts(db, p.holderId) }),
    },
    {
      method: 'get',
      path: '/transactions',
      operationId: 'listTransactions',
      summary: 'Every movement of your balances, newest first',
      tag: 'Wallet',
      scopes: ['wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of transactions', schema: page(TransactionSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const res = await listTransactions(db, p.holderId, {
          page: 1,
          pageSize: q.limit,
          before: decodeCursor(q.cursor, ANY_ID),
        });
        // total counts every row after the cursor: more than a page means another follows.
        return c.json({
          data: res.items,
          next: res.total > q.limit && res.last ? encodeCursor(res.last) : null,
        });
      },
    },
    {
      method: 'get',
      path: '/statements',
      operationId: 'listStatements',
      summary: 'The months that have a statement (movements), newest first',
      tag: 'Statements',
      scopes: ['wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of months', schema: page(StatementMonthSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor, MONTH_ID)?.id ?? null;
        const { months, more } = await statementMonthList(db, p.holderId, {
          before,
          limit: q.limit,
        });
        const last = months.at(-1);
        return c.json({
          data: months.map((month) => ({ month })),
          next: more && last ? encodeCursor({ ts: `${last}-01T00:00:00Z`, id: last }) : null,
        });
      },
    },
    {
      method: 'get',
      path: '/statements/{month}',
      operationId: 'getStatement',
      summary:
        "A month's statement (UTC): per currency the opening balance, every movement with the running balance, the closing balance",
      tag: 'Statements',
      scopes: ['wallet:read'],
      responses: {
        200: {
          description: 'The statement (the dashboard CSV and PDF show the same amounts)',
          schema: StatementSchema,
        },
      },
      handler: async (c, p, db) => {
        const parsed = StatementParams.safeParse({ month: c.req.param('month') });
        if (!parsed.success) throw validationError(parsed.error);
        return c.json(await monthlyStatement(db, p.holderId, parsed.data.month));
      },
    },
    {
      method: 'get',
      path: '/beneficiaries',
      operationId: 'listBeneficiaries',
      summary: 'Your beneficiaries (bank accounts and mobile money)',
      tag: 'Payouts',
      scopes: ['withdrawals:write', 'wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of beneficiaries', schema: page(BeneficiarySchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor);
        return c.json(await listBeneficiariesPage(db, p.holderId, { before, limit: q.limit }));
      },
    },
    {
      method: 'post',
      path: '/beneficiaries',
      operationId: 'createBeneficiary',
      summary: 'Add a beneficiary',
      tag: 'Payouts',
      scopes: ['withdrawals:write'],
      body: BeneficiaryCreateSchema,
      responses: {
        201: {
          description: 'The beneficiary',
          schema: z.object({ beneficiary: BeneficiarySchema }),
        },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, BeneficiaryCreateSchema);
        return c.json({ beneficiary: await createBeneficiary(db, p.holderId, body) }, 201);
      },
    },
    {
      method: 'get',
      path: '/withdrawals',
      operationId: 'listWithdrawals',
      summary: 'Your withdrawals, newest first',
      tag: 'Payouts',
      scopes: ['withdrawals:write', 'wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of withdrawals', schema: page(WithdrawalSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor);
        return c.json(await listWithdrawalsPage(db, p.holderId, { before, limit: q.limit }));
      },
    },
    {
      method: 'post',
      path: '/withdrawals',
      operationId: 'requestWithdrawal',
      summary: 'Request a payout to a beneficiary: the amount is held until it is paid or rejected',
      tag: 'Payouts',
      scopes: ['withdrawals:write'],
      body: WithdrawalBody,
      responses: {
        201: {
          description: 'Requested (pending review)',
          schema: z.object({ withdrawal: WithdrawalSchema }),
        },
        202: {
          description:
            "A business key over one of the business's approval rules: the withdrawal waits for approval (nothing is held yet)",
          schema: z.object({ approval: ApprovalSchema }),
        },
        404: { description: 'No such beneficiary of yours' },
        422: { description: 'Insufficient balance, below the minimum or above your limits' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, WithdrawalBody);
        const r = await requestWithdrawalAs(
          db,
          p,
          c.get('clientIp'),
          { ...body, idempotencyKey: ledgerKey(c) },
          deps.env.BETTER_AUTH_URL,
        );
        return r.kind === 'approval'
          ? c.json({ approval: r.approval }, 202)
          : c.json({ withdrawal: r.withdrawal }, 201);
      },
    },
  ];
}
