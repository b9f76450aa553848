import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { receive } from '../inbox.ts';
import type { Rails } from '../registry.ts';
import type { RailOutcome } from '../types.ts';
import type { MpesaAdapter } from './adapter.ts';
import { parameterValue, transactionStatusResultSchema } from './shapes.ts';

// M-Pesa's Transaction Status for payouts (docs/payments.md, "A payout the rail may have made"):
// a B2C result that never came, or a hand-over whose answer was lost, is first asked of Daraja.
// Daraja answers later at the query's ResultURL; that answer is proven by its address (a secret
// derived per operation from the server secret, never stored), stored in the inbox like any
// callback and applied once by the inbox worker. Only a payout the rail does not know either
// goes to a person (unconfirmed.ts).

/** The secret in a status result's address: HMAC-SHA256 of the server secret and the operation. */
export function statusSecret(serverSecret: string, operationId: string) {
  return createHmac('sha256', serverSecret)
    .update(`mpesa-transaction-status:${operationId}`)
    .digest('base64url');
}

/** Does `token` (id.secret) prove a status query we sent for that operation? */
function proves(serverSecret: string, operationId: string, secret: string) {
  const want = Buffer.from(statusSecret(serverSecret, operationId));
  const got = Buffer.from(secret);
  return want.length === got.length && timingSafeEqual(want, got);
}

type Asked = { id: string; rail: string; receipt: string | null };

/**
 * The sweep's question to Daraja about one payout (null when this instance cannot ask: not
 * M-Pesa, no public address or server secret given). Resolves true when Daraja took the question.
 */
export function darajaStatusAsker(
  rails: Rails,
  opts: { appUrl?: string; serverSecret?: string },
): ((op: Asked) => Promise<boolean>) | undefined {
  const adapter = rails.adapters.mpesa as MpesaAdapter | undefined;
  const { appUrl, serverSecret } = opts;
  if (!adapter?.transactionStatus || !appUrl || !serverSecret) return undefined;
  return async (op) => {
    if (op.rail !== 'mpesa') return false;
    const base = `${new URL(appUrl).origin}/api/rails/mpesa/status/${op.id}.${statusSecret(serverSecret, op.id)}`;
    const taken = await adapter
      .transactionStatus({
        originalConversationId: op.id,
        ...(op.receipt ? { transactionId: op.receipt } : {}),
        resultUrl: `${base}/result`,
        timeoutUrl: `${base}/timeout`,
      })
      .catch(() => null);
    return !!taken?.accepted;
  };
}

const param = (items: { Key: string; Value?: string | number }[], ...keys: string[]) => {
  for (const k of keys) {
    const v = parameterValue(items, k);
    if (v !== undefined && v !== '') return String(v);
  }
  return undefined;
};

/**
 * What Daraja's status says of the payout. Found and Completed: paid, with its receipt and
 * amount. Found and Failed/Cancelled/Expired: not paid. Anything else (not found, still pending,
 * a status we do not know) is no answer: nothing moves and the payout stays for a person.
 */
export function statusOutcome(body: unknown): RailOutcome | null {
  const parsed = transactionStatusResultSchema.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data.Result;
  if (r.ResultCode !== '0') return { state: 'pending' };
  const items = r.ResultParameters?.ResultParameter ?? [];
  const status = param(items, 'TransactionStatus')?.toLowerCase();
  if (status === 'completed')
    return {
      state: 'succeeded',
      ...(param(items, 'ReceiptNo') ? { receipt: param(items, 'ReceiptNo') } : {}),
      ...(param(items, 'Amount') ? { amount: param(items, 'Amount') } : {}),
      currency: 'KES',
    };
  if (status && ['failed', 'cancelled', 'expired', 'declined'].includes(status))
    return {
      state: 'failed',
      code: `STATUS_${status.toUpperCase()}`,
      message: 'M-Pesa could not complete the payout.',
    };
  return { state: 'pending' };
}

type StatusReceived = { result: 'stored' | 'duplicate' } | { result: 'rejected'; reason: string };

/**
 * A status result posted to our address: refused (nothing stored) unless the address proves a
 * query we sent for an M-Pesa payout of ours and the source is the rail's; otherwise stored raw
 * in the inbox as the rail's word on the payout (`status_query`), once per Daraja message.
 */
export async function receiveStatusResult(
  db: Db,
  msg: {
    token: string;
    raw: string;
    sourceIp?: string;
    sourceAllowed: boolean;
    serverSecret: string;
    timeout: boolean;
  },
): Promise<StatusReceived> {
  if (!msg.sourceAllowed)
    return { result: 'rejected', reason: `source ${msg.sourceIp ?? 'unknown'} is not the rail's` };
  const [opId, secret] = msg.token.split('.');
  const [op] =
    /^[0-9a-f-]{36}$/.test(opId ?? '') && secret && proves(msg.serverSecret, opId!, secret)
      ? await queryRows<{ id: string; external_id: string | null }>(
          db,
          sql`select id, external_id from rail_operations where id = ${opId} and rail = 'mpesa' and direction = 'payout'`,
        )
      : [];
  if (!op)
    return { result: 'rejected', reason: 'the status address does not prove a query of ours' };
  // A query that timed out in Daraja's queue says nothing: the payout stays for the next sweep.
  if (msg.timeout) return { result: 'duplicate' };
  let body: unknown = null;
  try {
    body = JSON.parse(msg.raw);
  } catch {
    // Kept as it came, held as unreadable by the worker.
  }
  const parsed = transactionStatusResultSchema.safeParse(body);
  const outcome = statusOutcome(body);
  const items = parsed.success ? (parsed.data.Result.ResultParameters?.ResultParameter ?? []) : [];
  // The status names the payout it is about: another one's status is not this payout's.
  const about = param(items, 'Originator Conversation ID', 'OriginatorConversationID');
  if (about && about !== op.id)
    return { result: 'rejected', reason: 'the status is about another payout' };
  const externalId =
    op.external_id ?? param(items, 'Conversation ID', 'ConversationID') ?? `status:${op.id}`;
  return receive(
    db,
    {
      rail: 'mpesa',
      kind: 'status_query',
      operationId: op.id,
      raw: msg.raw,
      sourceIp: msg.sourceIp,
      dedupeKey: parsed.success
        ? `txstatus:${parsed.data.Result.ConversationID}:${parsed.data.Result.ResultCode}`
        : `txstatus:unreadable:${op.id}:${Date.now()}`,
      // The worker reads a status_query event as { externalId, outcome }; the rail's body beside.
      body: outcome ? { externalId, outcome, result: body } : { result: body },
    },
    true,
  );
}
