import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { InquirySchema } from '@mizani/shared';
import { lazyZodResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const inquiry = {
  name: ' Amina ',
  email: 'AMINA@example.com',
  phone: '',
  company: '',
  inquiryType: 'general' as const,
  subject: 'Rates',
  message: 'How do your rates compare?',
  website: '',
};

describe('lazyZodResolver', () => {
  it('answers as zodResolver does, valid and invalid, loading the schema once', async () => {
    const load = vi.fn(async () => InquirySchema);
    const lazy = lazyZodResolver(load);
    const eager = zodResolver(InquirySchema);
    for (const values of [inquiry, { ...inquiry, email: 'nope', subject: '' }]) {
      const [got, want] = await Promise.all([
        lazy.resolver(values, undefined, options),
        eager(values, undefined, options),
      ]);
      expect(got).toEqual(want);
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm starts the load before the first check', async () => {
    const load = vi.fn(async () => InquirySchema);
    const lazy = lazyZodResolver(load);
    lazy.warm();
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.resolver(inquiry, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline) instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<typeof InquirySchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(InquirySchema);
    const lazy = lazyZodResolver(load);
    await expect(lazy.resolver(inquiry, undefined, options)).rejects.toThrow('offline');
    const { errors } = await lazy.resolver(inquiry, undefined, options);
    expect(errors).toEqual({});
  });
});
