import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountHolders } from './holders.ts';

// Stablecoin payouts on-chain (issue 40, docs/stablecoins.md): a holder's USD sent as USDC or
// USDT to an address from the hot wallet, whose key only the signer process holds.

/**
 * One payout. The USD is held when asked (client → pending), paid (pending → external) once its
 * transaction has the confirmations, released (pending → client) when refused, reverted, or when
 * its nonce was taken by another transaction (it can then never be mined).
 *
 * status: business_approval | screening_hold | awaiting_approval | queued | sent | confirmed | failed | rejected
 */
export const chainPayouts = pgTable(
  'chain_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    requestedBy: text('requested_by').notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    asset: text('asset').notNull(),
    network: text('network').notNull(),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** Lower-case hex. */
    toAddress: text('to_address').notNull(),
    /** The amount debited, and the same in tokens (one token per dollar, two decimals). */
    amount: numeric('amount', { precision: 24, scale: 2 }).notNull(),
    /** The wallet debited: USD, or the asset's own stablecoin wallet. */
    currency: text('currency').notNull().default('USD'),
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    status: text('status').notNull(),
    /** Travel rule (at or above the threshold setting): originator and beneficiary. */
    travelRule: jsonb('travel_rule'),
    /** Screening: the list entries the address matched (a hit holds the payout for review). */
    screeningMatches: jsonb('screening_matches'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    clearedBy: text('cleared_by'),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    /** The signed transaction: re-sent as it is (same nonce) if the node dropped it. */
    nonce: bigint('nonce', { mode: 'bigint' }),
    gasLimit: numeric('gas_limit', { precision: 40, scale: 0 }),
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 40, scale: 0 }),
    txHash: text('tx_hash'),
    rawTx: text('raw_tx'),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    confirmations: integer('confirmations').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    holdJournalId: uuid('hold_journal_id'),
    finalJournalId: uuid('final_journal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_payouts_reference_uq').on(t.reference),
    uniqueIndex('chain_payouts_idem_uq').on(t.holderId, t.idempotencyKey),
    uniqueIndex('chain_payouts_tx_uq').on(t.chainId, t.txHash),
    uniqueIndex('chain_payouts_nonce_uq').on(t.chainId, t.nonce),
    index('chain_payouts_holder_idx').on(t.holderId, t.createdAt),
    index('chain_payouts_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'sent')`),
  ],
);

/** The hot wallet of a chain: its address (the signer's) and the next nonce this side gives out. */
export const chainHotWallets = pgTable('chain_hot_wallets', {
  chainId: integer('chain_id').primaryKey(),
  address: text('address').notNull(),
  nextNonce: bigint('next_nonce', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** When the low-balance alert was last raised (one per day at most). */
  lowAlertAt: timestamp('low_alert_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
