import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { WalletCurrencySchema } from './wallet.ts';

// Stablecoin deposits (issue 40, docs/stablecoins.md): a holder asks for a deposit address per
// asset and network, and follows the deposits that arrive at it.

export const STABLECOIN_ASSETS = ['USDC', 'USDT'] as const;
export type StablecoinAsset = (typeof STABLECOIN_ASSETS)[number];

/** A deposit's life: seen (pending), credited after the confirmations, or not credited and why. */
export const CHAIN_DEPOSIT_STATUSES = [
  'pending',
  'credited',
  'reorged',
  'unsupported',
  'too_small',
] as const;
export type ChainDepositStatus = (typeof CHAIN_DEPOSIT_STATUSES)[number];

export const CryptoAddressRequestSchema = z.strictObject({
  asset: z.enum(STABLECOIN_ASSETS, { error: messageKey('validation.stablecoin.asset') }),
  network: z
    .string({ error: messageKey('validation.stablecoin.network') })
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,30}$/, { error: messageKey('validation.stablecoin.network') }),
});
export type CryptoAddressRequest = z.infer<typeof CryptoAddressRequestSchema>;

/** What the wallet shows: the networks and assets offered, and the holder's addresses. */
export interface CryptoAddress {
  id: string;
  asset: StablecoinAsset;
  network: string;
  networkName: string;
  chainId: number;
  address: string;
  confirmations: number;
  createdAt: string;
}
export interface CryptoDeposit {
  id: string;
  asset: StablecoinAsset | null;
  network: string;
  txHash: string;
  fromAddress: string;
  toAddress: string;
  /** Tokens, as a decimal string (null for a token we do not accept). */
  amount: string | null;
  creditCurrency: string | null;
  creditAmount: string | null;
  /** Convert on arrival: the conversion's order, or why it did not happen (the USD stayed). */
  convertOrderId: string | null;
  convertNote: string | null;
  status: ChainDepositStatus;
  confirmations: number;
  confirmationsRequired: number;
  seenAt: string;
  creditedAt: string | null;
}
export interface CryptoAddressesResponse {
  /** Off: no chain on this platform (the card says so). */
  available: boolean;
  network: { id: string; name: string; chainId: number; confirmations: number } | null;
  assets: StablecoinAsset[];
  addresses: CryptoAddress[];
}

/**
 * Convert on arrival: each credited deposit sold at once for this currency at a firm quote; null
 * keeps the USD.
 */
export const CryptoSettingsSchema = z.strictObject({
  convertTo: WalletCurrencySchema.nullable().refine((v) => v !== 'USD', {
    error: messageKey('validation.stablecoin.convertTo'),
  }),
});
export type CryptoSettings = z.infer<typeof CryptoSettingsSchema>;

/** Admin → Reconciliation: stablecoin deposits, all or of one status. */
export const AdminChainDepositsQuerySchema = z.strictObject({
  status: z.enum(CHAIN_DEPOSIT_STATUSES).optional(),
});

/** A deposit as the admin sees it: whose, and the chain's references. */
export interface AdminChainDeposit extends CryptoDeposit {
  holder: string;
  blockNumber: string;
  tokenAddress: string;
  dust: string | null;
  depositReference: string | null;
}
