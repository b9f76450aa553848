import { z } from 'zod';
import { STABLECOIN_ASSETS, type StablecoinAsset } from '../constants/currencies.ts';
import { messageKey } from '../i18n/messages.ts';
import { WalletCurrencySchema, moneyString } from './wallet.ts';
import { cleanToken, singleLine } from './text.ts';

// Stablecoin deposits (issue 40, docs/stablecoins.md): a holder asks for a deposit address per
// asset and network, and follows the deposits that arrive at it.

export { STABLECOIN_ASSETS, type StablecoinAsset } from '../constants/currencies.ts';

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
 * What a credited deposit becomes: USD (the default), kept as the stablecoin itself in its own
 * wallet (`keepStablecoin`), or sold at once for `convertTo` at a firm quote. One choice: keeping
 * the stablecoin and converting it are refused together.
 */
export const CryptoSettingsSchema = z
  .strictObject({
    convertTo: WalletCurrencySchema.nullable().refine((v) => v !== 'USD', {
      error: messageKey('validation.stablecoin.convertTo'),
    }),
    keepStablecoin: z
      .boolean({ error: messageKey('validation.stablecoin.keepStablecoin') })
      .default(false),
  })
  .refine((v) => !(v.keepStablecoin && v.convertTo), {
    path: ['convertTo'],
    error: messageKey('validation.stablecoin.keepOrConvert'),
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

// Payouts on-chain (docs/stablecoins.md): USD from the wallet sent as USDC or USDT to an address.

export const CHAIN_PAYOUT_STATUSES = [
  // A business's payout over its withdrawal rule, waiting for the business's approvers.
  'business_approval',
  'screening_hold',
  'awaiting_approval',
  'queued',
  'sent',
  'confirmed',
  'failed',
  'rejected',
] as const;
export type ChainPayoutStatus = (typeof CHAIN_PAYOUT_STATUSES)[number];

/** An EVM address: 0x and 40 hex digits (the checksum's letter case is not required). */
export const EvmAddressSchema = z
  .string({ error: messageKey('validation.stablecoin.address') })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: messageKey('validation.stablecoin.address') })
  .refine((v) => !/^0x0{40}$/.test(v), { error: messageKey('validation.stablecoin.address') });

const partyText = (max: number) =>
  singleLine()
    .min(2, messageKey('validation.stablecoin.travelRequired'))
    .max(max, messageKey('validation.wallet.atMost', { max }));

/**
 * Travel rule (at or above the threshold setting): who sends and who receives. The originator's
 * institution is this platform; the beneficiary's is the exchange or custodian holding the
 * address, or "Self-hosted wallet".
 */
export const TravelRuleSchema = z.strictObject({
  originatorName: partyText(140),
  originatorAddress: partyText(200),
  beneficiaryName: partyText(140),
  beneficiaryAccount: partyText(200),
  beneficiaryInstitution: partyText(140),
});
export type TravelRule = z.infer<typeof TravelRuleSchema>;

export const ChainPayoutRequestSchema = z
  .strictObject({
    asset: z.enum(STABLECOIN_ASSETS, { error: messageKey('validation.stablecoin.asset') }),
    network: CryptoAddressRequestSchema.shape.network,
    toAddress: EvmAddressSchema,
    amount: moneyString,
    /** The wallet paid from: USD (the default) or the asset's own stablecoin wallet. */
    payFrom: z
      .enum(['USD', ...STABLECOIN_ASSETS], { error: messageKey('validation.stablecoin.payFrom') })
      .default('USD'),
    travelRule: TravelRuleSchema.optional(),
    idempotencyKey: cleanToken().min(8).max(100).optional(),
  })
  .refine((v) => v.payFrom === 'USD' || v.payFrom === v.asset, {
    path: ['payFrom'],
    error: messageKey('validation.stablecoin.payFrom'),
  });
export type ChainPayoutRequest = z.infer<typeof ChainPayoutRequestSchema>;

export interface ChainPayout {
  id: string;
  reference: string;
  asset: StablecoinAsset;
  network: string;
  networkName: string;
  toAddress: string;
  amount: string;
  /** The wallet debited: USD, or the stablecoin's own. */
  currency: string;
  status: ChainPayoutStatus;
  txHash: string | null;
  confirmations: number;
  confirmationsRequired: number;
  reason: string | null;
  travelRule: TravelRule | null;
  createdAt: string;
  completedAt: string | null;
}

/** The payout limits the form shows (the platform settings, in USD). */
export interface ChainPayoutLimits {
  maxUsd: string;
  dailyUsd: string;
  usedTodayUsd: string;
  approvalUsd: string;
  travelRuleUsd: string;
}
export interface ChainPayoutsResponse {
  available: boolean;
  payouts: ChainPayout[];
  limits: ChainPayoutLimits;
}

/** Admin: a payout with whose it is, the nonce and why it waits. */
export interface AdminChainPayout extends ChainPayout {
  holder: string;
  nonce: string | null;
  attempts: number;
  lastError: string | null;
  screeningMatches: { listName: string; name: string }[] | null;
  approvedBy: string | null;
}
export const AdminChainPayoutDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: messageKey('validation.stablecoin.decision') }),
  reason: singleLine()
    .max(300, messageKey('validation.wallet.atMost', { max: 300 }))
    .optional(),
});

/** Admin: the hot wallet and the reconciliation of on-chain balances against the ledger. */
export interface ChainTreasury {
  available: boolean;
  network: string | null;
  hotWallet: {
    address: string;
    native: string;
    tokens: { asset: StablecoinAsset; balance: string; low: boolean }[];
    lowThresholdUsd: string;
  } | null;
  reconciliation: {
    asset: StablecoinAsset;
    /** On-chain: the hot wallet plus the deposit addresses that received deposits. */
    onChain: string;
    /** From the records: deposits credited (with dust) minus payouts confirmed, plus the float sent to the hot wallet. */
    depositsIn: string;
    payoutsOut: string;
    inFlight: string;
    /** onChain − (depositsIn − payoutsOut): the house's own float in the hot wallet. */
    difference: string;
  }[];
  signer: { reachable: boolean; address: string | null };
}
