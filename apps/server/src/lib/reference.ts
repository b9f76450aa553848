import { randomBytes } from 'node:crypto';

/** A human-friendly unique reference such as DEP-7F3K9QX2M4 (no 0/O, 1/I look-alikes). */
export function newReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}-${out}`;
}
