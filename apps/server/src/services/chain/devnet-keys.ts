import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_WALLET_MNEMONIC } from './devnet.ts';

// The development hot wallet (docs/stablecoins.md): account 2 of the development node's public
// test mnemonic, funded with ether and test tokens when the node starts. Worthless anywhere else.

export const DEVNET_HOT_WALLET_INDEX = 2;

export const devnetHotWallet = () =>
  mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: DEVNET_HOT_WALLET_INDEX });

export function devnetHotWalletKey() {
  const key = devnetHotWallet().getHdKey().privateKey;
  if (!key) throw new Error('devnet: no private key');
  return bytesToHex(key);
}
