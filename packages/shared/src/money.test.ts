import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatRate,
  inverseRate,
  overviewBalanceIn,
  overviewBalanceUsd,
  roundMoney,
} from './money.ts';
import { formatDateTime, formatUtcDateTime, isoLocal, isTimeZone } from './dates.ts';
import { movementLabel } from './constants/movements.ts';
import { requestReference } from './schemas/notifications.ts';

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

describe('overviewBalanceIn', () => {
  const held = [
    { balance: '100', currency: 'USD' },
    { balance: '10000', currency: 'KES' },
  ];
  it('is the USD total itself in USD', () => {
    expect(overviewBalanceIn(held, 'USD')).toBe(overviewBalanceUsd(held));
    expect(overviewBalanceIn(held, 'USD')).toBe('177.00');
  });
  it('divides the USD total by the reference rate, to the minor unit', () => {
    // 177 / 0.0077 = 22987.0129…
    expect(overviewBalanceIn(held, 'KES')).toBe('22987.01');
    // 177 / 0.0004 = 442500 (TZS has two decimals in the table of minor units too).
    expect(overviewBalanceIn(held, 'TZS')).toMatch(/^442500(\.0+)?$/);
    expect(overviewBalanceIn([], 'GHS')).toBe('0.00');
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

describe('formatRate (issue 16)', () => {
  it('6 significant digits, 2 to 8 decimals, trailing zeros dropped, grouped', () => {
    expect(formatRate('128.3465425000')).toBe('128.347');
    expect(formatRate('1.1620400000')).toBe('1.16204');
    expect(formatRate('0.0077695512')).toBe('0.00776955');
    expect(formatRate('1480.5')).toBe('1,480.50');
    expect(formatRate('0.5')).toBe('0.50');
    expect(formatRate('0.000000001')).toBe('0.00');
    expect(formatRate(inverseRate('128.3465425'))).toBe('0.00779141');
  });
});

describe('dates, labels and references (issue 16)', () => {
  const at = '2026-11-23T18:45:16Z';
  it('one date style, the zone named where the reader is unknown', () => {
    expect(formatDateTime(at, 'UTC')).toBe('23 Nov 2026, 18:45');
    expect(formatUtcDateTime(at)).toBe('23 Nov 2026, 18:45 UTC');
    expect(isoLocal(at, 'Africa/Accra')).toBe('2026-11-23 18:45:16');
    expect(isoLocal(at, 'Africa/Dar_es_Salaam')).toBe('2026-11-23 21:45:16');
    expect(isTimeZone('Africa/Nairobi')).toBe(true);
    expect(isTimeZone('Nairobi')).toBe(false);
  });
  it('movement types read as words; request references from ids', () => {
    expect(movementLabel('withdrawal_hold')).toBe('Withdrawal (on hold)');
    expect(movementLabel('some_new_type')).toBe('Some new type');
    expect(requestReference('quote', '1a2b3c4d-0000-4000-8000-000000000000')).toBe('QT-1A2B3C4D');
  });
});
