// Wallet keys and the balances, read by more than one feature (wallet, trading, reports, the
// overview). Every wallet-derived query (orders, statements too) sits under walletKeys.all, so a
// deposit, withdrawal or trade refreshes them all with one invalidation.
import { queryOptions } from '@tanstack/react-query';
import type { WalletAccount } from '@mizani/shared';
import { api } from '../api';

export const walletKeys = { all: ['wallet'] as const };

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'overview'],
    queryFn: () =>
      api<{
        accounts: WalletAccount[];
        balanceUsd: string;
        /** The same total in each currency of the reference table (the balance hero). */
        balanceIn: Record<string, string>;
        recentTrades: number;
      }>('/api/wallet/overview'),
  });

export const accountsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'accounts'],
    queryFn: () => api<{ accounts: WalletAccount[] }>('/api/wallet/accounts'),
  });
