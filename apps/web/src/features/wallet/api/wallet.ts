import { queryOptions } from '@tanstack/react-query';
import type {
  BalanceHistory,
  BalanceRange,
  BeneficiaryCreate,
  BusinessApproval,
  ChainPayout,
  ChainPayoutRequest,
  ChainPayoutsResponse,
  CryptoAddress,
  CryptoAddressRequest,
  CryptoDeposit,
  CryptoSettings,
  DepositRequest,
  PhoneDeposit as PhoneDepositInput,
  WalletTransaction,
  WithdrawalRequest,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';
import { walletKeys, type Deposit, type PhoneDeposit } from '@/lib/queries/wallet';

// Read by the send feature too (a transfer paid in from a phone): kept in lib/queries/wallet.ts.
export { phoneDepositQuery, type Deposit, type PhoneDeposit } from '@/lib/queries/wallet';

export interface Beneficiary {
  id: string;
  kind: string;
  name: string;
  country: string;
  currency: string;
  phone?: string;
  network?: string;
  accountNumber?: string;
  bankName?: string;
  bic?: string;
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
  decidedAt: string | null;
  email?: string;
  beneficiaryName?: string;
}

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
    queryFn: () =>
      api<{ items: WalletTransaction[]; total: number; page: number; pageSize: number }>(
        `/api/wallet/transactions${qs(p)}`,
      ),
  });

/** POST /api/wallet/deposits: the reference and payment instructions to quote. */
export const requestDeposit = (body: DepositRequest) =>
  api<{ deposit: Deposit }>('/api/wallet/deposits', { method: 'POST', body });

/** POST /api/wallet/beneficiaries: only the fields of the chosen kind are sent (the server
 *  refuses the others' empty strings). */
export function saveBeneficiary(v: BeneficiaryCreate) {
  const base = { kind: v.kind, name: v.name, country: v.country, currency: v.currency };
  const body: BeneficiaryCreate =
    v.kind === 'mobile_money'
      ? { ...base, phone: v.phone, network: v.network }
      : {
          ...base,
          bankName: v.bankName,
          accountNumber: v.accountNumber,
          ...(v.bic?.trim() ? { bic: v.bic } : {}),
        };
  return api('/api/wallet/beneficiaries', { method: 'POST', body });
}

/** DELETE /api/wallet/beneficiaries/:id. */
export const removeBeneficiary = (id: string) =>
  api(`/api/wallet/beneficiaries/${id}`, { method: 'DELETE' });

/** POST /api/wallet/withdrawals; the key makes a repeated submit one withdrawal. */
export const requestWithdrawal = (body: WithdrawalRequest, idempotencyKey: string) =>
  // A business's withdrawal over its approval threshold answers with the request instead (202).
  api<
    | { withdrawal: Withdrawal; approval?: never }
    | { approval: BusinessApproval; withdrawal?: never }
  >('/api/wallet/withdrawals', {
    method: 'POST',
    body: { ...body, idempotencyKey },
  });

/** POST /api/wallet/deposits/phone: the rail prompts the phone (M-Pesa STK push). */
export const requestPhoneDeposit = (body: PhoneDepositInput) =>
  api<{ deposit: PhoneDeposit }>('/api/wallet/deposits/phone', { method: 'POST', body });

// Stablecoin deposits (issue 40, docs/stablecoins.md).

/** The network, the assets accepted and the holder's addresses (also read by Send). */
export { cryptoAddressesQuery } from '@/lib/queries/wallet';

/** POST /api/wallet/crypto-addresses: the holder's address for an asset (made on first ask). */
export const requestCryptoAddress = (body: CryptoAddressRequest) =>
  api<{ address: CryptoAddress }>('/api/wallet/crypto-addresses', { method: 'POST', body });

/** The holder's stablecoin deposits, asked again every 3 s while one is pending. */
export const cryptoDepositsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'crypto-deposits'],
    queryFn: () => api<{ deposits: CryptoDeposit[] }>('/api/wallet/crypto-deposits'),
    refetchInterval: (q) =>
      q.state.data?.deposits.some((d) => d.status === 'pending') ? 3000 : 15_000,
  });

/** Convert on arrival: the currency each credited stablecoin deposit is sold for (null: keep USD). */
export const cryptoSettingsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'crypto-settings'],
    queryFn: () => api<CryptoSettings>('/api/wallet/crypto-settings'),
  });
export const saveCryptoSettings = (body: CryptoSettings) =>
  api<CryptoSettings>('/api/wallet/crypto-settings', { method: 'PUT', body });

// The balance chart (issue 39 item 3): the wallet's balance at the end of each day.
export const balanceHistoryQuery = (currency: string, range: BalanceRange) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'balance-history', currency, range],
    queryFn: () => api<BalanceHistory>(`/api/insights/balance-history${qs({ currency, range })}`),
  });

/** Stablecoin payouts (issue 40): the holder's payouts and the limits; asked often while one moves. */
export const cryptoPayoutsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'crypto-payouts'],
    queryFn: () => api<ChainPayoutsResponse>('/api/wallet/crypto-payouts'),
    refetchInterval: (q) =>
      q.state.data?.payouts.some((p) => p.status === 'queued' || p.status === 'sent')
        ? 3000
        : 30_000,
  });
/** POST /api/wallet/crypto-payouts: holds the USD and queues the transfer (or its review). */
export const requestCryptoPayout = (body: ChainPayoutRequest, idempotencyKey: string) =>
  api<{ payout: ChainPayout }>('/api/wallet/crypto-payouts', {
    method: 'POST',
    body: { ...body, idempotencyKey },
  });
