import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountHolders } from './holders.ts';
import { deposits } from './ledger.ts';
import { railEvents } from './rails.ts';

// Stablecoin deposits on an EVM chain (issue 40, docs/stablecoins.md): each holder's deposit
// addresses, the Transfer logs seen to them, and the watcher's cursor and lease per chain.

/**
 * The BIP-44 address index (m/44'/60'/0'/0/<index>) of the next deposit address: one number per
 * address ever given, never reused, so an address always belongs to one holder.
 */
export const chainAddressIndex = pgSequence('chain_address_index_seq', {
  startWith: 0,
  minValue: 0,
  maxValue: 2147483647,
});

/** A holder's deposit address for one asset on one network, derived from the extended public key. */
export const chainAddresses = pgTable(
  'chain_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** USDC | USDT */
    asset: text('asset').notNull(),
    /** The configured network's name (CHAIN_NETWORK), e.g. ethereum, polygon, devnet. */
    network: text('network').notNull(),
    chainId: integer('chain_id').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** Lower-case hex, as logs are compared. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_addresses_address_uq').on(t.network, t.address),
    uniqueIndex('chain_addresses_holder_uq').on(t.holderId, t.asset, t.network),
    uniqueIndex('chain_addresses_index_uq').on(t.network, t.derivationIndex),
  ],
);

/**
 * One ERC-20 Transfer log to a holder's address: recorded pending when seen, credited after the
 * configured confirmations, reorged if its block left the chain first, unsupported when the token
 * is not one we accept (then it waits in rail_exceptions and is never credited automatically).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: integer('chain_id').notNull(),
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** USDC | USDT, or null for a token we do not accept. */
    asset: text('asset'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    addressId: uuid('address_id').references(() => chainAddresses.id),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** The log's value in the token's smallest units, exactly. */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    /** The same in tokens (6 decimals for USDC and USDT); null for an unsupported token. */
    amount: numeric('amount', { precision: 40, scale: 18 }),
    /** The credit currency (USD) and amount (down to the cent); the rest is `dust`. */
    creditCurrency: text('credit_currency'),
    creditAmount: numeric('credit_amount', { precision: 24, scale: 4 }),
    dust: numeric('dust', { precision: 40, scale: 18 }),
    /** pending | credited | reorged | unsupported | too_small (under a cent) */
    status: text('status').notNull().default('pending'),
    depositId: uuid('deposit_id').references(() => deposits.id),
    /** Convert on arrival: the order that sold the credit for the holder's chosen currency. */
    convertOrderId: uuid('convert_order_id'),
    /** Why a conversion on arrival did not happen (the money stayed in USD). */
    convertNote: text('convert_note'),
    railEventId: uuid('rail_event_id').references(() => railEvents.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reorgedAt: timestamp('reorged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_deposits_log_uq').on(t.chainId, t.txHash, t.logIndex),
    index('chain_deposits_holder_idx').on(t.holderId, t.seenAt),
    index('chain_deposits_pending_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The watcher's place on one chain and its lease: the instance named in `leader` follows the chain
 * until `lease_until`; another takes over only after that. `next_block` is the first block not
 * yet read; `last_hash` the hash of the block before it when read, to notice a reorganisation.
 */
export const chainWatch = pgTable('chain_watch', {
  chainId: integer('chain_id').primaryKey(),
  network: text('network').notNull(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  lastHash: text('last_hash'),
  /** The chain's head at the leader's last turn: a deposit's confirmations are counted from it. */
  headBlock: bigint('head_block', { mode: 'bigint' }),
  /** Block 0's hash: a different chain behind the same id (a restarted development node) is noticed. */
  genesisHash: text('genesis_hash').notNull(),
  leader: text('leader'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A holder's stablecoin choices: `convert_to` a currency sells each credited deposit for it at
 * once, at a firm quote (convert on arrival); null keeps USD.
 */
export const chainPreferences = pgTable('chain_preferences', {
  holderId: text('holder_id')
    .primaryKey()
    .references(() => accountHolders.id, { onDelete: 'cascade' }),
  convertTo: text('convert_to'),
  /** Deposits credited as the stablecoin itself (its own wallet) instead of USD. */
  keepStablecoin: boolean('keep_stablecoin').notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
