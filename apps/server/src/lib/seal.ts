import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must read back (webhook signing secrets): AES-256-GCM under a key derived
// with HKDF-SHA256 from the server secret and a purpose, so a database copy alone cannot sign.

function keyFor(serverSecret: string, purpose: string) {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'mizani-seal', purpose, 32));
}

export function seal(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function unseal(serverSecret: string, purpose: string, sealed: string): string {
  const raw = Buffer.from(sealed.replace(/^v1\./, ''), 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(serverSecret, purpose),
    raw.subarray(0, 12),
  );
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
