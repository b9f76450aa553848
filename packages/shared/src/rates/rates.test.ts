import { describe, expect, it } from 'vitest';
import { previousRate, rateChange, formatSigned } from './change.ts';
import { convert, type PairQuote } from './cross.ts';
import { checkBidAsk, fatFingerCheck, midOf } from './guard.ts';
import { evaluateCrossing, type AlertState } from './crossing.ts';

const H = 3600_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * H);

describe('24-hour change rules (spec §7 Previous rate)', () => {
  it('takes the latest rate older than 24 hours', () => {
    const rates = [
      { mid: '100', createdAt: at(48) },
      { mid: '101', createdAt: at(30) },
      { mid: '102', createdAt: at(25) },
      { mid: '103', createdAt: at(23) },
      { mid: '104', createdAt: at(0) },
    ];
    expect(previousRate(rates, now)?.mid).toBe('102');
    expect(previousRate([...rates].reverse(), now)?.mid).toBe('102');
  });
  it('falls back to the oldest rate when none is older than 24 hours', () => {
    const rates = [
      { mid: '104', createdAt: at(1) },
      { mid: '103', createdAt: at(20) },
      { mid: '105', createdAt: at(0) },
    ];
    expect(previousRate(rates, now)?.mid).toBe('103');
  });
  it('a rate exactly 24 hours old is not older than 24 hours', () => {
    expect(
      previousRate(
        [
          { mid: '1', createdAt: at(24) },
          { mid: '2', createdAt: at(10) },
        ],
        now,
      )?.mid,
    ).toBe('1');
    expect(
      previousRate(
        [
          { mid: '2', createdAt: at(10) },
          { mid: '1', createdAt: at(24) },
        ],
        now,
      )?.mid,
    ).toBe('1');
  });
  it('no rate at all gives no previous rate and no change', () => {
    expect(previousRate([], now)).toBeNull();
    expect(rateChange('1', null)).toEqual({ change: null, changePercent: null });
  });
  it('computes the change and the percentage exactly', () => {
    // The percentage keeps 4 decimals (issue 34: the API once answered 40).
    expect(rateChange('129.25', '128.00')).toEqual({ change: '1.25', changePercent: '0.9766' });
    expect(rateChange('0.1', '0.3').change).toBe('-0.2');
  });
  it('shows 2 decimals with + when positive', () => {
    expect(formatSigned('1.255')).toBe('+1.26');
    expect(formatSigned('-0.004')).toBe('0.00');
    expect(formatSigned('-1234.5')).toBe('-1,234.50');
    expect(formatSigned(null)).toBe('—');
  });
});

describe('cross-rate conversion', () => {
  const t = '2026-11-22T11:00:00.000Z';
  const quotes: PairQuote[] = [
    { base: 'USD', quote: 'KES', mid: '130', timestamp: t },
    { base: 'USD', quote: 'NGN', mid: '1500', timestamp: '2026-11-22T10:00:00.000Z' },
    { base: 'EUR', quote: 'USD', mid: '1.2', timestamp: t },
  ];
  it('uses a direct pair', () => {
    expect(convert(quotes, '10', 'USD', 'KES')).toMatchObject({
      amount: '1300',
      rate: '130',
      via: 'direct',
      path: ['USD/KES'],
    });
  });
  it('inverts a pair quoted the other way', () => {
    const c = convert(quotes, '260', 'KES', 'USD')!;
    expect(c.via).toBe('inverse');
    expect(c.amount).toBe('2');
  });
  it('goes through USD when no direct pair exists, with the older time', () => {
    const c = convert(quotes, '130', 'KES', 'NGN')!;
    expect(c.via).toBe('USD');
    expect(c.path).toEqual(['USD/KES', 'USD/NGN']);
    expect(c.amount).toBe('1500');
    expect(c.timestamp).toBe('2026-11-22T10:00:00.000Z');
    expect(convert(quotes, '1', 'EUR', 'KES')!.amount).toBe('156');
  });
  it('same currency is 1:1; no route is null', () => {
    expect(convert(quotes, '5', 'KES', 'KES')!.amount).toBe('5');
    expect(convert(quotes, '5', 'KES', 'GHS')).toBeNull();
  });
});

describe('fat-finger guard and bid/ask rules', () => {
  it('requires positive bid and ask with bid ≤ ask', () => {
    expect(checkBidAsk('1', '1')).toBeNull();
    expect(checkBidAsk('0', '1')?.field).toBe('bid');
    expect(checkBidAsk('1', '-1')?.field).toBe('ask');
    expect(checkBidAsk('2', '1')?.message).toBe('Ask must be greater than or equal to bid');
    expect(checkBidAsk('abc', '1')?.field).toBe('bid');
  });
  it('computes mid exactly', () => {
    expect(midOf('129.1', '129.4')).toBe('129.25');
  });
  it('refuses a move over 20 % unless confirmed', () => {
    expect(fatFingerCheck('100', '120', false)).toBeNull();
    expect(fatFingerCheck('100', '80', false)).toBeNull();
    expect(fatFingerCheck('100', '120.01', false)?.field).toBe('confirm');
    expect(fatFingerCheck('100', '79.99', false)?.field).toBe('confirm');
    expect(fatFingerCheck('100', '1000', true)).toBeNull();
    expect(fatFingerCheck(null, '1000', false)).toBeNull();
  });
});

describe('alert crossing', () => {
  it('fires once per crossing and re-arms after crossing back (above)', () => {
    let a: AlertState = { direction: 'above', targetRate: '130', armed: true };
    const seq = ['129', '130', '131', '132', '129.5', '130.5'];
    const fired: string[] = [];
    for (const mid of seq) {
      const r = evaluateCrossing(a, mid);
      if (r.fires) fired.push(mid);
      a = { ...a, armed: r.armed };
    }
    expect(fired).toEqual(['131', '130.5']);
  });
  it('below alerts mirror it', () => {
    let a: AlertState = { direction: 'below', targetRate: '100', armed: true };
    const fired: string[] = [];
    for (const mid of ['101', '99', '98', '100', '99.9']) {
      const r = evaluateCrossing(a, mid);
      if (r.fires) fired.push(mid);
      a = { ...a, armed: r.armed };
    }
    expect(fired).toEqual(['99', '99.9']);
  });
});
