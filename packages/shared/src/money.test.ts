import { describe, expect, it } from 'vitest';
import { formatAmount, overviewBalanceUsd, roundMoney } from './money.ts';

describe('overviewBalanceUsd', () => {
  it('converts with the spec table and 2 decimals', () => {
    expect(overviewBalanceUsd([{ balance: '1000', currency: 'KES' }])).toBe('7.70');
    expect(
      overviewBalanceUsd([
        { balance: '100', currency: 'USD' },
        { balance: '10000', currency: 'TZS' },
      ]),
    ).toBe('104.00');
  });
  it('counts unknown currencies as 1', () => {
    expect(overviewBalanceUsd([{ balance: '12.5', currency: 'XYZ' }])).toBe('12.50');
  });
  it('is 0.00 with no balances', () => {
    expect(overviewBalanceUsd([])).toBe('0.00');
  });
});

describe('roundMoney', () => {
  it('rounds toward the house when asked', () => {
    expect(roundMoney('10.005', 'USD', 'down')).toBe('10.00');
    expect(roundMoney('10.001', 'USD', 'up')).toBe('10.01');
  });
});

describe('formatAmount', () => {
  it('groups thousands', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('-1000')).toBe('-1,000.00');
  });
});
