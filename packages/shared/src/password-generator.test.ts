import { describe, expect, it } from 'vitest';
import { generatePassword, secureRandomInt } from './password-generator.ts';
import { passwordStrength } from './password-strength.ts';

describe('password generator (spec §5)', () => {
  it('gives 12 characters with upper, lower, digit and symbol over 10,000 runs', () => {
    const seen = new Set<string>();
    const firstChars = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const pw = generatePassword();
      expect(pw).toHaveLength(12);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/[0-9]/);
      expect(pw).toMatch(/[^A-Za-z0-9]/);
      expect(passwordStrength(pw)).toBe('strong');
      seen.add(pw);
      firstChars.add(pw[0]!);
    }
    expect(seen.size).toBe(10_000);
    // Shuffled: the first character is not always from the same class.
    expect([...firstChars].some((c) => /[A-Z]/.test(c))).toBe(true);
    expect([...firstChars].some((c) => /[0-9]/.test(c))).toBe(true);
    expect([...firstChars].some((c) => /[^A-Za-z0-9]/.test(c))).toBe(true);
  }, 30_000); // 10,000 runs: seconds on a busy two-core machine (files run two at a time)

  it('secureRandomInt stays in range', () => {
    for (let i = 0; i < 1000; i++) {
      const v = secureRandomInt(7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
    }
  });
});
