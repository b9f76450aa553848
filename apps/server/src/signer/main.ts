import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseUnits, type Hex } from 'viem';
import { createSigner } from './signer.ts';

// The signer process (docs/stablecoins.md): `node apps/server/dist/signer.mjs` (npm start runs it
// beside the server). Its key comes from SIGNER_PRIVATE_KEY or SIGNER_KEY_FILE (a file outside the
// repository), never from the database or the web server; SIGNER_KEY=devnet is the development
// node's funded hot wallet (a public test mnemonic), refused in production.
//
// SIGNER_SECRET        shared with the server (CHAIN_SIGNER_SECRET), 32+ characters
// SIGNER_PORT          loopback port (default 8546)
// SIGNER_CHAIN_ID      the chain it signs for
// SIGNER_TOKENS        token contracts it may move, comma-separated (devnet: the test tokens)
// SIGNER_MAX_PER_TX    cap per transaction in tokens (default 10000)
// SIGNER_MAX_PER_DAY   cap per UTC day in tokens (default 50000)
// SIGNER_DECIMALS      the tokens' decimals (default 6)

const REPO = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

async function privateKey(env: NodeJS.ProcessEnv): Promise<Hex> {
  if (env.SIGNER_PRIVATE_KEY) return env.SIGNER_PRIVATE_KEY as Hex;
  if (env.SIGNER_KEY_FILE) {
    const file = path.resolve(env.SIGNER_KEY_FILE);
    if (file.startsWith(REPO + path.sep))
      throw new Error('SIGNER_KEY_FILE must be outside the repository');
    return readFileSync(file, 'utf8').trim() as Hex;
  }
  if (env.SIGNER_KEY === 'devnet') {
    if (env.NODE_ENV === 'production')
      throw new Error('SIGNER_KEY=devnet is refused in production');
    const { devnetHotWalletKey } = await import('../services/chain/devnet-keys.ts');
    return devnetHotWalletKey();
  }
  throw new Error('the signer needs SIGNER_PRIVATE_KEY or SIGNER_KEY_FILE');
}

async function main(env = process.env) {
  const decimals = Number(env.SIGNER_DECIMALS ?? 6);
  // SIGNER_TOKENS=devnet: the development node's test USDC and USDT (fixed addresses).
  let tokens = (env.SIGNER_TOKENS ?? '').split(',').filter(Boolean);
  if (env.SIGNER_TOKENS === 'devnet') {
    if (env.NODE_ENV === 'production')
      throw new Error('SIGNER_TOKENS=devnet is refused in production');
    const { devnetTokenAddress } = await import('../services/chain/devnet.ts');
    tokens = [devnetTokenAddress('USDC'), devnetTokenAddress('USDT')];
  }
  const signer = createSigner({
    privateKey: await privateKey(env),
    secret: env.SIGNER_SECRET ?? '',
    chainId: Number(env.SIGNER_CHAIN_ID ?? 0),
    tokens,
    maxUnitsPerTx: parseUnits(env.SIGNER_MAX_PER_TX ?? '10000', decimals),
    maxUnitsPerDay: parseUnits(env.SIGNER_MAX_PER_DAY ?? '50000', decimals),
  });
  if (!env.SIGNER_CHAIN_ID) throw new Error('SIGNER_CHAIN_ID is required');
  const { url } = await signer.listen(Number(env.SIGNER_PORT ?? 8546));
  console.log(`signer for ${signer.address} listening on ${url}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
