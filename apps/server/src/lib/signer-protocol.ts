import { createHmac, timingSafeEqual } from 'node:crypto';

// The loopback channel between the web server and the signer (docs/stablecoins.md): each request
// carries `x-mizani-signature: t=<ms>,v1=<hex>`, an HMAC-SHA256 under the shared secret of the
// time, method, path and body. The signer refuses a wrong MAC or a time more than WINDOW_MS away
// (a recorded request cannot be played again later), and answers with its own MAC over the reply.

export const SIGNATURE_HEADER = 'x-mizani-signature';
export const WINDOW_MS = 30_000;

export function mac(secret: string, t: number, method: string, path: string, body: string) {
  return createHmac('sha256', secret).update(`${t}.${method}.${path}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, method: string, path: string, body: string) {
  const t = Date.now();
  return `t=${t},v1=${mac(secret, t, method, path, body)}`;
}

/** True when the header is a fresh MAC of this request under the secret. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  method: string,
  path: string,
  body: string,
  now = Date.now(),
) {
  const m = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(now - t) > WINDOW_MS) return false;
  const want = Buffer.from(mac(secret, t, method, path, body), 'hex');
  return timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}

/** What the server asks the signer to sign: an ERC-20 transfer from the hot wallet, nothing else. */
export interface SignTransferRequest {
  /** The payout's id: the same payout is signed again only with the same transfer and nonce. */
  payoutId: string;
  token: `0x${string}`;
  to: `0x${string}`;
  /** Token units (integer string). */
  units: string;
  nonce: string;
  gas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}
export interface SignTransferResponse {
  raw: `0x${string}`;
  hash: `0x${string}`;
}
