import { describe, expect, it } from 'vitest';
import { computeQuote, isValidAmount } from './quote.ts';
import { overviewBalanceUsd } from '../money.ts';

const pair = { baseCurrency: 'USD', quoteCurrency: 'KES', bid: '129.00', ask: '130.00' };

describe('computeQuote', () => {
  it('selling the base uses the bid less the spread and rounds the proceeds down', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      sellAmount: '100',
      spreadBps: 50,
    });
    expect(q.rate).toBe('128.3550000000');
    expect(q.sellAmount).toBe('100.00');
    expect(q.buyAmount).toBe('12835.50');
    expect(q.fee).toBe('0.00');
  });
  it('selling the quote currency uses the ask plus the spread, proceeds rounded down', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'KES',
      buyCurrency: 'USD',
      sellAmount: '1000',
      spreadBps: 50,
    });
    // 1 / (130 * 1.005) = 0.0076540375...
    expect(q.rate).toBe('0.0076540375');
    expect(q.buyAmount).toBe('7.65');
  });
  it('a fee is taken from the sell amount, rounded up, and shown separately', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      sellAmount: '10.01',
      spreadBps: 0,
      feeBps: 25,
    });
    expect(q.fee).toBe('0.03'); // 0.025025 rounded up
    expect(q.buyAmount).toBe('1287.42'); // (10.01-0.03)*129 = 1287.42
  });
  it('an amount on the buy side asks the client to pay the rounded-up sell amount', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'KES',
      buyCurrency: 'USD',
      buyAmount: '10',
      spreadBps: 50,
    });
    expect(q.buyAmount).toBe('10.00');
    expect(q.sellAmount).toBe('1306.51'); // 10 / 0.0076540375 = 1306.50001... → up
    expect(
      computeQuote({
        ...pair,
        sellCurrency: 'KES',
        buyCurrency: 'USD',
        sellAmount: q.sellAmount,
        spreadBps: 50,
      }).buyAmount,
    ).toBe('10.00');
  });
  it('the house never loses on rounding across many amounts', () => {
    for (let cents = 1; cents < 3000; cents += 7) {
      const amt = (cents / 100).toFixed(2);
      const q = computeQuote({
        ...pair,
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        sellAmount: amt,
        spreadBps: 0,
      });
      // client gets at most sell * bid
      expect(Number(q.buyAmount) <= Number(amt) * 129 + 1e-9).toBe(true);
    }
  });
  it('refuses a pair that does not match', () => {
    expect(() =>
      computeQuote({
        ...pair,
        sellCurrency: 'EUR',
        buyCurrency: 'KES',
        sellAmount: '1',
        spreadBps: 0,
      }),
    ).toThrow();
  });
});

describe('isValidAmount', () => {
  it('honours the minor units', () => {
    expect(isValidAmount('10.25', 'USD')).toBe(true);
    expect(isValidAmount('10.255', 'USD')).toBe(false);
    expect(isValidAmount('0', 'USD')).toBe(false);
    expect(isValidAmount('-1', 'USD')).toBe(false);
    expect(isValidAmount('1e3', 'USD')).toBe(false);
  });
});

describe('overview USD conversion (spec §9)', () => {
  it('uses the fixed table, unknown currencies count as 1, 2 decimals', () => {
    expect(
      overviewBalanceUsd([
        { balance: '250000', currency: 'KES' },
        { balance: '1500', currency: 'USD' },
      ]),
    ).toBe('3425.00');
    expect(
      overviewBalanceUsd([
        { balance: '1000', currency: 'TZS' },
        { balance: '10', currency: 'XYZ' },
      ]),
    ).toBe('10.40');
    expect(
      overviewBalanceUsd([
        { balance: '100', currency: 'GHS' },
        { balance: '100', currency: 'MZN' },
      ]),
    ).toBe('8.12');
    expect(overviewBalanceUsd([])).toBe('0.00');
  });
});
