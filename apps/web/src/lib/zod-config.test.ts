import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod without JIT (CSP: no eval)', () => {
  it('zod reads the setting lib/zod-config.ts makes before it loads', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('object schemas built afterwards never call Function', () => {
    const original = globalThis.Function;
    let called = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        called++;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        called++;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
      expect(schema.safeParse({ a: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(called).toBe(0);
  });
});
