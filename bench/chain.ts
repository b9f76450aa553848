// Stablecoin deposits at scale (issue 40, docs/stablecoins.md): 10,000 watched deposit addresses,
// 1,000 USDC transfers to them mined in ONE block of the development node (Ganache over
// JSON-RPC), then blocks at the node's rhythm (a block every BLOCK_MS, as `npm start`) while the
// watcher turns every second as the worker does. Measured: when each deposit is seen (pending)
// and credited, in blocks past the deposit block and in milliseconds after the block that brings
// the confirmation depth; goal: all credited within one block of the depth. PGlite by default;
// PostgreSQL when a URL is given.
// Alone: node --import tsx bench/chain.ts [postgres://...]
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createWalletClient, http, parseUnits } from 'viem';
import { queryRows } from '../apps/server/src/db/client.ts';
import { DEVNET_XPUB } from '../apps/server/src/services/chain/config.ts';
import { devnetSender, startDevnet } from '../apps/server/src/services/chain/devnet.ts';
import { chainOf } from '../apps/server/src/services/chain/rail.ts';
import { watchChain } from '../apps/server/src/services/chain/watcher.ts';
import { testStablecoinAbi } from '../apps/server/src/services/chain/test-token/test-stablecoin.ts';
import { createTestServer } from '../apps/server/test/helpers.ts';

const ADDRESSES = 10_000;
const DEPOSITS = 1_000;
const CONFIRMATIONS = 3;
const BLOCK_MS = 2_000;
const WATCH_MS = 1_000;

async function measure(label: string, pgUrl?: string) {
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const node = await startDevnet({ blockGasLimit: 200_000_000 });
  const s = await createTestServer({
    env: {
      CHAIN: 'live',
      CHAIN_RPC_URL: node.rpcUrl,
      CHAIN_ID: String(node.chainId),
      CHAIN_NETWORK: 'devnet',
      CHAIN_TOKENS: `USDC:${node.tokens.USDC},USDT:${node.tokens.USDT}`,
      CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
      CHAIN_XPUB: DEVNET_XPUB,
      CHAIN_START_BLOCK: '0',
    },
  });
  const db = s.database.db;
  const rail = chainOf(s.deps)!;
  // As the worker runs it (workers.ts): four holders credited side by side on PostgreSQL.
  const lanes = pgUrl ? 4 : 1;
  const timer: { id?: NodeJS.Timeout } = {};
  try {
    // 5,000 holders with a USDC and a USDT address each (addresses need not be derived here:
    // the watcher matches what chain_addresses holds).
    const holders = ADDRESSES / 2;
    await db.execute(sql`insert into "user" (id, email, name, email_verified, role)
      select 'chain-' || g, 'chain' || g || '@example.com', 'Holder ' || g, true, 'client'
        from generate_series(1, ${holders}) g`);
    const addresses = Array.from({ length: ADDRESSES }, (_, i) => ({
      holder: `chain-${(i >> 1) + 1}`,
      asset: i % 2 ? 'USDT' : 'USDC',
      index: i,
      address: `0x${randomBytes(20).toString('hex')}`,
    }));
    for (let i = 0; i < addresses.length; i += 2000)
      await db.execute(sql`insert into chain_addresses (holder_id, asset, network, chain_id, derivation_index, address)
        select holder, asset, 'devnet', ${node.chainId}, index, address
          from jsonb_to_recordset(${JSON.stringify(addresses.slice(i, i + 2000))}::jsonb)
            as x(holder text, asset text, index int, address text)`);
    await db.execute(sql`analyze`);
    // The watcher catches up with the empty chain first (the tokens' deployment).
    await watchChain(db, rail);

    // 1,000 transfers to USDC addresses, held in the pool, then mined in one block.
    const wallet = createWalletClient({ account: devnetSender(), transport: http(node.rpcUrl) });
    await node.rpc('miner_stop');
    let nonce = await node
      .rpc<string>('eth_getTransactionCount', [devnetSender().address, 'pending'])
      .then((n) => Number(n));
    const usdc = addresses.filter((a) => a.asset === 'USDC').slice(0, DEPOSITS);
    const tSend = performance.now();
    let lastTx = '0x' as `0x${string}`;
    for (const a of usdc)
      lastTx = await wallet.writeContract({
        chain: null,
        address: node.tokens.USDC,
        abi: testStablecoinAbi,
        functionName: 'transfer',
        args: [a.address as `0x${string}`, parseUnits('10.5', 6)],
        nonce: nonce++,
        gas: 80_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      });
    const sendMs = performance.now() - tSend;
    // The node adds sent transactions to its pool as it validates them, after answering: the
    // block is mined once all 1,000 are there (else the rest went in the next ones).
    const pooled = async () => {
      const pool = await node.rpc<{ pending: Record<string, Record<string, unknown>> }>(
        'txpool_content',
      );
      return Object.values(pool.pending).reduce((n, txs) => n + Object.keys(txs).length, 0);
    };
    while ((await pooled()) < usdc.length) await new Promise((r) => setTimeout(r, 50));
    // evm_mine while the miner is stopped takes the whole pool into one block.
    await node.rpc('evm_mine');
    // The node answers before the block is executed and saved: the block that holds the
    // transfers is read from a transfer's own receipt, once there is one.
    const receiptOf = () =>
      node.rpc<{ blockNumber: string } | null>('eth_getTransactionReceipt', [lastTx]);
    let receipt = await receiptOf();
    while (!receipt) {
      await new Promise((r) => setTimeout(r, 50));
      receipt = await receiptOf();
    }
    const depositBlock = BigInt(receipt.blockNumber);
    await node.rpc('miner_start');
    const block = await node.rpc<{ transactions: string[] }>('eth_getBlockByNumber', [
      `0x${depositBlock.toString(16)}`,
      false,
    ]);
    const minedAt = new Map<bigint, number>([[depositBlock, performance.now()]]);
    timer.id = setInterval(() => {
      void node
        .rpc('evm_mine')
        .then(async () => minedAt.set(await node.blockNumber(), performance.now()))
        .catch(() => {});
    }, BLOCK_MS);

    let seenAt: { ms: number; head: bigint } | undefined;
    let creditedAt: { ms: number; head: bigint } | undefined;
    const turns: number[] = [];
    const deadline = performance.now() + 10 * 60_000;
    while (!creditedAt && performance.now() < deadline) {
      const t = performance.now();
      await watchChain(db, rail, { lanes });
      turns.push(performance.now() - t);
      const [c] = await queryRows<{ pending: number; credited: number }>(
        db,
        sql`select count(*) filter (where status = 'pending')::int as pending,
                   count(*) filter (where status = 'credited')::int as credited from chain_deposits`,
      );
      const head = await node.blockNumber();
      if (!seenAt && c!.pending + c!.credited >= usdc.length)
        seenAt = { ms: performance.now(), head };
      if (c!.credited >= usdc.length) creditedAt = { ms: performance.now(), head };
      const wait = WATCH_MS - (performance.now() - t);
      if (!creditedAt && wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    clearInterval(timer.id);
    const depthBlock = depositBlock + BigInt(CONFIRMATIONS) - 1n;
    const depthMinedAt = minedAt.get(depthBlock);
    // The node's own rhythm as it happened (the timer shares this process with the watcher).
    const times = [...minedAt.entries()].sort((a, b) => Number(a[0] - b[0])).map(([, ms]) => ms);
    const gaps = times.slice(1).map((ms, i) => ms - times[i]!);
    const medianGap = gaps.length ? [...gaps].sort((a, b) => a - b)[gaps.length >> 1]! : null;
    return {
      database: label,
      watchedAddresses: ADDRESSES,
      depositsInOneBlock: block.transactions.length,
      confirmations: CONFIRMATIONS,
      nodeBlockTimeMs: BLOCK_MS,
      nodeBlockTimeObservedMs: medianGap === null ? null : Math.round(medianGap),
      watcherIntervalMs: WATCH_MS,
      creditLanes: lanes,
      sendSeconds: Math.round(sendMs / 100) / 10,
      seen: seenAt && {
        blocksAfterDeposit: Number(seenAt.head - depositBlock),
        msAfterDepositBlock: Math.round(seenAt.ms - minedAt.get(depositBlock)!),
      },
      credited: creditedAt && {
        headBlocksPastDepth: Number(creditedAt.head - depthBlock),
        msAfterDepthBlock: depthMinedAt ? Math.round(creditedAt.ms - depthMinedAt) : null,
        withinOneBlockOfDepth: creditedAt.head - depthBlock <= 1n,
      },
      watcherTurnMs: {
        median: Math.round([...turns].sort((a, b) => a - b)[turns.length >> 1]!),
        max: Math.round(Math.max(...turns)),
      },
    };
  } finally {
    clearInterval(timer.id);
    await s.close();
    await node.close();
  }
}

export async function chainBench(ctx: { pgUrl?: string } = {}) {
  const runs = [await measure('embedded (PGlite)')];
  if (ctx.pgUrl) runs.push(await measure('PostgreSQL', ctx.pgUrl));
  return runs;
}
export default chainBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  chainBench({ pgUrl: process.argv[2] })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
