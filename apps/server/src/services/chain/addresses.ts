import { sql } from 'drizzle-orm';
import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey, publicKeyToAddress } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { assertMayMove } from '../verification/gate.ts';
import { lockUser } from '../ledger/ledger.ts';
import { said } from '../i18n/refusals/index.ts';
import { networkName, type ChainAsset, type ChainConfig } from './config.ts';
import { iso } from '../wallet/format.ts';

// Deposit addresses (docs/stablecoins.md): derived from the account-level extended PUBLIC key, so
// this server can give addresses but never spend from them. Path m/44'/60'/0'/0/<index>, with
// <index> a number handed out once (chain_address_index_seq): the signer, which holds the private
// key elsewhere, derives the same address from the same index.

/** The address at m/…/0/<index> under the account-level xpub, lower-case hex. */
export function deriveAddress(xpub: string, index: number): `0x${string}` {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key gave no public key');
  // HDKey gives the compressed point; an Ethereum address is the Keccak of the uncompressed one.
  const point = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(point)).toLowerCase() as `0x${string}`;
}

type AddressRow = {
  id: string;
  holder_id: string;
  asset: string;
  network: string;
  chain_id: number;
  derivation_index: number;
  address: string;
  created_at: Date;
};

export const addressJson = (r: AddressRow, confirmations: number) => ({
  id: r.id,
  asset: r.asset,
  network: r.network,
  networkName: networkName(r.network),
  chainId: r.chain_id,
  address: r.address,
  confirmations,
  createdAt: iso(r.created_at)!,
});

/** The holder's addresses on the configured network. */
export async function listAddresses(db: DbOrTx, chain: ChainConfig, holderId: string) {
  const rows = await queryRows<AddressRow>(
    db,
    sql`select * from chain_addresses where holder_id = ${holderId} and network = ${chain.network} order by asset`,
  );
  return rows.map((r) => addressJson(r, chain.confirmations));
}

/**
 * The holder's address for an asset on the configured network, made on first ask. A verified
 * holder only (the compliance gate's funding check), under the holder's lock so two requests at
 * once give one address; asking again gives the same one.
 */
export async function addressFor(
  db: Db,
  chain: ChainConfig,
  holderId: string,
  asset: ChainAsset,
  network: string,
) {
  if (network !== chain.network || !chain.tokens.some((t) => t.asset === asset))
    throw new AppError('VALIDATION', said('chain.notAccepted'), {
      network: said('chain.notAccepted'),
    });
  await assertMayMove(db, holderId, 'fund');
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const find = () =>
      queryRows<AddressRow>(
        tx,
        sql`select * from chain_addresses where holder_id = ${holderId} and asset = ${asset} and network = ${network}`,
      );
    const [existing] = await find();
    if (existing) return { address: addressJson(existing, chain.confirmations), created: false };
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select nextval('chain_address_index_seq')::int as n`,
    );
    const address = deriveAddress(chain.xpub, n);
    const [row] = await queryRows<AddressRow>(
      tx,
      sql`insert into chain_addresses (holder_id, asset, network, chain_id, derivation_index, address)
          values (${holderId}, ${asset}, ${network}, ${chain.chainId}, ${n}, ${address}) returning *`,
    );
    return { address: addressJson(row!, chain.confirmations), created: true };
  });
}
