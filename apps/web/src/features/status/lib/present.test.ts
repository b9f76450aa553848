import { describe, expect, it } from 'vitest';
import {
  barTone,
  bucketLabel,
  duration,
  durationParts,
  percent,
  percentIn,
  utcDateTime,
} from './present.ts';

describe('status presentation', () => {
  it('shows uptime rounded down to two decimals', () => {
    expect(percent('99.999')).toBe('99.99%');
    expect(percent('100.000')).toBe('100.00%');
    expect(percent('7.5')).toBe('7.50%');
    expect(percent(null)).toBe('—');
  });

  it('tones a bar by what was measured in it', () => {
    expect(barTone({ observed: 0, down: 0, degraded: 0, uptime: null })).toBe('none');
    expect(barTone({ observed: 60, down: 0, degraded: 0, uptime: '100.000' })).toBe('ok');
    expect(barTone({ observed: 60, down: 0, degraded: 3, uptime: '100.000' })).toBe('minor');
    expect(barTone({ observed: 1440, down: 10, degraded: 0, uptime: '99.305' })).toBe('major');
    expect(barTone({ observed: 60, down: 30, degraded: 0, uptime: '50.000' })).toBe('critical');
  });

  it('writes durations', () => {
    expect(duration(45)).toBe('45 min');
    expect(duration(200)).toBe('3 h 20 min');
    expect(duration(120)).toBe('2 h');
    expect(duration(3120)).toBe('2 d 4 h');
  });

  it('writes uptime, durations and UTC times in French and Swahili too', () => {
    expect(percentIn('en', '99.999')).toBe('99.99%');
    expect(percentIn('fr', '99.999')).toBe('99,99\u202f%');
    expect(percentIn('sw', '99.999')).toBe('99.99%');
    expect(percentIn('fr', null)).toBe('—');
    expect(durationParts(3120)).toEqual({ d: 2, h: 4, m: 0 });
    expect(durationParts(200)).toEqual({ d: 0, h: 3, m: 20 });
    const at = '2026-11-24T14:05:00.000Z';
    expect(utcDateTime(at)).toBe('24 Nov 2026, 14:05 UTC');
    expect(utcDateTime(at, 'fr')).toMatch(/^24 nov\. 2026.* 14:05 UTC$/);
    expect(bucketLabel(at, '90d', 'fr')).toBe('24 nov. 2026');
    expect(bucketLabel(at, '24h')).toBe('24 Nov, 14:05 UTC');
  });
});
