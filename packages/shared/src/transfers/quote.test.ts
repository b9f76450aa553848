import { describe, expect, it } from 'vitest';
import { arrivalFor, computeTransferQuote, corridorRate, transferFee } from './quote.ts';

const usdKes = {
  sourceCurrency: 'USD',
  destCurrency: 'KES',
  feeFixed: '1.50',
  feePercent: '0.5',
  feeMin: '2.00',
  spreadBps: 100,
  midRate: '129.25',
};

describe('send-money quote', () => {
  it('takes the spread off the mid and cuts the rate to 8 significant digits', () => {
    expect(corridorRate('129.25', 100)).toBe('127.9575');
    expect(corridorRate('0.0078', 37)).toBe('0.00777114');
  });

  it('charges fixed + percent, never below the minimum, rounded up', () => {
    expect(transferFee(usdKes, '10.00')).toBe('2.00');
    expect(transferFee(usdKes, '100.00')).toBe('2.00');
    expect(transferFee(usdKes, '101.00')).toBe('2.01');
    expect(transferFee(usdKes, '1000.00')).toBe('6.50');
  });

  it('from what is sent: the recipient gets whole shillings on mobile money, rounded down', () => {
    const q = computeTransferQuote({ ...usdKes, side: 'send', amount: '100', wholeUnits: true });
    expect(q).toEqual({
      sendAmount: '100.00',
      receiveAmount: '12795',
      rate: '127.9575',
      midRate: '129.25',
      fee: '2.00',
      total: '102.00',
    });
    const bank = computeTransferQuote({ ...usdKes, side: 'send', amount: '100' });
    expect(bank.receiveAmount).toBe('12795.75');
  });

  it('from what arrives: the sender pays the amount rounded up, and it buys at least that', () => {
    const q = computeTransferQuote({
      ...usdKes,
      side: 'receive',
      amount: '10000',
      wholeUnits: true,
    });
    expect(q.receiveAmount).toBe('10000');
    expect(q.sendAmount).toBe('78.16');
    expect(q.total).toBe('80.16');
    // Decimal strings all the way: 0.1 + 0.2 style errors never appear.
    const small = computeTransferQuote({ ...usdKes, side: 'send', amount: '0.30' });
    expect(small.receiveAmount).toBe('38.38');
  });

  it('says when the money arrives from the corridor rule', () => {
    const now = new Date('2026-12-04T10:00:00Z'); // a Friday
    expect(arrivalFor({ kind: 'minutes', minutes: 30 }, now)).toEqual({
      kind: 'minutes',
      by: '2026-12-04T10:30:00.000Z',
    });
    const a = arrivalFor({ kind: 'business_days', min: 1, max: 3 }, now);
    expect(a).toMatchObject({ from: '2026-12-07T10:00:00.000Z', to: '2026-12-09T10:00:00.000Z' });
  });
});
