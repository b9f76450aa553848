import type { StablecoinAsset } from '@mizani/shared';
import type { Env } from '../../env.ts';
import { chainTokens } from '../../env-values.ts';

/** The stablecoins accepted (shared STABLECOIN_ASSETS). Both carry 6 decimals on EVM chains. */
export type ChainAsset = StablecoinAsset;

/** Each accepted token is credited in USD, down to the cent; the rest is kept as dust. */
export const CREDIT_CURRENCY = 'USD';

/** One chain this instance watches: where its node is, which contracts count, how deep is final. */
export interface ChainConfig {
  mode: 'embedded' | 'live';
  rpcUrl: string;
  chainId: number;
  network: string;
  /** decimals: read from the contract at the first turn when not known (rail.ts tokenDecimals). */
  tokens: { asset: ChainAsset; address: `0x${string}`; decimals?: number }[];
  confirmations: number;
  xpub: string;
  startBlock?: bigint;
  batchBlocks: number;
}

/** The embedded node's chain id and name, and its default confirmations (a short wait to watch). */
export const DEVNET = { chainId: 31337, network: 'devnet', confirmations: 3 } as const;

/**
 * The development deposit key: the extended public key at m/44'/60'/0' of the BIP-39 test
 * mnemonic "abandon … about" (DEVNET_DEPOSIT_MNEMONIC). Its private half is public knowledge:
 * never use it on a real network (env.ts refuses CHAIN=embedded in production, and a live chain
 * needs its own CHAIN_XPUB).
 */
export const DEVNET_DEPOSIT_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const DEVNET_XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';

/**
 * embedded | live | off for this instance. CHAIN=auto is live when CHAIN_RPC_URL is set, else
 * off: starting a node costs seconds, so only `npm start` asks for the embedded one (it sets
 * CHAIN=embedded unless told otherwise), not every test or e2e server.
 */
export function chainMode(env: Env): 'embedded' | 'live' | 'off' {
  if (env.CHAIN !== 'auto') return env.CHAIN;
  return env.CHAIN_RPC_URL ? 'live' : 'off';
}

/** A live chain's settings from the environment, or undefined when one is missing (env.ts says which in production). */
export function liveChainConfig(env: Env): ChainConfig | undefined {
  const tokens = chainTokens(env.CHAIN_TOKENS);
  if (
    !env.CHAIN_RPC_URL ||
    !env.CHAIN_ID ||
    !tokens?.length ||
    !env.CHAIN_CONFIRMATIONS ||
    !env.CHAIN_XPUB
  )
    return undefined;
  return {
    mode: 'live',
    rpcUrl: env.CHAIN_RPC_URL,
    chainId: env.CHAIN_ID,
    network: env.CHAIN_NETWORK ?? `chain-${env.CHAIN_ID}`,
    tokens: tokens.map((t) => ({
      asset: t.asset as ChainAsset,
      address: t.address as `0x${string}`,
    })),
    confirmations: env.CHAIN_CONFIRMATIONS,
    xpub: env.CHAIN_XPUB,
    startBlock: env.CHAIN_START_BLOCK != null ? BigInt(env.CHAIN_START_BLOCK) : undefined,
    batchBlocks: env.CHAIN_BATCH_BLOCKS,
  };
}

/** The network's name in words, as the client reads it beside the address. */
export const NETWORK_NAMES: Record<string, string> = {
  ethereum: 'Ethereum',
  polygon: 'Polygon PoS',
  base: 'Base',
  arbitrum: 'Arbitrum One',
  optimism: 'OP Mainnet',
  bsc: 'BNB Smart Chain',
  sepolia: 'Ethereum Sepolia (test network)',
  devnet: 'Mizani development chain (test network)',
};
export const networkName = (network: string) => NETWORK_NAMES[network] ?? network;
