import { describe, expect, it } from 'vitest';
import { ApiKeyCreateSchema } from './developer.ts';
import { SandboxSettleSchema, SandboxTopUpSchema } from './sandbox.ts';

describe('sandbox schemas', () => {
  it('take a top-up of a known currency, 2 decimals, at most 1,000,000.00', () => {
    expect(SandboxTopUpSchema.parse({ currency: 'KES', amount: '1000000.00' })).toEqual({
      currency: 'KES',
      amount: '1000000.00',
    });
    const bad = SandboxTopUpSchema.safeParse({ currency: 'XXX', amount: '1000000.01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['amount', 'currency']);
    expect(SandboxTopUpSchema.safeParse({ currency: 'USD', amount: '0' }).success).toBe(false);
    expect(SandboxTopUpSchema.safeParse({ currency: 'USD', amount: '1.234' }).success).toBe(false);
  });

  it('settle as paid or rejected only', () => {
    expect(SandboxSettleSchema.safeParse({ outcome: 'paid' }).success).toBe(true);
    expect(SandboxSettleSchema.safeParse({ outcome: 'lost' }).success).toBe(false);
  });

  it('keys are live unless test is chosen', () => {
    const base = { name: 'Sandbox', scopes: ['rates:read'], expiresIn: '90' } as const;
    expect(ApiKeyCreateSchema.parse(base).mode).toBe('live');
    expect(ApiKeyCreateSchema.parse({ ...base, mode: 'test' }).mode).toBe('test');
    expect(ApiKeyCreateSchema.safeParse({ ...base, mode: 'demo' }).success).toBe(false);
  });
});
