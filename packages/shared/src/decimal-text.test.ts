import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { decimalExponent, shiftDecimal, signOfDecimal, toFixedDecimal } from './decimal-text.ts';
import { formatAmount, formatRate, formatSigned } from './money-format.ts';

const Ref = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });

// Decimal strings of every shape the app meets: long fractions, ties, big and tiny, exponents.
function* samples(): Generator<string> {
  const fixed = [
    '0',
    '-0',
    '0.005',
    '0.015',
    '0.025',
    '-0.005',
    '1.005',
    '2.5',
    '-2.5',
    '3.5',
    '999.995',
    '1234567.891',
    '-1000',
    '128.3465425000',
    '0.0077695512',
    '1e-7',
    '1.5e-9',
    '2.455e3',
    '12345678901234567890.125',
    '.5',
    '7.',
    '+3.14159',
  ];
  yield* fixed;
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < 2000; i++) {
    const int = String(next() % 10 ** (next() % 9));
    const frac = String(next()).slice(0, next() % 11);
    yield `${next() % 3 === 0 ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
  }
}

describe('decimal-text agrees with decimal.js (display rounding without it)', () => {
  it('toFixedDecimal half-even and half-up, 0 to 8 places', () => {
    for (const v of samples()) {
      for (const places of [0, 1, 2, 3, 8]) {
        const even = new Ref(v)
          .toFixed(places, Decimal.ROUND_HALF_EVEN)
          .replace(/^-(0\.?0*)$/, '$1');
        const up = new Ref(v).toFixed(places, Decimal.ROUND_HALF_UP).replace(/^-(0\.?0*)$/, '$1');
        expect(toFixedDecimal(v, places), `${v} ${places}`).toBe(even);
        expect(toFixedDecimal(v, places, 'half-up'), `${v} ${places} up`).toBe(up);
      }
    }
  });
  it('sign, exponent and shifts', () => {
    for (const v of samples()) {
      const d = new Ref(v);
      expect(signOfDecimal(v)).toBe(d.isZero() ? 0 : d.isNegative() ? -1 : 1);
      if (!d.isZero()) expect(decimalExponent(v), v).toBe(d.e);
      expect(new Ref(shiftDecimal(v, 2)).eq(d.div(100)), v).toBe(true);
    }
  });
  it('refuses what is not a decimal', () => {
    for (const bad of ['', '.', 'abc', '1..2', 'NaN', '1,5']) {
      expect(() => toFixedDecimal(bad, 2), bad).toThrow();
    }
  });
  it('the formatters keep their outputs', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('0.125')).toBe('0.12');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatRate('2455')).toBe('2,455.00');
    expect(formatSigned('0.005')).toBe('+0.01');
    expect(formatSigned('-0.004')).toBe('0.00');
    expect(formatSigned('-1234.5')).toBe('-1,234.50');
    expect(formatSigned(null)).toBe('—');
  });
});
