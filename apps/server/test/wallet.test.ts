import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  D,
  OVERVIEW_USD_RATES,
  type ApiErrorBody,
  type Order,
  type WalletAccount,
  type WalletTransaction,
} from '@mizani/shared';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  fundWallet,
  placeOrder,
  walletBalances,
  type BeneficiaryJson,
  type DepositJson,
  type WithdrawalJson,
} from './wallet-helpers.ts';

// The client wallet (/api/wallet): balances, overview, deposits list, beneficiaries, withdrawals
// and transactions, each scoped to the signed-in client.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

const mobilePayee = {
  kind: 'mobile_money',
  name: 'Alice M',
  country: 'KE',
  currency: 'KES',
  phone: '+254712345678',
  network: 'mpesa',
};

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 2,
    settings: NO_TRANSACTION_LIMITS,
  });
  ({ server: s, admin } = users);
  [alice, bob] = users.clients as [TestUser, TestUser];
  // Alice: 1,000 USD funded, 100 USD converted to KES.
  await fundWallet(s, admin, alice, 'USD', '1000.00');
  await placeOrder(
    s,
    alice,
    { sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' },
    'w-key-0001',
  );
}, 60_000);
afterAll(async () => s?.close());

describe('wallet', () => {
  it('one client never sees or touches another client’s quotes, orders, beneficiaries or statements', async () => {
    const orders = await readJson<{ orders: Order[] }>(
      s.request('/api/orders', { cookie: alice.cookie }),
    );
    const id = orders.orders[0]!.id;
    expect((await s.request(`/api/orders/${id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/${id}`, { cookie: alice.cookie })).status).toBe(200);
    const q = await readJson<{ quote: { id: string } }>(
      s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
      }),
      201,
    );
    expect(
      (
        await s.request('/api/orders', {
          method: 'POST',
          cookie: bob.cookie,
          json: { quoteId: q.quote.id, idempotencyKey: 'bob-key-001' },
        })
      ).status,
    ).toBe(404);
    const ben = await s.request('/api/wallet/beneficiaries', {
      method: 'POST',
      cookie: alice.cookie,
      json: mobilePayee,
    });
    expect(ben.status).toBe(201);
    const { beneficiary } = (await ben.json()) as { beneficiary: BeneficiaryJson };
    const steal = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: bob.cookie,
      json: { beneficiaryId: beneficiary.id, currency: 'KES', amount: '1.00' },
    });
    expect(steal.status).toBe(404);
    expect(
      (
        await s.request(`/api/wallet/beneficiaries/${beneficiary.id}`, {
          method: 'DELETE',
          cookie: bob.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await readJson<{ accounts: WalletAccount[] }>(
          s.request('/api/wallet/accounts', { cookie: bob.cookie }),
        )
      ).accounts,
    ).toEqual([]);
    const st = await readJson<{ currencies: unknown[] }>(
      s.request('/api/reports/statement?month=2026-11', { cookie: bob.cookie }),
    );
    expect(st.currencies).toEqual([]);
  });

  it('shows a pending withdrawal as held, and the overview totals the balances', async () => {
    const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: alice.cookie,
        json: { ...mobilePayee, name: 'Alice Held' },
      }),
      201,
    );
    const kes = (await walletBalances(s, alice)).KES!;
    const { withdrawal } = await readJson<{ withdrawal: WithdrawalJson }>(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: alice.cookie,
        json: { beneficiaryId: beneficiary.id, currency: 'KES', amount: '25.00' },
      }),
      201,
    );
    expect(withdrawal).toMatchObject({ status: 'pending', amount: '25.00', currency: 'KES' });
    const { accounts } = await readJson<{ accounts: WalletAccount[] }>(
      s.request('/api/wallet/accounts', { cookie: alice.cookie }),
    );
    expect(accounts.find((a) => a.currency === 'KES')).toEqual({
      currency: 'KES',
      balance: new D(kes).minus('25').toFixed(2),
      pending: '25.00',
    });
    const { withdrawals } = await readJson<{ withdrawals: WithdrawalJson[] }>(
      s.request('/api/wallet/withdrawals', { cookie: alice.cookie }),
    );
    expect(withdrawals[0]).toMatchObject({ id: withdrawal.id, beneficiaryName: 'Alice Held' });
    const overview = await readJson<{
      accounts: WalletAccount[];
      balanceUsd: string;
      balanceIn: Record<string, string>;
      recentTrades: number;
    }>(s.request('/api/wallet/overview', { cookie: alice.cookie }));
    expect(overview.accounts).toEqual(accounts);
    expect(overview.balanceUsd).toMatch(/^\d+\.\d{2}$/);
    // The balance hero's totals (issue 39): the same sum in every currency of the spec's table.
    expect(Object.keys(overview.balanceIn).sort()).toEqual(Object.keys(OVERVIEW_USD_RATES).sort());
    expect(overview.balanceIn.USD).toBe(overview.balanceUsd);
    const usd = accounts.reduce(
      (sum, a) => sum.plus(new D(a.balance).times(OVERVIEW_USD_RATES[a.currency] ?? '1')),
      new D(0),
    );
    expect(overview.balanceIn.KES).toBe(
      usd.div(OVERVIEW_USD_RATES.KES!).toDecimalPlaces(2, D.ROUND_HALF_EVEN).toFixed(2),
    );
    expect(overview.recentTrades).toBe(1);
    const { items } = await readJson<{ items: WalletTransaction[] }>(
      s.request('/api/wallet/transactions?type=withdrawal', { cookie: alice.cookie }),
    );
    expect(items.map((i) => [i.reference, i.status])).toEqual([[withdrawal.reference, 'pending']]);
  });

  it('lists deposits with their payment instructions, and a deleted beneficiary is gone', async () => {
    const { deposits } = await readJson<{ deposits: DepositJson[] }>(
      s.request('/api/wallet/deposits', { cookie: alice.cookie }),
    );
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ currency: 'USD', status: 'completed' });
    expect(deposits[0]!.instructions.lines.join('\n')).toContain(deposits[0]!.reference);
    const { beneficiaries } = await readJson<{ beneficiaries: BeneficiaryJson[] }>(
      s.request('/api/wallet/beneficiaries', { cookie: alice.cookie }),
    );
    const gone = beneficiaries.find((b) => b.name === 'Alice M')!;
    await readJson(
      s.request(`/api/wallet/beneficiaries/${gone.id}`, { method: 'DELETE', cookie: alice.cookie }),
    );
    const after = await readJson<{ beneficiaries: BeneficiaryJson[] }>(
      s.request('/api/wallet/beneficiaries', { cookie: alice.cookie }),
    );
    expect(after.beneficiaries.map((b) => b.id)).not.toContain(gone.id);
    const again = await s.request(`/api/wallet/beneficiaries/${gone.id}`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    expect(again.status).toBe(404);
    const pay = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: alice.cookie,
      json: { beneficiaryId: gone.id, currency: 'KES', amount: '1.00' },
    });
    expect(pay.status).toBe(404);
  });

  it('the overview of a client with no account yet: no balances, zero recent trades', async () => {
    const fresh = await s.createUser();
    const overview = await readJson<{ accounts: WalletAccount[]; recentTrades: number }>(
      s.request('/api/wallet/overview', { cookie: fresh.cookie }),
    );
    expect(overview).toMatchObject({ accounts: [], recentTrades: 0, balanceUsd: '0.00' });
  });

  it('a mobile-money payee names a network of its country, checked by the server (issue 34)', async () => {
    const post = (json: Record<string, unknown>) =>
      s.request('/api/wallet/beneficiaries', { method: 'POST', cookie: alice.cookie, json });
    const zambia = {
      kind: 'mobile_money',
      name: 'Chanda Mwale',
      country: 'ZM',
      currency: 'ZMW',
      phone: '+260971234567',
    };
    for (const json of [zambia, { ...zambia, network: 'tigo_pesa' }, { ...zambia, network: 'x' }]) {
      const bad = await post(json);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ApiErrorBody).error.fields).toHaveProperty('network');
    }
    const us = await post({ ...zambia, country: 'US', currency: 'USD', phone: '+12025550123' });
    expect(us.status).toBe(400);
    expect(((await us.json()) as ApiErrorBody).error.fields).toHaveProperty('kind');
    const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
      post({ ...zambia, network: 'airtel_money' }),
      201,
    );
    expect(beneficiary).toMatchObject({ country: 'ZM', currency: 'ZMW', network: 'airtel_money' });
    const mz = await readJson<{ beneficiary: BeneficiaryJson }>(
      post({
        ...zambia,
        country: 'MZ',
        currency: 'MZN',
        phone: '+258841234567',
        network: 'emola',
      }),
      201,
    );
    expect(mz.beneficiary).toMatchObject({ country: 'MZ', network: 'emola' });
  });
});
