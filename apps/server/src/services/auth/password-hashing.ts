import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * better-auth's own scrypt (N = 16384, r = 16: 32 MiB of memory per hash, on libuv's thread pool),
 * at most one hash per core at a time. Unbounded, a burst of sign-ins ran four at once (the pool's
 * size) on two cores: no faster, 128 MiB resident while it lasted, and the pool's threads taken
 * from file and compression work. Queued hashes wait their turn (decision 006).
 */
const MAX_CONCURRENT = Math.max(1, Math.min(4, os.availableParallelism()));

/** Runs at most `max` of the given tasks at once; the others wait in order. */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const bounded = concurrencyLimit(MAX_CONCURRENT);

/** For better-auth's `emailAndPassword.password`. */
export const boundedPasswordHashing = {
  hash: (password: string) => bounded(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => bounded(() => verifyPassword(data)),
};
