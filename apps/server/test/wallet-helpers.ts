import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FirmQuote, Order, WalletAccount } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import type { createBeneficiary } from '../src/services/beneficiaries/beneficiaries.ts';
import type { createDeposit } from '../src/services/funding/deposits.ts';
import type { requestWithdrawal } from '../src/services/withdrawals/withdrawals.ts';
import { readJson, type TestServer, type TestUser } from './helpers.ts';

// Money set-up and checks shared by the wallet, funding, orders and reports API tests.

/** Response shapes the shared package has no type for: the service's own return types. */
export type DepositJson = Awaited<ReturnType<typeof createDeposit>>;
export type BeneficiaryJson = Awaited<ReturnType<typeof createBeneficiary>>;
export type WithdrawalJson = Awaited<ReturnType<typeof requestWithdrawal>>['withdrawal'];

/** A deposit by `user`, confirmed by `admin` with the amount received; returns its id. */
export async function fundWallet(
  s: TestServer,
  admin: TestUser,
  user: TestUser,
  currency: string,
  amount: string,
) {
  const { deposit } = await readJson<{ deposit: DepositJson }>(
    s.request('/api/wallet/deposits', {
      method: 'POST',
      cookie: user.cookie,
      json: { currency, method: 'bank_transfer' },
    }),
    201,
  );
  expect(deposit.reference).toMatch(/^DEP-/);
  const ok = await s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { receivedAmount: amount },
  });
  expect(ok.status).toBe(200);
  return deposit.id;
}

/** The user's balances as { currency: balance }. */
export async function walletBalances(s: TestServer, user: TestUser) {
  const { accounts } = await readJson<{ accounts: WalletAccount[] }>(
    s.request('/api/wallet/accounts', { cookie: user.cookie }),
  );
  return Object.fromEntries(accounts.map((a) => [a.currency, a.balance]));
}

/** A firm quote for `user`, then an order on it with this idempotency key. */
export async function placeOrder(
  s: TestServer,
  user: TestUser,
  body: { sellCurrency: string; buyCurrency: string; amount: string },
  idempotencyKey: string,
) {
  const { quote } = await readJson<{ quote: FirmQuote }>(
    s.request('/api/orders/quotes', { method: 'POST', cookie: user.cookie, json: body }),
    201,
  );
  const { order } = await readJson<{ order: Order }>(
    s.request('/api/orders', {
      method: 'POST',
      cookie: user.cookie,
      json: { quoteId: quote.id, idempotencyKey },
    }),
    201,
  );
  return { quote, order };
}

/** Every journal balances, stored client balances equal their entries, nothing below zero. */
export async function expectLedgerInvariants(s: TestServer) {
  const bad = await queryRows(
    s.database.db,
    sql`select journal_id, currency from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
  );
  expect(bad).toEqual([]);
  const drift = await queryRows(
    s.database.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const totals = await queryRows<{ currency: string; t: string }>(
    s.database.db,
    sql`select currency, sum(balance)::text as t from ledger_account_balances group by currency`,
  );
  for (const t of totals) expect(Number(t.t)).toBe(0);
  const neg = await queryRows(
    s.database.db,
    sql`select id from ledger_accounts where kind = 'client' and balance < 0`,
  );
  expect(neg).toEqual([]);
}
