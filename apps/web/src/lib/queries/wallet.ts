// Wallet keys and the balances, read by more than one feature (wallet, trading, reports, the
// overview). Every wallet-derived query (orders, statements too) sits under walletKeys.all, so a
// deposit, withdrawal or trade refreshes them all with one invalidation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CURRENCY_CODES,
  isStablecoinWallet,
  type CryptoAddressesResponse,
  type PhoneRail,
  type WalletAccount,
} from '@mizani/shared';
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

/**
 * Every currency, then the stablecoin wallets (USDC, USDT) the holder holds, and `also` when it is
 * one (a balance card's Convert): what they may convert, and filter their movements by. Offered
 * only to those who hold them, as only the chain opens them.
 */
export function useHeldCurrencies(also?: string | null): readonly string[] {
  const accounts = useQuery(accountsQuery());
  const coins = new Set(
    (accounts.data?.accounts ?? []).map((a) => a.currency).filter(isStablecoinWallet),
  );
  if (also && isStablecoinWallet(also)) coins.add(also);
  return coins.size ? [...CURRENCY_CODES, ...coins] : CURRENCY_CODES;
}

/** A deposit as the client reads it (the wallet's list, a phone pay-in's progress). */
export interface Deposit {
  id: string;
  currency: string;
  method: string;
  reference: string;
  expectedAmount: string | null;
  receivedAmount: string | null;
  /** received − expected when both are known: negative short, positive over. */
  difference: string | null;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  email?: string;
  instructions?: { lines: string[]; fields: { label: string; value: string }[]; note: string };
}

/** A deposit paid from the client's phone, with where the rail has got to (docs/payments.md). */
export interface PhoneDeposit extends Deposit {
  rail: {
    /** The rail asked (the answer to the request; the status read may leave it out). */
    id?: PhoneRail;
    state: 'waiting_for_phone' | 'received' | 'credited' | 'failed';
    message?: string | null;
    /** Outside production: the simulated phone's page, where the prompt rings. */
    simulatorUrl?: string;
  };
}

/** The deposit's progress, asked again while the phone has not answered. */
export const phoneDepositQuery = (id: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'deposits', id, 'status'],
    queryFn: () => api<{ deposit: PhoneDeposit }>(`/api/wallet/deposits/${id}/status`),
    refetchInterval: (q) => {
      const state = q.state.data?.deposit.rail.state;
      return state === 'credited' || state === 'failed' ? false : 1500;
    },
  });

/** GET /api/wallet/crypto-addresses: the network, the assets accepted and the holder's addresses. */
export const cryptoAddressesQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'crypto-addresses'],
    queryFn: () => api<CryptoAddressesResponse>('/api/wallet/crypto-addresses'),
  });
