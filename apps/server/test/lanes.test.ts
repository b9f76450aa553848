import { describe, expect, it } from 'vitest';
import { inLanes } from '../src/lib/lanes.ts';

// lib/lanes.ts: one key's items in order, never two at once; keys side by side up to the lanes.

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('inLanes', () => {
  it('keeps each key in order, runs keys side by side, never more than the lanes', async () => {
    const items = ['a1', 'b1', 'a2', 'c1', 'b2', 'd1', 'a3', 'e1'];
    const done: string[] = [];
    const running = new Set<string>();
    let most = 0;
    await inLanes(
      items,
      (i) => i[0]!,
      3,
      async (i) => {
        expect(running.has(i[0]!)).toBe(false);
        running.add(i[0]!);
        most = Math.max(most, running.size);
        await tick();
        running.delete(i[0]!);
        done.push(i);
      },
    );
    expect([...done].sort()).toEqual([...items].sort());
    for (const key of 'abcde') {
      const mine = done.filter((i) => i[0] === key);
      expect(mine).toEqual([...mine].sort());
    }
    expect(most).toBe(3);
  });

  it('runs one at a time on one lane, and nothing for no items', async () => {
    const order: string[] = [];
    await inLanes(
      ['x1', 'y1', 'x2'],
      (i) => i[0]!,
      1,
      async (i) => {
        order.push(i);
      },
    );
    expect(order).toEqual(['x1', 'x2', 'y1']);
    let calls = 0;
    await inLanes(
      [],
      () => 'k',
      4,
      async () => {
        calls++;
      },
    );
    expect(calls).toBe(0);
  });

  it('stops with the first failure', async () => {
    await expect(
      inLanes(
        ['a', 'b'],
        (i) => i,
        2,
        async (i) => {
          if (i === 'b') throw new Error('b failed');
        },
      ),
    ).rejects.toThrow('b failed');
  });
});
