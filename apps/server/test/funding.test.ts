import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, WalletTransaction } from '@mizani/shared';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  expectLedgerInvariants,
  fundWallet,
  walletBalances,
  type BeneficiaryJson,
  type DepositJson,
  type WithdrawalJson,
} from './wallet-helpers.ts';

// Funding: deposits credited only when an admin confirms them, and the admin funding queue's
// decisions on withdrawals (/api/wallet/deposits, /api/wallet/withdrawals, /api/admin/funding).

let s: TestServer;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 1,
    settings: NO_TRANSACTION_LIMITS,
  });
  ({ server: s, admin } = users);
  alice = users.clients[0]!;
}, 60_000);
afterAll(async () => s?.close());

describe('funding', () => {
  it('funding credits the wallet only after an admin confirms, via a balanced journal', async () => {
    const dep = await s.request('/api/wallet/deposits', {
      method: 'POST',
      cookie: alice.cookie,
      json: { currency: 'USD', method: 'mobile_money', balance: '1000000' },
    });
    expect(dep.status).toBe(400); // unknown field refused
    expect(await walletBalances(s, alice)).toEqual({});
    await fundWallet(s, admin, alice, 'USD', '1000.00');
    expect(await walletBalances(s, alice)).toEqual({ USD: '1000.00' });
    const again = await readJson<{ deposits: DepositJson[] }>(
      s.request('/api/admin/funding', { cookie: admin.cookie }),
    );
    expect(again.deposits).toEqual([]);
    const client = await s.request('/api/admin/funding', { cookie: alice.cookie });
    expect(client.status).toBe(403);
    await expectLedgerInvariants(s);
  });

  describe('withdrawals', () => {
    beforeAll(async () => {
      // A KES balance and a KES payee to withdraw to.
      await fundWallet(s, admin, alice, 'KES', '1000.00');
      await readJson(
        s.request('/api/wallet/beneficiaries', {
          method: 'POST',
          cookie: alice.cookie,
          json: {
            kind: 'mobile_money',
            name: 'Alice M',
            country: 'KE',
            currency: 'KES',
            phone: '+254712345678',
            network: 'mpesa',
          },
        }),
        201,
      );
    });

    it('withdrawals hold the amount; reject releases it, approve pays out; decisions are final', async () => {
      const bad = await s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: alice.cookie,
        json: {
          kind: 'mobile_money',
          name: 'Alice',
          country: 'KE',
          currency: 'KES',
          phone: '0712',
          network: 'mpesa',
        },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ApiErrorBody).error.fields!.phone).toMatch(/Kenya/);
      const { beneficiaries } = await readJson<{ beneficiaries: BeneficiaryJson[] }>(
        s.request('/api/wallet/beneficiaries', { cookie: alice.cookie }),
      );
      const kes = (await walletBalances(s, alice)).KES;
      // The same request twice under one idempotency key: one withdrawal, one hold.
      const request = () =>
        s.request('/api/wallet/withdrawals', {
          method: 'POST',
          cookie: alice.cookie,
          json: {
            beneficiaryId: beneficiaries[0]!.id,
            currency: 'KES',
            amount: '100.00',
            idempotencyKey: 'wd-key-0001',
          },
        });
      const w = await request();
      expect(w.status).toBe(201);
      const { withdrawal } = (await w.json()) as { withdrawal: WithdrawalJson };
      const retry = await request();
      expect(retry.status).toBe(200);
      expect(Number((await walletBalances(s, alice)).KES)).toBeCloseTo(Number(kes) - 100, 2);
      const rej = await s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/reject`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { reason: 'Name mismatch' },
      });
      expect(rej.status).toBe(200);
      expect((await walletBalances(s, alice)).KES).toBe(kes);
      const twice = await s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/approve`, {
        method: 'POST',
        cookie: admin.cookie,
        json: {},
      });
      expect(twice.status).toBe(409);
      const tooMuch = await s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: alice.cookie,
        json: { beneficiaryId: beneficiaries[0]!.id, currency: 'KES', amount: '99999999.00' },
      });
      expect(tooMuch.status).toBe(422);
      const tx = await readJson<{ items: WalletTransaction[] }>(
        s.request('/api/wallet/transactions?currency=KES&pageSize=5', { cookie: alice.cookie }),
      );
      expect(tx.items.length).toBeGreaterThan(0);
      expect(tx.items.every((i) => i.currency === 'KES')).toBe(true);
      await expectLedgerInvariants(s);
    });

    it('an approved withdrawal is paid out: the balance keeps the deduction and the queue empties', async () => {
      const { beneficiaries } = await readJson<{ beneficiaries: BeneficiaryJson[] }>(
        s.request('/api/wallet/beneficiaries', { cookie: alice.cookie }),
      );
      const kes = (await walletBalances(s, alice)).KES;
      const { withdrawal } = await readJson<{ withdrawal: WithdrawalJson }>(
        s.request('/api/wallet/withdrawals', {
          method: 'POST',
          cookie: alice.cookie,
          json: { beneficiaryId: beneficiaries[0]!.id, currency: 'KES', amount: '50.00' },
        }),
        201,
      );
      const queue = await readJson<{ withdrawals: (WithdrawalJson & { payout?: unknown })[] }>(
        s.request('/api/admin/funding', { cookie: admin.cookie }),
      );
      expect(queue.withdrawals.map((q) => q.id)).toContain(withdrawal.id);
      // the admin sees the account the payout goes to (issue 34)
      expect(queue.withdrawals.find((q) => q.id === withdrawal.id)!.payout).toEqual({
        kind: 'mobile_money',
        country: 'KE',
        phone: '+254712345678',
        network: 'mpesa',
      });
      const paid = await readJson<{ withdrawal: WithdrawalJson }>(
        s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/approve`, {
          method: 'POST',
          cookie: admin.cookie,
          json: {},
        }),
      );
      expect(paid.withdrawal.status).toBe('completed');
      expect(Number((await walletBalances(s, alice)).KES)).toBeCloseTo(Number(kes) - 50, 2);
      const after = await readJson<{ withdrawals: WithdrawalJson[] }>(
        s.request('/api/admin/funding', { cookie: admin.cookie }),
      );
      expect(after.withdrawals.map((q) => q.id)).not.toContain(withdrawal.id);
      const reject = await s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/reject`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { reason: 'Too late' },
      });
      expect(reject.status).toBe(409);
      await expectLedgerInvariants(s);
    });
  });
});
