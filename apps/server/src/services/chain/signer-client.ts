import {
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
  type SignTransferRequest,
  type SignTransferResponse,
} from '../../lib/signer-protocol.ts';

// The web server's side of the signer channel (docs/stablecoins.md): every request MACed with the
// shared secret, every reply's MAC checked, a short timeout. The server never sees the key.

export class SignerError extends Error {
  constructor(
    message: string,
    /** unreachable: not asked (down, timeout); refused: the signer said no (a cap, a conflict). */
    readonly kind: 'unreachable' | 'refused',
  ) {
    super(message);
  }
}

export interface SignerClient {
  address(): Promise<`0x${string}`>;
  signTransfer(r: SignTransferRequest): Promise<SignTransferResponse>;
}

export function signerClient(url: string, secret: string, timeoutMs = 5_000): SignerClient {
  const base = url.replace(/\/$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body = ''): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(secret, method, path, body),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SignerError(
        `signer unreachable: ${err instanceof Error ? err.message : String(err)}`,
        'unreachable',
      );
    }
    const text = await res.text();
    if (
      !verifySignature(
        secret,
        res.headers.get(SIGNATURE_HEADER) ?? '',
        'REPLY',
        String(res.status),
        text,
      )
    )
      throw new SignerError('signer reply not authenticated', 'unreachable');
    const json = JSON.parse(text) as T & { error?: string };
    if (!res.ok) throw new SignerError(`signer refused: ${json.error ?? res.status}`, 'refused');
    return json;
  }
  return {
    address: async () => (await call<{ address: `0x${string}` }>('GET', '/v1/address')).address,
    signTransfer: (r) => call<SignTransferResponse>('POST', '/v1/sign-transfer', JSON.stringify(r)),
  };
}
