import { createHash } from 'node:crypto';

// Each rail operation's callback carries a secret of its own (in the callback URL): only its hash
// is stored, and a callback is taken only when its secret hashes to the operation's. A leaf, so the
// collections, payouts and the bank's files share it without importing one another.

export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
