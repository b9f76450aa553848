import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

// Idempotency-Key on every POST of /api/v1 (issue 18): the first request with a key runs and its
// answer is stored; a retry with the same key and the same request gets that answer again
// (Idempotent-Replayed: true); the same key with another request answers 409. Keys are scoped
// to the account holder and mode and kept 24 hours (sweepIdempotency).

/** A request with a key that is running elsewhere holds it this long (then it may be retried). */
const LEASE_SEC = 60;
export const IDEMPOTENCY_TTL_HOURS = 24;

/** A stable text of a JSON body: key order does not make two requests different. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function requestFingerprint(method: string, path: string, body: string): string {
  let text = body;
  try {
    text = canonical(JSON.parse(body));
  } catch {
    // not JSON: the raw text is compared (the route answers 400 for it anyway)
  }
  return createHash('sha256').update(`${method} ${path}\n${text}`).digest('hex');
}

export type Claim =
  { kind: 'run'; id: number } | { kind: 'replay'; status: number; body: string; type: string };

/** Takes the key for this request, or the stored answer; 409 for another body or a running twin. */
export async function claimKey(
  db: DbOrTx,
  scope: { holderId: string; mode: string; key: string; fingerprint: string },
): Promise<Claim> {
  const [fresh] = await queryRows<{ id: number }>(
    db,
    sql`insert into api_idempotency (holder_id, mode, idem_key, request_hash, locked_until)
        values (${scope.holderId}, ${scope.mode}, ${scope.key}, ${scope.fingerprint},
                now() + make_interval(secs => ${LEASE_SEC}))
        on conflict (holder_id, mode, idem_key) do nothing returning id`,
  );
  if (fresh) return { kind: 'run', id: Number(fresh.id) };
  const [row] = await queryRows<{
    id: number;
    request_hash: string;
    state: string;
    expired: boolean;
    response_status: number | null;
    response_body: string | null;
    response_type: string | null;
  }>(
    db,
    sql`select id, request_hash, state, locked_until < now() as expired, response_status,
               response_body, response_type
          from api_idempotency
         where holder_id = ${scope.holderId} and mode = ${scope.mode} and idem_key = ${scope.key}`,
  );
  if (!row) return claimKey(db, scope); // swept in between: take it afresh
  if (row.request_hash !== scope.fingerprint)
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );
  if (row.state === 'done')
    return {
      kind: 'replay',
      status: Number(row.response_status),
      body: row.response_body ?? '',
      type: row.response_type ?? 'application/json',
    };
  if (!row.expired)
    throw new AppError(
      'CONFLICT',
      'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    );
  // The instance that ran it died mid-way: take the lease over (one taker wins).
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`update api_idempotency set locked_until = now() + make_interval(secs => ${LEASE_SEC})
         where id = ${row.id} and state = 'processing' and locked_until < now() returning id`,
  );
  if (!taken)
    throw new AppError(
      'CONFLICT',
      'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    );
  return { kind: 'run', id: Number(taken.id) };
}

export async function storeAnswer(
  db: DbOrTx,
  id: number,
  answer: { status: number; body: string; type: string },
) {
  await db.execute(sql`update api_idempotency set state = 'done', response_status = ${answer.status},
      response_body = ${answer.body}, response_type = ${answer.type} where id = ${id}`);
}

/** A request that failed on our side frees its key, so the client's retry runs again. */
export async function releaseKey(db: DbOrTx, id: number) {
  await db.execute(sql`delete from api_idempotency where id = ${id} and state = 'processing'`);
}

export async function sweepIdempotency(db: DbOrTx) {
  await db.execute(
    sql`delete from api_idempotency
         where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
  );
}
