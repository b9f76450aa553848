import { sql } from 'drizzle-orm';
import { erc20Abi, formatEther, formatUnits } from 'viem';
import { D, type ChainTreasury, type StablecoinAsset } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import type { ChainRail } from './instance.ts';
import { hotWalletAddress } from './payout-worker.ts';
import type { SignerClient } from './signer-client.ts';

// Admin → the chain's treasury card (docs/stablecoins.md): the hot wallet's balances with the
// low-balance alert (setting chain.hotWalletLowUsd), the signer's reachability, and the
// reconciliation of what is on-chain against what the records say moved: per token, the hot
// wallet plus the deposit addresses that received deposits, beside the deposits credited (with
// their dust) minus the payouts confirmed. The difference is the house's own float (what funded
// the hot wallet) less gas; a change in it that nobody made is the thing to look into.

/** Deposit addresses read for the reconciliation at most (the card, not a ledger of its own). */
const ADDRESSES_MAX = 500;

export async function chainTreasury(
  db: Db,
  rail: ChainRail | undefined,
  signer: SignerClient | undefined,
): Promise<ChainTreasury> {
  if (!rail)
    return {
      available: false,
      network: null,
      hotWallet: null,
      reconciliation: [],
      signer: { reachable: false, address: null },
    };
  const { config, client } = rail;
  let reachable = false;
  let hot: `0x${string}` | null = null;
  if (signer)
    try {
      hot = await hotWalletAddress(db, rail, signer);
      await signer.address();
      reachable = true;
    } catch {
      const [row] = await queryRows<{ address: string }>(
        db,
        sql`select address from chain_hot_wallets where chain_id = ${config.chainId}`,
      );
      hot = (row?.address as `0x${string}`) ?? null;
    }
  const settings = await readPlatformSettings(db);
  const low = new D(settings['chain.hotWalletLowUsd']);
  const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  const hotTokens: { asset: StablecoinAsset; balance: string; low: boolean }[] = [];
  if (hot)
    for (const t of config.tokens) {
      const units = await balanceOf(t.address, hot);
      const balance = formatUnits(units, t.decimals ?? 6);
      hotTokens.push({ asset: t.asset, balance, low: new D(balance).lt(low) });
    }

  const reconciliation: ChainTreasury['reconciliation'] = [];
  for (const t of config.tokens) {
    const addresses = await queryRows<{ address: string }>(
      db,
      sql`select distinct to_address as address from chain_deposits
          where chain_id = ${config.chainId} and asset = ${t.asset} and status = 'credited' limit ${ADDRESSES_MAX}`,
    );
    let units = 0n;
    for (const a of addresses) units += await balanceOf(t.address, a.address as `0x${string}`);
    const onHot = hotTokens.find((h) => h.asset === t.asset)?.balance ?? '0';
    const onChain = new D(formatUnits(units, t.decimals ?? 6)).plus(onHot);
    const [flows] = await queryRows<{
      deposits_in: string;
      payouts_out: string;
      in_flight: string;
    }>(
      db,
      sql`select
            (select coalesce(sum(amount), 0) from chain_deposits where chain_id = ${config.chainId} and asset = ${t.asset} and status = 'credited')::text as deposits_in,
            (select coalesce(sum(amount), 0) from chain_payouts where chain_id = ${config.chainId} and asset = ${t.asset} and status = 'confirmed')::text as payouts_out,
            (select coalesce(sum(amount), 0) from chain_payouts where chain_id = ${config.chainId} and asset = ${t.asset} and status = 'sent')::text as in_flight`,
    );
    const expected = new D(flows!.deposits_in).minus(flows!.payouts_out);
    reconciliation.push({
      asset: t.asset,
      onChain: onChain.toFixed(),
      depositsIn: new D(flows!.deposits_in).toFixed(),
      payoutsOut: new D(flows!.payouts_out).toFixed(),
      inFlight: new D(flows!.in_flight).toFixed(),
      difference: onChain.minus(expected).toFixed(),
    });
  }
  return {
    available: true,
    network: config.network,
    hotWallet: hot
      ? {
          address: hot,
          native: formatEther(await client.getBalance({ address: hot })),
          tokens: hotTokens,
          lowThresholdUsd: low.toFixed(2),
        }
      : null,
    reconciliation,
    signer: { reachable, address: hot },
  };
}
