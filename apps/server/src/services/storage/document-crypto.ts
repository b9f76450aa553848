import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Client documents are encrypted at rest with AES-256-GCM (issue 22; docs/compliance.md). Each
// object carries the id of the key that sealed it, so keys can be rotated: a new current key
// encrypts new documents while previous keys still open old ones, until `npm run
// documents:rekey` has re-encrypted them. The object's storage key is the additional
// authenticated data: a ciphertext moved under another key (another client's) fails to open.

const MAGIC = Buffer.from('MZD1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DocumentKeyring {
  current: { id: string; key: Buffer };
  /** Every key that may open a document, by id (current included). */
  byId: Map<string, Buffer>;
}

/** "<id>:<base64 of 32 bytes>"; the id is what documents record (letters, digits, - and _). */
export const KEY_SPEC = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/]{43}=)$/;

function parseKey(spec: string) {
  const m = KEY_SPEC.exec(spec.trim());
  if (!m) throw new Error('a document key must look like <id>:<base64 of 32 bytes>');
  const key = Buffer.from(m[2]!, 'base64');
  if (key.length !== 32) throw new Error('a document key must be 32 bytes');
  return { id: m[1]!, key };
}

/**
 * The keyring from configuration. Without a configured key (development and tests only: env.ts
 * refuses production without one) the key is derived with HKDF-SHA256 from the auth secret, so
 * the embedded demo works out of the box and no fixed key ships in the code.
 */
export function documentKeyring(opts: {
  key?: string;
  previous?: string;
  fallbackSecret: string;
}): DocumentKeyring {
  const current = opts.key
    ? parseKey(opts.key)
    : {
        id: 'dev',
        key: Buffer.from(
          hkdfSync('sha256', opts.fallbackSecret, 'mizani-documents', 'aes-256-gcm v1', 32),
        ),
      };
  const byId = new Map<string, Buffer>([[current.id, current.key]]);
  for (const spec of (opts.previous ?? '').split(',').filter((s) => s.trim())) {
    const k = parseKey(spec);
    if (!byId.has(k.id)) byId.set(k.id, k.key);
  }
  return { current, byId };
}

export function sealDocument(ring: DocumentKeyring, storageKey: string, plain: Uint8Array) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const id = Buffer.from(ring.current.id);
  return {
    keyId: ring.current.id,
    data: Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv, cipher.getAuthTag(), body]),
  };
}

/** The key id an object was sealed with (for rotation), without opening it. */
export function sealedKeyId(sealed: Buffer): string {
  if (!sealed.subarray(0, 4).equals(MAGIC)) throw new Error('not a sealed document');
  return sealed.subarray(5, 5 + sealed[4]!).toString();
}

export function openDocument(ring: DocumentKeyring, storageKey: string, sealed: Buffer): Buffer {
  const keyId = sealedKeyId(sealed);
  const key = ring.byId.get(keyId);
  if (!key) throw new Error(`document key "${keyId}" is not configured`);
  let at = 5 + sealed[4]!;
  const iv = sealed.subarray(at, (at += IV_BYTES));
  const tag = sealed.subarray(at, (at += TAG_BYTES));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(at)), decipher.final()]);
}
