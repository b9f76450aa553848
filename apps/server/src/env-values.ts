// The rails' settings that are lists or sets of names (env.ts reads and checks the environment).

/** Without these a live M-Pesa rail cannot talk to Daraja (checked at start in production). */
export const MPESA_REQUIRED = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_B2C_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

/** Without these a live MTN MoMo rail cannot talk to MoMo (checked at start in production). */
export const MTN_MOMO_REQUIRED = [
  'MTN_MOMO_API_USER',
  'MTN_MOMO_API_KEY',
  'MTN_MOMO_COLLECTION_KEY',
  'MTN_MOMO_DISBURSEMENT_KEY',
  'MTN_MOMO_ENVIRONMENTS',
] as const;

/** `GHS:mtnghana,ZMW:mtnzambia` → { GHS: 'mtnghana', ZMW: 'mtnzambia' }. */
export function momoEnvironments(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [currency, env] = pair.split(':').map((s) => s.trim());
    if (currency && env) out[currency.toUpperCase()] = env;
  }
  return out;
}

/** `USDC:0xabc,USDT:0xdef` → [{ asset: 'USDC', address: '0xabc' }, …]; undefined if malformed. */
export function chainTokens(value: string): { asset: string; address: string }[] | undefined {
  const out: { asset: string; address: string }[] = [];
  for (const pair of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [asset, address] = pair.split(':').map((s) => s.trim());
    if (!asset || !/^(USDC|USDT)$/.test(asset) || !address || !/^0x[0-9a-fA-F]{40}$/.test(address))
      return undefined;
    out.push({ asset, address: address.toLowerCase() });
  }
  return out;
}

/** `USD:GB29NWBK60161331926819:NWBKGB2L,…` as accounts per currency. */
export function bankDebtorAccounts(value: string): Record<string, { iban: string; bic: string }> {
  const out: Record<string, { iban: string; bic: string }> = {};
  for (const entry of value.split(',')) {
    const [currency, iban, bic] = entry.split(':').map((s) => s.trim());
    if (currency && iban && bic)
      out[currency.toUpperCase()] = {
        iban: iban.replace(/\s+/g, '').toUpperCase(),
        bic: bic.toUpperCase(),
      };
  }
  return out;
}
