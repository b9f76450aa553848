import { sql } from 'drizzle-orm';
import {
  erc20Abi,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from 'viem';
import { queryRows, type Db } from '../../db/client.ts';
import { lockUser } from '../ledger/ledger.ts';
import type { ChainRail } from './instance.ts';
import { finishPayout, type PayoutRow } from './payouts.ts';
import { SignerError, type SignerClient } from './signer-client.ts';

// The payout worker (docs/stablecoins.md), run by the chain's leader each turn:
// 1. queued → sent: the next nonce (ours or the node's pending count, the larger), the gas
//    estimated (+20 %) and the fees, the signer asked for the signed transfer, the payout
//    stored with it (raw transaction, hash, nonce) and only then broadcast. A signer that is down
//    or refuses changes nothing: the nonce is not taken, the payout waits with the reason.
// 2. sent → confirmed | failed: the receipt, once the confirmation depth is reached and its block
//    is still the chain's: success pays the held USD out, a revert releases it. No receipt and
//    the node does not know the transaction (dropped): the same signed transaction is sent again
//    (same nonce, so it can never be mined twice); once a confirmed block shows the wallet's nonce
//    past ours without our transaction, it can never be mined: released.

export const payoutActor = { id: 'rail:chain', email: 'chain payouts' };

export interface PayoutTurn {
  appUrl?: string;
  /** Tests: stop after signing, before the broadcast and the follow-up (a process killed there). */
  skipBroadcast?: boolean;
}

/** The hot wallet's address (the signer's), stored once per chain. */
export async function hotWalletAddress(db: Db, rail: ChainRail, signer: SignerClient) {
  const [known] = await queryRows<{ address: string }>(
    db,
    sql`select address from chain_hot_wallets where chain_id = ${rail.config.chainId}`,
  );
  if (known) return known.address as `0x${string}`;
  const address = (await signer.address()).toLowerCase() as `0x${string}`;
  await db.execute(
    sql`insert into chain_hot_wallets (chain_id, address) values (${rail.config.chainId}, ${address})
        on conflict (chain_id) do update set address = excluded.address, updated_at = now()`,
  );
  return address;
}

export async function runPayouts(
  db: Db,
  rail: ChainRail,
  signer: SignerClient,
  opts: PayoutTurn = {},
) {
  const sent = await sendQueued(db, rail, signer, opts).catch((err: unknown) => {
    if (err instanceof SignerError) return 0;
    throw err;
  });
  if (opts.skipBroadcast) return { sent, confirmed: 0, released: 0, resent: 0 };
  const followed = await followSent(db, rail, opts);
  return { sent, ...followed };
}

async function sendQueued(db: Db, rail: ChainRail, signer: SignerClient, opts: PayoutTurn) {
  const { config, client } = rail;
  const queued = await queryRows<{ id: string }>(
    db,
    sql`select id from chain_payouts where chain_id = ${config.chainId} and status = 'queued' order by created_at limit 10`,
  );
  if (!queued.length) return 0;
  const hot = await hotWalletAddress(db, rail, signer);
  let sent = 0;
  for (const { id } of queued) {
    let broadcast: { raw: Hex; id: string } | undefined;
    try {
      broadcast = await db.transaction(async (tx) => {
        const [p] = await queryRows<PayoutRow>(
          tx,
          sql`select * from chain_payouts where id = ${id} and status = 'queued' for update skip locked`,
        );
        if (!p) return undefined;
        const [w] = await queryRows<{ next_nonce: string }>(
          tx,
          sql`select next_nonce::text from chain_hot_wallets where chain_id = ${config.chainId} for update`,
        );
        const pendingCount = BigInt(
          await client.getTransactionCount({ address: hot, blockTag: 'pending' }),
        );
        const ours = BigInt(w!.next_nonce);
        const nonce = ours > pendingCount ? ours : pendingCount;
        const args = [p.to_address as `0x${string}`, BigInt(p.units)] as const;
        const estimate = await client.estimateContractGas({
          account: hot,
          address: p.token_address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'transfer',
          args,
        });
        const gas = (estimate * 12n) / 10n;
        const fees = await client.estimateFeesPerGas();
        const signed = await signer.signTransfer({
          payoutId: p.id,
          token: p.token_address as `0x${string}`,
          to: args[0],
          units: p.units,
          nonce: nonce.toString(),
          gas: gas.toString(),
          maxFeePerGas: fees.maxFeePerGas.toString(),
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
        });
        await tx.execute(
          sql`update chain_payouts set status = 'sent', nonce = ${nonce}, gas_limit = ${gas.toString()},
                max_fee_per_gas = ${fees.maxFeePerGas.toString()}, tx_hash = ${signed.hash}, raw_tx = ${signed.raw},
                attempts = 0, last_error = null, sent_at = now(), updated_at = now() where id = ${p.id}`,
        );
        await tx.execute(
          sql`update chain_hot_wallets set next_nonce = ${nonce + 1n}, updated_at = now() where chain_id = ${config.chainId}`,
        );
        return { raw: signed.raw, id: p.id };
      });
    } catch (err) {
      // Nothing was taken (the transaction rolled back): the payout waits, saying why.
      const why = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 300) : String(err);
      await db.execute(
        sql`update chain_payouts set last_error = ${why}, updated_at = now() where id = ${id} and status = 'queued'`,
      );
      if (err instanceof SignerError && err.kind === 'unreachable') throw err;
      continue;
    }
    if (!broadcast) continue;
    sent++;
    if (!opts.skipBroadcast) await rebroadcast(db, rail, broadcast.id, broadcast.raw);
  }
  return sent;
}

async function rebroadcast(db: Db, rail: ChainRail, id: string, raw: Hex) {
  try {
    await rail.client.sendRawTransaction({ serializedTransaction: raw });
    await db.execute(
      sql`update chain_payouts set attempts = attempts + 1, updated_at = now() where id = ${id}`,
    );
  } catch (err) {
    // Already known, or a nonce already used: the next turn looks at the receipt and the nonce.
    const why = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 300) : String(err);
    await db.execute(
      sql`update chain_payouts set attempts = attempts + 1, last_error = ${why}, updated_at = now() where id = ${id}`,
    );
  }
}

async function followSent(db: Db, rail: ChainRail, opts: PayoutTurn) {
  const { config, client } = rail;
  const sent = await queryRows<PayoutRow>(
    db,
    sql`select * from chain_payouts where chain_id = ${config.chainId} and status = 'sent' order by nonce limit 50`,
  );
  let confirmed = 0;
  let released = 0;
  let resent = 0;
  if (!sent.length) return { confirmed, released, resent };
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const depth = BigInt(config.confirmations);
  const hot = sent.length
    ? (
        await queryRows<{ address: string }>(
          db,
          sql`select address from chain_hot_wallets where chain_id = ${config.chainId}`,
        )
      )[0]?.address
    : undefined;
  for (const p of sent) {
    const hash = p.tx_hash as Hex;
    const receipt = await client.getTransactionReceipt({ hash }).catch((err: unknown) => {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    });
    if (receipt) {
      const seen = head - receipt.blockNumber + 1n;
      await db.execute(
        sql`update chain_payouts set block_number = ${receipt.blockNumber}, confirmations = ${Number(seen > 0n ? seen : 0n)},
              updated_at = now() where id = ${p.id}`,
      );
      if (seen < depth) continue;
      // Deep enough, and its block still the chain's at that height (a reorganisation re-checks).
      const block = await client.getBlock({ blockNumber: receipt.blockNumber });
      if (block.hash !== receipt.blockHash) continue;
      const ok = receipt.status === 'success';
      const how = ok
        ? ({ paid: true } as const)
        : ({
            paid: false,
            status: 'failed',
            reason: 'The transaction was reverted on-chain; nothing was sent.',
          } as const);
      if (await end(db, p.id, how, opts)) {
        if (ok) confirmed++;
        else released++;
      }
      continue;
    }
    const known = await client.getTransaction({ hash }).catch((err: unknown) => {
      if (err instanceof TransactionNotFoundError) return null;
      throw err;
    });
    if (known) continue; // waiting in the node's pool
    // Dropped. Past the depth, the wallet's nonce moved beyond ours without our transaction: it
    // can never be mined now, so the money goes back. Otherwise send the same bytes again.
    const safeBlock = head >= depth - 1n ? head - depth + 1n : 0n;
    const usedNonces = hot
      ? BigInt(
          await client.getTransactionCount({
            address: hot as `0x${string}`,
            blockNumber: safeBlock,
          }),
        )
      : 0n;
    if (usedNonces > BigInt(p.nonce!)) {
      if (
        await end(
          db,
          p.id,
          {
            paid: false,
            status: 'failed',
            reason: 'The transaction was dropped and its nonce used by another; nothing was sent.',
          },
          opts,
        )
      )
        released++;
      continue;
    }
    await rebroadcast(db, rail, p.id, p.raw_tx as Hex);
    resent++;
  }
  return { confirmed, released, resent };
}

/** Pays or releases a sent payout once (the holder's lock, then the row's, status checked). */
async function end(db: Db, id: string, how: Parameters<typeof finishPayout>[2], opts: PayoutTurn) {
  return db.transaction(async (tx) => {
    const [h] = await queryRows<{ holder_id: string }>(
      tx,
      sql`select holder_id from chain_payouts where id = ${id}`,
    );
    await lockUser(tx, h!.holder_id);
    const [p] = await queryRows<PayoutRow>(
      tx,
      sql`select * from chain_payouts where id = ${id} and status = 'sent' for update`,
    );
    if (!p) return false;
    await finishPayout(tx, p, how, payoutActor, { appUrl: opts.appUrl });
    return true;
  });
}
