import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { AdminChainDeposit, CryptoDeposit } from '@mizani/shared';
import type { ChainConfig } from './config.ts';
import { iso, m2 } from '../wallet/format.ts';

// A holder's stablecoin deposits as the wallet shows them, with their confirmations counted from
// the head the watcher last saw (no request waits on the node).

type Row = {
  id: string;
  asset: string | null;
  network: string;
  tx_hash: string;
  from_address: string;
  to_address: string;
  amount: string | null;
  credit_currency: string | null;
  credit_amount: string | null;
  convert_order_id: string | null;
  convert_note: string | null;
  status: string;
  block_number: string;
  head_block: string | null;
  seen_at: Date;
  credited_at: Date | null;
};

const SELECT = sql`select d.id, d.asset, d.token_address, d.dust::text, d.network, d.tx_hash, d.from_address, d.to_address, d.amount::text,
    d.credit_currency, d.credit_amount::text, d.convert_order_id, d.convert_note, d.status, d.block_number::text, w.head_block::text, d.seen_at, d.credited_at
  from chain_deposits d left join chain_watch w on w.chain_id = d.chain_id`;

/** Trailing zeros off a token amount (12.500000 → 12.5), never through a float. */
const trim = (v: string | null) =>
  v == null ? null : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function json(r: Row, required: number): CryptoDeposit {
  const depth =
    r.head_block == null ? 0 : Number(BigInt(r.head_block) - BigInt(r.block_number) + 1n);
  return {
    id: r.id,
    asset: r.asset as CryptoDeposit['asset'],
    network: r.network,
    txHash: r.tx_hash,
    fromAddress: r.from_address,
    toAddress: r.to_address,
    amount: trim(r.amount),
    creditCurrency: r.credit_currency,
    creditAmount: m2(r.credit_amount),
    convertOrderId: r.convert_order_id,
    convertNote: r.convert_note,
    status: r.status as CryptoDeposit['status'],
    // Counted only while it matters; a reorganised deposit has none.
    confirmations: r.status === 'reorged' ? 0 : Math.max(0, Math.min(depth, required)),
    confirmationsRequired: required,
    seenAt: iso(r.seen_at)!,
    creditedAt: iso(r.credited_at),
  };
}

export async function listChainDeposits(db: DbOrTx, chain: ChainConfig, holderId: string) {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where d.holder_id = ${holderId} order by d.seen_at desc, d.log_index desc limit 50`,
  );
  return rows.map((r) => json(r, chain.confirmations));
}

/** One of the holder's deposits; another holder's is not found (undefined). */
export async function chainDeposit(db: DbOrTx, chain: ChainConfig, holderId: string, id: string) {
  const [row] = await queryRows<Row>(
    db,
    sql`${SELECT} where d.id = ${id} and d.holder_id = ${holderId}`,
  );
  return row && json(row, chain.confirmations);
}

/**
 * The admin's list (Reconciliation): every holder's deposits, newest first, with who they belong
 * to (a person's email or a business's name) and the chain's references.
 */
export async function adminChainDeposits(
  db: DbOrTx,
  confirmations: number,
  status?: string,
): Promise<AdminChainDeposit[]> {
  const rows = await queryRows<
    Row & {
      holder: string;
      block_number: string;
      token_address: string;
      dust: string | null;
      reference: string | null;
    }
  >(
    db,
    sql`select x.*, coalesce(u.email, o.name || ' (business)') as holder, dep.reference
        from (${SELECT} ${status ? sql`where d.status = ${status}` : sql``} order by d.seen_at desc, d.log_index desc limit 200) x
        join chain_deposits c on c.id = x.id
        left join "user" u on u.id = c.holder_id
        left join organization o on o.id = c.holder_id
        left join deposits dep on dep.id = c.deposit_id
        order by x.seen_at desc`,
  );
  return rows.map((r) => ({
    ...json(r, confirmations),
    holder: r.holder,
    blockNumber: r.block_number,
    tokenAddress: r.token_address,
    dust: trim(r.dust),
    depositReference: r.reference,
  }));
}
