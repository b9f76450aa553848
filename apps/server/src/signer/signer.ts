import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { encodeFunctionData, erc20Abi, keccak256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
  type SignTransferRequest,
} from '../lib/signer-protocol.ts';

// The signer (docs/stablecoins.md): the only process that holds the hot wallet's private key. It
// listens on loopback only, answers only requests MACed with the shared secret, and signs only
// ERC-20 transfers of the configured tokens, within its own per-transaction and daily caps (a
// second line behind the server's limits: a compromised web server still cannot empty the wallet
// faster than the cap). It never broadcasts and never reads the database.

export interface SignerOptions {
  privateKey: Hex;
  secret: string;
  chainId: number;
  /** Token contracts it may move (lower-case). */
  tokens: string[];
  /** Caps in token units (integers). */
  maxUnitsPerTx: bigint;
  maxUnitsPerDay: bigint;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const INTEGER = /^\d{1,78}$/;

export function createSigner(opts: SignerOptions) {
  if (opts.secret.length < 32) throw new Error('SIGNER_SECRET must be at least 32 characters');
  const account = privateKeyToAccount(opts.privateKey);
  const tokens = new Set(opts.tokens.map((t) => t.toLowerCase()));
  /** What was signed per payout (the same payout is signed again only identically). */
  const signed = new Map<string, { key: string; units: bigint; day: string }>();
  const spent = new Map<string, bigint>();

  async function signTransfer(r: SignTransferRequest) {
    if (
      typeof r.payoutId !== 'string' ||
      !HEX_ADDRESS.test(r.token) ||
      !HEX_ADDRESS.test(r.to) ||
      ![r.units, r.nonce, r.gas, r.maxFeePerGas, r.maxPriorityFeePerGas].every(
        (v) => typeof v === 'string' && INTEGER.test(v),
      )
    )
      return [400, { error: 'bad request' }] as const;
    if (!tokens.has(r.token.toLowerCase())) return [403, { error: 'token not allowed' }] as const;
    const units = BigInt(r.units);
    if (units <= 0n || units > opts.maxUnitsPerTx)
      return [403, { error: 'over the per-transaction cap' }] as const;
    const key = `${r.token.toLowerCase()}|${r.to.toLowerCase()}|${units}|${r.nonce}`;
    const before = signed.get(r.payoutId);
    if (before && before.key !== key)
      return [409, { error: 'this payout was signed with another transfer' }] as const;
    const day = new Date().toISOString().slice(0, 10);
    if (!before) {
      const used = spent.get(day) ?? 0n;
      if (used + units > opts.maxUnitsPerDay)
        return [403, { error: 'over the daily cap' }] as const;
      spent.set(day, used + units);
      signed.set(r.payoutId, { key, units, day });
    }
    const raw = await account.signTransaction({
      chainId: opts.chainId,
      type: 'eip1559',
      to: r.token,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [r.to, units],
      }),
      nonce: Number(r.nonce),
      gas: BigInt(r.gas),
      maxFeePerGas: BigInt(r.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(r.maxPriorityFeePerGas),
    });
    return [200, { raw, hash: keccak256(raw) }] as const;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req as AsyncIterable<Buffer>) {
      size += c.length;
      if (size > 16_384) return reply(res, 413, { error: 'too large' });
      chunks.push(c);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    if (!verifySignature(opts.secret, req.headers[SIGNATURE_HEADER] as string, method, path, body))
      return reply(res, 401, { error: 'unauthenticated' });
    if (method === 'GET' && path === '/v1/address')
      return reply(res, 200, { address: account.address.toLowerCase(), chainId: opts.chainId });
    if (method === 'POST' && path === '/v1/sign-transfer') {
      let parsed: SignTransferRequest;
      try {
        parsed = JSON.parse(body) as SignTransferRequest;
      } catch {
        return reply(res, 400, { error: 'bad request' });
      }
      const [status, out] = await signTransfer(parsed);
      return reply(res, status, out);
    }
    return reply(res, 404, { error: 'not found' });
  }

  function reply(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(opts.secret, 'REPLY', String(status), text),
    });
    res.end(text);
  }

  return {
    address: account.address.toLowerCase() as `0x${string}`,
    /** Listens on 127.0.0.1 only (port 0: a free one); the URL and a close function. */
    async listen(port = 0) {
      const server = createServer((req, res) => {
        handle(req, res).catch(() => reply(res, 500, { error: 'signer error' }));
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      const { port: bound } = server.address() as { port: number };
      return {
        url: `http://127.0.0.1:${bound}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
}
