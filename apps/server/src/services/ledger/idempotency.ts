import { createHash } from 'node:crypto';

/** Fingerprint of a money request's body: a replayed idempotency key must carry the same one. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
