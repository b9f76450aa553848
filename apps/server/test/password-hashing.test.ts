import { describe, expect, it } from 'vitest';
import { hashPassword } from 'better-auth/crypto';
import { boundedPasswordHashing, concurrencyLimit } from '../src/services/auth/password-hashing.ts';

describe('password hashing under a burst of sign-ins', () => {
  it('never runs more than the limit at once, and runs every task in order', async () => {
    const bounded = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      bounded(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    // Release whatever is running until every task has had its turn.
    while (releases.length || order.length < 6) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('keeps better-auth’s own hash format: existing hashes still verify', async () => {
    const stored = await hashPassword('Correct-Horse-9!');
    await expect(
      boundedPasswordHashing.verify({ hash: stored, password: 'Correct-Horse-9!' }),
    ).resolves.toBe(true);
    await expect(
      boundedPasswordHashing.verify({ hash: stored, password: 'wrong-password' }),
    ).resolves.toBe(false);
    const fresh = await boundedPasswordHashing.hash('Correct-Horse-9!');
    expect(fresh).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });
});
