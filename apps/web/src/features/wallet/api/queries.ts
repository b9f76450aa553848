import { queryOptions } from '@tanstack/react-query';
import type { FirmQuote, Order, WalletAccount, WalletTransaction } from '@mizani/shared';
import { api } from '@/lib/api';

export const walletKeys = { all: ['wallet'] as const };
export interface Deposit {
  id: string;
  currency: string;
  method: string;
  reference: string;
  expectedAmount: string | null;
  receivedAmount: string | null;
  status: string;
  reason: string | null;
  createdAt: string;
  email?: string;
  instructions?: { lines: string[] };
}
export interface Beneficiary {
  id: string;
  kind: string;
  name: string;
  country: string;
  currency: string;
  phone?: string;
  accountNumber?: string;
  bankName?: string;
}
export interface Withdrawal {
  id: string;
  beneficiaryId: string;
  currency: string;
  amount: string;
  reference: string;
  status: string;
  reason: string | null;
  createdAt: string;
  email?: string;
  beneficiaryName?: string;
}

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'overview'],
    queryFn: () =>
      api<{ accounts: WalletAccount[]; balanceUsd: string; recentTrades: number }>(
        '/api/wallet/overview',
      ),
  });
export const accountsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'accounts'],
    queryFn: () => api<{ accounts: WalletAccount[] }>('/api/wallet/accounts'),
  });
export const depositsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'deposits'],
    queryFn: () => api<{ deposits: Deposit[] }>('/api/wallet/deposits'),
  });
export const beneficiariesQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'beneficiaries'],
    queryFn: () => api<{ beneficiaries: Beneficiary[] }>('/api/wallet/beneficiaries'),
  });
export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'withdrawals'],
    queryFn: () => api<{ withdrawals: Withdrawal[] }>('/api/wallet/withdrawals'),
  });
export const transactionsQuery = (p: {
  currency?: string;
  type?: string;
  from?: string;
  to?: string;
  page: number;
}) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'transactions', p],
    queryFn: () => {
      const qs = new URLSearchParams(
        Object.entries(p)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      return api<{ items: WalletTransaction[]; total: number; page: number; pageSize: number }>(
        `/api/wallet/transactions?${qs}`,
      );
    },
  });
export const ordersQuery = (p: { status?: string; currency?: string; page: number }) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'orders', p],
    queryFn: () => {
      const qs = new URLSearchParams(
        Object.entries(p)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      return api<{ orders: Order[]; total: number; page: number; pageSize: number }>(
        `/api/orders?${qs}`,
      );
    },
  });
export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'order', id],
    queryFn: () =>
      api<{ order: Order; quote: FirmQuote | null; timeline: { at: string; label: string }[] }>(
        `/api/orders/${id}`,
      ),
  });
export const adminFundingQuery = () =>
  queryOptions({
    queryKey: ['admin', 'funding'],
    queryFn: () => api<{ deposits: Deposit[]; withdrawals: Withdrawal[] }>('/api/admin/funding'),
  });
