import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { secretHash } from './collect.ts';
import type { RailId } from './types.ts';

/** What a rail posted, before anything is believed of it. */
export interface Received {
  rail: RailId;
  kind: 'stk_callback' | 'b2c_result' | 'b2c_timeout' | 'status_query';
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
 * Stores a callback as received (the inbox mirrors the outbox: examples.md habit 12). A message
 * whose address does not prove the operation (unknown id, wrong secret) or whose source is not
 * the rail's is kept as `rejected`, for the audit, and never applied; a second copy of the same
 * message is one row. Answers whether it was stored for applying.
 */
export async function receive(
  db: DbOrTx,
  msg: Received,
  sourceAllowed: boolean,
): Promise<'stored' | 'duplicate' | 'rejected'> {
  const [opId, secret] = (msg.token ?? '').split('.');
  let operationId: string | null = msg.operationId ?? null;
  let note: string | null = null;
  if (!sourceAllowed) note = `source ${msg.sourceIp ?? 'unknown'} is not the rail's`;
  else if (msg.token !== undefined) {
    const [op] = /^[0-9a-f-]{36}$/.test(opId ?? '')
      ? await queryRows<OperationRow>(
          db,
          sql`select id, callback_secret_hash from rail_operations where id = ${opId} and rail = ${msg.rail}`,
        )
      : [];
    if (!op || !secret || !sameHash(op.callback_secret_hash, secretHash(secret)))
      note = 'the callback address does not prove an operation of ours';
    else operationId = op.id;
  }
  const status = note ? 'rejected' : 'received';
  // A rejected message gets a key of its own, so a forgery never blocks the real callback.
  const dedupeKey = note ? `rejected:${crypto.randomUUID()}` : msg.dedupeKey;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into rail_events (rail, kind, operation_id, raw, body, source_ip, dedupe_key, status, note, processed_at)
        values (${msg.rail}, ${msg.kind}, ${operationId}, ${msg.raw}, ${JSON.stringify(msg.body ?? null)}::jsonb,
                ${msg.sourceIp ?? null}, ${dedupeKey}, ${status}, ${note}, ${note ? sql`now()` : null})
        on conflict (rail, dedupe_key) do nothing returning id`,
  );
  if (note) return 'rejected';
  return rows.length ? 'stored' : 'duplicate';
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
