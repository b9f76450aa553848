import { queryOptions } from '@tanstack/react-query';
import type {
  CryptoAddress,
  Arrival,
  CorridorPublic,
  TimelineStep,
  TransferCreate,
  TransferPayIn,
  TransferQuote,
  TransferQuoteRequest,
  TransferStatus,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { walletKeys, type PhoneDeposit } from '@/lib/queries/wallet';

// Send money (issue 38): the live corridors, a quote as the sender types, their transfers.

export interface Transfer {
  id: string;
  reference: string;
  status: TransferStatus;
  reason: string | null;
  corridorId: string;
  payoutMethod: string;
  recipient: {
    kind: 'beneficiary' | 'client';
    name: string;
    phone: string | null;
    network: string | null;
    beneficiaryId: string | null;
    /** The paying rail's word on whose number it is; null where it offers no check (M-Pesa). */
    nameCheck: {
      status: 'match' | 'close' | 'mismatch' | 'unavailable';
      registeredName: string | null;
    } | null;
  };
  sourceCurrency: string;
  destCurrency: string;
  destCountry: string;
  sendAmount: string;
  receiveAmount: string;
  fee: string;
  total: string;
  rate: string;
  arrival: Arrival;
  priceExpiresAt: string;
  createdAt: string;
  timeline: TimelineStep[];
  trackingPath: string;
  cancellable: boolean;
  /** The deposit paying it in from a phone, while one was asked for (POST …/pay-in). */
  payInDepositId: string | null;
  /** How it is paid in for alone; while a bank transfer is awaited, the details to quote. */
  payIn: {
    method: string;
    reference: string;
    status: string;
    amount: string | null;
    currency: string;
    instructions: { label: string; value: string }[] | null;
    /** While a stablecoin is awaited: the holder's deposit addresses. */
    addresses: { asset: string; network: string; networkName: string; address: string }[] | null;
  } | null;
}

/** A transfer's pay-in by bank transfer (POST …/pay-in with rail bank_transfer). */
export interface BankPayIn {
  id: string;
  reference: string;
  currency: string;
  expectedAmount: string | null;
  instructions: { fields: { label: string; value: string }[]; note: string };
  /** The simulated bank to pay from, outside production (dev/bank.ts). */
  simulatorUrl?: string;
}

export type Quote = TransferQuote & {
  sourceCurrency: string;
  destCurrency: string;
  arrival: Arrival;
};

export const sendKeys = { all: ['send'] as const };

export const corridorsQuery = () =>
  queryOptions({
    queryKey: [...sendKeys.all, 'corridors'],
    queryFn: () => api<{ corridors: CorridorPublic[] }>('/api/corridors'),
    staleTime: 30_000,
  });

export const quoteQuery = (req: TransferQuoteRequest | null) =>
  queryOptions({
    queryKey: [...sendKeys.all, 'quote', req],
    queryFn: () => api<{ quote: Quote }>('/api/transfers/quote', { body: req }),
    enabled: !!req,
    staleTime: 10_000,
    retry: false,
  });

export const transfersQuery = () =>
  queryOptions({
    queryKey: [...sendKeys.all, 'transfers'],
    queryFn: () => api<{ transfers: Transfer[] }>('/api/transfers'),
  });

/** One transfer, followed every 2 s while its payout is under way. */
export const transferQuery = (id: string) =>
  queryOptions({
    queryKey: [...sendKeys.all, 'transfer', id],
    queryFn: () => api<{ transfer: Transfer }>(`/api/transfers/${id}`),
    // Followed while the payout runs, and (less often) while a pay-in by bank is awaited.
    refetchInterval: (q) => {
      const t = q.state.data?.transfer;
      if (t?.status === 'processing') return 2000;
      return t?.status === 'awaiting_confirmation' && t.payIn?.status === 'pending' ? 5000 : false;
    },
  });

export const createTransfer = (body: TransferCreate) =>
  api<{ transfer: Transfer }>('/api/transfers', { body });
export const confirmTransfer = (id: string) =>
  api<{ transfer: Transfer }>(`/api/transfers/${id}/confirm`, { body: {} });
/** Paid in for this transfer alone: the rail prompts the sender's phone (202). */
export const payInTransfer = (id: string, body: Pick<TransferPayIn, 'rail' | 'phone'>) =>
  api<{ transfer: Transfer; deposit: PhoneDeposit }>(`/api/transfers/${id}/pay-in`, { body });
/** A transfer's pay-in by stablecoin (POST …/pay-in with rail stablecoin): where to send it. */
export interface StablecoinPayIn {
  id: string;
  reference: string;
  currency: string;
  expectedAmount: string | null;
  address: CryptoAddress;
  /** The development wallet to send from, outside production (dev/wallet.ts). */
  simulatorUrl?: string;
}
export const payInByStablecoin = (id: string, asset: 'USDC' | 'USDT') =>
  api<{ transfer: Transfer; deposit: StablecoinPayIn }>(`/api/transfers/${id}/pay-in`, {
    body: { rail: 'stablecoin', asset },
  });
/** A pay-in for one transfer, started: what to show until the money comes. */
export type PayInStarted =
  | { kind: 'phone'; transfer: Transfer; deposit: PhoneDeposit }
  | { kind: 'bank'; transfer: Transfer; deposit: BankPayIn }
  | { kind: 'stablecoin'; transfer: Transfer; deposit: StablecoinPayIn };
export const payInByBank = (id: string) =>
  api<{ transfer: Transfer; deposit: BankPayIn }>(`/api/transfers/${id}/pay-in`, {
    body: { rail: 'bank_transfer' },
  });
export const cancelTransfer = (id: string) =>
  api<{ transfer: Transfer }>(`/api/transfers/${id}/cancel`, { body: {} });

/** The client's payees (the wallet tab's list, same cache entry). */
export interface Payee {
  id: string;
  kind: string;
  name: string;
  country: string;
  currency: string;
  phone?: string;
  network?: string;
  accountNumber?: string;
  bankName?: string;
}
export const payeesQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'beneficiaries'],
    queryFn: () => api<{ beneficiaries: Payee[] }>('/api/wallet/beneficiaries'),
  });
