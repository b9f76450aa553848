import { sql } from 'drizzle-orm';
import { BlockNotFoundError, erc20Abi, formatUnits, parseAbiItem, type PublicClient } from 'viem';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { inLanes, laneOf } from '../../lib/lanes.ts';
import { lockUser, newReference, pgArray } from '../ledger/ledger.ts';
import { creditDeposit } from '../funding/funding-queue.ts';
import { creditDeposits } from '../funding/credit-batch.ts';
import type { DepositRow } from '../funding/deposits.ts';
import { recordException } from '../rails/exceptions.ts';
import { convertOnArrival } from './convert.ts';
import { CREDIT_CURRENCY } from './config.ts';
import type { ChainRail } from './instance.ts';

export { newInstanceId, type ChainRail } from './instance.ts';

// The chain watcher (docs/stablecoins.md): follows ERC-20 Transfer logs to holders' addresses.
// A log is recorded pending at once (unique by chain, transaction and log index), credited once
// its block has the configured confirmations and is still the chain's block at that height, and
// marked reorged (never credited) if a reorganisation removed it first. One instance leads per
// chain by a lease row (chain_watch); its reads and the cursor's move commit together, so a
// watcher killed mid-batch leaves the cursor where it was and the next one reads the batch again.

export const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

/** What the watcher needs of this instance: the chain, its client, and who it is for the lease. */

export const chainActor = { id: 'rail:chain', email: 'chain watcher' };

export interface WatchOptions {
  appUrl?: string;
  /** How long a leader keeps the chain without renewing (ms). */
  leaseMs?: number;
  /** Fault tests: called between the inserts of a batch; a throw there rolls the batch back. */
  failpoint?: (stage: 'mid-batch') => void;
  /** Holders credited side by side (lib/lanes.ts): 1 on PGlite, more on PostgreSQL's pool. */
  lanes?: number;
}

type WatchRow = {
  chain_id: number;
  next_block: string;
  last_hash: string | null;
  genesis_hash: string;
  leader: string | null;
};

/** One turn of the watcher: lease, reorganisations, new logs (one batch), credits. */
export async function watchChain(db: Db, rail: ChainRail, opts: WatchOptions = {}) {
  const { config, client } = rail;
  await tokenDecimals(rail);
  await sameChain(rail);
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const watch = await claimLease(db, rail, head, opts.leaseMs ?? 30_000);
  if (!watch) return { leader: false as const };
  const hashes = blockHashes(client);

  // 1. The block before the cursor is no longer the one read: rewind by the confirmation depth
  //    (a deeper reorganisation is past what the depth promises; docs/stablecoins.md).
  let next = BigInt(watch.next_block);
  if (watch.last_hash && next > 0n && (await hashes(next - 1n)) !== watch.last_hash) {
    const back = (next <= head + 1n ? next : head + 1n) - BigInt(config.confirmations);
    next = back > 0n ? back : 0n;
    await db.execute(
      sql`update chain_watch set next_block = ${next}, last_hash = ${next > 0n ? await hashes(next - 1n) : null}, updated_at = now()
          where chain_id = ${config.chainId} and leader = ${rail.instanceId}`,
    );
  }

  // 2. Pending deposits whose block is gone or replaced are undone before anything is credited.
  const pending = await queryRows<{ id: string; block_number: string; block_hash: string }>(
    db,
    sql`select id, block_number::text, block_hash from chain_deposits where chain_id = ${config.chainId} and status = 'pending'`,
  );
  for (const p of pending)
    if ((await hashes(BigInt(p.block_number))) !== p.block_hash)
      await db.execute(
        sql`update chain_deposits set status = 'reorged', reorged_at = now() where id = ${p.id} and status = 'pending'`,
      );

  // 3. New logs, one batch.
  let seen = 0;
  if (next <= head) {
    const to =
      next + BigInt(config.batchBlocks) - 1n < head ? next + BigInt(config.batchBlocks) - 1n : head;
    seen = await readBatch(db, rail, next, to, await hashes(to), opts);
  }

  // 4. Credits: deep enough and still on the chain.
  const credited = await creditConfirmed(db, rail, head, hashes, opts);
  return { leader: true as const, head, seen, credited };
}

/** The chain's block hash at a height (null past the head), asked once per turn. */
function blockHashes(client: PublicClient) {
  const known = new Map<bigint, Promise<string | null>>();
  return (n: bigint) => {
    let h = known.get(n);
    if (!h) {
      h = client
        .getBlock({ blockNumber: n })
        .then((b) => b.hash as string | null)
        .catch((err: unknown) => {
          if (err instanceof BlockNotFoundError) return null;
          throw err;
        });
      known.set(n, h);
    }
    return h;
  };
}

const genesisOf = new WeakMap<ChainRail, string>();

/**
 * Takes or renews the chain's lease for this instance, the row made on first use. Another
 * instance's live lease answers null (this one does nothing this turn).
 */
async function claimLease(
  db: Db,
  rail: ChainRail,
  head: bigint,
  leaseMs: number,
): Promise<WatchRow | null> {
  const { config, client } = rail;
  // Block 0 never changes under one node: asked once per process, not every second.
  let genesis = genesisOf.get(rail);
  if (!genesis) {
    genesis = (await client.getBlock({ blockNumber: 0n })).hash;
    genesisOf.set(rail, genesis);
  }
  const start = config.startBlock ?? (config.mode === 'embedded' ? 0n : head);
  await db.execute(
    sql`insert into chain_watch (chain_id, network, next_block, genesis_hash) values (${config.chainId}, ${config.network}, ${start}, ${genesis})
        on conflict (chain_id) do nothing`,
  );
  const [row] = await queryRows<WatchRow>(
    db,
    sql`update chain_watch set leader = ${rail.instanceId}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
        where chain_id = ${config.chainId} and (leader is null or leader = ${rail.instanceId} or lease_until < now())
        returning chain_id, next_block::text, last_hash, genesis_hash, leader`,
  );
  if (!row) return null;
  if (row.genesis_hash !== genesis) {
    // Another chain behind the same id. A restarted development node starts again from block 0
    // (what was pending there is gone); a live chain stops here for a person to look.
    if (config.mode !== 'embedded')
      throw new Error(
        `chain ${config.chainId}: block 0 is not the one this database followed; check CHAIN_RPC_URL`,
      );
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update chain_deposits set status = 'reorged', reorged_at = now() where chain_id = ${config.chainId} and status = 'pending'`,
      );
      await tx.execute(
        sql`update chain_watch set next_block = 0, last_hash = null, genesis_hash = ${genesis} where chain_id = ${config.chainId}`,
      );
    });
    return { ...row, next_block: '0', last_hash: null, genesis_hash: genesis };
  }
  return row;
}

/**
 * Reads the Transfer logs of blocks from..to (every ERC-20 contract, so a token we do not accept
 * sent to a holder's address is seen too) and records those to holders' addresses, then moves the
 * cursor, in one transaction that first checks this instance still leads from `from`.
 */
async function readBatch(
  db: Db,
  rail: ChainRail,
  from: bigint,
  to: bigint,
  toHash: string | null,
  opts: WatchOptions,
) {
  const { config, client } = rail;
  const logs = await client.getLogs({
    event: TRANSFER,
    fromBlock: from,
    toBlock: to,
    strict: true,
  });
  const targets = [...new Set(logs.map((l) => l.args.to.toLowerCase()))];
  const owners = targets.length
    ? await queryRows<{ id: string; holder_id: string; address: string; asset: string }>(
        db,
        sql`select id, holder_id, address, asset from chain_addresses
            where network = ${config.network} and address = any(${pgArray(targets)}::text[])`,
      )
    : [];
  const ownerOf = new Map(owners.map((o) => [o.address, o]));
  const ours = logs.filter((l) => ownerOf.has(l.args.to.toLowerCase()));
  const tokenOf = new Map(config.tokens.map((t) => [t.address.toLowerCase(), t]));

  await db.transaction(async (tx) => {
    const [w] = await queryRows<{ next_block: string; leader: string | null }>(
      tx,
      sql`select next_block::text, leader from chain_watch where chain_id = ${config.chainId} for update`,
    );
    // Fencing: a lease lost (or a rewind by another leader) since this turn began writes nothing.
    if (w?.leader !== rail.instanceId || BigInt(w.next_block) !== from) return;
    let i = 0;
    for (const log of ours) {
      if (i++ === Math.floor(ours.length / 2)) opts.failpoint?.('mid-batch');
      const owner = ownerOf.get(log.args.to.toLowerCase())!;
      const token = tokenOf.get(log.address.toLowerCase());
      const units = log.args.value.toString();
      const common = {
        tx: log.transactionHash,
        index: log.logIndex,
        block: log.blockNumber,
        hash: log.blockHash,
        from: log.args.from.toLowerCase(),
        to: log.args.to.toLowerCase(),
      };
      if (token) {
        // A log seen again after a reorganisation moved it to another block is pending again.
        await tx.execute(
          sql`insert into chain_deposits (chain_id, network, tx_hash, log_index, block_number, block_hash, token_address, asset,
                from_address, to_address, address_id, holder_id, units, amount)
              values (${config.chainId}, ${config.network}, ${common.tx}, ${common.index}, ${common.block}, ${common.hash},
                ${token.address.toLowerCase()}, ${token.asset}, ${common.from}, ${common.to}, ${owner.id}, ${owner.holder_id},
                ${units}, ${formatUnits(log.args.value, token.decimals!)})
              on conflict (chain_id, tx_hash, log_index) do update
                set block_number = excluded.block_number, block_hash = excluded.block_hash, status = 'pending', reorged_at = null
                where chain_deposits.status = 'reorged'`,
        );
        continue;
      }
      // Not a token we accept: kept with its raw log in the rails' exceptions queue, never credited.
      const raw = JSON.stringify({
        ...common,
        block: common.block.toString(),
        token: log.address.toLowerCase(),
        units,
      });
      const [event] = await queryRows<{ id: string }>(
        tx,
        sql`insert into rail_events (rail, kind, raw, body, dedupe_key, status, note)
            values ('chain', 'erc20_transfer', ${raw}, ${raw}::jsonb, ${`${config.chainId}:${common.tx}:${common.index}`}, 'exception',
              ${`Unsupported token ${log.address.toLowerCase()} sent to a ${owner.asset} address on ${config.network}`})
            on conflict (rail, dedupe_key) do nothing returning id`,
      );
      if (!event) continue;
      await recordException(tx, event.id, 'unsupported_token');
      await tx.execute(
        sql`insert into chain_deposits (chain_id, network, tx_hash, log_index, block_number, block_hash, token_address, asset,
              from_address, to_address, address_id, holder_id, units, status, rail_event_id)
            values (${config.chainId}, ${config.network}, ${common.tx}, ${common.index}, ${common.block}, ${common.hash},
              ${log.address.toLowerCase()}, null, ${common.from}, ${common.to}, ${owner.id}, ${owner.holder_id}, ${units},
              'unsupported', ${event.id})
            on conflict (chain_id, tx_hash, log_index) do nothing`,
      );
    }
    await tx.execute(
      sql`update chain_watch set next_block = ${to + 1n}, last_hash = ${toHash}, head_block = ${to}, updated_at = now()
          where chain_id = ${config.chainId}`,
    );
  });
  return ours.length;
}

type ChainDepositRow = {
  id: string;
  holder_id: string;
  asset: string;
  amount: string;
  block_number: string;
  block_hash: string;
  tx_hash: string;
  status: string;
};

/**
 * Credits each pending deposit whose block has the confirmations and is still the chain's: under
 * the holder's lock and the row's, once (a second watcher finds it credited). The money goes
 * through creditDeposit, the path of every deposit: journal, deposit row, audit, bell and mail,
 * webhook.
 */
async function creditConfirmed(
  db: Db,
  rail: ChainRail,
  head: bigint,
  hashes: (n: bigint) => Promise<string | null>,
  opts: WatchOptions,
) {
  const { config } = rail;
  const deepest = head - BigInt(config.confirmations) + 1n;
  await db.execute(
    sql`update chain_watch set head_block = ${head} where chain_id = ${config.chainId} and leader = ${rail.instanceId}`,
  );
  if (deepest < 0n) return 0;
  const ready = await queryRows<ChainDepositRow>(
    db,
    sql`select id, holder_id, asset, amount::text, block_number::text, block_hash, tx_hash, status from chain_deposits
        where chain_id = ${config.chainId} and status = 'pending' and block_number <= ${deepest} order by block_number, log_index limit 2000`,
  );
  let credited = 0;
  // A block's hash is asked once for all its deposits, before any lane starts.
  const canonical = new Map<string, string | null>();
  for (const r of ready)
    if (!canonical.has(r.block_number))
      canonical.set(r.block_number, await hashes(BigInt(r.block_number)));
  const still = ready.filter((r) => canonical.get(r.block_number) === r.block_hash); // else undone next turn
  // The plain ones in one batch per lane of holders; what a batch leaves, one by one.
  const lanes = opts.lanes ?? 1;
  const batched = new Set<string>();
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const mine = still.filter((r) => laneOf(r.holder_id, lanes) === lane);
      for (const id of await creditPlain(db, mine, opts)) batched.add(id);
    }),
  );
  credited += batched.size;
  await inLanes(
    still.filter((r) => !batched.has(r.id)),
    (r) => r.holder_id,
    opts.lanes ?? 1,
    async (r) => {
      const done = await db.transaction(async (tx) => {
        await lockUser(tx, r.holder_id);
        const [row] = await queryRows<ChainDepositRow>(
          tx,
          sql`select id, holder_id, asset, amount::text, block_number::text, block_hash, tx_hash, status from chain_deposits where id = ${r.id} for update`,
        );
        if (row?.status !== 'pending') return false;
        return creditOne(tx, row, opts);
      });
      if (done) credited++;
    },
  );
  return credited;
}

/** USD to the cent from a token amount, exactly; the rest is dust (kept on the address). */
export function creditSplit(amount: string) {
  const whole = new D(amount).toDecimalPlaces(2, D.ROUND_DOWN);
  return { credit: whole.toFixed(2), dust: new D(amount).minus(whole).toFixed() };
}

/**
 * Confirmed deposits credited in one transaction and one ledger call (funding/credit-batch.ts):
 * each a deposit row of its own, its journal, notices and webhook, as creditOne does. Only the
 * plain ones: at least a cent, and a holder with no transfer awaiting a stablecoin pay-in, no
 * conversion on arrival and no stablecoin kept (those go one by one, through creditOne). Returns
 * the ids credited.
 */
async function creditPlain(db: Db, rows: ChainDepositRow[], opts: WatchOptions) {
  if (rows.length < 2) return new Set<string>();
  // A batch that fails writes nothing: its deposits are then credited one by one, where each
  // refusal has its own words (and a database that is down fails there too).
  return creditPlainBatch(db, rows, opts).catch(() => new Set<string>());
}

async function creditPlainBatch(db: Db, rows: ChainDepositRow[], opts: WatchOptions) {
  return db.transaction(async (tx) => {
    const holders = pgArray([...new Set(rows.map((r) => r.holder_id))]);
    // The holders' locks first, in one order (the order of every money operation), then the rows.
    await tx.execute(
      sql`select 1 from account_holders where id = any(${holders}::text[]) order by id for no key update`,
    );
    const special = new Set(
      (
        await queryRows<{ id: string }>(
          tx,
          sql`select holder_id as id from chain_preferences
               where holder_id = any(${holders}::text[])
                 and (keep_stablecoin or (convert_to is not null and convert_to <> ${CREDIT_CURRENCY}))
              union
              select d.user_id from deposits d join transfers t on t.pay_in_deposit_id = d.id
               where d.user_id = any(${holders}::text[]) and d.method = 'stablecoin' and d.status = 'pending'
                 and t.status = 'awaiting_confirmation'`,
        )
      ).map((r) => r.id),
    );
    const locked = await queryRows<ChainDepositRow>(
      tx,
      sql`select id, holder_id, asset, amount::text, block_number::text, block_hash, tx_hash, status from chain_deposits
           where id = any(${pgArray(rows.map((r) => r.id))}::uuid[]) and status = 'pending' order by id for update`,
    );
    const plain = locked
      .filter((r) => !special.has(r.holder_id) && !new D(creditSplit(r.amount).credit).isZero())
      .map((r) => ({ row: r, ...creditSplit(r.amount), reference: newReference('DEP') }));
    if (plain.length < 2) return new Set<string>();
    const deposits = await queryRows<DepositRow>(
      tx,
      sql`insert into deposits (user_id, currency, method, reference, expected_amount)
          select t.holder, ${CREDIT_CURRENCY}, 'stablecoin', t.reference, t.credit::numeric
            from unnest(${pgArray(plain.map((p) => p.row.holder_id))}::text[],
                        ${pgArray(plain.map((p) => p.reference))}::text[],
                        ${pgArray(plain.map((p) => p.credit))}::text[]) as t(holder, reference, credit)
          returning *`,
    );
    const byReference = new Map(deposits.map((d) => [d.reference, d]));
    const done = await creditDeposits(
      tx,
      plain.map((p) => ({ deposit: byReference.get(p.reference)!, amount: p.credit })),
      chainActor,
      { appUrl: opts.appUrl },
    );
    // Deposits written a moment ago under their holders' locks: all are credited, or none is.
    if (done.size !== plain.length)
      throw new Error('a chain deposit of the batch was not credited');
    await tx.execute(
      sql`update chain_deposits c set status = 'credited', credit_currency = ${CREDIT_CURRENCY},
            credit_amount = t.credit::numeric, dust = t.dust::numeric, deposit_id = t.deposit, credited_at = now()
          from unnest(${pgArray(plain.map((p) => p.row.id))}::uuid[],
                      ${pgArray(plain.map((p) => p.credit))}::text[],
                      ${pgArray(plain.map((p) => p.dust))}::text[],
                      ${pgArray(plain.map((p) => byReference.get(p.reference)!.id))}::uuid[]) as t(id, credit, dust, deposit)
          where c.id = t.id`,
    );
    return new Set(plain.map((p) => p.row.id));
  });
}

async function creditOne(tx: DbOrTx, row: ChainDepositRow, opts: WatchOptions) {
  const { credit, dust } = creditSplit(row.amount);
  if (new D(credit).isZero()) {
    // Less than a cent cannot be a journal: kept, and shown to the client as too small.
    await tx.execute(
      sql`update chain_deposits set status = 'too_small', dust = ${dust} where id = ${row.id}`,
    );
    return false;
  }
  // A transfer waiting to be paid in by stablecoin (transfers/pay-in.ts) takes the first deposit
  // that covers its total: credited into its pending deposit, which the worker then sends on.
  const [payIn] = await queryRows<DepositRow>(
    tx,
    sql`select d.* from deposits d join transfers t on t.pay_in_deposit_id = d.id
         where d.user_id = ${row.holder_id} and d.method = 'stablecoin' and d.status = 'pending'
           and t.status = 'awaiting_confirmation' and d.expected_amount <= ${credit}::numeric
         order by d.created_at limit 1 for update of d`,
  );
  // A holder who keeps stablecoins is credited in the asset's own wallet (USDC in USDC).
  const currency = payIn ? CREDIT_CURRENCY : await creditCurrencyOf(tx, row);
  const [deposit] = payIn
    ? [payIn]
    : await queryRows<DepositRow>(
        tx,
        sql`insert into deposits (user_id, currency, method, reference, expected_amount)
            values (${row.holder_id}, ${currency}, 'stablecoin', ${newReference('DEP')}, ${credit}) returning *`,
      );
  await creditDeposit(tx, deposit!, credit, chainActor, { appUrl: opts.appUrl });
  await tx.execute(
    sql`update chain_deposits set status = 'credited', credit_currency = ${currency}, credit_amount = ${credit},
          dust = ${dust}, deposit_id = ${deposit!.id}, credited_at = now() where id = ${row.id}`,
  );
  // Money that pays a transfer stays in USD: converting it on arrival would leave the transfer short.
  if (!payIn && currency === CREDIT_CURRENCY)
    await convertOnArrival(tx, row.holder_id, row.id, credit, { appUrl: opts.appUrl });
  return true;
}

/** USD, or the asset itself when the holder keeps stablecoins (chain_preferences). */
async function creditCurrencyOf(tx: DbOrTx, row: ChainDepositRow) {
  const [pref] = await queryRows<{ keep: boolean }>(
    tx,
    sql`select keep_stablecoin as keep from chain_preferences where holder_id = ${row.holder_id}`,
  );
  return pref?.keep && row.asset ? row.asset : CREDIT_CURRENCY;
}

/**
 * Reads each token's decimals from its contract once (USDT has 6 on Ethereum but 18 on BNB Chain):
 * amounts are never converted with a guessed scale.
 */
export async function tokenDecimals(rail: ChainRail) {
  for (const t of rail.config.tokens)
    if (!t.decimals)
      t.decimals = await rail.client.readContract({
        address: t.address,
        abi: erc20Abi,
        functionName: 'decimals',
      });
}

const checked = new WeakSet<ChainRail>();
/** The node must be the chain configured (CHAIN_ID): another chain's logs are never read as ours. */
async function sameChain(rail: ChainRail) {
  if (checked.has(rail)) return;
  const id = await rail.client.getChainId();
  if (id !== rail.config.chainId)
    throw new Error(
      `the node at CHAIN_RPC_URL is chain ${id}, not CHAIN_ID ${rail.config.chainId}`,
    );
  checked.add(rail);
}

/** A name for this process in the lease (a fresh one per start). */
