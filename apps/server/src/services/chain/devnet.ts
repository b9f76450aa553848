import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  parseUnits,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { testStablecoinAbi, testStablecoinBytecode } from './test-token/test-stablecoin.ts';
import { DEVNET } from './config.ts';

// The development EVM node (decision 034): Ganache from npm, in this process, speaking the
// standard JSON-RPC on loopback, with three tokens compiled from test-token/TestStablecoin.sol:
// test USDC and USDT (accepted) and TST (not accepted, to see the exceptions queue). The node's
// accounts come from a public test mnemonic; account 0 deploys, account 1 is "the client's own
// wallet" holding a million of each token, from which /dev/wallet and the tests send.

/** Ganache's funded accounts (public test mnemonic, development and tests only). */
export const DEVNET_WALLET_MNEMONIC =
  'myth like bonus scare over problem client lizard pioneer submit female collect';

export const DEVNET_TOKENS = [
  { symbol: 'USDC', name: 'USD Coin (test)' },
  { symbol: 'USDT', name: 'Tether USD (test)' },
  { symbol: 'TST', name: 'Unsupported test token' },
] as const;
export type DevnetSymbol = (typeof DEVNET_TOKENS)[number]['symbol'];

const deployer = () => mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: 0 });
export const devnetSender = () => mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: 1 });
/** The development hot wallet (devnet-keys.ts): account 2, funded for on-chain payouts. */
const hotWallet = () => mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: 2 });

/** The tokens' addresses: the deployer's first three contracts (nonces 0, 1, 2). */
export const devnetTokenAddress = (symbol: DevnetSymbol) =>
  getContractAddress({
    from: deployer().address,
    nonce: BigInt(DEVNET_TOKENS.findIndex((t) => t.symbol === symbol)),
  }).toLowerCase() as `0x${string}`;

export interface Devnet {
  rpcUrl: string;
  chainId: number;
  tokens: Record<DevnetSymbol, `0x${string}`>;
  /** The funded hot wallet whose key the development signer holds. */
  hotWallet: `0x${string}`;
  /** A raw JSON-RPC call (evm_*, miner_*), for tests. */
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  /** Sends `amount` (a decimal string, 6 decimals) of a token from the client's wallet; the tx hash. */
  send(symbol: DevnetSymbol, to: `0x${string}`, amount: string): Promise<Hex>;
  mine(blocks?: number): Promise<void>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  blockNumber(): Promise<bigint>;
  close(): Promise<void>;
}

/**
 * Starts the node on 127.0.0.1:port (0: a free port), deploys the tokens on a fresh chain, and
 * mints to the client's wallet. Each transaction is mined at once in its own block; tests mine more
 * with mine(), and `blockEveryMs` (npm start: 2 s) adds an empty block on a timer, like a real
 * chain's rhythm, so confirmations come.
 */
export async function startDevnet(
  opts: { port?: number; blockEveryMs?: number; blockGasLimit?: number } = {},
): Promise<Devnet> {
  // Loaded on demand: only development and tests start a node (it is not in the production path).
  const ganache = (await import('ganache')).default;
  const listen = async (port: number) => {
    const node = ganache.server({
      logging: { quiet: true },
      wallet: { mnemonic: DEVNET_WALLET_MNEMONIC, totalAccounts: 4, defaultBalance: 1000 },
      chain: { chainId: DEVNET.chainId },
      miner: {
        instamine: 'eager',
        // The bench puts 1,000 transfers in one block (about 35,000 gas each).
        ...(opts.blockGasLimit ? { blockGasLimit: `0x${opts.blockGasLimit.toString(16)}` } : {}),
      },
    });
    await node.listen(port, '127.0.0.1');
    return node;
  };
  // The usual port taken (another checkout's node): any free one, since this process holds the node.
  const server = await listen(opts.port ?? 0).catch((err: unknown) => {
    if (!opts.port || !String(err).includes('in use')) throw err;
    return listen(0);
  });
  const address = server.address() as { port: number };
  const rpcUrl = `http://127.0.0.1:${address.port}`;
  const chain = {
    id: DEVNET.chainId,
    name: 'Mizani devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const;
  const transport = http(rpcUrl);
  const client = createPublicClient({ chain, transport, pollingInterval: 100 });
  const rpc = <T>(method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never }) as Promise<T>;
  const owner = createWalletClient({ chain, transport, account: deployer() });
  const sender = createWalletClient({ chain, transport, account: devnetSender() });

  const tokens = {} as Record<DevnetSymbol, `0x${string}`>;
  for (const t of DEVNET_TOKENS) {
    tokens[t.symbol] = devnetTokenAddress(t.symbol);
    const hash = await owner.deployContract({
      abi: testStablecoinAbi,
      bytecode: testStablecoinBytecode,
      args: [t.name, t.symbol],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.contractAddress?.toLowerCase() !== tokens[t.symbol])
      throw new Error(`devnet: ${t.symbol} deployed at an unexpected address`);
  }
  for (const t of DEVNET_TOKENS) {
    const hash = await owner.writeContract({
      address: tokens[t.symbol],
      abi: testStablecoinAbi,
      functionName: 'mint',
      args: [sender.account.address, parseUnits('1000000', 6)],
    });
    await client.waitForTransactionReceipt({ hash });
  }
  // The hot wallet's float for payouts (the signer holds its key: SIGNER_KEY=devnet).
  for (const symbol of ['USDC', 'USDT'] as const) {
    const hash = await owner.writeContract({
      address: tokens[symbol],
      abi: testStablecoinAbi,
      functionName: 'mint',
      args: [hotWallet().address, parseUnits('100000', 6)],
    });
    await client.waitForTransactionReceipt({ hash });
  }

  const timer = opts.blockEveryMs
    ? setInterval(() => void rpc('evm_mine').catch(() => {}), opts.blockEveryMs)
    : undefined;
  timer?.unref();

  return {
    rpcUrl,
    chainId: DEVNET.chainId,
    tokens,
    hotWallet: hotWallet().address.toLowerCase() as `0x${string}`,
    rpc,
    async send(symbol, to, amount) {
      const hash = await sender.writeContract({
        address: tokens[symbol],
        abi: testStablecoinAbi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      });
      await client.waitForTransactionReceipt({ hash });
      return hash;
    },
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i++) await rpc('evm_mine');
    },
    snapshot: () => rpc<string>('evm_snapshot'),
    async revert(id) {
      const ok = await rpc<boolean>('evm_revert', [id]);
      if (!ok) throw new Error('devnet: evm_revert refused');
    },
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    async close() {
      clearInterval(timer);
      await server.close();
    },
  };
}
