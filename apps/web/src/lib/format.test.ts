import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, D, formatAmount, minorUnits } from '@mizani/shared';
import {
  groupInFours,
  changeDirection,
  formatBps,
  formatCalendarDate,
  formatChartPrice,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent2,
  formatRate,
  formatRate2,
  formatSigned2,
  formatUsd,
  inverseRate,
} from './format';

// The two money() helpers formatMoney replaces, kept here to prove the text is unchanged.
const walletMoney = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;
const ratesMoney = (v: string, currency: string) =>
  `${formatAmount(new D(v).toDecimalPlaces(minorUnits(currency), D.ROUND_HALF_EVEN).toString(), minorUnits(currency))} ${currency}`;

describe('formatMoney', () => {
  it('groups and pads to the minor unit', () => {
    expect(formatMoney('12925', 'KES')).toBe('12,925.00 KES');
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50 USD');
    expect(formatMoney('-0.5', 'EUR')).toBe('-0.50 EUR');
    expect(formatMoney('0', 'TZS')).toBe('0.00 TZS');
  });

  it('rounds half to even, never through a float', () => {
    expect(formatMoney('0.125', 'USD')).toBe('0.12 USD');
    expect(formatMoney('0.135', 'USD')).toBe('0.14 USD');
    expect(formatMoney('90071992547409.995', 'NGN')).toBe('90,071,992,547,410.00 NGN');
  });

  it('writes exactly what both former helpers wrote, for every currency', () => {
    const values = ['0', '1', '0.005', '0.015', '-12.345', '1000', '999999.999', '12925.1'];
    for (const c of [...CURRENCY_CODES, 'XXX'])
      for (const v of values) {
        expect(formatMoney(v, c)).toBe(walletMoney(v, c));
        expect(formatMoney(v, c)).toBe(ratesMoney(v, c));
      }
  });
});

describe('amounts and rates', () => {
  it('formats the overview balance and basis points', () => {
    expect(formatUsd('15234.5')).toBe('$15,234.50');
    expect(formatBps('50')).toBe('0.50%');
    expect(formatBps('125')).toBe('1.25%');
  });

  it('2 decimals with grouping, + when positive', () => {
    expect(formatRate2('2455.004')).toBe('2,455.00');
    expect(formatSigned2('1.5')).toBe('+1.50');
    expect(formatSigned2(null)).toBe('—');
    expect(formatPercent2('-0.256')).toBe('-0.26%');
    expect(formatPercent2(null)).toBe('—');
  });

  it('rates: the shared 6-significant-digit formatter, and its inverse', () => {
    expect(formatRate(inverseRate('128.355'))).toBe('0.00779089');
  });

  it('tells the direction after rounding to what is shown', () => {
    expect(changeDirection('0.001')).toBe('flat');
    expect(changeDirection('0.01')).toBe('up');
    expect(changeDirection('-0.2')).toBe('down');
    expect(changeDirection(null)).toBe('flat');
  });

  it('formats chart prices', () => {
    expect(formatChartPrice(129.256)).toBe('129.26');
    expect(formatChartPrice(1.162049)).toBe('1.162');
    expect(formatChartPrice(12925)).toBe('12,925');
  });
});

describe('dates', () => {
  const iso = '2026-11-23T18:45:16Z';
  it('one style everywhere: day, short month, year and 24-hour time', () => {
    expect(formatDateTime(iso, 'UTC')).toBe('23 Nov 2026, 18:45');
    expect(formatDateTime(iso, 'Africa/Nairobi')).toBe('23 Nov 2026, 21:45');
    expect(formatDate(iso, 'UTC')).toBe('23 Nov 2026');
    expect(formatCalendarDate('2026-11-23')).toBe('23 Nov 2026');
  });

  it("screens use the visitor's own zone", () => {
    expect(formatDateTime(iso)).toBe(
      formatDateTime(iso, Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
  });
});

describe('groupInFours (the authenticator key typed by hand, issue 34)', () => {
  it('splits a key into groups of four, the last one shorter', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPABCD')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP ABCD',
    );
    expect(groupInFours('ABCDEF')).toBe('ABCD EF');
    expect(groupInFours('ABCD EF')).toBe('ABCD EF');
    expect(groupInFours('')).toBe('');
  });
});
