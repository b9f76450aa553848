import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { secretHash } from './callback-secret.ts';
import type { RailId } from './types.ts';

/** What a rail posted, before anything is believed of it. */
export interface Received {
  rail: RailId;
  kind:
    | 'stk_callback'
    | 'b2c_result'
    | 'b2c_timeout'
    | 'status_query'
    | 'momo_collect_callback'
    | 'momo_transfer_callback'
    | 'camt_entry'
    | 'pain002_status';
  /** The operation named by the callback's address (id.secret), when it named one. */
  token?: string;
  /** The operation a status query answered for (the sweep knows it; callbacks use token). */
  operationId?: string;
  raw: string;
  sourceIp?: string;
  /** The rail's own identity of this message (e.g. CheckoutRequestID + ResultCode). */
  dedupeKey: string;
  body: unknown;
}

type OperationRow = { id: string; callback_secret_hash: string };

/**
 * Stores a callback as received (the inbox mirrors the outbox: examples.md habit 12); a second
 * copy of the same message is one row. A message whose address does not prove the operation
 * (unknown id, wrong secret) or whose source is not the rail's changes nothing: it is refused
 * with its reason (the route logs it) and never stored, so forgeries cannot fill the inbox.
 */
export async function receive(
  db: DbOrTx,
  msg: Received,
  sourceAllowed: boolean,
): Promise<{ result: 'stored' | 'duplicate' } | { result: 'rejected'; reason: string }> {
  if (!sourceAllowed)
    return { result: 'rejected', reason: `source ${msg.sourceIp ?? 'unknown'} is not the rail's` };
  const values = sql`${msg.kind}, ${storableText(msg.raw)}, ${storableJson(msg.body)}::jsonb,
    ${msg.sourceIp ?? null}, ${storableText(msg.dedupeKey)}`;
  if (msg.token === undefined) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`insert into rail_events (rail, operation_id, kind, raw, body, source_ip, dedupe_key)
          values (${msg.rail}, ${msg.operationId ?? null}, ${values})
          on conflict (rail, dedupe_key) do nothing returning id`,
    );
    return { result: rows.length ? 'stored' : 'duplicate' };
  }
  const [opId, secret] = msg.token.split('.');
  if (!/^[0-9a-f-]{36}$/.test(opId ?? '') || !secret) return unproven;
  // Stored in one statement when the address proves the operation (the secret's hash, compared
  // in the database: a hash of a random secret, so its timing tells a forger nothing usable).
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into rail_events (rail, operation_id, kind, raw, body, source_ip, dedupe_key)
        select o.rail, o.id, ${values} from rail_operations o
         where o.id = ${opId} and o.rail = ${msg.rail} and o.callback_secret_hash = ${secretHash(secret)}
        on conflict (rail, dedupe_key) do nothing returning id`,
  );
  if (rows.length) return { result: 'stored' };
  // Nothing stored: a copy of a stored message, or an address that proves nothing.
  const [op] = await queryRows<OperationRow>(
    db,
    sql`select id, callback_secret_hash from rail_operations where id = ${opId} and rail = ${msg.rail}`,
  );
  if (!op || !sameHash(op.callback_secret_hash, secretHash(secret))) return unproven;
  return { result: 'duplicate' };
}

const unproven = {
  result: 'rejected',
  reason: 'the callback address does not prove an operation of ours',
} as const;

/** Text PostgreSQL takes: no NUL, no lone surrogate (the raw body is kept as near as it can be). */
const storableText = (text: string) =>
  text
    .replaceAll(String.fromCharCode(0), '\uFFFD')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * The parsed body, or null when PostgreSQL's jsonb would refuse it (a NUL or a lone surrogate):
 * such a body matches no rail's shape, so the worker holds it as unreadable.
 */
function storableJson(body: unknown): string {
  const json = JSON.stringify(body ?? null);
  return /\\u0000|\\ud[89a-f]/i.test(json) ? 'null' : json;
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
