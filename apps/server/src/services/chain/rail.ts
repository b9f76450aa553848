import type { AppDeps } from '../../context.ts';
import {
  chainMode,
  DEVNET,
  DEVNET_XPUB,
  liveChainConfig,
  type ChainAsset,
  type ChainConfig,
} from './config.ts';
import type { Devnet } from './devnet.ts';
import { newInstanceId, type ChainRail } from './instance.ts';
import { signerClient, type SignerClient } from './signer-client.ts';

// The chain rail of this instance (docs/stablecoins.md): the node it reads, and under `npm start`
// the embedded development node itself. Held in the service registry like the payment rails.

const SERVICE = 'chain';

export interface ChainService extends ChainRail {
  /** The embedded node (development and tests only). */
  devnet?: Devnet;
  /** The signer process that holds the hot wallet's key (payouts); none: payouts wait. */
  signer?: SignerClient;
}

/**
 * A client for the chain's JSON-RPC (viem; every call is a standard method). viem, like the
 * embedded node, is loaded only when a chain rail starts: most instances never run one.
 */
export async function chainClient(config: Pick<ChainConfig, 'rpcUrl' | 'chainId'>) {
  const { createPublicClient, http } = await import('viem');
  return createPublicClient({
    chain: {
      id: config.chainId,
      name: `chain ${config.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [config.rpcUrl] } },
    },
    transport: http(config.rpcUrl, { retryCount: 2, timeout: 10_000 }),
  });
}

/**
 * Starts the chain rail: the embedded node on CHAIN_EMBEDDED_PORT (CHAIN=embedded, or auto under
 * `npm start`), or the live node of CHAIN_RPC_URL. Nothing when off or not configured (production
 * refuses to start half-configured: env.ts).
 */
export async function startChain(deps: AppDeps): Promise<ChainService | undefined> {
  const mode = chainMode(deps.env);
  if (mode === 'off') return undefined;
  let config: ChainConfig | undefined;
  let devnet: Devnet | undefined;
  if (mode === 'embedded') {
    const { startDevnet } = await import('./devnet.ts');
    devnet = await startDevnet({ port: deps.env.CHAIN_EMBEDDED_PORT, blockEveryMs: 2_000 });
    deps.services.onStop(() => devnet!.close());
    config = {
      mode: 'embedded',
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      network: DEVNET.network,
      tokens: (['USDC', 'USDT'] as const).map((asset) => ({
        asset,
        address: devnet!.tokens[asset],
        decimals: 6,
      })),
      confirmations: deps.env.CHAIN_CONFIRMATIONS ?? DEVNET.confirmations,
      xpub: deps.env.CHAIN_XPUB ?? DEVNET_XPUB,
      startBlock: 0n,
      batchBlocks: deps.env.CHAIN_BATCH_BLOCKS,
    };
    deps.logger.info(
      { rpcUrl: devnet.rpcUrl, tokens: devnet.tokens },
      'development chain started (send test USDC at /dev/wallet)',
    );
  } else {
    config = liveChainConfig(deps.env);
    if (!config) {
      deps.logger.warn('CHAIN_RPC_URL set without the rest of the chain settings: no chain rail');
      return undefined;
    }
  }
  const service: ChainService = {
    config,
    client: (await chainClient(config)) as ChainRail['client'],
    instanceId: newInstanceId(),
    devnet,
    signer:
      deps.env.CHAIN_SIGNER_URL && deps.env.CHAIN_SIGNER_SECRET
        ? signerClient(deps.env.CHAIN_SIGNER_URL, deps.env.CHAIN_SIGNER_SECRET)
        : undefined,
  };
  return deps.services.set(SERVICE, service);
}

/** The chain rail started for this app, if any. */
export const chainOf = (deps: AppDeps) => deps.services.get<ChainService>(SERVICE);

export const acceptedAssets = (config: ChainConfig): ChainAsset[] =>
  config.tokens.map((t) => t.asset);
