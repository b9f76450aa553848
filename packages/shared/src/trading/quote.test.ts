import { describe, expect, it } from 'vitest';
import { computeQuote, isValidAmount } from './quote.ts';
import { D, overviewBalanceUsd } from '../money.ts';

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
    // 1 / (130 * 1.005) = 0.0076540375..., the client rate 6 significant digits down (issue 34)
    expect(q.rate).toBe('0.0076540300');
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
  it('spread and fee together: fee on the sell amount rounded up, proceeds on the rest rounded down', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      sellAmount: '1000',
      spreadBps: 50,
      feeBps: 10,
    });
    expect(q.rate).toBe('128.3550000000');
    expect(q.fee).toBe('1.00'); // 1000 × 0.10 %
    expect(q.sellAmount).toBe('1000.00');
    expect(q.buyAmount).toBe('128226.64'); // 999 × 128.355 = 128226.645 → down
    const tiny = computeQuote({
      ...pair,
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      sellAmount: '0.01',
      spreadBps: 50,
      feeBps: 10,
    });
    expect(tiny.fee).toBe('0.01'); // 0.00001 rounds up to the minor unit
    expect(tiny.buyAmount).toBe('0.00'); // nothing left to convert: the server refuses it
  });
  it('an amount on the buy side with a fee: the client receives exactly what was asked', () => {
    const q = computeQuote({
      ...pair,
      sellCurrency: 'KES',
      buyCurrency: 'USD',
      buyAmount: '10',
      spreadBps: 50,
      feeBps: 10,
    });
    expect(q.buyAmount).toBe('10.00');
    // 10 / 0.0076540375 / 0.999 = 1307.8078… → 1307.81 buys 9.99 after the rounded-up fee
    // (1.31), so one more minor unit is needed.
    expect(q.sellAmount).toBe('1307.82');
    expect(q.fee).toBe('1.31');
    expect(q.feeCurrency).toBe('KES');
  });
  it('for every amount the figures add up exactly and round in the house favour', () => {
    for (const feeBps of [0, 10, 25, 137]) {
      for (let cents = 1; cents < 500_000; cents += 4_999) {
        const amount = new D(cents).div(100).toFixed(2);
        for (const side of ['sell', 'buy'] as const) {
          const q = computeQuote({
            ...pair,
            sellCurrency: 'USD',
            buyCurrency: 'KES',
            ...(side === 'sell' ? { sellAmount: amount } : { buyAmount: amount }),
            spreadBps: 50,
            feeBps,
          });
          const sell = new D(q.sellAmount);
          const fee = new D(q.fee);
          // two decimals everywhere (the currencies' minor units)
          for (const v of [q.sellAmount, q.buyAmount, q.fee]) expect(v).toMatch(/^\d+\.\d{2}$/);
          // fee is at least the exact fee, by less than one minor unit
          const exactFee = sell.times(feeBps).div(10000);
          expect(fee.gte(exactFee)).toBe(true);
          expect(fee.minus(exactFee).lt('0.01')).toBe(true);
          // the client never receives more than (sell − fee) × rate
          expect(new D(q.buyAmount).lte(sell.minus(fee).times(q.rate))).toBe(true);
          if (side === 'sell') expect(q.sellAmount).toBe(amount);
          else expect(q.buyAmount).toBe(amount);
        }
      }
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
