import { describe, expect, it } from 'vitest';
import { formatEmploymentType } from './format.ts';

describe('formatEmploymentType', () => {
  it('replaces every hyphen with a space', () => {
    expect(formatEmploymentType('full-time')).toBe('full time');
    expect(formatEmploymentType('part-time-contract')).toBe('part time contract');
    expect(formatEmploymentType('contract')).toBe('contract');
  });
});
